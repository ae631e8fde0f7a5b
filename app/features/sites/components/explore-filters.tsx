// The /explore search form: one GET form for the text, every filter and the sort, so the whole
// state lives in the URL and the form works before (or without) JavaScript.
import { useEffect, useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { useGeolocation } from '~/lib/use-geolocation.ts';
import { MAX_QUERY_LENGTH, SORTS, type SiteFilters } from '../site-filters.ts';
import { ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from '../site-vocabulary.ts';
import { CheckboxGroup } from '~/ui/checkbox-group.tsx';
import { celsiusToFahrenheit, depthUnit, filterInputValue, metresToFeet, temperatureUnit, type Units } from '~/lib/units.ts';

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
  const units: Units = filters.depthMinM !== undefined || filters.depthMaxM !== undefined || filters.minTempC !== undefined ? filters.units : viewerUnits;

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
          <CheckboxGroup name="type" legend={t('sites.filters.type')} values={SITE_TYPES} chosen={filters.types} label={(value) => t(`sites.type.${value}`)} />
          <CheckboxGroup name="level" legend={t('sites.filters.level')} values={LEVELS} chosen={filters.levels} label={(value) => t(`sites.level.${value}`)} />
          <CheckboxGroup name="entry" legend={t('sites.filters.entry')} values={ENTRIES} chosen={filters.entries} label={(value) => t(`sites.entry.${value}`)} />

          <fieldset className="min-w-0">
            <legend className={legendClass}>{t('sites.filters.depth')}</legend>
            <p id={`${id}-depth-hint`} className="mb-2 text-xs text-slate-700">
              {t('sites.filters.depthHint', { unit: depthUnit(units) })}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <label className="text-sm text-slate-800">
                {t('sites.filters.depthMin')} ({depthUnit(units)})
                <input name="depthMin" type="number" inputMode="decimal" min={0} step="any" defaultValue={filterInputValue(filters.depthMinM, units, metresToFeet)} aria-describedby={`${id}-depth-hint`} className={inputClass} />
              </label>
              <label className="text-sm text-slate-800">
                {t('sites.filters.depthMax')} ({depthUnit(units)})
                <input name="depthMax" type="number" inputMode="decimal" min={0} step="any" defaultValue={filterInputValue(filters.depthMaxM, units, metresToFeet)} aria-describedby={`${id}-depth-hint`} className={inputClass} />
              </label>
            </div>
          </fieldset>

          <fieldset className="grid min-w-0 gap-3">
            <legend className={legendClass}>{t('sites.filters.place')}</legend>
            <label className="text-sm text-slate-800">
              {t('sites.filters.country')}
              <select name="country" defaultValue={filters.country ?? ''} className={inputClass}>
                <option value="">{t('sites.filters.anyCountry')}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm text-slate-800">
              {t('sites.filters.region')}
              <input name="region" type="text" defaultValue={filters.region} maxLength={80} className={inputClass} />
            </label>
          </fieldset>

          <fieldset className="grid min-w-0 gap-3">
            <legend className={legendClass}>{t('sites.filters.month')}</legend>
            <label className="text-sm text-slate-800">
              <span className="sr-only">{t('sites.filters.month')}</span>
              <select name="month" defaultValue={filters.month ? String(filters.month) : ''} aria-describedby={`${id}-month-hint`} className={inputClass}>
                <option value="">{t('sites.filters.anyMonth')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {monthName(month, t.locale)}
                  </option>
                ))}
              </select>
            </label>
            <p id={`${id}-month-hint`} className="text-xs text-slate-700">
              {t('sites.filters.monthHint')}
            </p>
            <label className="text-sm text-slate-800">
              {t('sites.filters.minTemp', { unit: temperatureUnit(units) })}
              <input name="minTemp" type="number" inputMode="decimal" step="any" defaultValue={filterInputValue(filters.minTempC, units, celsiusToFahrenheit)} aria-describedby={`${id}-temp-hint`} className={inputClass} />
            </label>
            <p id={`${id}-temp-hint`} className="text-xs text-slate-700">
              {t('sites.filters.minTempHint')}
            </p>
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <label className="text-sm text-slate-800">
              {t('sites.filters.minRating')}
              <select name="rating" defaultValue={filters.minRating ? String(filters.minRating) : ''} className={inputClass}>
                <option value="">{t('sites.filters.anyRating')}</option>
                {[4, 3, 2].map((rating) => (
                  <option key={rating} value={rating}>
                    {t('sites.filters.ratingAtLeast', { rating })}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline-flex items-center gap-2 self-end text-sm text-slate-800">
              <input type="checkbox" name="photos" value="1" defaultChecked={filters.hasPhotos} className="h-4 w-4 accent-sky-700" />
              {t('sites.filters.hasPhotos')}
            </label>
            <label className="inline-flex items-center gap-2 self-end text-sm text-slate-800">
              <input type="checkbox" name="unknown" value="1" defaultChecked={filters.includeUnknown} className="h-4 w-4 accent-sky-700" />
              {t('sites.filters.includeUnrecorded')}
            </label>
          </div>

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
