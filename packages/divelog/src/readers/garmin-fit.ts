// Garmin FIT activity files (`.fit`) from Descent dive computers and watches, decoded with Garmin's SDK.
// One dive per diving session: records are the profile, `dive_summary` declares the maximum and mean depth
// and the dive time, `dive_gas` lists the gases, `tank_update` gives tank-pod pressures and events give gas
// switches and alerts. Times are UTC seconds since 1989-12-31; the activity's local timestamp gives the
// wall clock the watch showed and so the offset. The file ends in a CRC: a truncated or damaged file is
// refused whole, never read in part.
import { Decoder, Profile, Stream } from '@garmin/fitsdk';
import { readAllBytes } from '../bytes.ts';
import { hasExtension } from '../detect.ts';
import { AIR, type DraftComputer, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { DiveLogError } from '../issues.ts';
import type { DiveEvent, DiveMode, EventKind, Gas } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import type { ReadTime } from '../time.ts';
import { DiveCollector } from './xml-common.ts';

/** 1989-12-31T00:00:00Z, where FIT's seconds count from, in Unix seconds. */
const FIT_EPOCH_S = 631_065_600;
const SEMICIRCLE_DEG = 180 / 2 ** 31;
const MAX_OFFSET_S = 14 * 3600;

// The messages as the decoder gives them with its default options: enum values arrive as their names (the
// SDK's types say numbers), and date-times as FIT seconds (convertDateTimesToDates is off).
type Named = string | number;
interface SessionMesg {
  messageIndex?: number;
  timestamp?: number;
  startTime?: number;
  totalElapsedTime?: number;
  sport?: Named;
  subSport?: Named;
  minTemperature?: number;
  startPositionLat?: number;
  startPositionLong?: number;
  endPositionLat?: number;
  endPositionLong?: number;
}
interface RecordMesg {
  timestamp?: number;
  depth?: number;
  temperature?: number;
  heartRate?: number;
  po2?: number;
  cnsLoad?: number;
  ndlTime?: number;
}
interface EventMesg {
  timestamp?: number;
  event?: Named;
  data?: number;
  diveAlert?: Named;
}
interface FitMessages {
  fileIdMesgs?: { manufacturer?: Named; product?: number; garminProduct?: Named; serialNumber?: number }[];
  fileCreatorMesgs?: { softwareVersion?: number }[];
  deviceInfoMesgs?: { deviceIndex?: Named; manufacturer?: Named; product?: number; garminProduct?: Named; serialNumber?: number; softwareVersion?: number }[];
  deviceSettingsMesgs?: { timeOffset?: number | number[] }[];
  activityMesgs?: { timestamp?: number; localTimestamp?: number }[];
  sessionMesgs?: SessionMesg[];
  recordMesgs?: RecordMesg[];
  eventMesgs?: EventMesg[];
  diveSummaryMesgs?: { referenceMesg?: Named; referenceIndex?: number; maxDepth?: number; avgDepth?: number; bottomTime?: number; diveNumber?: number }[];
  diveSettingsMesgs?: { waterDensity?: number; waterType?: Named }[];
  diveGasMesgs?: { messageIndex?: number; oxygenContent?: number; heliumContent?: number; status?: Named; mode?: Named }[];
  tankUpdateMesgs?: { timestamp?: number; sensor?: number; pressure?: number }[];
  tankSummaryMesgs?: { sensor?: number; startPressure?: number; endPressure?: number }[];
}

export const garminFitReader: FormatReader = {
  id: 'garmin-fit',
  extensions: ['.fit'],
  detect(head, fileName) {
    if (isFitHeader(head)) return 1;
    return hasExtension(fileName, ['.fit']) ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const bytes = await readAllBytes(context);
    const collector = new DiveCollector(context);
    let sessions = 0;
    for (const segment of fitSegments(bytes)) {
      for (const draft of divesOf(decode(segment, context), () => collector.nextIndex())) {
        sessions++;
        collector.add(draft);
      }
    }
    // A valid FIT file of a run or a ride: say so, rather than an empty logbook.
    if (sessions === 0) throw new DiveLogError('no-dives');
    return collector.dives;
  },
};

function isFitHeader(bytes: Uint8Array): boolean {
  const size = bytes[0];
  return (size === 12 || size === 14) && bytes.length >= 12 && bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54;
}

/**
 * The FIT files in the bytes (a file may be several chained one after another), each checked for its size
 * and CRC before anything is decoded.
 */
function fitSegments(bytes: Uint8Array): Uint8Array[] {
  const segments: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    const rest = bytes.subarray(at);
    if (!isFitHeader(rest)) {
      if (at > 0) throw new DiveLogError('file-corrupt', { reason: 'trailing-bytes' }, { byte: at });
      // Shorter than a header that its first byte announces: cut off.
      if (rest.length < 12 && (rest[0] === 12 || rest[0] === 14)) throw new DiveLogError('file-truncated', {}, { byte: bytes.length });
      throw new DiveLogError('format-mismatch', { format: 'garmin-fit' });
    }
    const dataSize = new DataView(rest.buffer, rest.byteOffset, rest.byteLength).getUint32(4, true);
    const total = rest[0]! + dataSize + 2;
    if (rest.length < total) throw new DiveLogError('file-truncated', {}, { byte: bytes.length });
    const segment = rest.subarray(0, total);
    if (!new Decoder(Stream.fromByteArray(segment)).checkIntegrity()) throw new DiveLogError('file-corrupt', { reason: 'crc' }, { byte: at });
    segments.push(segment);
    at += total;
  }
  return segments;
}

