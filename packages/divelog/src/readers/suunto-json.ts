// Suunto app JSON (`.json`, the export of a dive from the Suunto app, e.g. an EON Core's): the same
// `DeviceLog` as SML (a `Header` with the start, duration, depths and gases; the `Device`; `Samples`) in
// JSON, with each sample's time as an ISO date-time with its offset. SI units: metres, kelvin, pascal, m³.
// The start keeps the wall clock and offset as written; sample times are measured from it.
import { readAllBytes } from '../bytes.ts';
import { hasExtension, headText } from '../detect.ts';
import { type DraftComputer, type DraftDive, newComputer, newDraft } from '../draft.ts';
import { DiveLogError } from '../issues.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { parseDateTime, readOffset } from '../time.ts';
import { kelvinToCelsius, pascalToBar } from '../units.ts';
import { eventKind } from './subsurface-xml.ts';
import { suuntoCylinder, suuntoMode } from './suunto-common.ts';
import { DiveCollector } from './xml-common.ts';

export const suuntoJsonReader: FormatReader = {
  id: 'suunto-json',
  extensions: ['.json'],
  detect(head, fileName) {
    const text = headText(head, 4096).replace(/^\uFEFF|^ï»¿/, '').trimStart();
    if (!text.startsWith('{') && !text.startsWith('[')) return 0;
    if (text.includes('"DeviceLog"')) return 0.9;
    if (text.includes('"Samples"') && text.includes('"Header"')) return 0.7;
    return hasExtension(fileName, ['.json']) ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const root = parseJson(await readAllBytes(context));
    const logs = deviceLogs(root);
    if (logs.length === 0) throw new DiveLogError('format-mismatch', { format: 'suunto-json' });
    const collector = new DiveCollector(context);
    for (const log of logs) collector.add(readLog(log, collector.nextIndex()));
    return collector.dives;
  },
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function parseJson(bytes: Uint8Array): Json {
  let text: string;
  try {
    const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
    text = new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DiveLogError('encoding-invalid');
  }
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    // The engine's English message is for logs only: the code says what happened, the position where.
    const message = String((error as Error).message);
    if (/end of JSON|Unterminated/i.test(message)) throw new DiveLogError('file-truncated');
    const position = /position (\d+)/.exec(message)?.[1];
    throw new DiveLogError('file-corrupt', { reason: 'json' }, position === undefined ? {} : { column: Number(position) + 1 });
  }
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function get(value: Json | undefined, ...path: string[]): Json | undefined {
  let at = value;
  for (const key of path) {
    if (!isObject(at)) return undefined;
    at = at[key];
  }
  return at;
}

function num(value: Json | undefined, ...path: string[]): number | null {
  const v = get(value, ...path);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function str(value: Json | undefined, ...path: string[]): string | null {
  const v = get(value, ...path);
  if (typeof v === 'string') return v.trim() || null;
  return typeof v === 'number' ? String(v) : null;
}

/** `{"DeviceLog": ...}`, the log itself, or a list of either. */
function deviceLogs(root: Json): JsonObject[] {
  const items = Array.isArray(root) ? root : [root];
  return items.flatMap((item) => {
    const log = isObject(item) && isObject(item.DeviceLog) ? item.DeviceLog : item;
    return isObject(log) && (isObject(log.Header) || Array.isArray(log.Samples)) ? [log] : [];
  });
}

function readLog(log: JsonObject, index: number): DraftDive {
  const draft = newDraft(index);
  const header = log.Header;
  const dateText = str(header, 'DateTime');
  draft.dateText = dateText;
  draft.time = dateText ? parseDateTime(dateText) : null;
  const computer = newComputer();
  computer.durationS = num(header, 'Duration');
  computer.maxDepthM = num(header, 'Depth', 'Max');
  computer.meanDepthM = num(header, 'Depth', 'Avg');
  const minTemp = num(header, 'Temperature', 'Min');
  computer.minWaterTempC = minTemp === null ? null : kelvinToCelsius(minTemp);
  const diving = get(header, 'Diving');
  const surface = num(diving, 'SurfacePressure');
  computer.surfacePressureBar = surface === null ? null : pascalToBar(surface);
  computer.mode = suuntoMode(str(diving, 'DiveMode'));
  const gases = get(diving, 'Gases');
  for (const gas of Array.isArray(gases) ? gases : []) {
    const value = (name: string) => num(gas, name);
    draft.cylinders.push(
      suuntoCylinder({ oxygen: value('Oxygen'), helium: value('Helium'), tankSize: value('TankSize'), fillPa: value('TankFillPressure'), startPa: value('StartPressure'), endPa: value('EndPressure') }),
    );
  }
  const device = isObject(log.Device) ? log.Device : get(header, 'Device');
  computer.computer = { model: str(device, 'Name'), serial: str(device, 'SerialNumber'), firmware: str(device, 'Info', 'SW'), deviceId: null, diveNumber: null };
  readSamples(log.Samples, dateText, draft, computer);
  draft.computers.push(computer);
  return draft;
}

/**
 * Milliseconds of an ISO date-time on a common scale (its wall clock less its offset), so that differences
 * between two of them are elapsed time whatever offset they carry; null for text that is not one.
 */
function instantMs(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2}|[+-]\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) + Math.round(Number(`0.${fraction ?? '0'}`) * 1000);
  const offset = zone === undefined || zone === 'Z' ? 0 : (readOffset(zone).minutes ?? 0);
  return ms - offset * 60_000;
}

