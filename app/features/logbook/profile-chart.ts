// The profile chart's data and geometry, shared by the chart on the dive page and the picture of the
// profile that a shared dive shows on social sites: which samples are drawn, the axes' ticks, and the
// shapes as SVG path data in a box of any size. Depth grows downwards from the top edge.
import { lengthToDisplay, type Units } from '../../lib/units.ts';

export type ProfileChart = {
  timeS: number[];
  depthM: number[];
  temperatureC: (number | null)[] | null;
  /** Tank pressure lines, by the cylinder's position on the dive. */
  pressures: { cylinder: number; bar: (number | null)[] }[];
  /** The gas breathed from `fromS` on; the first from the start. */
  gases: { fromS: number; o2Percent: number; hePercent: number }[];
  events: { timeS: number; name: string }[];
  /** Samples the dive computer recorded (the chart draws fewer on long, dense profiles). */
  sampleCount: number;
  /** The ceiling and leading tissue at each drawn sample, at the diver's gradient factors (percent); null when not computed. */
  deco: { gfLow: number; gfHigh: number; ceilingM: number[]; leading: number[]; leadingPercent: number[]; deepestCeilingM: number } | null;
};

/** More points than a phone's or a laptop's chart has pixels across would not show. */
export const MAX_CHART_POINTS = 720;

/**
 * Which samples to draw: all of them up to the limit; beyond it, in each of equal runs of samples, the
 * shallowest and the deepest (in their order), so that no peak or stop disappears, and the first and last.
 */
export function thinnedSamples(depthM: readonly number[], max = MAX_CHART_POINTS): number[] {
  const count = depthM.length;
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const runs = Math.floor((max - 2) / 2);
  const kept: number[] = [0];
  for (let run = 0; run < runs; run++) {
    const from = Math.max(1, Math.floor((run * count) / runs));
    const to = Math.min(count - 1, Math.floor(((run + 1) * count) / runs));
    let low = from;
    let high = from;
    for (let i = from; i < to; i++) {
      if (depthM[i]! < depthM[low]!) low = i;
      if (depthM[i]! > depthM[high]!) high = i;
    }
    if (from >= to) continue;
    for (const i of low < high ? [low, high] : [high, low]) if (i !== kept[kept.length - 1]) kept.push(i);
  }
  if (kept[kept.length - 1] !== count - 1) kept.push(count - 1);
  return kept;
}

/** The gases breathed: the first cylinder's from the start (air without one), then each switch in time order. */
export function gasesBreathed(dive: {
  cylinders: ReadonlyArray<{ o2Percent: number; hePercent: number }>;
  gasSwitches: ReadonlyArray<{ timeS: number; o2Percent: number; hePercent: number }>;
}): ProfileChart['gases'] {
  const first = dive.cylinders[0];
  const gases = [{ fromS: 0, o2Percent: first?.o2Percent ?? 21, hePercent: first?.hePercent ?? 0 }];
  for (const change of [...dive.gasSwitches].sort((a, b) => a.timeS - b.timeS)) gases.push({ fromS: change.timeS, o2Percent: change.o2Percent, hePercent: change.hePercent });
  return gases;
}

/** The drawn sample nearest a time. */
export function nearestSample(timeS: readonly number[], t: number): number {
  let low = 0;
  let high = timeS.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (timeS[middle]! <= t) low = middle;
    else high = middle;
  }
  return Math.abs(timeS[high]! - t) < Math.abs(timeS[low]! - t) ? high : low;
}

/** The gas breathed at a time. */
export function gasAt(gases: ProfileChart['gases'], t: number): ProfileChart['gases'][number] | null {
  let current = gases[0] ?? null;
  for (const gas of gases) if (gas.fromS <= t) current = gas;
  return current;
}

