// Subsurface XML (`.ssrf`, `.xml`): `<divelog>` with `<divesites>` (sites with `gps='lat lng'`) and `<dives>`
// (dives, alone or inside `<trip>`s). A dive has cylinders and weights and one `<divecomputer>` per computer,
// each with its depths, temperatures, events and samples. Values carry their unit in the text. Subsurface
// writes a sample's temperature, NDL, CNS and pO2 only when they change: a gap means "as before".
import { AIR, type DraftComputer, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import type { Cylinder, DiveEvent, DiveMode, EventKind, Gas, Site } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { hasExtension, headText } from '../detect.ts';
import { parseDateTime, parseDuration } from '../time.ts';
import type { XmlElement } from '../xml/records.ts';
import { depthText, numberText, percentText, pressureText, temperatureText, volumeText, weightText } from './units-in-text.ts';
import { DiveCollector, readXml, rootElementName } from './xml-common.ts';

interface Device {
  serial: string | null;
  firmware: string | null;
}

const MODES: Record<string, DiveMode> = { oc: 'open-circuit', ccr: 'ccr', pscr: 'scr', scr: 'scr', freedive: 'freedive', gauge: 'gauge' };

export const subsurfaceXmlReader: FormatReader = {
  id: 'subsurface-xml',
  extensions: ['.ssrf', '.xml'],
  detect(head, fileName) {
    const root = rootElementName(head);
    if (root === 'divelog') return 0.9;
    // Dives without the divelog wrapper, as older versions wrote them (MacDive's root is also <dives>).
    if (root === 'dives' && /<dive\s[^>]*(?:date|duration)=/.test(headText(head))) return 0.5;
    return hasExtension(fileName, ['.ssrf']) && root === null ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const collector = new DiveCollector(context);
    const sites = new Map<string, Site>();
    const devices = new Map<string, Device>();
    return readXml(
      context,
      ['divelog', 'dives'],
      'subsurface-xml',
      {
        isRecord: (name, path) =>
          (name === 'site' && path[path.length - 1] === 'divesites') || name === 'dive' || (name === 'divecomputerid' && path[path.length - 1] === 'settings'),
        onRecord(element, ancestors) {
          if (element.name === 'site') {
            const uuid = (element.attrs.uuid ?? '').trim().toLowerCase();
            sites.set(uuid, { name: element.attrs.name ?? null, ...gps(element.attrs.gps) });
          } else if (element.name === 'divecomputerid') {
            const id = (element.attrs.deviceid ?? '').trim().toLowerCase();
            if (id) devices.set(id, { serial: element.attrs.serial ?? null, firmware: element.attrs.firmware ?? null });
          } else {
            const trip = ancestors.findLast((a) => a.name === 'trip');
            collector.add(readDive(element, collector.nextIndex(), sites, devices, trip?.attrs.location ?? null));
          }
        },
      },
      collector,
    );
  },
};

function gps(text: string | undefined): { lat: number | null; lng: number | null } {
  const parts = (text ?? '').trim().split(/[\s,]+/);
  if (parts.length !== 2) return { lat: null, lng: null };
  const lat = Number(parts[0]);
  const lng = Number(parts[1]);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : { lat: null, lng: null };
}

function list(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function textOf(element: XmlElement | undefined): string | null {
  const text = element?.text.trim();
  return text ? text : null;
}

function readDive(element: XmlElement, index: number, sites: Map<string, Site>, devices: Map<string, Device>, trip: string | null): DraftDive {
  const draft = newDraft(index);
  const a = element.attrs;
  draft.trip = trip;
  const date = a.date?.trim();
  if (date) {
    const text = `${date}T${(a.time ?? '00:00:00').trim()}`;
    draft.time = parseDateTime(text);
    draft.dateText = text;
  }
  draft.number = a.number !== undefined ? numberText(a.number) : null;
  draft.rating = a.rating !== undefined ? numberText(a.rating) : null;
  draft.visibilityRating = a.visibility !== undefined ? numberText(a.visibility) : null;
  draft.tags = list(a.tags);
  draft.durationS = a.duration !== undefined ? parseDuration(a.duration) : null;
  const siteId = a.divesiteid?.trim().toLowerCase();
  if (siteId) draft.site = sites.get(siteId) ?? null;

  let airFromDive: number | null = null;
  let waterFromDive: number | null = null;
  for (const c of element.children) {
    switch (c.name) {
      case 'divemaster':
        draft.diveGuide = textOf(c);
        break;
      case 'buddy':
        draft.buddies.push(...list(c.text));
        break;
      case 'notes':
        draft.notes = textOf(c);
        break;
      case 'suit':
        draft.suit = textOf(c);
        break;
      case 'cylinder':
        draft.cylinders.push(readCylinder(c));
        break;
      case 'weightsystem': {
        const kg = weightText(c.attrs.weight);
        if (kg !== null) draft.weights.push({ kg, description: c.attrs.description ?? null });
        break;
      }
      case 'divetemperature':
        airFromDive = temperatureText(c.attrs.air);
        waterFromDive = temperatureText(c.attrs.water);
        break;
      case 'location': // files before divesites: the site inside the dive
        draft.site = { name: textOf(c), ...gps(c.attrs.gps) };
        break;
      case 'divecomputer':
        draft.computers.push(readComputer(c, draft, devices));
        break;
    }
  }
  if (!draft.site && a.gps) draft.site = { name: null, ...gps(a.gps) };
  const first = draft.computers[0];
  const firstAir = first ? (airTemps.get(first) ?? null) : null;
  draft.airTempC = airFromDive ?? firstAir;
  draft.minWaterTempC = waterFromDive;
  if (draft.computers.length === 0 && draft.durationS !== null) draft.computers.push(newComputer());
  // Surface pressure and water density the diver set on the dive hold for computers that recorded none.
  const airPressure = pressureText(a.airpressure);
  const salinity = numberText(a.watersalinity);
  for (const computer of draft.computers) {
    computer.surfacePressureBar ??= airPressure;
    computer.waterDensity ??= salinity;
  }
  // The dive's duration is its first computer's; another computer writes its own only when it differs.
  for (const computer of draft.computers) computer.durationS ??= draft.durationS;
  draft.durationS = null;
  return draft;
}

// Air temperature a computer declared, read back by readDive (the model keeps one per dive).
const airTemps = new WeakMap<DraftComputer, number | null>();

function readCylinder(c: XmlElement): Cylinder {
  const cylinder = newCylinder();
  cylinder.description = c.attrs.description ?? null;
  cylinder.workPressureBar = pressureText(c.attrs.workpressure);
  cylinder.sizeL = volumeText(c.attrs.size, cylinder.workPressureBar);
  cylinder.startPressureBar = pressureText(c.attrs.start);
  cylinder.endPressureBar = pressureText(c.attrs.end);
  const o2 = percentText(c.attrs.o2);
  const he = percentText(c.attrs.he);
  // No o2 means air (Subsurface writes the mix only when it is not air).
  cylinder.gas = o2 === null ? { ...AIR, hePercent: he ?? 0 } : { o2Percent: o2, hePercent: he ?? 0 };
  const use = c.attrs.use?.trim().toLowerCase();
  cylinder.use = use === 'diluent' ? 'diluent' : use === 'oxygen' ? 'oxygen' : 'open-circuit';
  return cylinder;
}

function readComputer(element: XmlElement, draft: DraftDive, devices: Map<string, Device>): DraftComputer {
  const computer = newComputer();
  const a = element.attrs;
  const deviceId = a.deviceid?.trim().toLowerCase() ?? null;
  const device = deviceId ? devices.get(deviceId) : undefined;
  computer.computer = {
    model: a.model ?? null,
    serial: device?.serial ?? null,
    firmware: device?.firmware ?? null,
    deviceId: deviceId || null,
    diveNumber: a.diveid ?? null,
  };
  if (a.date) computer.startLocal = parseDateTime(`${a.date.trim()}T${(a.time ?? '00:00:00').trim()}`)?.startLocal ?? null;
  if (a.duration) computer.durationS = parseDuration(a.duration);
  if (a.dctype) computer.mode = MODES[a.dctype.trim().toLowerCase()] ?? null;

  const samples = computer.samples;
  let sensor = 0;
  for (const c of element.children) {
    const attrs = c.attrs;
    switch (c.name) {
      case 'sample':
        sensor = readSample(attrs, samples, draft, sensor);
        break;
      case 'depth':
        computer.maxDepthM = depthText(attrs.max);
        computer.meanDepthM = depthText(attrs.mean);
        break;
      case 'temperature':
        airTemps.set(computer, temperatureText(attrs.air));
        computer.minWaterTempC = temperatureText(attrs.water);
        break;
      case 'surface':
        computer.surfacePressureBar = pressureText(attrs.pressure);
        break;
      case 'water':
        computer.waterDensity = numberText(attrs.salinity);
        break;
      case 'extradata': {
        const key = attrs.key?.trim().toLowerCase();
        if (key === 'serial' && !computer.computer.serial) computer.computer.serial = attrs.value ?? null;
        if ((key === 'fw version' || key === 'firmware') && !computer.computer.firmware) computer.computer.firmware = attrs.value ?? null;
        break;
      }
      case 'event':
        readEvent(c, computer, draft);
        break;
    }
  }
  return computer;
}

/** One sample's attributes, in one pass (the hot path of a large logbook). Returns the pressure sensor in use. */
function readSample(attrs: Record<string, string>, samples: DraftComputer['samples'], draft: DraftDive, sensorBefore: number): number {
  const time = parseDuration(attrs.time ?? '');
  if (time === null) return sensorBefore;
  samples.add(time, depthText(attrs.depth) ?? NaN);
  let sensor = sensorBefore;
  let pressure: number | null = null;
  for (const key in attrs) {
    const value = attrs[key];
    switch (key) {
      case 'time':
      case 'depth':
        break;
      case 'temp':
        setIf(samples, 'temperatureC', temperatureText(value));
        break;
      case 'pressure':
        pressure = pressureText(value);
        break;
      case 'sensor':
        // Written after the pressure it names, and only when it changes: it holds for the samples after.
        sensor = Math.max(0, Math.trunc(numberText(value) ?? 0));
        break;
      case 'o2pressure': {
        const oxygen = draft.cylinders.findIndex((cyl) => cyl.use === 'oxygen');
        const bar = pressureText(value);
        if (oxygen >= 0 && bar !== null) samples.setPressure(oxygen, bar);
        break;
      }
      case 'ndl':
        setIf(samples, 'ndlS', parseDuration(value ?? ''));
        break;
      case 'cns':
        setIf(samples, 'cnsPercent', numberText(value));
        break;
      case 'po2':
        setIf(samples, 'ppO2Bar', pressureText(value));
        break;
      case 'heartbeat':
        setIf(samples, 'heartRateBpm', numberText(value));
        break;
      default:
        // pressure0 .. pressure7: the pressure of that cylinder.
        if (key.length === 9 && key.startsWith('pressure')) {
          const index = key.charCodeAt(8) - 48;
          const bar = pressureText(value);
          if (index >= 0 && index < 8 && bar !== null) samples.setPressure(index, bar);
        }
    }
  }
  if (pressure !== null && sensor < draft.cylinders.length + 8) samples.setPressure(sensor, pressure);
  return sensor;
}

function setIf(samples: DraftComputer['samples'], channel: 'temperatureC' | 'ndlS' | 'cnsPercent' | 'ppO2Bar' | 'heartRateBpm', value: number | null): void {
  if (value !== null) samples.set(channel, value);
}

function readEvent(element: XmlElement, computer: DraftComputer, draft: DraftDive): void {
  const a = element.attrs;
  const timeS = parseDuration(a.time ?? '');
  if (timeS === null) return;
  const name = (a.name ?? '').trim();
  const value = a.value !== undefined ? numberText(a.value) : null;
  if (name === 'gaschange') {
    const cylinderIndex = a.cylinder !== undefined ? numberText(a.cylinder) : null;
    const cylinder = cylinderIndex !== null ? draft.cylinders[cylinderIndex] : undefined;
    const o2 = percentText(a.o2);
    let gas: Gas;
    if (o2 !== null) gas = { o2Percent: o2, hePercent: percentText(a.he) ?? 0 };
    else if (cylinder) gas = { ...cylinder.gas };
    else if (value !== null && value > 0) {
      // The value packs the mix: O2 percent in the low 16 bits, helium percent in the high ones.
      gas = { o2Percent: value & 0xffff, hePercent: Math.floor(value / 65536) };
    } else gas = { ...AIR };
    computer.gasSwitches.push({ timeS, cylinderIndex: cylinder ? cylinderIndex : null, gas });
    return;
  }
  const event: DiveEvent = { timeS, kind: eventKind(name), name, value };
  if (name === 'modechange' && a.divemode) event.value = null;
  computer.events.push(event);
}

export function eventKind(name: string): EventKind {
  const n = name.toLowerCase();
  if (n === 'bookmark' || n === 'marker') return 'bookmark';
  if (n === 'heading') return 'heading';
  if (n.includes('ascent')) return 'ascent-rate';
  if (n.includes('violation') || n === 'ceiling') return 'deco-violation';
  if (n.includes('safety stop')) return 'safety-stop';
  if (n.includes('deco')) return 'deco-stop';
  if (n.includes('po2')) return 'ppo2';
  if (n.includes('tank') || n.includes('gas') || n.includes('rgt')) return 'gas';
  if (n.includes('battery')) return 'battery';
  if (n === 'sp change' || n.includes('setpoint')) return 'setpoint';
  if (n === 'modechange') return 'dive-mode';
  if (n.includes('alarm') || n.includes('warning')) return 'alarm';
  return 'other';
}