/** Decodes one checked FIT file. The abort signal and the sample limit are checked while messages come in. */
function decode(bytes: Uint8Array, context: ReaderContext): FitMessages {
  let stopped: unknown = null;
  let count = 0;
  let records = 0;
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({
    convertDateTimesToDates: false,
    mesgListener: (mesgNum: number) => {
      try {
        if (++count % 4096 === 0) context.progress(bytes.length, 0);
        if (mesgNum === Profile.MesgNum.RECORD && ++records > context.limits.maxSamplesTotal) {
          throw new DiveLogError('dive-too-many-samples', { count: records, limit: context.limits.maxSamplesTotal });
        }
      } catch (error) {
        // The decoder catches what a listener throws and stops: keep it to throw again after.
        stopped = error;
        throw error;
      }
    },
  });
  if (stopped) throw stopped;
  if (errors.length > 0) {
    const message = String(errors[0]?.message ?? '');
    throw new DiveLogError('file-corrupt', { reason: message.includes('compressed timestamp') ? 'compressed-timestamps' : 'decode' });
  }
  return messages as unknown as FitMessages;
}

const DIVE_SUB_SPORTS: Record<string, DiveMode> = {
  singleGasDiving: 'open-circuit',
  multiGasDiving: 'open-circuit',
  gaugeDiving: 'gauge',
  apneaDiving: 'freedive',
  apneaHunting: 'freedive',
  ccrDiving: 'ccr',
};

function isDiveSession(session: SessionMesg): boolean {
  return session.sport === 'diving' || (typeof session.subSport === 'string' && session.subSport in DIVE_SUB_SPORTS);
}

/** One draft per diving session (or one for the whole file when it has records but no session). */
function divesOf(messages: FitMessages, nextIndex: () => number): DraftDive[] {
  const sessions = (messages.sessionMesgs ?? []).filter(isDiveSession);
  const records = [...(messages.recordMesgs ?? [])].filter((r) => typeof r.timestamp === 'number').sort((a, b) => a.timestamp! - b.timestamp!);
  if (sessions.length === 0) {
    const first = records.find((r) => typeof r.depth === 'number');
    if (!first || (messages.sessionMesgs ?? []).length > 0) return [];
    return [diveOf(messages, null, records, first.timestamp!, nextIndex())];
  }
  return sessions.map((session, i) => {
    const start = session.startTime ?? records[0]?.timestamp ?? session.timestamp ?? 0;
    const end = session.timestamp ?? (session.totalElapsedTime !== undefined ? start + session.totalElapsedTime : Infinity);
    // With several sessions, each takes the records of its own time span.
    const own = sessions.length === 1 ? records : records.filter((r) => r.timestamp! >= start && r.timestamp! <= end);
    return diveOf(messages, { session, index: i }, own, start, nextIndex());
  });
}

