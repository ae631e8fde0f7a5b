// The log's totals and its dives per month, for the dives the filters pick.
import { Link } from 'react-router';
import { formatDepth, formatTemperature, type Units } from '~/lib/units.ts';
import { formatNumber } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { durationParts } from '../dive-format.ts';
import type { LogTotals } from '../log.queries.server.ts';
import { formatDuration } from './dive-details.tsx';

export function LogTotalsList({ totals, units }: { totals: LogTotals; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const bottom = durationParts(totals.bottomTimeS);
  const record = (value: LogTotals['deepest'], text: (value: number) => string) =>
    value ? (
      <Link to={`/dive/${value.diveId}`} className="text-sky-800 underline underline-offset-2">
        {text(value.value)}
        <span className="sr-only"> {t('logbook.totals.recordDive', { number: value.number })}</span>
      </Link>
    ) : (
      '—'
    );
  const items = [
    { key: 'dives', label: t('logbook.totals.dives'), value: formatNumber(totals.dives, locale) },
    { key: 'bottomTime', label: t('logbook.totals.bottomTime'), value: t('logbook.totals.hoursMinutes', { hours: formatNumber(bottom.hours, locale), minutes: bottom.minutes }) },
    { key: 'deepest', label: t('logbook.totals.deepest'), value: record(totals.deepest, (m) => formatDepth(m, units, locale)) },
    { key: 'longest', label: t('logbook.totals.longest'), value: record(totals.longest, (s) => formatDuration(s, t)) },
    { key: 'coldest', label: t('logbook.totals.coldest'), value: record(totals.coldest, (c) => formatTemperature(c, units, locale)) },
    { key: 'countries', label: t('logbook.totals.countries'), value: formatNumber(totals.countries, locale) },
    { key: 'sites', label: t('logbook.totals.sites'), value: formatNumber(totals.sites, locale) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="log-totals">
      {items.map((item) => (
        <div key={item.key} className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-total={item.key}>
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-0.5 text-lg font-bold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A month's bar in its 2.5 rem cell: in proportion to the busiest month, never under 1 rem, where its count is written. */
export function barHeight(count: number, most: number): string {
  return `${(2.5 * Math.max(0.4, count / most)).toFixed(2)}rem`;
}

/**
 * Dives per month as a table drawn as bars: one row per year (newest first), a column per month, the
 * count written in each bar so the numbers are read, not guessed from heights.
 */
export function DivesPerMonth({ months }: { months: Array<{ month: string; dives: number }> }) {
  const t = useT();
  const locale = t.locale;
  if (!months.length) return null;
  const byYear = new Map<string, number[]>();
  for (const { month, dives } of months) {
    const [year = '', monthNumber = '1'] = month.split('-');
    const row = byYear.get(year) ?? Array.from({ length: 12 }, () => 0);
    row[Number(monthNumber) - 1] = dives;
    byYear.set(year, row);
  }
  const most = Math.max(...months.map((entry) => entry.dives));
  const monthNames = Array.from({ length: 12 }, (_, index) => dateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, index, 15))));
  const longNames = Array.from({ length: 12 }, (_, index) => dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, index, 15))));
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-center text-xs" data-testid="dives-per-month">
        <caption className="sr-only">{t('logbook.perMonth.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12 pb-1 text-left font-medium text-slate-600">
              <span className="sr-only">{t('logbook.perMonth.year')}</span>
            </th>
            {monthNames.map((name, index) => (
              <th key={index} scope="col" className="pb-1 font-medium text-slate-600">
                <abbr title={longNames[index]} className="no-underline">
                  {name}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...byYear.entries()]
            .sort(([a], [b]) => b.localeCompare(a))
            .map(([year, counts]) => (
              <tr key={year}>
                <th scope="row" className="pr-1 text-left font-semibold text-slate-800">
                  {year}
                </th>
                {counts.map((count, index) => (
                  <td key={index} className="h-10 px-px align-bottom">
                    <div className={count ? 'rounded-t bg-sky-700 leading-4 text-white' : 'rounded-t bg-slate-100 leading-4 text-slate-500'} style={{ height: barHeight(count, most) }}>
                      {count ? formatNumber(count, locale) : <span className="sr-only">0</span>}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
