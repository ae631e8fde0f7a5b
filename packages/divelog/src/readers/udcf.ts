// divelogs.de UDCF (`.udcf`): `<profile udcf="1">` with `<units>` (Metric or Imperial), the `<device>`, and
// dives in `<repgroup>`s. A dive's date and time are in parts; its profile is either depths at a fixed
// interval (`<deltamode/>` then `<delta>` seconds and `<d>` depths) or time and depth pairs
// (`<timedepthmode/>`, `<t>` seconds and `<d>`). Tank pressures are in pascal.
import { AIR, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { hasExtension } from '../detect.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { wallClock } from '../time.ts';
import { fahrenheitToCelsius, feetToMetres, pascalToBar, psiToBar } from '../units.ts';
import { type XmlElement, child, childrenNamed, numberAt, textAt } from '../xml/records.ts';
import { DiveCollector, readXml, rootElementName } from './xml-common.ts';

export const udcfReader: FormatReader = {
  id: 'udcf',
  extensions: ['.udcf'],
  detect(head, fileName) {
    const root = rootElementName(head);
    if (root === 'profile' && /udcf\s*=/.test(new TextDecoder('latin1').decode(head.subarray(0, 2048)))) return 0.95;
    return hasExtension(fileName, ['.udcf']) && root === 'profile' ? 0.6 : 0;
  },
  async read(context: ReaderContext) {
    const collector = new DiveCollector(context);
    let imperial = false;
    let device: { model: string | null; firmware: string | null } = { model: null, firmware: null };
    return readXml(
      context,
      ['profile'],
      'udcf',
      {
        isRecord: (name, path) => (name === 'dive' && path[path.length - 1] === 'repgroup') || ((name === 'units' || name === 'device') && path.length === 1),
        onRecord(element) {
          if (element.name === 'units') imperial = element.text.trim().toLowerCase().startsWith('imperial');
          else if (element.name === 'device') device = { model: [textAt(element, 'vendor'), textAt(element, 'model')].filter(Boolean).join(' ') || null, firmware: textAt(element, 'version') };
          else collector.add(readDive(element, collector.nextIndex(), imperial, device));
        },
      },
      collector,
    );
  },
};

function readDive(element: XmlElement, index: number, imperial: boolean, device: { model: string | null; firmware: string | null }): DraftDive {
  const draft = newDraft(index);
  const depth = (value: number) => (imperial ? feetToMetres(value) : value);
  const date = child(element, 'date');
  const time = child(element, 'time');
  if (date) {
    const parts = [numberAt(date, 'year'), numberAt(date, 'month'), numberAt(date, 'day'), numberAt(time, 'hour') ?? 0, numberAt(time, 'minute') ?? 0, numberAt(time, 'second') ?? 0];
    draft.dateText = parts.join(' ');
    const clock = parts.every((p) => p !== null) ? wallClock(...(parts as [number, number, number, number, number, number])) : null;
    if (clock) draft.time = { startLocal: clock, utcOffsetMinutes: null, offsetSource: 'none', writtenAs: null };
  }
  const place = textAt(element, 'place');
  if (place) draft.site = { name: place, lat: null, lng: null };
  const temperature = numberAt(element, 'temperature');
  const computer = newComputer();
  computer.computer = { ...computer.computer, ...device };
  computer.minWaterTempC = temperature === null ? null : imperial ? fahrenheitToCelsius(temperature) : temperature;
  computer.waterDensity = numberAt(element, 'density');

  const mixTank = new Map<string, number>();
  for (const mix of childrenNamed(child(element, 'gases'), 'mix')) {
    const o2 = numberAt(mix, 'o2');
    const he = numberAt(mix, 'he') ?? 0;
    const cylinder = newCylinder(o2 === null ? AIR : { o2Percent: o2 <= 1 ? o2 * 100 : o2, hePercent: he <= 1 && he > 0 ? he * 100 : he });
    cylinder.description = textAt(mix, 'mixname');
    const tank = child(mix, 'tank');
    cylinder.sizeL = numberAt(tank, 'tankvolume');
    cylinder.startPressureBar = tankPressure(numberAt(tank, 'pstart'), imperial);
    cylinder.endPressureBar = tankPressure(numberAt(tank, 'pend'), imperial);
    if (cylinder.description) mixTank.set(cylinder.description, draft.cylinders.length);
    draft.cylinders.push(cylinder);
  }

  const samples = child(element, 'samples');
  let delta: number | null = null;
  let pendingTime: number | null = null;
  let elapsed = 0;
  let first = true;
  for (const item of samples?.children ?? []) {
    const value = Number(item.text);
    switch (item.name) {
      case 'delta':
        if (Number.isFinite(value) && value > 0) delta = value;
        break;
      case 't':
        if (item.text.trim() !== '' && Number.isFinite(value)) pendingTime = value;
        break;
      case 'd': {
        if (item.text.trim() === '' || !Number.isFinite(value)) break;
        let timeS: number;
        if (pendingTime !== null) timeS = pendingTime;
        else if (delta !== null) timeS = first ? 0 : elapsed + delta;
        else break;
        computer.samples.add(timeS, depth(value));
        elapsed = timeS;
        pendingTime = null;
        first = false;
        break;
      }
      case 'switch': {
        const tank = mixTank.get(item.text.trim());
        if (tank !== undefined) computer.gasSwitches.push({ timeS: first ? 0 : elapsed, cylinderIndex: tank, gas: { ...draft.cylinders[tank]!.gas } });
        break;
      }
    }
  }
  draft.computers.push(computer);
  return draft;
}

/** Pascal by the format; an imperial file with small numbers wrote psi. */
function tankPressure(value: number | null, imperial: boolean): number | null {
  if (!value) return null;
  if (imperial && value < 10_000) return psiToBar(value);
  return pascalToBar(value);
}
