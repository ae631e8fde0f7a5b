// Water temperature by month as an SVG range chart (one bar from the month's minimum to its
// maximum), with the figures also available as a table for screen readers and for copying.
import { useId } from 'react';
import { useT } from '../../../lib/use-translation.ts';
import type { MonthlyTemperature } from '../../../../db/schema/sites.ts';
import { MONTHS, monthName } from '../site-vocabulary.ts';
import { formatTemperature, temperatureUnit, temperatureValue, type Units } from '~/lib/units.ts';
import { numberFormat } from '../../../lib/intl-format.ts';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 32, left: 44 };

function niceBounds(values: number[]): [number, number] {
  const low = Math.floor(Math.min(...values) / 5) * 5;
  const high = Math.ceil(Math.max(...values) / 5) * 5;
  return low === high ? [low - 5, high + 5] : [low, high];
}

/**
 * `reported`: divers' conditions reports by month, drawn when the site has no curated temperatures
 * (the chart then says how many reports it rests on).
 */
export function TemperatureChart({ name, months, bestMonths, units, reported }: { name: string; months: MonthlyTemperature[] | null; bestMonths: number[]; units: Units; reported?: { months: MonthlyTemperature[]; count: number } | null }) {
  const t = useT();
  const id = useId();
  const curated = months?.some(Boolean) ?? false;
  const fromReports = !curated && reported && reported.count > 0 && reported.months.some(Boolean) ? reported : null;
  const shown = fromReports ? fromReports.months : months;
  const entries = MONTHS.map((month) => {
    const temp = shown?.[month - 1] ?? null;
    const min = temp?.minC ?? temp?.maxC ?? null;
    const max = temp?.maxC ?? temp?.minC ?? null;
    return { month, min, max };
  });
  const known = entries.filter((entry) => entry.min !== null && entry.max !== null);
  if (!known.length) return <p className="text-slate-700">{t('sites.listing.temperatureUnknown')}</p>;

  const values = known.flatMap((entry) => [temperatureValue(entry.min!, units), temperatureValue(entry.max!, units)]);
  const [low, high] = niceBounds(values);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const slot = plotWidth / 12;
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += (high - low) / 4) ticks.push(Math.round(tick * 10) / 10);
  const unit = temperatureUnit(units);
  const describe = (entry: (typeof entries)[number]) =>
    entry.min === null || entry.max === null ? t('sites.listing.notKnown') : entry.min === entry.max ? formatTemperature(entry.min, units, t.locale) : `${formatTemperature(entry.min, units, t.locale)}–${formatTemperature(entry.max, units, t.locale)}`;

  return (
    <figure className="flex flex-col gap-2">
      {fromReports ? (
        <figcaption className="text-sm text-sky-900" data-testid="temperature-source">
          {t.plural('sites.reported.temperature', fromReports.count)}
        </figcaption>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-2xl">
        <title id={`${id}-title`}>{t('sites.listing.temperatureChart', { name, unit })}</title>
        <desc id={`${id}-desc`}>{entries.map((entry) => `${monthName(entry.month, t.locale)}: ${describe(entry)}`).join('; ')}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="#334155">
              {numberFormat(t.locale, { maximumFractionDigits: 1 }).format(tick)}
            </text>
          </g>
        ))}
        <text x={4} y={PAD.top - 4} fontSize={12} fill="#334155">
          {unit}
        </text>
        {entries.map((entry, index) => {
          const centre = PAD.left + slot * index + slot / 2;
          const best = bestMonths.includes(entry.month);
          return (
            <g key={entry.month}>
              {best ? <rect x={PAD.left + slot * index + 2} y={PAD.top} width={slot - 4} height={plotHeight} fill="#e0f2fe" /> : null}
              {entry.min !== null && entry.max !== null ? (
                <rect
                  x={centre - 9}
                  y={y(temperatureValue(entry.max, units))}
                  width={18}
                  height={Math.max(4, y(temperatureValue(entry.min, units)) - y(temperatureValue(entry.max, units)))}
                  rx={6}
                  fill="#0369a1"
                />
              ) : null}
              <text x={centre} y={HEIGHT - 10} textAnchor="middle" fontSize={12} fill="#334155">
                {monthName(entry.month, t.locale, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-sky-800">{t('sites.listing.temperatureTable')}</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-6">
                {t('sites.listing.month')}
              </th>
              <th scope="col" className="pr-6">
                {t('sites.listing.minimum')}
              </th>
              <th scope="col">{t('sites.listing.maximum')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.month}>
                <th scope="row" className="pr-6 font-normal">
                  {monthName(entry.month, t.locale)}
                </th>
                <td className="pr-6">{entry.min === null ? '—' : formatTemperature(entry.min, units, t.locale)}</td>
                <td>{entry.max === null ? '—' : formatTemperature(entry.max, units, t.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
