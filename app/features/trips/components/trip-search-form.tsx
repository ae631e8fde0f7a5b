// The trip search's form: a place, the days a trip may start on, the kind, a highest price and the
// seats needed. A plain GET form, so every search is a link and works without JavaScript.
import { Form, Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { buttonClass } from '~/ui/form-kit.tsx';
import { COMMON_CURRENCIES } from '../../centers/center-vocabulary.ts';
import type { TripFilterIssues, TripFilters } from '../trip-filters.ts';
import { TRIP_KINDS } from '../trip-vocabulary.ts';

const field = 'mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';
const label = 'block text-sm font-semibold text-slate-900';

export function TripSearchForm({ filters, issues = {}, action }: { filters: TripFilters; issues?: TripFilterIssues; action: string }) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" aria-label={t('trips.search.label')} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3">
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="trip-near" className={label}>
          {t('trips.search.place')}
        </label>
        <input id="trip-near" name="near" type="search" defaultValue={filters.near} placeholder={t('trips.search.placePlaceholder')} className={field} {...issueProps(issues.near, 'trip-near')} />
        <FilterIssue issue={issues.near} id="trip-near" />
      </div>
      <div>
        <label htmlFor="trip-from" className={label}>
          {t('trips.search.from')}
        </label>
        <input id="trip-from" name="from" type="date" defaultValue={filters.from ?? ''} className={field} {...issueProps(issues.from, 'trip-from')} />
        <FilterIssue issue={issues.from} id="trip-from" />
      </div>
      <div>
        <label htmlFor="trip-to" className={label}>
          {t('trips.search.to')}
        </label>
        <input id="trip-to" name="to" type="date" defaultValue={filters.to ?? ''} className={field} {...issueProps(issues.to, 'trip-to')} />
        <FilterIssue issue={issues.to} id="trip-to" />
      </div>
      <div>
        <label htmlFor="trip-kind" className={label}>
          {t('trips.search.kind')}
        </label>
        <select id="trip-kind" name="kind" defaultValue={filters.kind ?? ''} className={field} {...issueProps(issues.kind, 'trip-kind')}>
          <option value="">{t('trips.search.anyKind')}</option>
          {TRIP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`trips.kind.${kind}`)}
            </option>
          ))}
        </select>
        <FilterIssue issue={issues.kind} id="trip-kind" />
      </div>
      <fieldset className="min-w-0">
        <legend className={label}>{t('trips.search.maxPrice')}</legend>
        <div className="mt-1 flex gap-2">
          <label htmlFor="trip-max-price" className="sr-only">
            {t('trips.search.amount')}
          </label>
          <input id="trip-max-price" name="maxPrice" inputMode="decimal" defaultValue={filters.maxPrice ?? ''} className="block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700" {...issueProps(issues.maxPrice, 'trip-max-price')} />
          <label htmlFor="trip-currency" className="sr-only">
            {t('trips.search.currency')}
          </label>
          <select id="trip-currency" name="currency" defaultValue={filters.currency ?? ''} className="rounded-lg border border-slate-400 bg-white px-2 py-2 text-slate-900 aria-[invalid=true]:border-red-700" {...issueProps(issues.currency, 'trip-currency')}>
            <option value="">{t('trips.search.anyCurrency')}</option>
            {[...new Set([...COMMON_CURRENCIES, ...(filters.currency ? [filters.currency] : [])])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <FilterIssue issue={issues.maxPrice} id="trip-max-price" />
        <FilterIssue issue={issues.currency} id="trip-currency" />
        <p className="mt-1 text-xs text-slate-600">{t('trips.search.priceHint')}</p>
      </fieldset>
      <div>
        <label htmlFor="trip-seats" className={label}>
          {t('trips.search.seats')}
        </label>
        <select id="trip-seats" name="seats" defaultValue={filters.seats ? String(filters.seats) : ''} className={field} {...issueProps(issues.seats, 'trip-seats')}>
          <option value="">{t('trips.search.anySeats')}</option>
          {[1, 2, 3, 4, 5, 6, 8, 10].map((seats) => (
            <option key={seats} value={seats}>
              {t.plural('trips.search.seatsAtLeast', seats)}
            </option>
          ))}
        </select>
        <FilterIssue issue={issues.seats} id="trip-seats" />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonClass()}>
          {t('trips.search.submit')}
        </button>
        <Link to={action} className="text-sm font-semibold text-sky-800 underline">
          {t('trips.search.clear')}
        </Link>
      </div>
    </Form>
  );
}
