// The one model every reader fills and every writer reads: a dive in SI units (metres, seconds, °C, bar,
// litres, kilograms), whatever the file's units were. Values a file does not give are null, never 0.

/**
 * Wall-clock date and time as the dive computer showed it, `YYYY-MM-DDTHH:MM:SS`, without a zone. It is
 * never shifted: the offset to UTC, when a file gives one, is kept beside it (`utcOffsetMinutes`).
 */
export type WallClock = string;

/** Where a dive's UTC offset came from (README, "Time"). */
export type OffsetSource =
  /** The file wrote the offset and it is used as written. */
  | 'file'
  /** Written as `+00:07` where `+07:00` was meant (minutes in place of hours): read as hours. */
  | 'file-corrected'
  /** The file wrote `Z`, but its maker is known to write `Z` on local times: the offset is unknown. */
  | 'file-ignored'
  /** Worked out from a UTC time and a local time the file gives both of (Garmin FIT). */
  | 'utc-and-local'
  /** The file gives no offset. */
  | 'none';

export interface DiveTime {
  startLocal: WallClock;
  /** Minutes east of UTC (+120 for UTC+02:00), or null when not known. */
  utcOffsetMinutes: number | null;
  offsetSource: OffsetSource;
  /** The date and time exactly as the file wrote them, when they carried a zone (for the import preview). */
  writtenAs: string | null;
}

export type DiveMode = 'open-circuit' | 'ccr' | 'scr' | 'freedive' | 'gauge';

/** A breathing gas in percent; the rest is nitrogen. Air is {21, 0}. */
export interface Gas {
  o2Percent: number;
  hePercent: number;
}

/** What a cylinder was used for: an open-circuit gas, a rebreather's diluent or its oxygen. */
export type CylinderUse = 'open-circuit' | 'diluent' | 'oxygen';

export interface Cylinder {
  /** The file's name for it: 'AL80', 'D12 232 bar'. */
  description: string | null;
  /** Water capacity in litres. */
  sizeL: number | null;
  workPressureBar: number | null;
  startPressureBar: number | null;
  endPressureBar: number | null;
  gas: Gas;
  use: CylinderUse;
}

/** From `timeS` on, the diver breathes from `cylinderIndex` (an index into the dive's cylinders), or `gas`. */
export interface GasSwitch {
  timeS: number;
  cylinderIndex: number | null;
  gas: Gas;
}

/** Kinds of profile events the app names in the diver's language; `name` keeps the file's own word. */
export type EventKind =
  | 'bookmark'
  | 'ascent-rate'
  | 'deco-stop'
  | 'deco-violation'
  | 'safety-stop'
  | 'ppo2'
  | 'gas'
  | 'battery'
  | 'setpoint'
  | 'dive-mode'
  | 'heading'
  | 'alarm'
  | 'other';

export interface DiveEvent {
  timeS: number;
  kind: EventKind;
  name: string;
  value: number | null;
}

/**
 * The profile as parallel arrays, one entry per sample, ordered by time. A sample always has a time and a
 * depth; any other channel is null when no sample has it, and NaN at a sample that does not (a gap).
 */
export interface Samples {
  timeS: Float64Array;
  depthM: Float64Array;
  temperatureC: Float64Array | null;
  /** Indexed like the dive's cylinders: `pressureBar[1]` is the second cylinder's pressure, or null. */
  pressureBar: (Float64Array | null)[];
  ppO2Bar: Float64Array | null;
  ndlS: Float64Array | null;
  cnsPercent: Float64Array | null;
  heartRateBpm: Float64Array | null;
}

export interface ComputerInfo {
  model: string | null;
  serial: string | null;
  firmware: string | null;
  /** The file's own id for the device when it has no serial (Subsurface's `deviceid`). */
  deviceId: string | null;
  /** The computer's own number or id for this dive (not the diver's logbook number). */
  diveNumber: string | null;
}

/** What one dive computer recorded of the dive. A dive worn with two computers has two of these. */
export interface ComputerRecord {
  computer: ComputerInfo;
  /** This computer's own start, when the file gives it and it differs from the dive's. */
  startLocal: WallClock | null;
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  minWaterTempC: number | null;
  surfacePressureBar: number | null;
  /** Water density in kg/m³ (1000 fresh, 1020 the EN 13319 value, 1030 sea), when the file says. */
  waterDensity: number | null;
  mode: DiveMode;
  samples: Samples;
  gasSwitches: GasSwitch[];
  events: DiveEvent[];
}

export interface Site {
  name: string | null;
  lat: number | null;
  lng: number | null;
}

export interface Weight {
  kg: number;
  description: string | null;
}

/** A summary value that was not in the file and was computed from the profile instead. */
export type SummaryField = 'durationS' | 'maxDepthM' | 'meanDepthM' | 'minWaterTempC';

export interface Dive extends DiveTime {
  /** Position of the dive among the file's dive records, from 0 (placeholders counted): for messages. */
  sourceIndex: number;
  /** The diver's logbook number, when the file has one. */
  number: number | null;
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  minWaterTempC: number | null;
  airTempC: number | null;
  /** Which of the summary values above were computed from the profile (README, "Declared or profile"). */
  fromProfile: SummaryField[];
  mode: DiveMode;
  /** The distinct gases of the dive's cylinders and gas switches, in order of first use. */
  gases: Gas[];
  cylinders: Cylinder[];
  site: Site | null;
  /** At least one; the first is the one the summary values come from. */
  computers: ComputerRecord[];
  buddies: string[];
  diveGuide: string | null;
  notes: string | null;
  /** 0 to 5 (half steps allowed), as stars. */
  rating: number | null;
  /** Visibility as written in metres, when the file gives a distance. */
  visibilityM: number | null;
  /** Visibility as 1 to 5 stars, when the file gives a rating. */
  visibilityRating: number | null;
  tags: string[];
  suit: string | null;
  weights: Weight[];
  /** The trip or outing the file groups the dive in. */
  trip: string | null;
}

export const FORMAT_IDS = [
  'subsurface-xml',
  'uddf',
  'suunto-sml',
  'udcf',
  'macdive-xml',
  'garmin-fit',
  'dan-dl7',
  'suunto-json',
  'csv',
  'zip',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];
