// The language switch: links to the current page with ?lang=, which also works without JavaScript;
// with JavaScript the choice is stored at once (cookie and localStorage).
import { Link, useLocation } from 'react-router';
import { LOCALES, type Locale } from '~/lib/i18n.ts';
import { useT } from '~/lib/use-translation.ts';
import { Dropdown } from '~/ui/dropdown.tsx';
import { ChevronDownIcon } from '~/ui/icons.tsx';
import { rememberLanguage, searchWithLanguage } from '../language.ts';

export const FLAGS: Record<Locale, string> = { en: '/flags/gb.svg', es: '/flags/es.svg' };

function Flag({ locale, src, lazy = false }: { locale: Locale; src?: string; lazy?: boolean }) {
  // Flags in a closed menu wait until they are shown; the current language's flag loads at once.
  return <img src={src ?? FLAGS[locale]} alt="" width={20} height={15} loading={lazy ? 'lazy' : undefined} className="h-[15px] w-5 rounded-[2px] object-cover shadow-sm ring-1 ring-black/10" />;
}

export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            to={{ pathname: location.pathname, search: searchWithLanguage(location.search, locale), hash: location.hash }}
            lang={locale}
            hrefLang={locale}
            aria-current={t.locale === locale ? 'true' : undefined}
            onClick={() => rememberLanguage(locale)}
            className={itemClassName}
          >
            <Flag locale={locale} lazy />
            <span>{t(`frame.language.${locale}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LanguageMenu({ buttonClassName }: { buttonClassName: string }) {
  const t = useT();
  return (
    <Dropdown
      buttonLabel={t('frame.language.button', { language: t(`frame.language.${t.locale}`), code: t('common.LANGUAGE') })}
      buttonClassName={buttonClassName}
      panelClassName="absolute right-0 top-full z-50 mt-2 w-44 rounded-xl bg-white p-1.5 text-slate-800 shadow-xl ring-1 ring-slate-900/10"
      label={
        <>
          <Flag locale={t.locale} src={t('common.FLAGIMAGE')} />
          <span className="text-sm font-semibold">{t('common.LANGUAGE')}</span>
          <ChevronDownIcon size={16} />
        </>
      }
    >
      <LanguageLinks itemClassName="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-sky-800" />
    </Dropdown>
  );
}
