// A reader fills a draft with what the file says, in SI units, and `finishDive` turns it into a Dive: it
// skips placeholders, checks dates, limits and plausible ranges, and fills the summary values the file did
// not declare from the profile. Every reader goes through it, so every format follows the same rules.
import type { IssueList } from './issues.ts';
import { type Limits, PLAUSIBLE } from './limits.ts';
import type {
  ComputerInfo,
  ComputerRecord,
  Cylinder,
  Dive,
  DiveEvent,
  DiveMode,
  Gas,
  GasSwitch,
  Samples,
  Site,
  SummaryField,
  Weight,
} from './model.ts';
import { profileSummary, SampleBuilder, sortedByTime } from './samples.ts';
import { type ReadTime, yearOf } from './time.ts';

export interface DraftComputer {
  computer: ComputerInfo;
  startLocal: string | null;
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  minWaterTempC: number | null;
  surfacePressureBar: number | null;
  waterDensity: number | null;
  mode: DiveMode | null;
  samples: SampleBuilder;
  gasSwitches: GasSwitch[];
  events: DiveEvent[];
}

export interface DraftDive {
  sourceIndex: number;
  /** Null when the file gave no readable date and time; `dateText` then says what it wrote, if anything. */
  time: ReadTime | null;
  dateText: string | null;
  number: number | null;
  /** Dive-level declared values; when null, the first computer's are used. */
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  minWaterTempC: number | null;
  airTempC: number | null;
  mode: DiveMode | null;
  cylinders: Cylinder[];
  site: Site | null;
  computers: DraftComputer[];
  buddies: string[];
  diveGuide: string | null;
  notes: string | null;
  rating: number | null;
  visibilityM: number | null;
  visibilityRating: number | null;
  tags: string[];
  suit: string | null;
  weights: Weight[];
  trip: string | null;
}

export function newComputer(): DraftComputer {
  return {
    computer: { model: null, serial: null, firmware: null, deviceId: null, diveNumber: null },
    startLocal: null,
    durationS: null,
    maxDepthM: null,
    meanDepthM: null,
    minWaterTempC: null,
    surfacePressureBar: null,
    waterDensity: null,
    mode: null,
    samples: new SampleBuilder(),
    gasSwitches: [],
    events: [],
  };
}

export function newDraft(sourceIndex: number): DraftDive {
  return {
    sourceIndex,
    time: null,
    dateText: null,
    number: null,
    durationS: null,
    maxDepthM: null,
    meanDepthM: null,
    minWaterTempC: null,
    airTempC: null,
    mode: null,
    cylinders: [],
    site: null,
    computers: [],
    buddies: [],
    diveGuide: null,
    notes: null,
    rating: null,
    visibilityM: null,
    visibilityRating: null,
    tags: [],
    suit: null,
    weights: [],
    trip: null,
  };
}

export const AIR: Gas = Object.freeze({ o2Percent: 21, hePercent: 0 });

export function newCylinder(gas: Gas = AIR): Cylinder {
  return { description: null, sizeL: null, workPressureBar: null, startPressureBar: null, endPressureBar: null, gas: { ...gas }, use: 'open-circuit' };
}

/** How far a declared value may be from the profile's before a warning says so. */
const AGREEMENT = { durationS: 90, maxDepthM: 0.5, meanDepthM: 1, minWaterTempC: 1 } as const;

type Range = { min: number; max: number };

