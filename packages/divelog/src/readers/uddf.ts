// UDDF 3.x (`.uddf`): SI units throughout (metres, kelvin, pascal, seconds, cubic metres), with or without the
// namespace. Definitions come first (the diver's equipment and buddies, sites, gas mixes) and dives link to
// them by id; each dive has tanks (`tankdata`, linked to a mix), waypoints with depth, time, temperature,
// tank pressures and gas switches (`switchmix`), and its summary after the dive.
import { AIR, type DraftComputer, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { hasExtension } from '../detect.ts';
import type { Cylinder, DiveMode, Gas, Site } from '../model.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { parseDateTime } from '../time.ts';
import { kelvinToCelsius, pascalToBar } from '../units.ts';
import { type XmlElement, child, childrenNamed, deepText, numberAt, textAt } from '../xml/records.ts';
import { eventKind } from './subsurface-xml.ts';
import { DiveCollector, readXml, rootElementName } from './xml-common.ts';

interface Definitions {
  generator: string;
  mixes: Map<string, { name: string | null; gas: Gas }>;
  sites: Map<string, Site>;
  buddies: Map<string, string>;
  computers: Map<string, { model: string | null; serial: string | null; firmware: string | null }>;
}

const MODES: Record<string, DiveMode> = {
  opencircuit: 'open-circuit',
  closedcircuit: 'ccr',
  semiclosedcircuit: 'scr',
  apnoe: 'freedive',
  apnea: 'freedive',
};

export const uddfReader: FormatReader = {
  id: 'uddf',
  extensions: ['.uddf', '.xml'],
  detect(head, fileName) {
    const root = rootElementName(head);
    if (root === 'uddf') return 0.95;
    return hasExtension(fileName, ['.uddf']) && root === null ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const collector = new DiveCollector(context);
    const defs: Definitions = { generator: '', mixes: new Map(), sites: new Map(), buddies: new Map(), computers: new Map() };
    return readXml(
      context,
      ['uddf'],
      'uddf',
      {
        isRecord: (name, path) => {
          const parent = path[path.length - 1];
          if (path.length === 1) return name === 'generator' || name === 'diver' || name === 'divesite' || name === 'gasdefinitions';
          return name === 'dive' && parent === 'repetitiongroup';
        },
        onRecord(element) {
          switch (element.name) {
            case 'generator':
              defs.generator = `${textAt(element, 'name') ?? ''} ${textAt(element, 'manufacturer', 'name') ?? ''} ${child(element, 'manufacturer')?.attrs.id ?? ''}`.toLowerCase();
              break;
            case 'diver':
              readDiver(element, defs);
              break;
            case 'divesite':
              for (const site of childrenNamed(element, 'site')) defs.sites.set(site.attrs.id ?? '', readSite(site));
              break;
            case 'gasdefinitions':
              for (const mix of childrenNamed(element, 'mix')) {
                const o2 = numberAt(mix, 'o2');
                const he = numberAt(mix, 'he') ?? 0;
                defs.mixes.set(mix.attrs.id ?? '', { name: textAt(mix, 'name'), gas: o2 === null ? { ...AIR } : { o2Percent: fraction(o2), hePercent: fraction(he) } });
              }
              break;
            case 'dive':
              collector.add(readDive(element, collector.nextIndex(), defs, context));
              break;
          }
        },
      },
      collector,
    );
  },
};

/** UDDF writes fractions (0.32); a few writers put percentages (32). */
function fraction(value: number): number {
  return value > 1 ? value : Math.round(value * 100 * 1000) / 1000;
}

function personName(person: XmlElement): string | null {
  const personal = child(person, 'personal');
  const parts = [textAt(personal, 'firstname'), textAt(personal, 'middlename'), textAt(personal, 'lastname')].filter(Boolean);
  return parts.length ? parts.join(' ') : textAt(personal, 'nickname');
}

function readDiver(element: XmlElement, defs: Definitions): void {
  for (const buddy of childrenNamed(element, 'buddy')) {
    const name = personName(buddy);
    if (name) defs.buddies.set(buddy.attrs.id ?? '', name);
  }
  const equipment = child(child(element, 'owner'), 'equipment');
  for (const computer of childrenNamed(equipment, 'divecomputer')) {
    defs.computers.set(computer.attrs.id ?? '', {
      model: textAt(computer, 'model') ?? textAt(computer, 'name') ?? computer.attrs.id ?? null,
      serial: textAt(computer, 'serialnumber'),
      firmware: textAt(computer, 'softwareversion') ?? textAt(computer, 'softwareupdate', 'softwareversion'),
    });
  }
}

function readSite(site: XmlElement): Site {
  const geography = child(site, 'geography');
  let name = textAt(site, 'name');
  // Some apps name a site by its id when the diver gave it no name.
  if (name !== null && name === site.attrs.id) name = null;
  return { name, lat: numberAt(geography, 'latitude'), lng: numberAt(geography, 'longitude') };
}

function readDive(element: XmlElement, index: number, defs: Definitions, context: ReaderContext): DraftDive {
  const draft = newDraft(index);
  const at = { dive: index };
  const before = child(element, 'informationbeforedive');
  const after = child(element, 'informationafterdive');
  const dateText = textAt(before, 'datetime');
  if (dateText) {
    draft.dateText = dateText;
    draft.time = parseDateTime(dateText, { zMeansUnknown: defs.generator.includes('shearwater') });
  }
  draft.number = numberAt(before, 'divenumber');
  const air = numberAt(before, 'airtemperature');
  draft.airTempC = air === null ? null : kelvinToCelsius(air);

  const computer = newComputer();
  let linkedComputer = false;
  for (const link of [...childrenNamed(before, 'link'), ...childrenNamed(child(before, 'equipmentused'), 'link')]) {
    const ref = link.attrs.ref ?? '';
    const site = defs.sites.get(ref);
    const buddy = defs.buddies.get(ref);
    const device = defs.computers.get(ref);
    if (site) draft.site = site;
    else if (buddy) draft.buddies.push(buddy);
    else if (device) {
      computer.computer = { ...computer.computer, ...device };
      linkedComputer = true;
    }
  }
  if (!linkedComputer && defs.computers.size === 1) computer.computer = { ...computer.computer, ...defs.computers.values().next().value! };
  const surface = numberAt(before, 'surfacepressure');
  computer.surfacePressureBar = surface === null ? null : pascalToBar(surface);
  const lead = numberAt(before, 'equipmentused', 'leadquantity') ?? numberAt(after, 'equipmentused', 'leadquantity');
  if (lead !== null && lead > 0) draft.weights.push({ kg: lead, description: null });

  // Tanks: each links to a mix; waypoints name a tank by its id in `tankpressure ref`.
  const tankIds = new Map<string, number>();
  const mixTank = new Map<string, number>();
  const tanks = childrenNamed(element, 'tankdata');
  for (const tank of tanks) {
    const cylinder = readTank(tank, defs, context, index);
    if (!cylinder) continue;
    const position = draft.cylinders.length;
    draft.cylinders.push(cylinder.cylinder);
    if (tank.attrs.id) tankIds.set(tank.attrs.id, position);
    for (const link of childrenNamed(tank, 'link')) tankIds.set(link.attrs.ref ?? '', position);
    if (cylinder.mixRef && !mixTank.has(cylinder.mixRef)) mixTank.set(cylinder.mixRef, position);
  }

  readSamples(child(element, 'samples'), computer, draft, defs, tankIds, mixTank, context, at);

  computer.durationS = numberAt(after, 'diveduration');
  computer.maxDepthM = numberAt(after, 'greatestdepth');
  computer.meanDepthM = numberAt(after, 'averagedepth');
  const lowest = numberAt(after, 'lowesttemperature');
  computer.minWaterTempC = lowest === null ? null : kelvinToCelsius(lowest);
  const visibility = numberAt(after, 'visibility');
  draft.visibilityM = visibility;
  const rating = numberAt(after, 'rating', 'ratingvalue');
  // UDDF rates from 1 to 10; the model in stars from 0 to 5.
  draft.rating = rating === null ? null : rating / 2;
  const notes = child(after, 'notes');
  if (notes) {
    const paras = childrenNamed(notes, 'para').map((p) => deepText(p).trim());
    const text = (paras.length ? paras.join('\n') : notes.text).trim();
    draft.notes = text || null;
  }
  draft.computers.push(computer);
  return draft;
}

function readTank(tank: XmlElement, defs: Definitions, context: ReaderContext, dive: number): { cylinder: Cylinder; mixRef: string | null } | null {
  let mixRef: string | null = null;
  for (const link of childrenNamed(tank, 'link')) {
    const ref = link.attrs.ref ?? '';
    if (defs.mixes.has(ref)) mixRef = ref;
  }
  const volume = numberAt(tank, 'tankvolume');
  const begin = numberAt(tank, 'tankpressurebegin');
  const end = numberAt(tank, 'tankpressureend');
  // Writers list unused tank slots with zero pressures and nothing else: not cylinders.
  if (!mixRef && !volume && !begin && !end) return null;
  if (!mixRef && childrenNamed(tank, 'link').length > 0) context.issues.warn('reference-unknown', { ref: childrenNamed(tank, 'link')[0]!.attrs.ref ?? '' }, { dive });
  const mix = mixRef ? defs.mixes.get(mixRef)! : null;
  const cylinder = newCylinder(mix?.gas ?? AIR);
  cylinder.description = mix?.name ?? null;
  // A volume under one is in cubic metres (the standard); a larger one was written in litres.
  cylinder.sizeL = volume ? (volume < 1 ? volume * 1000 : volume) : null;
  cylinder.startPressureBar = begin ? pascalToBar(begin) : null;
  cylinder.endPressureBar = end ? pascalToBar(end) : null;
  return { cylinder, mixRef };
}

function readSamples(
  samples: XmlElement | undefined,
  computer: DraftComputer,
  draft: DraftDive,
  defs: Definitions,
  tankIds: Map<string, number>,
  mixTank: Map<string, number>,
  context: ReaderContext,
  at: { dive: number },
): void {
  if (!samples) return;
  const builder = computer.samples;
  let lastTime = 0;
  let firstMode: DiveMode | null = null;
  const switchTo = (ref: string, timeS: number) => {
    const mix = defs.mixes.get(ref);
    if (!mix) {
      context.issues.warn('reference-unknown', { ref: ref.slice(0, 100) }, at);
      return;
    }
    let cylinderIndex = mixTank.get(ref) ?? null;
    // A tank that names no mix takes the first gas switched to (Shearwater writes them so).
    if (cylinderIndex === null) {
      const bare = draft.cylinders.findIndex((c, i) => ![...mixTank.values()].includes(i) && c.description === null);
      if (bare >= 0) {
        draft.cylinders[bare]!.gas = { ...mix.gas };
        draft.cylinders[bare]!.description = mix.name;
        mixTank.set(ref, bare);
        cylinderIndex = bare;
      }
    }
    const last = computer.gasSwitches[computer.gasSwitches.length - 1];
    if (last && last.cylinderIndex === cylinderIndex && last.gas.o2Percent === mix.gas.o2Percent && last.gas.hePercent === mix.gas.hePercent) return;
    computer.gasSwitches.push({ timeS, cylinderIndex, gas: { ...mix.gas } });
  };
  const unknownTanks = new Map<string, number>();
  for (const item of samples.children) {
    // Switches and mode changes outside waypoints happen at the last waypoint's time.
    if (item.name === 'switchmix') {
      switchTo(item.attrs.ref ?? '', lastTime);
      continue;
    }
    if (item.name === 'divemode') {
      firstMode ??= MODES[(item.attrs.type ?? '').toLowerCase()] ?? null;
      continue;
    }
    if (item.name !== 'waypoint') continue;
    const time = numberAt(item, 'divetime');
    const depth = numberAt(item, 'depth');
    if (time === null) continue;
    lastTime = time;
    builder.add(time, depth ?? NaN);
    const measured: number[] = [];
    for (const c of item.children) {
      switch (c.name) {
        case 'temperature': {
          const kelvin = Number(c.text);
          if (c.text.trim() !== '' && Number.isFinite(kelvin)) builder.set('temperatureC', kelvinToCelsius(kelvin));
          break;
        }
        case 'tankpressure': {
          const pa = Number(c.text);
          if (c.text.trim() === '' || !Number.isFinite(pa)) break;
          const ref = c.attrs.ref;
          let tank = ref === undefined ? 0 : tankIds.get(ref);
          if (tank === undefined) {
            // A ref to no tank of this dive (Shearwater's "T1"): one slot per such name, in order.
            tank = unknownTanks.get(ref!) ?? unknownTanks.size;
            unknownTanks.set(ref!, tank);
          }
          builder.setPressure(tank, pascalToBar(pa));
          break;
        }
        case 'switchmix':
          switchTo(c.attrs.ref ?? '', time);
          break;
        case 'divemode':
          firstMode ??= MODES[(c.attrs.type ?? '').toLowerCase()] ?? null;
          break;
        case 'calculatedpo2':
        case 'measuredpo2':
        case 'ppo2': {
          const value = Number(c.text);
          // The standard says pascal; some writers put bar.
          if (c.text.trim() !== '' && Number.isFinite(value)) measured.push(value > 10 ? pascalToBar(value) : value);
          break;
        }
        case 'nodecotime': {
          const value = Number(c.text);
          if (c.text.trim() !== '' && Number.isFinite(value)) builder.set('ndlS', value);
          break;
        }
        case 'cns': {
          const value = Number(c.text);
          // A fraction by the standard (0.35 for 35 %).
          if (c.text.trim() !== '' && Number.isFinite(value)) builder.set('cnsPercent', value <= 1 ? value * 100 : value);
          break;
        }
        case 'heartrate': {
          const value = Number(c.text);
          if (c.text.trim() !== '' && Number.isFinite(value)) builder.set('heartRateBpm', value);
          break;
        }
        case 'alarm': {
          const name = c.text.trim();
          if (name) computer.events.push({ timeS: time, kind: eventKind(name), name, value: null });
          break;
        }
      }
    }
    if (measured.length) builder.set('ppO2Bar', measured.reduce((s, v) => s + v, 0) / measured.length);
  }
  computer.mode = firstMode;
  if (unknownTanks.size > 0 && draft.cylinders.length === 0) {
    for (let i = 0; i < unknownTanks.size; i++) draft.cylinders.push(newCylinder());
  }
}
