// A dive's profile: depth over time with the ceiling, temperature, tank pressures, gas switches and
// events, drawn as SVG by the server. In the browser a readout follows the pointer and the keyboard (the
// chart is a slider along the samples: arrows, Page Up/Down, Home, End); a table gives the same profile
// to screen readers and to anyone who prefers numbers. The chart stretches to the width it has: shapes
// are drawn in a fixed box and scaled, labels are HTML placed in percent, so text keeps its size on a phone.
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatDepth, formatNumber, formatTemperature, depthUnit, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import type { Translator } from '~/lib/i18n.ts';
import { profileTableRows } from '../dive-format.ts';
import {
  ceilingAreaPath,
  chartScale,
  depthAreaPath,
  gasAt,
  nearestSample,
  pressureY,
  temperatureY,
  valueLinePath,
  xOf,
  yOfDepth,
  type ProfileChart as Chart,
} from '../profile-chart.ts';
import { formatGas, formatPressure } from './dive-details.tsx';

const BOX = { width: 1000, height: 400 };
const PRESSURE_COLOURS = ['#047857', '#7c3aed', '#b45309', '#0f766e'];

/** "12:05" (minutes:seconds) or "1:02:05". */
function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const percentOf = (value: number, whole: number) => `${((value / whole) * 100).toFixed(2)}%`;

/** What the readout says at one drawn sample, as label and value pairs. */
function readoutAt(chart: Chart, index: number, units: Units, t: Translator): [string, string][] {
  const locale = t.locale;
  const timeS = chart.timeS[index]!;
  const items: [string, string][] = [
    [t('logbook.profile.time'), clock(timeS)],
    [t('logbook.profile.depth'), formatDepth(chart.depthM[index]!, units, locale)],
  ];
  const temperature = chart.temperatureC?.[index];
  if (temperature !== null && temperature !== undefined) items.push([t('logbook.profile.temperature'), formatTemperature(temperature, units, locale)]);
  for (const line of chart.pressures) {
    const bar = line.bar[index];
    if (bar !== null && bar !== undefined) items.push([t('logbook.profile.pressure', { number: line.cylinder + 1 }), formatPressure(bar, units, locale)]);
  }
  const gas = gasAt(chart.gases, timeS);
  if (gas) items.push([t('logbook.profile.gas'), formatGas(gas.o2Percent, gas.hePercent, t)]);
  if (chart.deco) {
    const ceiling = chart.deco.ceilingM[index]!;
    items.push([t('logbook.profile.ceiling'), ceiling > 0 ? formatDepth(ceiling, units, locale) : t('logbook.profile.noCeiling')]);
    items.push([t('logbook.profile.leading'), t('logbook.profile.leadingValue', { number: chart.deco.leading[index]!, percent: formatNumber(chart.deco.leadingPercent[index]!, locale, 0) })]);
  }
  const events = chart.events.filter((event) => nearestSample(chart.timeS, event.timeS) === index).map((event) => event.name);
  if (events.length) items.push([t('logbook.profile.event'), events.join(', ')]);
  return items;
}

function deepestIndex(depthM: readonly number[]): number {
  let deepest = 0;
  depthM.forEach((depth, i) => {
    if (depth > depthM[deepest]!) deepest = i;
  });
  return deepest;
}

