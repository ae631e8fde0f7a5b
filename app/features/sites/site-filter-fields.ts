// The dive-site filters as a list of form fields, for /explore and the map page alike: one list,
// so the two forms offer the same filters with the same choices (app/ui/filter-fields.tsx draws
// them). A new filter is one more entry here, read by site-filters.schema.ts under the same name.
import type { Translator } from '../../lib/i18n.ts';
import type { FilterField } from '../../ui/filter-fields.tsx';
import type { SiteFilters } from './site-filters.ts';
import { ENTRIES, LEVELS, MONTHS, SITE_TYPES, monthName } from './site-vocabulary.ts';
import { celsiusToFahrenheit, depthUnit, filterInputValue, metresToFeet, temperatureUnit, type Units } from '~/lib/units.ts';

/** The lowest average rating a visitor can ask for, best first. */
export const MIN_RATINGS = [4, 3, 2, 1] as const;

/** The units a form shows: those the filters in the URL were typed in, else the visitor's own. */
export function formUnits(filters: SiteFilters, viewerUnits: Units): Units {
  return filters.depthMinM !== undefined || filters.depthMaxM !== undefined || filters.minTempC !== undefined ? filters.units : viewerUnits;
}

export function siteFilterFields(filters: SiteFilters, context: { t: Translator; units: Units; countries: ReadonlyArray<{ code: string; name: string }> }): FilterField[] {
  const { t, units, countries } = context;
  const choices = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}${value}`) }));
  return [
    { kind: 'choices', name: 'level', legend: t('sites.filters.level'), options: choices(LEVELS, 'sites.level.'), chosen: filters.levels },
    { kind: 'choices', name: 'type', legend: t('sites.filters.type'), options: choices(SITE_TYPES, 'sites.type.'), chosen: filters.types },
    { kind: 'choices', name: 'entry', legend: t('sites.filters.entry'), options: choices(ENTRIES, 'sites.entry.'), chosen: filters.entries },
    {
      kind: 'range',
      legend: `${t('sites.filters.depth')} (${depthUnit(units)})`,
      hint: t('sites.filters.depthHint', { unit: depthUnit(units) }),
      from: { name: 'depthMin', label: t('sites.filters.depthMin'), value: filterInputValue(filters.depthMinM, units, metresToFeet), min: 0 },
      to: { name: 'depthMax', label: t('sites.filters.depthMax'), value: filterInputValue(filters.depthMaxM, units, metresToFeet), min: 0 },
    },
    {
      kind: 'select',
      name: 'country',
      label: t('sites.filters.country'),
      options: [{ value: '', label: t('sites.filters.anyCountry') }, ...countries.map((country) => ({ value: country.code, label: country.name }))],
      value: filters.country ?? '',
    },
    { kind: 'text', name: 'region', label: t('sites.filters.region'), value: filters.region, maxLength: 80 },
    {
      kind: 'select',
      name: 'month',
      label: t('sites.filters.month'),
      options: [{ value: '', label: t('sites.filters.anyMonth') }, ...MONTHS.map((month) => ({ value: String(month), label: monthName(month, t.locale) }))],
      value: filters.month ? String(filters.month) : '',
      hint: t('sites.filters.monthHint'),
    },
    { kind: 'number', name: 'minTemp', label: t('sites.filters.minTemp', { unit: temperatureUnit(units) }), value: filterInputValue(filters.minTempC, units, celsiusToFahrenheit), hint: t('sites.filters.minTempHint') },
    {
      kind: 'select',
      name: 'rating',
      label: t('sites.filters.minRating'),
      options: [{ value: '', label: t('sites.filters.anyRating') }, ...MIN_RATINGS.map((rating) => ({ value: String(rating), label: t('sites.filters.ratingAtLeast', { rating }) }))],
      value: filters.minRating ? String(filters.minRating) : '',
    },
    { kind: 'checkbox', name: 'photos', label: t('sites.filters.hasPhotos'), checked: filters.hasPhotos },
    { kind: 'checkbox', name: 'unknown', label: t('sites.filters.includeUnrecorded'), checked: filters.includeUnknown },
    { kind: 'checkbox', name: 'closed', label: t('sites.filters.includeClosed'), checked: filters.includeClosed },
  ];
}
