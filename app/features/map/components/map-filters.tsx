// The dive-site filters of the map: the fields of /explore (its parser, URL names and labels),
// laid out for a side panel. A GET form, so it works without JavaScript; with it, every change
// applies at once and the map, the list and the URL follow.
import { useRef, type FormEvent } from 'react';
import { useT } from '~/lib/use-translation.ts';
import type { SiteFilters } from '../../sites/site-filters.ts';
import { ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from '../../sites/site-vocabulary.ts';
import { CheckboxGroup } from '~/ui/checkbox-group.tsx';
import { celsiusToFahrenheit, depthUnit, filterInputValue, metresToFeet, temperatureUnit, type Units } from '~/lib/units.ts';
import { mapFilterParams } from '../map-state.ts';
import { useMapCountryName } from './country-names.tsx';

const APPLY_DELAY_MS = 350;
const inputClass = 'w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2.5 py-1.5 text-sm text-slate-900';
const legendClass = 'mb-1 text-sm font-semibold text-slate-900';



type MapFiltersProps = {
  filters: SiteFilters;
  countries: readonly string[];
  viewerUnits: Units;
  /** Hidden fields a plain submission keeps: the view, the layers, the place searched. */
  keep: URLSearchParams;
  /** Receives the form's fields as search params; absent without JavaScript (plain GET). */
  onApply?: (params: URLSearchParams) => void;
};

export function MapFilters({ filters, countries, viewerUnits, keep, onApply }: MapFiltersProps) {
  const t = useT();
  const countryName = useMapCountryName();
  const collator = new Intl.Collator(t.locale);
  const countryChoices = countries.map((code) => ({ code, name: countryName(code) })).sort((a, b) => collator.compare(a.name, b.name));
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = [...mapFilterParams(filters).keys()].filter((key) => key !== 'units').length;
  const units: Units = filters.depthMinM !== undefined || filters.depthMaxM !== undefined || filters.minTempC !== undefined ? filters.units : viewerUnits;

  function apply(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current || !onApply) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form.current)) if (typeof value === 'string' && value !== '') params.append(name, value);
      onApply(params);
    }, delay);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onApply) return;
    event.preventDefault();
    apply(0);
  }

  return (
    <details className="group border-b border-slate-200" open={active > 0 ? true : undefined}>
      <summary className="flex cursor-pointer items-center justify-between px-4 py-3 text-sm font-semibold text-slate-900 hover:bg-slate-50">
        <span>{active ? t('map.filters.titleActive', { count: active }) : t('map.filters.title')}</span>
        <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <form
        ref={form}
        method="get"
        action="/map-explore"
        onSubmit={onSubmit}
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          apply(target.type === 'number' || target.type === 'text' || target.type === 'search' ? APPLY_DELAY_MS * 2 : APPLY_DELAY_MS);
        }}
        className="space-y-4 px-4 pb-4"
        data-testid="map-filters"
      >
        {[...keep].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {units === 'imperial' ? <input type="hidden" name="units" value="imperial" /> : null}
        <CheckboxGroup compact name="level" legend={t('sites.filters.level')} values={LEVELS} chosen={filters.levels} label={(value) => t(`sites.level.${value}`)} />
        <CheckboxGroup compact name="type" legend={t('sites.filters.type')} values={SITE_TYPES} chosen={filters.types} label={(value) => t(`sites.type.${value}`)} />
        <CheckboxGroup compact name="entry" legend={t('sites.filters.entry')} values={ENTRIES} chosen={filters.entries} label={(value) => t(`sites.entry.${value}`)} />
        <fieldset>
          <legend className={legendClass}>
            {t('sites.filters.depth')} ({depthUnit(units)})
          </legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-xs text-slate-700">
              {t('sites.filters.depthMin')}
              <input name="depthMin" type="number" min={0} step="any" inputMode="decimal" defaultValue={filterInputValue(filters.depthMinM, units, metresToFeet)} className={inputClass} />
            </label>
            <label className="text-xs text-slate-700">
              {t('sites.filters.depthMax')}
              <input name="depthMax" type="number" min={0} step="any" inputMode="decimal" defaultValue={filterInputValue(filters.depthMaxM, units, metresToFeet)} className={inputClass} />
            </label>
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm font-semibold text-slate-900">
            {t('sites.filters.country')}
            <select name="country" defaultValue={filters.country ?? ''} className={`${inputClass} font-normal`}>
              <option value="">{t('sites.filters.anyCountry')}</option>
              {countryChoices.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-900">
            {t('sites.filters.region')}
            <input name="region" type="text" maxLength={80} defaultValue={filters.region} className={`${inputClass} font-normal`} />
          </label>
          <label className="text-sm font-semibold text-slate-900">
            {t('sites.filters.month')}
            <select name="month" defaultValue={filters.month ? String(filters.month) : ''} className={`${inputClass} font-normal`}>
              <option value="">{t('sites.filters.anyMonth')}</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {monthName(month, t.locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-900">
            {t('sites.filters.minTemp', { unit: temperatureUnit(units) })}
            <input
              name="minTemp"
              type="number"
              step="any"
              inputMode="decimal"
              defaultValue={filterInputValue(filters.minTempC, units, celsiusToFahrenheit)}
              className={`${inputClass} font-normal`}
            />
          </label>
          <label className="text-sm font-semibold text-slate-900">
            {t('sites.filters.minRating')}
            <select name="rating" defaultValue={filters.minRating ? String(filters.minRating) : ''} className={`${inputClass} font-normal`}>
              <option value="">{t('sites.filters.anyRating')}</option>
              {[4, 3, 2, 1].map((rating) => (
                <option key={rating} value={rating}>
                  {t('sites.filters.ratingAtLeast', { rating })}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-flex items-end gap-2 pb-1.5 text-sm text-slate-800">
            <input type="checkbox" name="photos" value="1" defaultChecked={filters.hasPhotos} className="h-4 w-4 accent-sky-700" />
            {t('sites.filters.hasPhotos')}
          </label>
        </div>
        <p className="text-xs text-slate-600">{t('map.filters.minTempHint')}</p>
        <div className="flex items-center gap-3">
          <button type="submit" className="rounded-full bg-sky-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-sky-800">
            {t('map.filters.apply')}
          </button>
          {active ? (
            <a
              href={`/map-explore?${keep.toString()}`}
              onClick={(event) => {
                if (!onApply || !form.current) return;
                event.preventDefault();
                form.current.reset();
                for (const field of form.current.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=hidden]), select')) {
                  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = false;
                  else field.value = '';
                }
                apply(0);
              }}
              className="text-sm font-semibold text-sky-800 underline"
            >
              {t('map.filters.clear')}
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}
