// The parts of a listing page: gallery, facts, description, share box and nearby sites.
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import type { FactSource, LocalizedText } from '../../../../db/schema/sites.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { formatPosition } from '../site-facts.ts';
import { FactSourcesLine } from './fact-sources.tsx';
import { sitePhotoSrcSet, sitePhotoUrl, pickWidth } from '../../../lib/photo-urls.ts';
import { isDiveable, monthName } from '../site-vocabulary.ts';
import { DiveStatusBadge } from '../../../ui/dive-status-badge.tsx';
import type { NearbySite, SiteDetail } from '../sites.queries.server.ts';
import { formatDepth, formatDepthRange, formatDistance, type Units } from '~/lib/units.ts';
import { usePlace } from './country-names-context.tsx';

export function SiteGallery({ site }: { site: Pick<SiteDetail, 'id' | 'name' | 'photos'> }) {
  const t = useT();
  if (!site.photos.length) return <p className="text-slate-700">{t('sites.listing.noPhotos')}</p>;
  const [first, ...rest] = site.photos;
  return (
    <div className="grid gap-2 sm:grid-cols-4" data-testid="gallery">
      {first ? (
        <a href={sitePhotoUrl(site.id, first.storageKey, pickWidth(first.sizes, 1280))} className="sm:col-span-4">
          <img
            src={sitePhotoUrl(site.id, first.storageKey, pickWidth(first.sizes, 640))}
            srcSet={sitePhotoSrcSet(site.id, first)}
            sizes="(min-width: 1024px) 896px, 100vw"
            alt={t('sites.listing.photoAlt', { number: 1, name: site.name })}
            width={first.width}
            height={first.height}
            className="max-h-[28rem] w-full rounded-xl object-cover"
          />
        </a>
      ) : null}
      {rest.map((photo, index) => (
        <a key={photo.id} href={sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 1280))}>
          <img
            src={sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 320))}
            srcSet={sitePhotoSrcSet(site.id, photo)}
            sizes="(min-width: 640px) 25vw, 100vw"
            alt={t('sites.listing.photoAlt', { number: index + 2, name: site.name })}
            loading="lazy"
            width={photo.width}
            height={photo.height}
            className="aspect-[4/3] w-full rounded-lg object-cover"
          />
        </a>
      ))}
    </div>
  );
}

function Fact({ label, children, sources, reported, testId }: { label: string; children: React.ReactNode; sources?: FactSource[]; reported?: React.ReactNode; testId?: string }) {
  return (
    <div className="border-b border-slate-200 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4" data-testid={testId}>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="text-slate-800">
        {children}
        <FactSourcesLine sources={sources} />
        {reported ? (
          <p className="mt-0.5 text-sm text-sky-900" data-testid="reported">
            {reported}
          </p>
        ) : null}
      </dd>
    </div>
  );
}

function TagList({ values, label }: { values: string[]; label: (value: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-900">
          {label(value)}
        </li>
      ))}
    </ul>
  );
}

export function SiteFacts({ site, units }: { site: SiteDetail; units: Units }) {
  const t = useT();
  const place = usePlace();
  const unknown = <span className="text-slate-600">{t('sites.listing.notKnown')}</span>;
  const depth = formatDepthRange(site.depthMinM, site.depthMaxM, units, t.locale);
  const visibility = formatDepthRange(site.visibilityMinM, site.visibilityMaxM, units, t.locale);
  const sources = site.factSources ?? {};
  const reported = site.reportedConditions;
  const reportedVisibility = reported && reported.visibilityReports ? formatDepthRange(reported.visibilityMinM, reported.visibilityMaxM, units, t.locale) : null;
  const reportedDepth = site.reportedDepthMaxM !== null ? formatDepth(site.reportedDepthMaxM, units, t.locale) : null;
  // With no curated figure, the first dive report already says something: show it, marked as reported.
  const orReported = (curated: React.ReactNode, fromReports: string | null) =>
    curated ??
    (fromReports ? (
      <span>
        {fromReports} <span className="text-sm text-sky-900">({t('sites.reported.label')})</span>
      </span>
    ) : (
      unknown
    ));
  return (
    <dl data-testid="facts">
      <Fact label={t('sites.listing.diveStatus')} sources={sources.diveStatus} testId="fact-diveStatus">
        {!site.diveStatus ? unknown : site.diveStatus === 'open' ? t('sites.diveStatus.open') : <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} />}
      </Fact>
      <Fact label={t('sites.listing.place')} sources={sources.place}>
        {place(site)}
      </Fact>
      <Fact label={t('sites.listing.coordinates')} sources={sources.position}>
        <span className="font-mono" data-testid="coordinates">
          {formatPosition(site)}
        </span>
        {site.positionPrecisionM ? <span className="ml-2 text-sm text-slate-700">{t('sites.listing.precision', { distance: formatDistance(site.positionPrecisionM / 1000, units, t.locale) })}</span> : null}
      </Fact>
      <Fact label={t('sites.listing.types')} sources={sources.siteTypes}>
        {site.siteTypes.length ? <TagList values={site.siteTypes} label={(v) => t(`sites.type.${v}`)} /> : unknown}
      </Fact>
      <Fact
        label={t('sites.listing.depth')}
        sources={sources.depth}
        reported={reportedDepth ? t.plural('sites.reported.depth', site.reportedCount, { depth: reportedDepth }) : null}
      >
        {orReported(depth, reportedDepth ? t('sites.reported.upTo', { depth: reportedDepth }) : null)}
      </Fact>
      <Fact label={t('sites.listing.level')} sources={sources.level}>
        {site.level ? t(`sites.level.${site.level}`) : unknown}
      </Fact>
      <Fact label={t('sites.listing.entry')} sources={sources.entry}>
        {site.entry.length ? site.entry.map((e) => t(`sites.entry.${e}`)).join(', ') : unknown}
      </Fact>
      <Fact
        label={t('sites.listing.current')}
        sources={sources.current}
        reported={reported?.current ? t.plural('sites.reported.current', reported.currentReports, { current: t(`sites.current.${reported.current}`) }) : null}
      >
        {orReported(site.current ? t(`sites.current.${site.current}`) : null, reported?.current ? t(`sites.current.${reported.current}`) : null)}
      </Fact>
      <Fact label={t('sites.listing.visibility')} sources={sources.visibility} reported={reportedVisibility ? t.plural('sites.reported.visibility', reported!.visibilityReports, { range: reportedVisibility }) : null} testId="fact-visibility">
        {orReported(visibility, reportedVisibility)}
      </Fact>
      <Fact label={t('sites.listing.bestMonths')} sources={sources.bestMonths}>
        {site.bestMonths.length ? [...site.bestMonths].sort((a, b) => a - b).map((m) => monthName(m, t.locale)).join(', ') : unknown}
      </Fact>
      <Fact label={t('sites.listing.marineLife')} sources={sources.marineLife}>
        {site.marineLife.length ? <TagList values={site.marineLife} label={(v) => v} /> : unknown}
      </Fact>
      <Fact label={t('sites.listing.hazards')} sources={sources.hazards}>
        {site.hazards.length ? <TagList values={site.hazards} label={(v) => v} /> : unknown}
      </Fact>
      <Fact label={t('sites.listing.access')} sources={sources.access}>
        {site.accessNotes ? <span className="whitespace-pre-line">{site.accessNotes}</span> : unknown}
      </Fact>
    </dl>
  );
}

