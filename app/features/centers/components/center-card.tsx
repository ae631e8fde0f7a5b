// One centre in a list: its number on the locator, logo or photo, name, kind, place, distance,
// primary agency, a few services, languages and rating.
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { countryName } from '../../../lib/country-names.ts';
import { agencyName, languageName } from '../center-vocabulary.ts';
import { centerImageUrl, centerLogoUrl } from '../../../lib/photo-urls.ts';
import type { CenterCard as CenterCardData } from '../center-cards.queries.server.ts';
import { SampleBadge, VerificationBadge } from './center-badges.tsx';
import { CenterRating } from './rating.tsx';
import { formatKm } from '../../../lib/intl-format.ts';

export function centerPlace(center: { region: string | null; countryCode: string }, locale: string): string {
  const country = countryName(center.countryCode, locale);
  return center.region ? `${center.region}, ${country}` : country;
}

export function CenterCard({ center, number, headingLevel = 3 }: { center: CenterCardData; number?: number; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="center-card">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-sky-800 to-abyss-900">
        {center.coverPhoto ? (
          <img src={centerImageUrl(center.coverPhoto, 640)} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" width={640} height={360} />
        ) : null}
        {number !== undefined ? (
          <span className="absolute top-2 left-2 flex h-7 w-7 items-center justify-center rounded-full bg-[#b4372a] text-sm font-bold text-white ring-2 ring-white" aria-hidden="true">
            {number}
          </span>
        ) : null}
        {center.logo ? (
          <img src={centerLogoUrl(center.logo)} alt="" className="absolute right-2 bottom-2 h-14 w-14 rounded-lg bg-white object-contain p-1 shadow" width={56} height={56} />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={`/dive-center/${center.id}`} className="block text-slate-900 hover:underline">
            {number !== undefined ? <span className="sr-only">{t('centers.card.number', { number })} </span> : null}
            {center.name}
          </Link>
        </Heading>
        <p className="text-sm text-slate-700">
          {t(`centers.kind.${center.kind}`)} · {centerPlace(center, t.locale)}
        </p>
        {center.distanceKm !== null ? <p className="text-sm font-medium text-slate-800">{t('centers.card.distance', { distance: formatKm(center.distanceKm, t.locale) })}</p> : null}
        <ul className="flex flex-wrap gap-1.5" aria-label={t('centers.card.highlights')}>
          {center.isSeed ? (
            <li>
              <SampleBadge />
            </li>
          ) : null}
          <li>
            <VerificationBadge verification={center.verification} />
          </li>
          {center.primaryAgency ? <li className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">{agencyName(center.primaryAgency)}</li> : null}
          {center.services.slice(0, 3).map((service) => (
            <li key={service} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {t(`centers.service.${service}`)}
            </li>
          ))}
        </ul>
        {center.languages.length ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('centers.card.speaks')}</span> {center.languages.map((code) => languageName(code, t.locale)).join(', ')}
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          <CenterRating average={center.ratingAverage} count={center.ratingCount} />
        </div>
      </div>
    </article>
  );
}