export function ProfileChart({ chart, units }: { chart: Chart; units: Units }) {
  const t = useT();
  const [index, setIndex] = useState(() => deepestIndex(chart.depthM));
  const scale = chartScale(chart, units);
  const last = chart.timeS.length - 1;
  const readout = readoutAt(chart, index, units, t);
  const ceiling = ceilingAreaPath(chart, scale, BOX);
  const temperatureLine = chart.temperatureC ? valueLinePath(chart.timeS, chart.temperatureC, scale, BOX, temperatureY(chart.temperatureC, BOX)) : null;
  const toPressureY = pressureY(chart, BOX);
  const x = xOf(scale, BOX, chart.timeS[index]!);
  const y = yOfDepth(scale, BOX, chart.depthM[index]!);

  const move = (to: number) => setIndex(Math.min(last, Math.max(0, to)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (step !== undefined) move(index + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(last);
    else return;
    event.preventDefault();
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    move(nearestSample(chart.timeS, fraction * scale.endS));
  };

  const gasSwitches = chart.gases.slice(1);
  return (
    <figure className="space-y-3" data-testid="profile-chart">
      <div className="flex gap-1">
        <div className="relative w-9 shrink-0 text-right text-xs text-slate-600 tabular-nums" aria-hidden="true">
          {scale.depthTicks.map((tick) => (
            <span key={tick.label} className="absolute right-1 -translate-y-1/2" style={{ top: percentOf(tick.metres, scale.bottomM) }}>
              {formatNumber(tick.label, t.locale, 0)}
            </span>
          ))}
        </div>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('logbook.profile.slider')}
          aria-valuemin={0}
          aria-valuemax={Math.round(chart.timeS[last]!)}
          aria-valuenow={Math.round(chart.timeS[index]!)}
          aria-valuetext={readout.map(([label, value]) => `${label}: ${value}`).join(', ')}
          onKeyDown={onKeyDown}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          className="relative h-56 flex-1 cursor-crosshair touch-pan-y rounded-md bg-sky-50 ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-sky-700 focus-visible:outline-none sm:h-72"
          data-testid="profile-slider"
        >
          <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
            {scale.depthTicks.map((tick) => (
              <line key={tick.label} x1={0} x2={BOX.width} y1={yOfDepth(scale, BOX, tick.metres)} y2={yOfDepth(scale, BOX, tick.metres)} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
            ))}
            <path d={depthAreaPath(chart, scale, BOX)} fill="#7dd3fc" fillOpacity={0.55} stroke="#0369a1" strokeWidth={2} vectorEffect="non-scaling-stroke" />
            {ceiling ? <path d={ceiling} fill="#e11d48" fillOpacity={0.35} stroke="#be123c" strokeWidth={1.5} vectorEffect="non-scaling-stroke" data-testid="profile-ceiling" /> : null}
            {temperatureLine ? <path d={temperatureLine} fill="none" stroke="#c2410c" strokeWidth={1.5} vectorEffect="non-scaling-stroke" /> : null}
            {chart.pressures.map((line, n) => (
              <path key={line.cylinder} d={valueLinePath(chart.timeS, line.bar, scale, BOX, toPressureY)} fill="none" stroke={PRESSURE_COLOURS[n % PRESSURE_COLOURS.length]} strokeWidth={1.5} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
            ))}
            {gasSwitches.map((gas) => (
              <line key={`gas-${gas.fromS}`} x1={xOf(scale, BOX, gas.fromS)} x2={xOf(scale, BOX, gas.fromS)} y1={0} y2={BOX.height} stroke="#6d28d9" strokeWidth={2} vectorEffect="non-scaling-stroke" />
            ))}
            {chart.events.map((event, n) => (
              <line key={`event-${n}`} x1={xOf(scale, BOX, event.timeS)} x2={xOf(scale, BOX, event.timeS)} y1={0} y2={BOX.height * 0.12} stroke="#a16207" strokeWidth={3} vectorEffect="non-scaling-stroke" />
            ))}
            <line x1={x} x2={x} y1={0} y2={BOX.height} stroke="#0f172a" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          </svg>
          <span
            className="pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-slate-900"
            style={{ left: percentOf(x, BOX.width), top: percentOf(y, BOX.height) }}
            aria-hidden="true"
          />
        </div>
      </div>
      <div className="relative ml-10 h-4 text-xs text-slate-600 tabular-nums" aria-hidden="true">
        {scale.timeTicksMin.map((minute) => (
          <span key={minute} className="absolute -translate-x-1/2 first:translate-x-0" style={{ left: percentOf(minute * 60, scale.endS) }}>
            {minute}
          </span>
        ))}
      </div>
      <p className="ml-10 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{t('logbook.profile.axisDepth', { unit: depthUnit(units) })}</span>
        <span>{t('logbook.profile.axisTime')}</span>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t('logbook.profile.legend')}>
        <Swatch colour="#0369a1" label={t('logbook.profile.depth')} />
        {ceiling ? <Swatch colour="#be123c" label={t('logbook.profile.ceiling')} /> : null}
        {temperatureLine ? <Swatch colour="#c2410c" label={t('logbook.profile.temperature')} /> : null}
        {chart.pressures.map((line, n) => (
          <Swatch key={line.cylinder} colour={PRESSURE_COLOURS[n % PRESSURE_COLOURS.length]!} dashed label={t('logbook.profile.pressure', { number: line.cylinder + 1 })} />
        ))}
        {gasSwitches.length ? <Swatch colour="#6d28d9" label={t('logbook.profile.gasSwitch')} /> : null}
        {chart.events.length ? <Swatch colour="#a16207" label={t('logbook.profile.event')} /> : null}
      </ul>
      <figcaption className="space-y-2">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm tabular-nums" data-testid="profile-readout">
          {readout.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-600">{t('logbook.profile.hint')}</p>
        <p className="text-xs text-slate-600" data-testid="profile-deco-note">
          {chart.deco ? t('logbook.profile.decoNote', { low: chart.deco.gfLow, high: chart.deco.gfHigh }) : t('logbook.profile.noDeco')}
        </p>
      </figcaption>
      <details className="rounded-lg ring-1 ring-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-sky-800">{t('logbook.profile.asTable')}</summary>
        <ProfileChartTable chart={chart} units={units} />
      </details>
    </figure>
  );
}

function Swatch({ colour, label, dashed = false }: { colour: string; label: string; dashed?: boolean }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className={`inline-block h-0 w-4 border-t-2 ${dashed ? 'border-dashed' : ''}`} style={{ borderColor: colour }} aria-hidden="true" />
      {label}
    </li>
  );
}