/** "From 3 dive reports, in May and July": what the reported figures rest on. */
export function ReportedSummary({ site }: { site: Pick<SiteDetail, 'reportedCount' | 'reportedMonths'> }) {
  const t = useT();
  if (!site.reportedCount) return null;
  const months = site.reportedMonths.map((month) => monthName(month, t.locale)).join(', ');
  return (
    <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="reported-summary">
      {t.plural('sites.reported.summary', site.reportedCount)}
      {months ? ` ${t('sites.reported.months', { months })}` : ''}
    </p>
  );
}

/** Something a diver must know before going, in the reader's language (or the other one, marked). */
export function SiteNotice({ notice }: { notice: LocalizedText | null; }) {
  const t = useT();
  const picked = notice ? pickLocalized(notice, t.locale) : null;
  if (!picked) return null;
  return (
    <aside className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950" aria-labelledby="site-notice-title" data-testid="site-notice">
      <h2 id="site-notice-title" className="text-lg font-bold">
        {t('sites.listing.noticeTitle')}
      </h2>
      <p className="mt-1 whitespace-pre-line" lang={picked.lang}>
        {picked.text}
      </p>
    </aside>
  );
}

export function SiteDescription({ description }: { description: LocalizedText }) {
  const t = useT();
  const picked = pickLocalized(description, t.locale);
  if (!picked) return <p className="text-slate-700">{t('sites.listing.noDescription')}</p>;
  return (
    <div>
      {picked.fallback ? <p className="mb-2 text-sm text-slate-700 italic">{t('sites.listing.descriptionOtherLanguage')}</p> : null}
      <div lang={picked.lang} className="space-y-3 whitespace-pre-line text-slate-800">
        {picked.text}
      </div>
    </div>
  );
}

/**
 * The share popover. On a phone it spans its row of buttons (the row is its positioned ancestor), since a
 * popover hung from a button near the right edge would reach past the screen; from `sm` up it hangs from
 * its button. Escape closes it and puts the focus back on its button.
 */
export function ShareBox({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <details
      className="sm:relative"
      onKeyDown={(event) => {
        const details = event.currentTarget;
        if (event.key !== 'Escape' || !details.open) return;
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
    >
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">{t('sites.listing.share')}</summary>
      <div className="absolute inset-x-0 z-20 mt-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg sm:inset-x-auto sm:w-80">
        <label className="text-sm text-slate-800">
          {t('sites.listing.shareText')}
          <input readOnly value={url} className="mt-1 w-full rounded border border-slate-400 px-2 py-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </label>
        <button
          type="button"
          className="mt-2 rounded-full bg-sky-700 px-3 py-1 text-sm font-semibold text-white"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {t('sites.listing.copy')}
        </button>
        <span role="status" className="ml-2 text-sm text-slate-700">
          {copied ? t('sites.listing.copied') : ''}
        </span>
      </div>
    </details>
  );
}

export function NearbyList({ sites, units, withinKm }: { sites: NearbySite[]; units: Units; withinKm: number }) {
  const t = useT();
  const place = usePlace();
  if (!sites.length) return <p className="text-slate-700">{t('sites.listing.nearbyNone', { distance: formatDistance(withinKm, units, t.locale) })}</p>;
  return (
    <ol className="space-y-2" data-testid="nearby">
      {sites.map((site, index) => (
        <li key={site.id} className="flex items-baseline gap-3">
          <span aria-hidden="true" className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-slate-900">
            {index + 1}
          </span>
          <span>
            <Link to={`/listing/${site.id}`} className="font-semibold text-sky-800 underline">
              {site.name}
            </Link>{' '}
            <span className="text-sm text-slate-700">
              · {formatDistance(site.distanceKm, units, t.locale)} · {place(site)}
            </span>{' '}
            <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} />
          </span>
        </li>
      ))}
    </ol>
  );
}