/** Turns a draft into a dive, or returns null (with the reason in `issues`) when it is not one. */
export function finishDive(draft: DraftDive, limits: Limits, issues: IssueList, samplesSoFar = 0): Dive | null {
  const at = { dive: draft.sourceIndex };
  const sampleCount = draft.computers.reduce((total, c) => total + c.samples.length, 0);
  const hasContent = sampleCount > 0 || draft.maxDepthM !== null || draft.durationS !== null || draft.computers.some((c) => c.maxDepthM !== null || c.durationS !== null);
  if (!draft.time) {
    if (!hasContent) issues.warn('dive-placeholder-skipped', {}, at);
    else if (draft.dateText) issues.error('dive-date-invalid', { value: draft.dateText.slice(0, 100) }, at);
    else issues.error('dive-date-missing', {}, at);
    return null;
  }
  if (!hasContent && draft.cylinders.length === 0 && draft.notes === null && draft.site === null) {
    issues.warn('dive-placeholder-skipped', {}, at);
    return null;
  }
  const year = yearOf(draft.time.startLocal);
  if (year < PLAUSIBLE.year.min || year > PLAUSIBLE.year.max) {
    issues.error('dive-date-out-of-range', { value: draft.time.startLocal, min: PLAUSIBLE.year.min, max: PLAUSIBLE.year.max }, at);
    return null;
  }
  if (draft.cylinders.length > limits.maxCylindersPerDive) {
    issues.error('dive-too-many-cylinders', { count: draft.cylinders.length, limit: limits.maxCylindersPerDive }, at);
    return null;
  }
  if (draft.computers.length > limits.maxComputersPerDive) {
    issues.error('dive-too-many-computers', { count: draft.computers.length, limit: limits.maxComputersPerDive }, at);
    return null;
  }
  for (const c of draft.computers) {
    if (c.samples.length > limits.maxSamplesPerDive) {
      issues.error('dive-too-many-samples', { count: c.samples.length, limit: limits.maxSamplesPerDive }, at);
      return null;
    }
  }
  if (samplesSoFar + sampleCount > limits.maxSamplesTotal) {
    issues.error('dive-too-many-samples', { count: samplesSoFar + sampleCount, limit: limits.maxSamplesTotal }, at);
    return null;
  }
  if (draft.time.offsetSource === 'file-corrected') issues.warn('offset-corrected', { written: draft.time.writtenAs ?? '', used: draft.time.utcOffsetMinutes ?? 0 }, at);
  if (draft.time.offsetSource === 'file-ignored') issues.warn('offset-ignored', { written: draft.time.writtenAs ?? '' }, at);

  const check = (field: string, value: number | null, range: Range): number | null => {
    if (value === null) return null;
    if (!Number.isFinite(value) || value < range.min || value > range.max) {
      issues.warn('value-out-of-range', { field, value: Number.isFinite(value) ? value : String(value), min: range.min, max: range.max }, at);
      return null;
    }
    return value;
  };

  const cylinders = draft.cylinders.map((c, i) => ({
    ...c,
    sizeL: check(`cylinders.${i}.sizeL`, c.sizeL, PLAUSIBLE.cylinderSizeL),
    workPressureBar: check(`cylinders.${i}.workPressureBar`, c.workPressureBar, PLAUSIBLE.pressureBar),
    startPressureBar: check(`cylinders.${i}.startPressureBar`, c.startPressureBar, PLAUSIBLE.pressureBar),
    endPressureBar: check(`cylinders.${i}.endPressureBar`, c.endPressureBar, PLAUSIBLE.pressureBar),
    gas: checkGas(c.gas, `cylinders.${i}.gas`, issues, at),
  }));

  const computers: ComputerRecord[] = (draft.computers.length ? draft.computers : [newComputer()]).map((c, index) =>
    finishComputer(c, index, draft, check, issues),
  );
  const first = computers[0]!;
  const firstFromProfile = new Set(computerFromProfile.get(first) ?? []);
  const fromProfile: SummaryField[] = [];
  const summary = (field: SummaryField, declared: number | null, range: Range, fromFirst: number | null): number | null => {
    const own = check(field, declared, range);
    if (own !== null) {
      if (fromFirst !== null && firstFromProfile.has(field) && Math.abs(own - fromFirst) > AGREEMENT[field]) {
        issues.warn('declared-differs-from-profile', { field, declared: own, profile: round3(fromFirst) }, at);
      }
      return own;
    }
    if (firstFromProfile.has(field) && fromFirst !== null) fromProfile.push(field);
    return fromFirst;
  };
  const durationS = summary('durationS', draft.durationS, PLAUSIBLE.durationS, first.durationS);
  const maxDepthM = summary('maxDepthM', draft.maxDepthM, PLAUSIBLE.depthM, first.maxDepthM);
  const meanDepthM = summary('meanDepthM', draft.meanDepthM, PLAUSIBLE.depthM, first.meanDepthM);
  const minWaterTempC = summary('minWaterTempC', draft.minWaterTempC, PLAUSIBLE.temperatureC, first.minWaterTempC);

  return {
    sourceIndex: draft.sourceIndex,
    startLocal: draft.time.startLocal,
    utcOffsetMinutes: draft.time.utcOffsetMinutes,
    offsetSource: draft.time.offsetSource,
    writtenAs: draft.time.writtenAs,
    number: draft.number !== null && Number.isSafeInteger(draft.number) && draft.number >= 0 ? draft.number : null,
    durationS,
    maxDepthM,
    meanDepthM,
    minWaterTempC,
    airTempC: check('airTempC', draft.airTempC, PLAUSIBLE.airTemperatureC),
    fromProfile,
    mode: draft.mode ?? first.mode,
    gases: distinctGases(cylinders, computers),
    cylinders,
    site: finishSite(draft.site, check),
    computers,
    buddies: draft.buddies.filter((b) => b.trim() !== ''),
    diveGuide: draft.diveGuide,
    notes: draft.notes,
    rating: check('rating', draft.rating, { min: 0, max: 5 }),
    visibilityM: check('visibilityM', draft.visibilityM, { min: 0, max: 100 }),
    visibilityRating: check('visibilityRating', draft.visibilityRating, { min: 0, max: 5 }),
    tags: draft.tags.filter((t) => t.trim() !== ''),
    suit: draft.suit,
    weights: draft.weights.filter((w) => check('weights.kg', w.kg, PLAUSIBLE.weightKg) !== null),
    trip: draft.trip,
  };
}

