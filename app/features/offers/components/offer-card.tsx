// One member offer as visitors and members see it: what it is, from which centre (a link), until
// when, and the code for signed-in members only (a visitor gets a link to sign in instead; the code
// is not in their page at all). Texts the centre wrote are shown as text, never as markup.
import { Link } from 'react-router';
import { countryName } from '~/lib/country-names.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { useT } from '~/lib/use-translation.ts';
import type { OfferCard as Offer } from '../offers.queries.server.ts';
import { discountLabel, formatDay } from '../offer-format.ts';

export function OfferCard({ offer, signInPath, headingLevel = 2 }: { offer: Offer; signInPath: string; headingLevel?: 2 | 3 }) {
  const t = useT();
  const title = pickLocalized(offer.title, t.locale);
  const description = pickLocalized(offer.description, t.locale);
  const terms = pickLocalized(offer.terms, t.locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = offer.center.region ? `${offer.center.region}, ${countryName(offer.center.countryCode, t.locale)}` : countryName(offer.center.countryCode, t.locale);
  return (
    <article aria-labelledby={`offer-${offer.id}-title`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="offer">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">{discountLabel(offer, t)}</span>
        {offer.isSample ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('offers.sample')}</span> : null}
      </p>
      <Heading id={`offer-${offer.id}-title`} lang={title?.fallback ? title.lang : undefined} className="mt-3 text-lg font-semibold text-slate-900">
        {title?.text ?? ''}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        <Link to={`/dive-center/${offer.center.id}`} className="font-semibold text-sky-800 underline">
          {offer.center.name}
        </Link>{' '}
        · {place}
      </p>
      {title?.fallback ? <p className="mt-1 text-xs text-slate-600">{t(`offers.onlyIn.${title.lang}`)}</p> : null}
      {description ? (
        <p lang={description.fallback ? description.lang : undefined} className="mt-3 whitespace-pre-line text-slate-800">
          {description.text}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">{t('offers.valid', { from: formatDay(offer.validFrom, t.locale), until: formatDay(offer.validUntil, t.locale) })}</p>
      {terms ? (
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-slate-900">{t('offers.terms')}</summary>
          <p lang={terms.fallback ? terms.lang : undefined} className="mt-1 whitespace-pre-line">
            {terms.text}
          </p>
        </details>
      ) : null}
      <div className="mt-auto pt-4">
        {offer.code ? (
          <p className="rounded-xl border border-dashed border-emerald-600 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            {t('offers.codeLabel')} <code className="font-mono text-base font-bold" data-testid="offer-code">{offer.code}</code>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            <Link to={signInPath} className="font-semibold text-sky-800 underline">
              {t('offers.signInForCode')}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
