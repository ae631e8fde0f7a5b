// The list of cookies by category: what each is for, who sets it and for how long.
import { useT } from '~/lib/use-translation.ts';
import type { AnalyticsProvider } from '../analytics.ts';
import { cookieCategories, type CookieDuration } from '../cookie-catalogue.ts';

function useDuration() {
  const t = useT();
  return (duration: CookieDuration) => (duration.unit === 'session' ? t('consent.duration.session') : t.plural(`consent.duration.${duration.unit}`, duration.amount));
}

/** `headingLevel` lets the privacy page nest the list under its own headings. */
export function CookieDetails({ provider, headingLevel = 3 }: { provider: AnalyticsProvider | null; headingLevel?: 3 | 4 }) {
  const t = useT();
  const duration = useDuration();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-6" data-testid="cookie-details">
      {cookieCategories(provider).map((category) => (
        <section key={category.id} aria-labelledby={`cookies-${category.id}`}>
          <Heading id={`cookies-${category.id}`} className="font-semibold text-slate-900">
            {t(category.title)}
          </Heading>
          <p className="mt-1 text-sm text-slate-600">{t(category.description)}</p>
          {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
          <div tabIndex={0} role="region" aria-label={t('consent.details.caption', { category: t(category.title) })} className="mt-3 relative overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">{t('consent.details.caption', { category: t(category.title) })}</caption>
              <thead className="text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('consent.details.name')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('consent.details.duration')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('consent.details.origin')}</th>
                  <th scope="col" className="py-2 font-semibold">{t('consent.details.purpose')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 border-t border-slate-200">
                {category.cookies.map((cookie) => (
                  <tr key={cookie.name} className="align-top">
                    <th scope="row" className="py-2 pr-3 font-mono text-xs font-medium break-all text-slate-900">{cookie.name}</th>
                    <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{duration(cookie.duration)}</td>
                    <td className="py-2 pr-3 text-slate-700">{t(cookie.origin)}</td>
                    <td className="py-2 text-slate-700">{t(cookie.purpose)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {provider === 'plausible' ? <p className="text-sm text-slate-600">{t('consent.details.plausible')}</p> : null}
    </div>
  );
}