/** The drawn samples about a minute apart, with every figure the readout gives. */
function ProfileChartTable({ chart, units }: { chart: Chart; units: Units }) {
  const t = useT();
  const rows = profileTableRows(chart);
  const columns = [
    t('logbook.profile.time'),
    t('logbook.profile.depth'),
    ...(chart.temperatureC ? [t('logbook.profile.temperature')] : []),
    ...chart.pressures.map((line) => t('logbook.profile.pressure', { number: line.cylinder + 1 })),
    t('logbook.profile.gas'),
    ...(chart.deco ? [t('logbook.profile.ceiling'), t('logbook.profile.leading')] : []),
  ];
  return (
    <>
      {/* The caption is read out with the table; this copy shows it whatever the table's width. */}
      <p className="px-3 pb-2 text-sm text-slate-700" aria-hidden="true">
        {t('logbook.profile.caption', { samples: chart.sampleCount })}
      </p>
      <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-labelledby="profile-chart-table-caption">
        <table className="w-full text-right text-sm whitespace-nowrap tabular-nums" data-testid="profile-table">
          <caption id="profile-chart-table-caption" className="sr-only">
            {t('logbook.profile.caption', { samples: chart.sampleCount })}
          </caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col" className="px-3 py-1.5 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const values = new Map(readoutAt(chart, row, units, t));
              return (
                <tr key={row} className="border-t border-slate-200">
                  {columns.map((label, n) =>
                    n === 0 ? (
                      <th key={label} scope="row" className="px-3 py-1 font-normal">
                        {values.get(label)}
                      </th>
                    ) : (
                      <td key={label} className="px-3 py-1">
                        {values.get(label) ?? '—'}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