function diveOf(messages: FitMessages, found: { session: SessionMesg; index: number } | null, records: RecordMesg[], startS: number, sourceIndex: number): DraftDive {
  const draft = newDraft(sourceIndex);
  const session = found?.session;
  draft.time = startTime(messages, startS);
  const computer = newComputer();
  computer.computer = deviceOf(messages);
  computer.mode = (typeof session?.subSport === 'string' ? DIVE_SUB_SPORTS[session.subSport] : undefined) ?? 'open-circuit';

  const summary = (messages.diveSummaryMesgs ?? []).find(
    (s) => s.referenceMesg === 'session' && (s.referenceIndex ?? 0) === (session?.messageIndex ?? found?.index ?? 0),
  );
  if (summary) {
    computer.maxDepthM = finite(summary.maxDepth);
    computer.meanDepthM = finite(summary.avgDepth);
    // The dive time the watch shows; the session's elapsed time also counts time at the surface.
    computer.durationS = summary.bottomTime === undefined ? null : Math.round(summary.bottomTime);
    if (summary.diveNumber !== undefined) computer.computer.diveNumber = String(summary.diveNumber);
  }
  computer.minWaterTempC = finite(session?.minTemperature);
  computer.waterDensity = waterDensity(messages);

  const gasIndex = readGases(messages, draft);
  readSwitchesAndEvents(messages, computer, draft, gasIndex, startS);
  readSamples(records, messages, computer, draft, startS);
  draft.site = position(session);
  draft.computers.push(computer);
  return draft;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The wall clock the watch showed: UTC plus the offset between the activity's local and UTC timestamps. */
function startTime(messages: FitMessages, startS: number): ReadTime {
  const utc = new Date((FIT_EPOCH_S + startS) * 1000);
  const writtenAs = `${utc.toISOString().slice(0, 19)}Z`;
  const offsetS = localOffsetSeconds(messages);
  if (offsetS === null) return { startLocal: utc.toISOString().slice(0, 19), utcOffsetMinutes: 0, offsetSource: 'file', writtenAs };
  const local = new Date(utc.getTime() + offsetS * 1000);
  return { startLocal: local.toISOString().slice(0, 19), utcOffsetMinutes: offsetS / 60, offsetSource: 'utc-and-local', writtenAs };
}

function localOffsetSeconds(messages: FitMessages): number | null {
  const activity = messages.activityMesgs?.[0];
  const candidates: (number | null)[] = [];
  if (typeof activity?.localTimestamp === 'number' && typeof activity.timestamp === 'number') candidates.push(activity.localTimestamp - activity.timestamp);
  // Without a local timestamp, the watch's own setting of its local time: FIT types it unsigned, so an
  // offset west of UTC arrives as its 32-bit two's complement.
  const raw = messages.deviceSettingsMesgs?.[0]?.timeOffset;
  const setting = finite(Array.isArray(raw) ? raw[0] : raw);
  candidates.push(setting !== null && setting >= 2 ** 31 ? setting - 2 ** 32 : setting);
  for (const offset of candidates) {
    if (offset === null || Math.abs(offset) > MAX_OFFSET_S) continue;
    return Math.round(offset / 60) * 60;
  }
  return null;
}

function deviceOf(messages: FitMessages): DraftComputer['computer'] {
  const file = messages.fileIdMesgs?.[0];
  const creator = (messages.deviceInfoMesgs ?? []).find((d) => d.deviceIndex === 'creator' || d.deviceIndex === 0);
  const product = creator?.garminProduct ?? file?.garminProduct ?? creator?.product ?? file?.product;
  const maker = creator?.manufacturer ?? file?.manufacturer;
  const model = product === undefined ? null : `${words(String(maker ?? ''))} ${words(String(product))}`.trim();
  const serial = creator?.serialNumber ?? file?.serialNumber;
  const version = finite(messages.fileCreatorMesgs?.[0]?.softwareVersion);
  const firmware = version !== null ? (version / 100).toFixed(2) : creator?.softwareVersion !== undefined ? String(creator.softwareVersion) : null;
  return { model, serial: serial === undefined ? null : String(serial), firmware, deviceId: null, diveNumber: null };
}

/** `descentMk2s` as `Descent Mk2s`, `garmin` as `Garmin`. */
function words(name: string): string {
  return name
    .split(/(?=[A-Z])/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function waterDensity(messages: FitMessages): number | null {
  const settings = messages.diveSettingsMesgs?.[0];
  const density = finite(settings?.waterDensity);
  if (density !== null) return density;
  const byType: Record<string, number> = { fresh: 1000, salt: 1025, en13319: 1020 };
  return typeof settings?.waterType === 'string' ? (byType[settings.waterType] ?? null) : null;
}

/** A cylinder per gas the diver had set up (not disabled); returns each gas's FIT index → cylinder index. */
function readGases(messages: FitMessages, draft: DraftDive): Map<number, number> {
  const index = new Map<number, number>();
  const gases = [...(messages.diveGasMesgs ?? [])].sort((a, b) => (a.messageIndex ?? 0) - (b.messageIndex ?? 0));
  gases.forEach((gas, position) => {
    if (gas.status === 'disabled') return;
    const cylinder = newCylinder({ o2Percent: finite(gas.oxygenContent) ?? AIR.o2Percent, hePercent: finite(gas.heliumContent) ?? 0 });
    if (gas.mode === 'closedCircuitDiluent') cylinder.use = 'diluent';
    index.set(gas.messageIndex ?? position, draft.cylinders.length);
    draft.cylinders.push(cylinder);
  });
  return index;
}

/** FIT's dive alerts that name something the diver saw, with the kind the app shows them as. */
const ALERT_KINDS: Record<string, EventKind> = {
  ndlReached: 'deco-stop',
  approachingNdl: 'deco-stop',
  approachingFirstDecoStop: 'deco-stop',
  decoComplete: 'deco-stop',
  decoStopCleared: 'deco-stop',
  decoCeilingBroken: 'deco-violation',
  safetyStopStarted: 'safety-stop',
  safetyStopComplete: 'safety-stop',
  safetyStopBroken: 'safety-stop',
  ascentCritical: 'ascent-rate',
  po2Warn: 'ppo2',
  po2CritHigh: 'ppo2',
  po2CritLow: 'ppo2',
  po2CcrDilLow: 'ppo2',
  gasSwitchPrompted: 'gas',
  setpointSwitchAutoLow: 'setpoint',
  setpointSwitchAutoHigh: 'setpoint',
  setpointSwitchManualLow: 'setpoint',
  setpointSwitchManualHigh: 'setpoint',
  autoSetpointSwitchIgnored: 'setpoint',
  switchedToOpenCircuit: 'dive-mode',
  switchedToClosedCircuit: 'dive-mode',
  batteryLow: 'battery',
  batteryCritical: 'battery',
  tankBatteryLow: 'battery',
  cnsWarning: 'alarm',
  cnsCritical: 'alarm',
  otuWarning: 'alarm',
  otuCritical: 'alarm',
  timeAlert: 'alarm',
  depthAlert: 'alarm',
  nearSurface: 'other',
};

/** Events that are not dive alerts but matter on a profile. */
const EVENT_KINDS: Record<string, EventKind> = {
  userMarker: 'bookmark',
  tankPressureReserve: 'gas',
  tankPressureCritical: 'gas',
  tankLost: 'gas',
  tankBatteryLow: 'battery',
  batteryLow: 'battery',
};

function readSwitchesAndEvents(messages: FitMessages, computer: DraftComputer, draft: DraftDive, gasIndex: Map<number, number>, startS: number): void {
  const alertNames = Profile.types.diveAlert as Record<number, string>;
  for (const event of messages.eventMesgs ?? []) {
    if (typeof event.timestamp !== 'number') continue;
    const timeS = event.timestamp - startS;
    if (event.event === 'diveGasSwitched') {
      const cylinderIndex = typeof event.data === 'number' ? gasIndex.get(event.data) : undefined;
      if (cylinderIndex !== undefined) computer.gasSwitches.push({ timeS, cylinderIndex, gas: { ...draft.cylinders[cylinderIndex]!.gas } });
      continue;
    }
    let name: string | undefined;
    let kind: EventKind | undefined;
    if (event.event === 'diveAlert') {
      name = typeof event.diveAlert === 'string' ? event.diveAlert : typeof event.data === 'number' ? alertNames[event.data] : undefined;
      kind = name === undefined ? undefined : ALERT_KINDS[name];
    } else if (typeof event.event === 'string') {
      name = event.event;
      kind = EVENT_KINDS[name];
    }
    // Dismissals, timers and unnamed events are the watch's housekeeping, not something that happened in the dive.
    if (name === undefined || kind === undefined) continue;
    computer.events.push({ timeS, kind, name, value: null } satisfies DiveEvent);
  }
  computer.events.sort((a, b) => a.timeS - b.timeS);
  computer.gasSwitches.sort((a, b) => a.timeS - b.timeS);
}

/**
 * The profile from the records, with tank-pod pressures put on the record at or just before each reading.
 * Each pod gets the cylinder of the gas breathed when it first reports (a second pod on the same gas, as in
 * sidemount, gets a cylinder of its own with that gas).
 */
function readSamples(records: RecordMesg[], messages: FitMessages, computer: DraftComputer, draft: DraftDive, startS: number): void {
  const pressures = tankPressures(records, messages, computer, draft, startS);
  const samples = computer.samples;
  records.forEach((record, i) => {
    samples.add(record.timestamp! - startS, finite(record.depth) ?? NaN);
    const temperature = finite(record.temperature);
    if (temperature !== null) samples.set('temperatureC', temperature);
    const heartRate = finite(record.heartRate);
    if (heartRate !== null) samples.set('heartRateBpm', heartRate);
    const po2 = finite(record.po2);
    if (po2 !== null) samples.set('ppO2Bar', po2);
    const cns = finite(record.cnsLoad);
    if (cns !== null) samples.set('cnsPercent', cns);
    const ndl = finite(record.ndlTime);
    if (ndl !== null) samples.set('ndlS', ndl);
    for (const [cylinder, bar] of pressures.get(i) ?? []) samples.setPressure(cylinder, bar);
  });
}

function tankPressures(records: RecordMesg[], messages: FitMessages, computer: DraftComputer, draft: DraftDive, startS: number): Map<number, [number, number][]> {
  const byRecord = new Map<number, [number, number][]>();
  const updates = (messages.tankUpdateMesgs ?? []).filter((u) => typeof u.timestamp === 'number' && finite(u.pressure) !== null && u.sensor !== undefined);
  if (updates.length === 0 || records.length === 0) return byRecord;
  updates.sort((a, b) => a.timestamp! - b.timestamp!);
  const cylinderOf = new Map<string, number>();
  const withSensor = new Set<number>();
  const readings = new Map<number, number[]>();
  let r = 0;
  for (const update of updates) {
    const sensor = String(update.sensor);
    let cylinder = cylinderOf.get(sensor);
    if (cylinder === undefined) {
      cylinder = cylinderFor(update.timestamp! - startS, computer, draft, withSensor);
      cylinderOf.set(sensor, cylinder);
      withSensor.add(cylinder);
    }
    while (r + 1 < records.length && records[r + 1]!.timestamp! <= update.timestamp!) r++;
    const bar = update.pressure!;
    const list = byRecord.get(r) ?? [];
    list.push([cylinder, bar]);
    byRecord.set(r, list);
    readings.set(cylinder, [...(readings.get(cylinder) ?? []), bar]);
  }
  const summaries = messages.tankSummaryMesgs ?? [];
  for (const [sensor, cylinderIndex] of cylinderOf) {
    const cylinder = draft.cylinders[cylinderIndex]!;
    const summary = summaries.find((s) => String(s.sensor) === sensor);
    const own = readings.get(cylinderIndex) ?? [];
    cylinder.startPressureBar = finite(summary?.startPressure) ?? own[0] ?? null;
    cylinder.endPressureBar = finite(summary?.endPressure) ?? own[own.length - 1] ?? null;
  }
  return byRecord;
}

function cylinderFor(timeS: number, computer: DraftComputer, draft: DraftDive, withSensor: Set<number>): number {
  let current = draft.cylinders.findIndex((c) => c.use !== 'diluent');
  if (current < 0) current = draft.cylinders.length ? 0 : -1;
  for (const change of computer.gasSwitches) if (change.timeS <= timeS && change.cylinderIndex !== null) current = change.cylinderIndex;
  if (current >= 0 && !withSensor.has(current)) return current;
  const gas: Gas = current >= 0 ? draft.cylinders[current]!.gas : AIR;
  draft.cylinders.push(newCylinder(gas));
  return draft.cylinders.length - 1;
}

function position(session: SessionMesg | undefined): DraftDive['site'] {
  const lat = finite(session?.startPositionLat) ?? finite(session?.endPositionLat);
  const lng = finite(session?.startPositionLat) !== null ? finite(session?.startPositionLong) : finite(session?.endPositionLong);
  if (lat === null || lng === null) return null;
  return { name: null, lat: lat * SEMICIRCLE_DEG, lng: lng * SEMICIRCLE_DEG };
}
