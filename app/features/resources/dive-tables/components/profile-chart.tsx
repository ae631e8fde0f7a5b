// The dive profile as an SVG chart: depth over runtime, with the decompression ceiling. It is an image with
// a title and a description for screen readers, and the same profile follows as a table for anyone who
// prefers figures to a picture.
import type { Translator } from '~/lib/i18n.ts';
import { formatDuration, formatLength } from '../format.ts';
import type { PlannedDiveView, SegmentView } from '../plan-view.ts';
import { formatNumber, lengthToDisplay, type Units } from '~/lib/units.ts';
import { lengthUnitKey } from '../unit-keys.ts';

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { left: 56, right: 16, top: 14, bottom: 44 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The smallest round step that keeps the number of ticks at or below `maxTicks`. */
export function niceStep(range: number, maxTicks: number): number {
  const candidates = [1, 2, 3, 5, 10, 15, 20, 25, 30, 50, 60, 100, 120, 200, 250, 500];
  return candidates.find((step) => range / step <= maxTicks) ?? Math.ceil(range / maxTicks);
}

type Props = {
  id: string;
  dive: PlannedDiveView;
  units: Units;
  t: Translator;
  title: string;
};

export function ProfileChart({ id, dive: plan, units, t, title }: Props) {
  const ceiling = plan.ceiling;
  const runtimeMin = plan.runtimeS / 60;
  const timeStep = niceStep(runtimeMin, 8);
  const xMax = Math.max(timeStep, Math.ceil(runtimeMin / timeStep - 1e-9) * timeStep);
  const maxDepth = lengthToDisplay(plan.maxDepthM, units);
  const depthStep = niceStep(maxDepth, 6);
  const yMax = Math.max(depthStep, Math.ceil(maxDepth / depthStep - 1e-9) * depthStep);
  const x = (seconds: number) => MARGIN.left + (seconds / 60 / xMax) * PLOT_W;
  const y = (metres: number) => MARGIN.top + (lengthToDisplay(metres, units) / yMax) * PLOT_H;
  const fmt = (n: number) => `${Math.round(n * 10) / 10}`;

  const first = plan.segments[0];
  const profilePoints = first
    ? [[first.startTimeS, first.startDepthM], ...plan.segments.map((s) => [s.startTimeS + s.durationS, s.endDepthM])]
    : [];
  const profilePath = profilePoints.map(([t0, d], i) => `${i === 0 ? 'M' : 'L'}${fmt(x(t0 ?? 0))},${fmt(y(d ?? 0))}`).join(' ');
  const deepestCeiling = Math.max(0, ...ceiling.map((c) => c.ceilingM));
  const hasCeiling = deepestCeiling > 0.05;
  const ceilingPath = ceiling.map((c, i) => `${i === 0 ? 'M' : 'L'}${fmt(x(c.timeS))},${fmt(y(c.ceilingM))}`).join(' ');
  const ceilingArea = hasCeiling && ceiling.length > 0 ? `${ceilingPath} L${fmt(x(ceiling[ceiling.length - 1]?.timeS ?? 0))},${MARGIN.top} L${fmt(x(ceiling[0]?.timeS ?? 0))},${MARGIN.top} Z` : '';

  const timeTicks = ticks(xMax, timeStep);
  const depthTicks = ticks(yMax, depthStep);
  const unit = t(lengthUnitKey(units));
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="h-auto w-full max-w-3xl"
        data-testid={`${id}-chart`}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{describePlan(plan, units, t)}</desc>
        <rect x={MARGIN.left} y={MARGIN.top} width={PLOT_W} height={PLOT_H} fill="#f0f9ff" />
        {depthTicks.map((d) => (
          <g key={`d${d}`}>
            <line x1={MARGIN.left} x2={MARGIN.left + PLOT_W} y1={MARGIN.top + (d / yMax) * PLOT_H} y2={MARGIN.top + (d / yMax) * PLOT_H} stroke="#cbd5e1" strokeWidth={1} />
            <text x={MARGIN.left - 6} y={MARGIN.top + (d / yMax) * PLOT_H + 4} textAnchor="end" fontSize={12} fill="#334155">
              {formatNumber(d, t.locale)}
            </text>
          </g>
        ))}
        {timeTicks.map((m) => (
          <g key={`t${m}`}>
            <line x1={x(m * 60)} x2={x(m * 60)} y1={MARGIN.top} y2={MARGIN.top + PLOT_H} stroke="#e2e8f0" strokeWidth={1} />
            <text x={x(m * 60)} y={MARGIN.top + PLOT_H + 16} textAnchor="middle" fontSize={12} fill="#334155">
              {formatNumber(m, t.locale)}
            </text>
          </g>
        ))}
        {hasCeiling ? (
          <>
            <path d={ceilingArea} fill="#f97362" fillOpacity={0.18} stroke="none" />
            <path d={ceilingPath} fill="none" stroke="#c2410c" strokeWidth={2} strokeDasharray="6 4" data-testid={`${id}-ceiling`} />
          </>
        ) : null}
        <path d={profilePath} fill="none" stroke="#075985" strokeWidth={3} strokeLinejoin="round" />
        <text x={MARGIN.left + PLOT_W / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="#334155">
          {t('dive-tables.chart.timeAxis')}
        </text>
        <text
          x={14}
          y={MARGIN.top + PLOT_H / 2}
          textAnchor="middle"
          fontSize={12}
          fill="#334155"
          transform={`rotate(-90 14 ${MARGIN.top + PLOT_H / 2})`}
        >
          {t('dive-tables.chart.depthAxis', { unit })}
        </text>
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-sky-800" />
          {t('dive-tables.chart.legendProfile')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0 w-6 border-t-2 border-dashed border-orange-700" />
          {hasCeiling ? t('dive-tables.chart.legendCeiling') : t('dive-tables.chart.noCeiling')}
        </span>
      </figcaption>
      <ProfileTable id={id} plan={plan} units={units} t={t} />
    </figure>
  );
}

function ticks(max: number, step: number): number[] {
  const result: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) result.push(v);
  return result;
}

/** One sentence or three: what the chart shows, for the <desc> a screen reader reads. */
export function describePlan(plan: PlannedDiveView, units: Units, t: Translator): string {
  const ceiling = plan.ceiling;
  const parts = [
    t('dive-tables.chart.descDive', {
      depth: formatLength(plan.maxDepthM, units, t),
      bottom: formatDuration(plan.ascentStartS, t),
      runtime: formatDuration(plan.runtimeS, t),
    }),
  ];
  const stops = plan.stops.map((s) => t('dive-tables.chart.descStop', { time: formatDuration(s.durationS, t), depth: formatLength(s.depthM, units, t) }));
  parts.push(stops.length > 0 ? t('dive-tables.chart.descStops', { stops: stops.join(', ') }) : t('dive-tables.chart.descNoStops'));
  const deepest = Math.max(0, ...ceiling.map((c) => c.ceilingM));
  parts.push(deepest > 0.05 ? t('dive-tables.chart.descCeiling', { depth: formatLength(deepest, units, t, 1) }) : t('dive-tables.chart.descNoCeiling'));
  return parts.join(' ');
}

type Phase = 'descent' | 'bottom' | 'ascent' | 'stop' | 'safety' | 'deco';

function ProfileTable({ id, plan, units, t }: { id: string; plan: PlannedDiveView; units: Units; t: Translator }) {
  const phaseOf = (segment: SegmentView): Phase => {
    if (segment.endDepthM > segment.startDepthM) return 'descent';
    if (segment.endDepthM < segment.startDepthM) return 'ascent';
    if (!segment.generated) return 'bottom';
    const stop = plan.stops.find((s) => Math.abs(s.startTimeS - segment.startTimeS) < 1e-6);
    if (stop && stop.decoS > 0) return 'deco';
    if (stop && stop.safetyS > 0) return 'safety';
    return 'stop';
  };
  return (
    <details className="rounded-md border border-slate-300 bg-white">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-sky-900">{t('dive-tables.chart.asTable')}</summary>
      <div className="relative overflow-x-auto px-3 pb-3">
        <table className="w-full border-collapse text-sm" id={`${id}-table`}>
          <caption className="sr-only">{t('dive-tables.chart.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-3">{t('dive-tables.chart.colRuntime')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.chart.colPhase')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.chart.colFrom')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.chart.colTo')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.chart.colDuration')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.segments.map((segment) => (
              <tr key={segment.startTimeS} className="border-b border-slate-100">
                <td className="py-1 pr-3 tabular-nums">{formatDuration(segment.startTimeS, t)}</td>
                <td className="py-1 pr-3">{t(`dive-tables.phase.${phaseOf(segment)}`)}</td>
                <td className="py-1 pr-3 tabular-nums">{formatLength(segment.startDepthM, units, t)}</td>
                <td className="py-1 pr-3 tabular-nums">{formatLength(segment.endDepthM, units, t)}</td>
                <td className="py-1 pr-3 tabular-nums">{formatDuration(segment.durationS, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