/** Round steps for an axis: the smallest of `steps` that needs at most `most` ticks to reach `max`. */
function ticks(max: number, steps: readonly number[], most: number): number[] {
  const step = steps.find((candidate) => max / candidate <= most) ?? steps[steps.length - 1]!;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

export type ChartScale = {
  /** The time at the right edge, seconds. */
  endS: number;
  /** The depth at the bottom edge, metres (a round figure in the reader's units). */
  bottomM: number;
  /** Tick values in the reader's units, and where they are in metres. */
  depthTicks: { label: number; metres: number }[];
  /** Tick values in minutes. */
  timeTicksMin: number[];
};

export function chartScale(chart: Pick<ProfileChart, 'timeS' | 'depthM'>, units: Units): ChartScale {
  const endS = Math.max(60, chart.timeS[chart.timeS.length - 1]! - Math.min(0, chart.timeS[0]!));
  const deepest = lengthToDisplay(Math.max(1, ...chart.depthM), units);
  const depthLabels = ticks(deepest * 1.08, [1, 2, 5, 10, 20, 25, 50, 100, 200], 6);
  const bottomShown = depthLabels[depthLabels.length - 1]!;
  const metresPer = lengthToDisplay(1, units);
  const timeTicksMin = ticks(endS / 60, [1, 2, 5, 10, 15, 20, 30, 60, 120, 240, 480], 7).filter((minute) => minute * 60 <= endS + 1e-9);
  return { endS, bottomM: bottomShown / metresPer, depthTicks: depthLabels.map((label) => ({ label, metres: label / metresPer })), timeTicksMin };
}

type Box = { width: number; height: number };
const fixed = (value: number) => (Math.round(value * 10) / 10).toString();

export function xOf(scale: ChartScale, box: Box, timeS: number): number {
  return (Math.max(0, timeS) / scale.endS) * box.width;
}

export function yOfDepth(scale: ChartScale, box: Box, depthM: number): number {
  return (Math.max(0, depthM) / scale.bottomM) * box.height;
}

/** The water the diver was in: an area from the surface down to the depth line. */
export function depthAreaPath(chart: ProfileChart, scale: ChartScale, box: Box): string {
  const points = chart.timeS.map((t, i) => `${fixed(xOf(scale, box, t))},${fixed(yOfDepth(scale, box, chart.depthM[i]!))}`);
  const first = fixed(xOf(scale, box, chart.timeS[0]!));
  const last = fixed(xOf(scale, box, chart.timeS[chart.timeS.length - 1]!));
  return `M${first},0L${points.join('L')}L${last},0Z`;
}

/** The ceiling: an area from the surface down to the ceiling, where it is below the surface. */
export function ceilingAreaPath(chart: ProfileChart, scale: ChartScale, box: Box): string | null {
  if (!chart.deco || chart.deco.deepestCeilingM <= 0) return null;
  const points = chart.timeS.map((t, i) => `${fixed(xOf(scale, box, t))},${fixed(yOfDepth(scale, box, chart.deco!.ceilingM[i]!))}`);
  const first = fixed(xOf(scale, box, chart.timeS[0]!));
  const last = fixed(xOf(scale, box, chart.timeS[chart.timeS.length - 1]!));
  return `M${first},0L${points.join('L')}L${last},0Z`;
}

/** A line through the known values, broken where a sample has none; `yOf` places a value in the box. */
export function valueLinePath(timeS: readonly number[], values: readonly (number | null)[], scale: ChartScale, box: Box, yOf: (value: number) => number): string {
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${fixed(xOf(scale, box, timeS[i]!))},${fixed(yOf(value))}`;
    drawing = true;
  });
  return path;
}

/** Temperature is drawn in the lowest fifth of the chart, its own range filling the band. */
export function temperatureY(values: readonly (number | null)[], box: Box): (value: number) => number {
  const known = values.filter((value): value is number => value !== null);
  const low = Math.min(...known);
  const high = Math.max(...known);
  const span = Math.max(high - low, 2);
  return (value) => box.height * (0.97 - (0.17 * (value - low)) / span);
}

/** Tank pressures share one scale from 0 at the bottom to the highest pressure near the top. */
export function pressureY(chart: ProfileChart, box: Box): (value: number) => number {
  const highest = Math.max(1, ...chart.pressures.flatMap((line) => line.bar.filter((value): value is number => value !== null)));
  return (value) => box.height * (1 - (0.92 * value) / highest);
}