function readSamples(list: Json | undefined, dateText: string | null, draft: DraftDive, computer: DraftComputer): void {
  if (!Array.isArray(list)) return;
  const start = dateText ? instantMs(dateText) : null;
  const samples = computer.samples;
  let last = 0;
  for (const sample of list) {
    if (!isObject(sample)) continue;
    const iso = str(sample, 'TimeISO8601');
    const at = iso !== null && start !== null ? instantMs(iso) : null;
    const relative = num(sample, 'Time');
    const timeS = at !== null && start !== null ? Math.round(at - start) / 1000 : (relative ?? last);
    last = timeS;
    const events = sample.Events;
    for (const event of Array.isArray(events) ? events : []) readEvent(event, timeS, draft, computer);
    const depth = num(sample, 'Depth');
    // A sample with events only marks a moment, not a point of the profile.
    if (depth === null) continue;
    samples.add(timeS, depth);
    const temperature = num(sample, 'Temperature');
    if (temperature !== null) samples.set('temperatureC', kelvinToCelsius(temperature));
    const ndl = num(sample, 'NoDecTime');
    if (ndl !== null) samples.set('ndlS', ndl);
    const cylinders = sample.Cylinders;
    for (const cylinder of Array.isArray(cylinders) ? cylinders : []) {
      const number = num(cylinder, 'GasNumber');
      const pressure = num(cylinder, 'Pressure');
      if (number !== null && pressure !== null && Number.isInteger(number) && number >= 1 && number <= draft.cylinders.length) samples.setPressure(number - 1, pascalToBar(pressure));
    }
  }
}

function readEvent(event: Json, timeS: number, draft: DraftDive, computer: DraftComputer): void {
  if (!isObject(event)) return;
  const gasNumber = num(event, 'GasSwitch', 'GasNumber');
  if (gasNumber !== null) {
    const cylinder = draft.cylinders[gasNumber - 1];
    // The first gas at the start of the dive is the gas the dive begins on, not a switch.
    if (cylinder && (timeS > 0 || computer.gasSwitches.length > 0)) computer.gasSwitches.push({ timeS, cylinderIndex: gasNumber - 1, gas: { ...cylinder.gas } });
    return;
  }
  for (const type of ['Notify', 'Warning', 'Alarm'] as const) {
    const name = str(event, type, 'Type');
    if (!name || get(event, type, 'Active') === false) continue;
    computer.events.push({ timeS, kind: type === 'Notify' ? eventKind(name) : eventKind(`${name} warning`), name, value: null });
  }
}
