// DAN DL7 (`.zxu`, `.zxl`, from Divers Alert Network's dive-log standard): pipe-delimited segments in the
// manner of HL7. `FSH` opens the file, `ZRH` gives the computer and the units, and each dive is a `ZDH`
// header (leave-surface time, air temperature, tank volume), an optional `ZDP{ ... ZDP}` block of profile
// rows (time in minutes, depth, gas code, PO2, violations, ceiling, temperature, tank pressure, CNS) and a
// `ZDT` trailer (maximum depth, reach-surface time, minimum water temperature). The diver's personal and
// medical segments of `.zxl` files (ZPD, ZPA, ZDD, ZSR) are not read.
import { readAllBytes } from '../bytes.ts';
import { hasExtension, headText } from '../detect.ts';
import { AIR, type DraftComputer, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { DiveLogError, type IssueList } from '../issues.ts';
import type { Gas } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { type ReadTime, readOffset, secondsBetween, wallClock } from '../time.ts';
import { ATM_BAR, fahrenheitToCelsius, feetToMetres, kelvinToCelsius, psiToBar } from '../units.ts';
import { DiveCollector } from './xml-common.ts';

export const danDl7Reader: FormatReader = {
  id: 'dan-dl7',
  extensions: ['.zxu', '.zxl'],
  detect(head, fileName) {
    const text = headText(head, 1024).replace(/^\uFEFF|^ï»¿/, '').trimStart();
    if (text.startsWith('FSH|')) return 0.95;
    if (/^ZRH\||^ZDH\|/m.test(text)) return 0.6;
    return hasExtension(fileName, ['.zxu', '.zxl']) ? 0.2 : 0;
  },
  async read(context: ReaderContext) {
    const text = decodeText(await readAllBytes(context));
    const collector = new DiveCollector(context);
    let units: Units | null = null;
    let model: string | null = null;
    let serial: string | null = null;
    let dive: Dl7Dive | null = null;
    let inProfile = false;
    let inReserved = false;
    const finish = () => {
      if (dive) collector.add(build(dive, units!, context.issues));
      dive = null;
    };
    const lines = text.split(/\r\n|\r|\n/);
    const first = lines.findIndex((line) => line.trim() !== '');
    if (first < 0 || !lines[first]!.trimStart().startsWith('FSH|')) throw new DiveLogError('format-mismatch', { format: 'dan-dl7' });
    for (let i = first; i < lines.length; i++) {
      const line = lines[i]!.trim();
      const at = { line: i + 1 };
      if (inReserved) {
        // An application's own block (DiverLog's, DiveLogDT's): not part of the standard, skipped.
        if (line.startsWith('ZAR}')) inReserved = false;
        continue;
      }
      if (inProfile) {
        if (line.startsWith('ZDP}')) inProfile = false;
        else if (line.startsWith('|') && dive) dive.rows.push({ fields: line.split('|'), line: i + 1 });
        continue;
      }
      const fields = line.split('|');
      switch (fields[0]) {
        case 'ZRH':
          model = component(fields[2]);
          serial = component(fields[3]);
          units = readUnits(fields, at);
          break;
        case 'ZDH':
          finish();
          if (!units) throw new DiveLogError('file-corrupt', { reason: 'ZDH before ZRH' }, at);
          dive = { index: collector.nextIndex(), header: fields, trailer: null, rows: [], model, serial };
          break;
        case 'ZDT':
          if (dive) dive.trailer = fields;
          finish();
          break;
        default:
          if (line.startsWith('ZDP{')) inProfile = true;
          else if (line.startsWith('ZAR{') && !line.includes('}', 4)) inReserved = true;
      }
      if (i % 4096 === 0) context.progress(text.length, collector.dives.length);
    }
    finish();
    return collector.dives;
  },
};

interface Dl7Dive {
  index: number;
  header: string[];
  trailer: string[] | null;
  rows: { fields: string[]; line: number }[];
  model: string | null;
  serial: string | null;
}

interface Units {
  depth: (value: number) => number;
  temperature: (value: number) => number;
  pressure: (value: number) => number;
  /** Tank volumes in cubic feet cannot become litres without the working pressure. */
  cubicFeet: boolean;
}

/** The standard asks for ASCII; names in some files are UTF-8, in older ones Windows-1252. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A field's first component (`A^B^C` gives `A`), or null when empty. */
function component(field: string | undefined): string | null {
  const value = (field ?? '').split('^')[0]!.trim();
  return value === '' || value === '""' ? null : value;
}

function numberField(field: string | undefined): number | null {
  const value = component(field);
  // A number is short; a long field is never given to the pattern (its time grows with the square of the length).
  if (value === null || value.length > 64 || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  return Number(value);
}

const DEPTH_UNITS: Record<string, (value: number) => number> = {
  MSWG: (m) => m,
  MFWG: (m) => m,
  FSWG: feetToMetres,
  FFWG: feetToMetres,
};
const TEMPERATURE_UNITS: Record<string, (value: number) => number> = { C: (c) => c, F: fahrenheitToCelsius, K: kelvinToCelsius };
const PRESSURE_UNITS: Record<string, (value: number) => number> = {
  BAR: (bar) => bar,
  BARG: (bar) => bar,
  PSI: psiToBar,
  PSIA: psiToBar,
  PSIG: psiToBar,
  KPA: (kpa) => kpa / 100,
  MPA: (mpa) => mpa * 10,
  ATA: (atm) => atm * ATM_BAR,
};

/**
 * The units the ZRH declares. Depths given as absolute pressure (bar, ATA, kPa) would need the surface
 * pressure the file does not give: such a file is refused, naming the unit, rather than read wrong.
 */
function readUnits(fields: string[], at: { line: number }): Units {
  const depthUnit = (component(fields[4]) ?? '').toUpperCase();
  const depth = DEPTH_UNITS[depthUnit];
  if (!depth) throw new DiveLogError('file-corrupt', { reason: `depth unit '${depthUnit}'` }, at);
  const temperature = TEMPERATURE_UNITS[(component(fields[6]) ?? 'C').toUpperCase()] ?? TEMPERATURE_UNITS.C!;
  const pressure = PRESSURE_UNITS[(component(fields[7]) ?? 'BAR').toUpperCase()] ?? PRESSURE_UNITS.BAR!;
  return { depth, temperature, pressure, cubicFeet: (component(fields[8]) ?? '').toUpperCase() === 'CF' };
}

/**
 * A time stamp `YYYYMMDDHHMM[SS][.S...][+/-ZZZZ]` (or `YYYYMMDD.HHMMSS`, which the standard also shows).
 * The offset, when written, is kept beside the wall clock.
 */
export function readTimeStamp(text: string): ReadTime | null {
  if (text.length > 32) return null;
  const match = /^(\d{4})(\d{2})(\d{2})\.?(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?([+-]\d{4})?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const startLocal = wallClock(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (!startLocal) return null;
  if (!zone) return { startLocal, utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null };
  const offset = readOffset(zone);
  return { startLocal, utcOffsetMinutes: offset.minutes, offsetSource: offset.source, writtenAs: text };
}

/**
 * A gas code of the standard's table: `1` is air, `2.mn` nitrox with mn % oxygen (`2.32`, `2.5` for 50 %),
 * `4.mn` heliox with mn % oxygen. The constant-PO2 and trimix codes are not read (null).
 */
export function readGasCode(code: string): Gas | null {
  const match = /^(\d{1,2})(?:\.(\d+))?$/.exec(code.trim());
  if (!match) return null;
  const kind = Number(match[1]);
  if (kind === 1) return { ...AIR };
  if ((kind === 2 || kind === 4) && match[2]) {
    const o2 = Math.round(Number(`0.${match[2]}`) * 1000) / 10;
    if (o2 <= 0) return null;
    return { o2Percent: o2, hePercent: kind === 4 ? Math.round((100 - o2) * 10) / 10 : 0 };
  }
  return null;
}

/** Profile times: minutes with a fraction (`0.33`) or minutes and seconds (`5:33`). */
function rowMinutes(text: string | undefined): number | null {
  const value = component(text);
  if (value === null) return null;
  const clock = /^(\d+):([0-5]?\d)$/.exec(value);
  if (clock) return Number(clock[1]) + Number(clock[2]) / 60;
  return numberField(value);
}

function build(dive: Dl7Dive, units: Units, issues: IssueList): DraftDive {
  const draft = newDraft(dive.index);
  const { header, trailer } = dive;
  const leave = component(header[5]);
  draft.dateText = leave;
  draft.time = leave ? readTimeStamp(leave) : null;
  const air = numberField(header[6]);
  draft.airTempC = air === null ? null : units.temperature(air);
  const o2Mode = (component(header[8]) ?? '').toUpperCase();
  const diluent = component(header[9]);
  draft.mode = o2Mode === 'PO2' || diluent ? 'ccr' : 'open-circuit';

  const computer = newComputer();
  computer.computer = { ...computer.computer, model: dive.model, serial: dive.serial, diveNumber: component(header[2]) };
  const reach = trailer ? component(trailer[4]) : null;
  const end = reach ? readTimeStamp(reach) : null;
  if (draft.time && end) {
    const seconds = secondsBetween(draft.time.startLocal, end.startLocal);
    computer.durationS = seconds > 0 ? seconds : null;
  }
  const maxDepth = trailer ? numberField(trailer[3]) : null;
  computer.maxDepthM = maxDepth === null ? null : units.depth(maxDepth);
  const minTemp = trailer ? numberField(trailer[5]) : null;
  computer.minWaterTempC = minTemp === null ? null : units.temperature(minTemp);

  readProfile(dive, units, draft, computer, issues);
  const volume = numberField(header[7]);
  if (volume !== null && volume > 0) {
    if (draft.cylinders.length === 0) draft.cylinders.push(newCylinder());
    if (units.cubicFeet) draft.cylinders[0]!.description = `${volume} cu ft`;
    else draft.cylinders[0]!.sizeL = volume;
  }
  draft.computers.push(computer);
  return draft;
}

function readProfile(dive: Dl7Dive, units: Units, draft: DraftDive, computer: DraftComputer, issues: IssueList): void {
  const rows = dive.rows
    .map((row) => ({ ...row, minutes: rowMinutes(row.fields[1]) }))
    .filter((row): row is typeof row & { minutes: number } => row.minutes !== null);
  const scale = timeScale(rows.map((row) => row.minutes), computer.durationS);
  const samples = computer.samples;
  const pressures: number[] = [];
  let current = -1;
  for (const { fields, minutes, line } of rows) {
    const timeS = Math.round(minutes * scale * 1000) / 1000;
    const depth = numberField(fields[2]);
    samples.add(timeS, depth === null ? NaN : units.depth(depth));
    const code = component(fields[3]);
    if (code !== null) {
      const gas = readGasCode(code);
      if (!gas) issues.warn('value-unreadable', { field: 'gas', value: code.slice(0, 40) }, { dive: dive.index, line });
      else {
        let cylinder = draft.cylinders.findIndex((c) => sameGas(c.gas, gas));
        if (cylinder < 0) {
          cylinder = draft.cylinders.length;
          draft.cylinders.push(newCylinder(gas));
        }
        if (cylinder !== current && current >= 0) computer.gasSwitches.push({ timeS, cylinderIndex: cylinder, gas });
        current = cylinder;
      }
    }
    const po2 = numberField(fields[4]);
    if (po2 !== null) samples.set('ppO2Bar', po2 * ATM_BAR);
    if (component(fields[5])?.toUpperCase() === 'T') computer.events.push({ timeS, kind: 'ascent-rate', name: 'ascent rate violation', value: null });
    if (component(fields[6])?.toUpperCase() === 'T') computer.events.push({ timeS, kind: 'deco-violation', name: 'decompression violation', value: null });
    const temperature = numberField(fields[8]);
    if (temperature !== null) samples.set('temperatureC', units.temperature(temperature));
    const pressure = numberField(fields[10]);
    if (pressure !== null) {
      if (draft.cylinders.length === 0) draft.cylinders.push(newCylinder());
      samples.setPressure(0, units.pressure(pressure));
      pressures.push(units.pressure(pressure));
    }
    const cns = numberField(fields[13]);
    if (cns !== null) samples.set('cnsPercent', cns);
  }
  if (pressures.length > 0) {
    draft.cylinders[0]!.startPressureBar = pressures[0]!;
    draft.cylinders[0]!.endPressureBar = pressures[pressures.length - 1]!;
  }
}

const sameGas = (a: Gas, b: Gas) => Math.abs(a.o2Percent - b.o2Percent) < 0.05 && Math.abs(a.hePercent - b.hePercent) < 0.05;

/**
 * Seconds per unit of the profile's time column. The standard says minutes; some programs write whole
 * seconds instead. Whole numbers are taken as seconds when that matches the dive's declared length
 * better, or when as minutes the dive would last more than a day.
 */
function timeScale(times: number[], declaredS: number | null): number {
  let last = 0;
  for (const t of times) {
    if (!Number.isInteger(t)) return 60;
    if (t > last) last = t;
  }
  if (last === 0) return 60;
  if (declaredS !== null) return Math.abs(last - declaredS) < Math.abs(last * 60 - declaredS) ? 1 : 60;
  return last * 60 > 24 * 3600 ? 1 : 60;
}