// Which summary values of a finished computer record came from its profile (read by finishDive).
const computerFromProfile = new WeakMap<ComputerRecord, SummaryField[]>();

function finishComputer(
  c: DraftComputer,
  index: number,
  draft: DraftDive,
  check: (field: string, value: number | null, range: Range) => number | null,
  issues: IssueList,
): ComputerRecord {
  const at = { dive: draft.sourceIndex };
  const built = c.samples.build();
  const { samples, reordered } = sortedByTime(built);
  if (reordered) issues.warn('samples-reordered', {}, at);
  dropImplausibleSamples(samples);
  const profile = profileSummary(samples);
  const declared = {
    durationS: check(`computers.${index}.durationS`, c.durationS, PLAUSIBLE.durationS),
    maxDepthM: check(`computers.${index}.maxDepthM`, c.maxDepthM, PLAUSIBLE.depthM),
    meanDepthM: check(`computers.${index}.meanDepthM`, c.meanDepthM, PLAUSIBLE.depthM),
    minWaterTempC: check(`computers.${index}.minWaterTempC`, c.minWaterTempC, PLAUSIBLE.temperatureC),
  };
  const fromProfile: SummaryField[] = [];
  const pick = (field: SummaryField): number | null => {
    const own = declared[field];
    const computed = profile[field];
    if (own === null) {
      if (computed !== null) fromProfile.push(field);
      return computed;
    }
    if (computed !== null && Math.abs(own - computed) > AGREEMENT[field]) {
      issues.warn('declared-differs-from-profile', { field, declared: own, profile: round3(computed) }, at);
    }
    return own;
  };
  const record: ComputerRecord = {
    computer: c.computer,
    startLocal: c.startLocal,
    durationS: pick('durationS'),
    maxDepthM: pick('maxDepthM'),
    meanDepthM: pick('meanDepthM'),
    minWaterTempC: pick('minWaterTempC'),
    surfacePressureBar: check(`computers.${index}.surfacePressureBar`, c.surfacePressureBar, PLAUSIBLE.surfacePressureBar),
    waterDensity: check(`computers.${index}.waterDensity`, c.waterDensity, { min: 990, max: 1050 }),
    mode: c.mode ?? draft.mode ?? 'open-circuit',
    samples,
    gasSwitches: c.gasSwitches.map((s) => ({ ...s, gas: checkGas(s.gas, 'gasSwitches.gas', issues, at) })),
    events: c.events,
  };
  computerFromProfile.set(record, fromProfile);
  return record;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Sample values outside plausible ranges become gaps (a 5 km depth is a sensor or file error). */
function dropImplausibleSamples(samples: Samples): void {
  const clean = (column: Float64Array | null, range: Range) => {
    if (!column) return;
    for (let i = 0; i < column.length; i++) {
      const v = column[i]!;
      if (!(v >= range.min && v <= range.max)) column[i] = NaN;
    }
  };
  clean(samples.depthM, PLAUSIBLE.depthM);
  clean(samples.temperatureC, PLAUSIBLE.temperatureC);
  clean(samples.ppO2Bar, PLAUSIBLE.ppO2Bar);
  for (const column of samples.pressureBar) clean(column, PLAUSIBLE.pressureBar);
}

function checkGas(gas: Gas, field: string, issues: IssueList, at: { dive: number }): Gas {
  const ok = (p: number) => Number.isFinite(p) && p >= 0 && p <= 100;
  if (ok(gas.o2Percent) && ok(gas.hePercent) && gas.o2Percent + gas.hePercent <= 100 && gas.o2Percent > 0) return gas;
  issues.warn('value-out-of-range', { field, value: `${gas.o2Percent}/${gas.hePercent}`, min: 0, max: 100 }, at);
  return { ...AIR };
}

function finishSite(site: Site | null, check: (field: string, value: number | null, range: Range) => number | null): Site | null {
  if (!site) return null;
  let lat = check('site.lat', site.lat, PLAUSIBLE.lat);
  let lng = check('site.lng', site.lng, PLAUSIBLE.lng);
  // 0,0 is where apps put a site they have no position for; no dive site is there.
  if (lat === 0 && lng === 0) lat = lng = null;
  if (lat === null || lng === null) lat = lng = null;
  const name = site.name?.trim() || null;
  if (name === null && lat === null) return null;
  return { name, lat, lng };
}

const sameGas = (a: Gas, b: Gas) => Math.abs(a.o2Percent - b.o2Percent) < 0.05 && Math.abs(a.hePercent - b.hePercent) < 0.05;

function distinctGases(cylinders: Cylinder[], computers: ComputerRecord[]): Gas[] {
  const gases: Gas[] = [];
  const add = (gas: Gas) => {
    if (!gases.some((g) => sameGas(g, gas))) gases.push({ o2Percent: gas.o2Percent, hePercent: gas.hePercent });
  };
  for (const c of cylinders) add(c.gas);
  for (const computer of computers) for (const s of computer.gasSwitches) add(s.gas);
  return gases;
}
