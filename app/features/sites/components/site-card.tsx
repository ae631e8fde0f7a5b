// One search result: photo, name, place, depth, level, rating, and the save and compare controls.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { siteDrawingUrl } from '~/lib/site-drawings.ts';
import { coverPhotoUrl } from '../../../lib/photo-urls.ts';
import { isDiveable, monthName } from '../site-vocabulary.ts';
import { DiveStatusBadge } from '../../../ui/dive-status-badge.tsx';
import type { SiteCard as SiteCardData } from '../sites.queries.server.ts';
import { formatDepthRange, formatDistance, formatTemperature, type Units } from '~/lib/units.ts';
import { useViewer, useViewerUnits } from '../use-viewer-units.ts';
import { CompareToggle } from './compare-controls.tsx';
import { usePlace } from './country-names-context.tsx';
import { RatingStars } from './rating-stars.tsx';
import { SeedBadge } from './seed-badge.tsx';
import { DepthIcon, PinIcon } from './site-icons.tsx';

function monthTemperature(temp: SiteCardData['monthTemp'], units: Units, locale: string): string | null {
  if (!temp) return null;
  const { minC, maxC } = temp;
  if (minC !== null && maxC !== null && minC !== maxC) return `${formatTemperature(minC, units, locale)}–${formatTemperature(maxC, units, locale)}`;
  const value = minC ?? maxC;
  return value === null ? null : formatTemperature(value, units, locale);
}

export function SiteCard({ site, month, headingLevel = 3, saveControl }: { site: SiteCardData; month?: number; headingLevel?: 2 | 3; saveControl?: ReactNode }) {
  const t = useT();
  const units = useViewerUnits();
  const place = usePlace();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const signedIn = useViewer() !== null;
  const curatedDepth = formatDepthRange(site.depthMinM, site.depthMaxM, units, t.locale);
  // Curated facts first; what divers reported second, marked as such.
  const reportedDepth = !curatedDepth && site.reportedDepthMaxM !== null ? formatDepthRange(null, site.reportedDepthMaxM, units, t.locale) : null;
  const water = month ? monthTemperature(site.monthTemp, units, t.locale) : null;
  const reported = <span className="text-xs text-sky-900"> ({t('sites.explore.reportedBadge')})</span>;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="site-card">
      <div className="relative aspect-[16/10] bg-gradient-to-br from-sky-800 to-abyss-900">
        {site.coverPhoto ? (
          <img src={coverPhotoUrl(site.id, site.coverPhoto)} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" width={640} height={400} />
        ) : (
          <>
            {/* Until a member adds a photo, a drawing of what the site is (its types are named below). */}
            <img src={siteDrawingUrl(site.siteTypes)} alt="" loading="lazy" decoding="async" className="h-full w-full" width={320} height={200} />
            {signedIn ? (
              <Link
                to={`/listing/${site.id}/suggest`}
                aria-label={t('sites.card.addFirstPhotoOf', { name: site.name })}
                className="absolute bottom-2 left-2 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-abyss-900 shadow hover:bg-white"
              >
                {t('sites.card.addFirstPhoto')}
              </Link>
            ) : null}
          </>
        )}
        {saveControl ? <div className="absolute top-2 right-2">{saveControl}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={`/listing/${site.id}`} className="text-slate-900 hover:underline">
            {site.name}
          </Link>
        </Heading>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <PinIcon size={16} className="mt-0.5 shrink-0" />
          <span>{place(site)}</span>
        </p>
        {site.diveStatus && site.diveStatus !== 'open' ? (
          <p>
            <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} />
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-1.5" aria-label={t('sites.listing.types')}>
          {site.siteTypes.slice(0, 3).map((type) => (
            <li key={type} className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
              {t(`sites.type.${type}`)}
            </li>
          ))}
          {site.isSeed ? (
            <li>
              <SeedBadge source={null} />
            </li>
          ) : null}
        </ul>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1">
            <dt>
              <DepthIcon size={16} />
              <span className="sr-only">{t('sites.card.depth')}</span>
            </dt>
            <dd data-testid="card-depth">
              {curatedDepth ?? reportedDepth ?? t('sites.card.depthUnknown')}
              {reportedDepth ? reported : null}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('sites.card.level')}</dt>
            <dd>{site.level ? t(`sites.level.${site.level}`) : t('sites.card.levelUnknown')}</dd>
          </div>
        </dl>
        {water && month ? (
          <p className="text-sm text-slate-700">
            {t('sites.card.waterIn', { month: monthName(month, t.locale), value: water })}
            {site.monthTempBasis === 'reported' ? reported : null}
          </p>
        ) : null}
        {month && site.monthBasis ? (
          <p className="text-sm text-slate-700" data-testid="card-month">
            {t(site.monthBasis === 'curated' ? 'sites.card.bestMonth' : 'sites.card.reportedMonth', { month: monthName(month, t.locale) })}
          </p>
        ) : null}
        {site.distanceKm !== null ? <p className="text-sm font-medium text-slate-800">{t('sites.card.distance', { distance: formatDistance(site.distanceKm, units, t.locale) })}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <RatingStars average={site.ratingAverage} count={site.ratingCount} />
          <CompareToggle id={site.id} name={site.name} />
        </div>
      </div>
    </article>
  );
}
