// Builds a profile's parallel arrays one sample at a time (a reader does not know the count in advance),
// with channels that appear only when a sample first has them.
import type { Samples } from './model.ts';

export type SampleChannel = 'temperatureC' | 'ppO2Bar' | 'ndlS' | 'cnsPercent' | 'heartRateBpm';
export const SAMPLE_CHANNELS: readonly SampleChannel[] = ['temperatureC', 'ppO2Bar', 'ndlS', 'cnsPercent', 'heartRateBpm'];

class Column {
  data: Float64Array;
  constructor(capacity: number, filledTo: number) {
    this.data = new Float64Array(capacity);
    this.data.fill(NaN, 0, Math.max(filledTo, 0));
  }
  grow(capacity: number): void {
    const next = new Float64Array(capacity);
    next.set(this.data);
    this.data = next;
  }
}

export class SampleBuilder {
  private capacity = 64;
  private count = 0;
  private time = new Column(64, 0);
  private depth = new Column(64, 0);
  private channels = new Map<SampleChannel, Column>();
  private pressures: (Column | undefined)[] = [];

  get length(): number {
    return this.count;
  }

  /** Starts a sample; the setters below fill the sample last started. Depth may be NaN (a gap). */
  add(timeS: number, depthM: number): void {
    if (this.count === this.capacity) this.growTo(this.capacity * 2);
    const i = this.count++;
    this.time.data[i] = timeS;
    this.depth.data[i] = depthM;
    for (const column of this.channels.values()) column.data[i] = NaN;
    for (const column of this.pressures) if (column) column.data[i] = NaN;
  }

  set(channel: SampleChannel, value: number): void {
    if (this.count === 0) return;
    let column = this.channels.get(channel);
    if (!column) {
      column = new Column(this.capacity, this.count);
      this.channels.set(channel, column);
    }
    column.data[this.count - 1] = value;
  }

  setPressure(cylinderIndex: number, bar: number): void {
    if (this.count === 0 || cylinderIndex < 0) return;
    let column = this.pressures[cylinderIndex];
    if (!column) {
      column = new Column(this.capacity, this.count);
      this.pressures[cylinderIndex] = column;
    }
    column.data[this.count - 1] = bar;
  }

  lastTime(): number {
    return this.count ? this.time.data[this.count - 1]! : NaN;
  }

  /** Sets the depth of the last sample (formats that give the depth after the other values). */
  setDepth(depthM: number): void {
    if (this.count) this.depth.data[this.count - 1] = depthM;
  }

  private growTo(capacity: number): void {
    this.capacity = capacity;
    this.time.grow(capacity);
    this.depth.grow(capacity);
    for (const column of this.channels.values()) column.grow(capacity);
    for (const column of this.pressures) column?.grow(capacity);
  }

  build(): Samples {
    const n = this.count;
    const take = (column: Column | undefined) => (column ? column.data.slice(0, n) : null);
    const pressureBar: (Float64Array | null)[] = [];
    for (let i = 0; i < this.pressures.length; i++) pressureBar.push(take(this.pressures[i]));
    return {
      timeS: this.time.data.slice(0, n),
      depthM: this.depth.data.slice(0, n),
      temperatureC: take(this.channels.get('temperatureC')),
      pressureBar,
      ppO2Bar: take(this.channels.get('ppO2Bar')),
      ndlS: take(this.channels.get('ndlS')),
      cnsPercent: take(this.channels.get('cnsPercent')),
      heartRateBpm: take(this.channels.get('heartRateBpm')),
    };
  }
}

export function emptySamples(): Samples {
  return new SampleBuilder().build();
}

/** Every array of a profile with its name, for code that treats them alike (sorting, limits, writers). */
export function sampleArrays(samples: Samples): Float64Array[] {
  const arrays: Float64Array[] = [samples.timeS, samples.depthM];
  for (const channel of SAMPLE_CHANNELS) {
    const column = samples[channel];
    if (column) arrays.push(column);
  }
  for (const column of samples.pressureBar) if (column) arrays.push(column);
  return arrays;
}

/** Returns the profile sorted by time (stable) when it is not, and whether it had to. */
export function sortedByTime(samples: Samples): { samples: Samples; reordered: boolean } {
  const t = samples.timeS;
  let ordered = true;
  for (let i = 1; i < t.length; i++) {
    if (t[i]! < t[i - 1]!) {
      ordered = false;
      break;
    }
  }
  if (ordered) return { samples, reordered: false };
  const order = Array.from(t.keys()).sort((a, b) => t[a]! - t[b]! || a - b);
  const permute = (column: Float64Array | null) => (column ? Float64Array.from(order, (i) => column[i]!) : null);
  return {
    reordered: true,
    samples: {
      timeS: permute(samples.timeS)!,
      depthM: permute(samples.depthM)!,
      temperatureC: permute(samples.temperatureC),
      pressureBar: samples.pressureBar.map(permute),
      ppO2Bar: permute(samples.ppO2Bar),
      ndlS: permute(samples.ndlS),
      cnsPercent: permute(samples.cnsPercent),
      heartRateBpm: permute(samples.heartRateBpm),
    },
  };
}

/** Summary values a profile gives: the last time, the deepest and mean depth, the coldest water. */
export function profileSummary(samples: Samples): {
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  minWaterTempC: number | null;
} {
  const { timeS: t, depthM: d, temperatureC: temp } = samples;
  const n = t.length;
  if (n === 0) return { durationS: null, maxDepthM: null, meanDepthM: null, minWaterTempC: null };
  let max = -Infinity;
  let area = 0;
  let prevT = NaN;
  let prevD = NaN;
  for (let i = 0; i < n; i++) {
    const depth = d[i]!;
    if (Number.isNaN(depth)) continue;
    if (depth > max) max = depth;
    if (!Number.isNaN(prevT)) area += ((depth + prevD) / 2) * (t[i]! - prevT);
    prevT = t[i]!;
    prevD = depth;
  }
  const durationS = t[n - 1]! > 0 ? t[n - 1]! : null;
  // The mean over the time from the first sample to the last, with the depth between samples taken as linear.
  const span = Number.isNaN(prevT) ? 0 : prevT - t[0]!;
  return {
    durationS,
    maxDepthM: max === -Infinity ? null : max,
    meanDepthM: span > 0 ? area / span : null,
    minWaterTempC: temp ? coldestWater(d, temp) : null,
  };
}

/**
 * The coldest temperature among samples deeper than 1 m (at the surface the sensor measures the air, often
 * colder than the water); among all samples when none is deeper.
 */
function coldestWater(depth: Float64Array, temp: Float64Array): number | null {
  let inWater = Infinity;
  let any = Infinity;
  for (let i = 0; i < temp.length; i++) {
    const c = temp[i]!;
    if (Number.isNaN(c)) continue;
    if (c < any) any = c;
    if (depth[i]! > 1 && c < inWater) inWater = c;
  }
  if (inWater !== Infinity) return inWater;
  return any === Infinity ? null : any;
}
