// The dive-site filters of the map: the fields of /explore (its parser, URL names and labels),
// laid out for a side panel. A GET form, so it works without JavaScript; with it, every change
// applies at once and the map, the list and the URL follow.
import { useRef, type FormEvent } from 'react';
import { collator } from '~/lib/intl-format.ts';
import { useT } from '~/lib/use-translation.ts';
import type { SiteFilters } from '../../sites/site-filters.ts';
import { formUnits, siteFilterFields } from '../../sites/site-filter-fields.ts';
import { FilterFields } from '~/ui/filter-fields.tsx';
import type { Units } from '~/lib/units.ts';
import { mapFilterParams } from '../map-state.ts';
import { useMapCountryName } from './country-names.tsx';

const APPLY_DELAY_MS = 350;



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
  const byName = collator(t.locale);
  const countryChoices = countries.map((code) => ({ code, name: countryName(code) })).sort((a, b) => byName.compare(a.name, b.name));
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = [...mapFilterParams(filters).keys()].filter((key) => key !== 'units').length;
  const units = formUnits(filters, viewerUnits);

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
        <FilterFields compact fields={siteFilterFields(filters, { t, units, countries: countryChoices })} />
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
