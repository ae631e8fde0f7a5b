// The /explore search form: one GET form for the text, every filter and the sort, so the whole
// state lives in the URL and the form works before (or without) JavaScript.
import { useEffect, useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { useGeolocation } from '~/lib/use-geolocation.ts';
import { MAX_QUERY_LENGTH, SORTS, type SiteFilters } from '../site-filters.ts';
import { formUnits, siteFilterFields } from '../site-filter-fields.ts';
import { FilterFields } from '~/ui/filter-fields.tsx';
import type { Units } from '~/lib/units.ts';

const inputClass = 'w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900';
const legendClass = 'mb-1 text-sm font-semibold text-slate-900';



export function ExploreSearchForm({ filters, countries, viewerUnits }: { filters: SiteFilters; countries: Array<{ code: string; name: string }>; viewerUnits: Units }) {
  const t = useT();
  const id = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const nearRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const { canLocate, state: locating, locate } = useGeolocation({ timeout: 10_000, maximumAge: 300_000 });
  // Filters in the URL keep the units they were typed in; a fresh form uses the member's units.
  const units = formUnits(filters, viewerUnits);

  useEffect(() => {
    // Wide screens have room for the filters beside the results: open them there.
    if (detailsRef.current && window.matchMedia('(min-width: 1024px)').matches) detailsRef.current.open = true;
  }, []);

  function locateMe() {
    locate((coords) => {
      if (nearRef.current) nearRef.current.value = `${coords.latitude.toFixed(4)}, ${coords.longitude.toFixed(4)}`;
      if (sortRef.current) sortRef.current.value = 'distance';
    });
  }

  const activeCount = [filters.types.length, filters.levels.length, filters.entries.length, filters.depthMinM, filters.depthMaxM, filters.country, filters.region, filters.month, filters.hasPhotos, filters.minRating, filters.near].filter(
    (value) => value !== undefined && value !== 0 && value !== '' && value !== false,
  ).length;

  return (
    <Form method="get" action="/explore" role="search" className="flex flex-col gap-4" aria-label={t('sites.explore.title')}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-900">
          {t('sites.explore.searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('sites.explore.searchPlaceholder')}
            className={`${inputClass} min-w-0 flex-1 rounded-full px-4`}
            autoComplete="off"
          />
          <button type="submit" className="rounded-full bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800">
            {t('sites.explore.searchButton')}
          </button>
        </div>
      </div>

      <details ref={detailsRef} open={activeCount > 0} className="group rounded-xl border border-slate-200 bg-slate-50 p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t('sites.explore.showFilters')}
          {activeCount > 0 ? <span className="ml-2 rounded-full bg-sky-700 px-2 py-0.5 text-xs text-white">{activeCount}</span> : null}
        </summary>
        <div className="mt-4 flex flex-col gap-5">
          <input type="hidden" name="units" value={units} />
          <FilterFields fields={siteFilterFields(filters, { t, units, countries })} />

          <fieldset className="grid min-w-0 gap-3">
            <legend className={legendClass}>{t('sites.filters.sort')}</legend>
            <label className="text-sm text-slate-800">
              <span className="sr-only">{t('sites.filters.sort')}</span>
              <select ref={sortRef} name="sort" defaultValue={filters.sort} className={inputClass}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sites.filters.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm text-slate-800">
              {t('sites.filters.near')}
              <input ref={nearRef} name="near" type="text" defaultValue={filters.near} maxLength={MAX_QUERY_LENGTH} placeholder={t('sites.filters.nearPlaceholder')} aria-describedby={`${id}-near-hint`} className={inputClass} />
            </label>
            <p id={`${id}-near-hint`} className="text-xs text-slate-700">
              {t('sites.filters.nearHint')}
            </p>
            {canLocate ? (
              <div>
                <button type="button" onClick={locateMe} className="text-sm font-semibold text-sky-800 underline">
                  {t('sites.filters.useMyLocation')}
                </button>
                <p role="status" className="text-xs text-slate-700">
                  {locating === 'busy' ? t('sites.filters.locating') : locating === 'failed' || locating === 'denied' ? t('sites.filters.locationFailed') : ''}
                </p>
              </div>
            ) : null}
          </fieldset>

          <div className="flex items-center gap-4">
            <button type="submit" className="rounded-full bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800">
              {t('sites.explore.applyFilters')}
            </button>
            <Link to="/explore" className="text-sm font-semibold text-slate-800 underline">
              {t('sites.explore.clearAll')}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
