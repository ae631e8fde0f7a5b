// MacDive XML (`.xml`): `<dives>` with `<units>` (Imperial: feet, °F, psi, cubic feet, pounds; Metric: metres,
// °C, bar, litres, kilograms) and one `<dive>` per dive: summary, site, buddies, gases (tanks) and samples.
// Its DOCTYPE names an outside DTD only: it is skipped, never fetched.
import { AIR, type DraftDive, newComputer, newCylinder, newDraft } from '../draft.ts';
import { headText } from '../detect.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { parseDateTime } from '../time.ts';
import { cubicFeetToWaterLitres, fahrenheitToCelsius, feetToMetres, poundsToKg, psiToBar } from '../units.ts';
import { type XmlElement, child, childrenNamed, numberAt, textAt } from '../xml/records.ts';
import { DiveCollector, readXml, rootElementName } from './xml-common.ts';

export const macdiveXmlReader: FormatReader = {
  id: 'macdive-xml',
  extensions: ['.xml'],
  detect(head) {
    if (rootElementName(head) !== 'dives') return 0;
    const text = headText(head);
    return /mac-dive|macdive/i.test(text) || /<units>\s*(imperial|metric)\s*<\/units>/i.test(text) ? 0.9 : 0.3;
  },
  async read(context: ReaderContext) {
    const collector = new DiveCollector(context);
    let imperial = false;
    return readXml(
      context,
      ['dives'],
      'macdive-xml',
      {
        isRecord: (name, path) => path.length === 1 && (name === 'dive' || name === 'units'),
        onRecord(element) {
          if (element.name === 'units') imperial = element.text.trim().toLowerCase() === 'imperial';
          else collector.add(readDive(element, collector.nextIndex(), imperial));
        },
      },
      collector,
    );
  },
};

function readDive(element: XmlElement, index: number, imperial: boolean): DraftDive {
  const draft = newDraft(index);
  const depth = (v: number | null) => (v === null ? null : imperial ? feetToMetres(v) : v);
  const temp = (v: number | null) => (v === null ? null : imperial ? fahrenheitToCelsius(v) : v);
  const pressure = (v: number | null) => (v === null ? null : imperial ? psiToBar(v) : v);
  const dateText = textAt(element, 'date');
  if (dateText) {
    draft.dateText = dateText;
    draft.time = parseDateTime(dateText);
  }
  draft.number = numberAt(element, 'diveNumber');
  draft.rating = numberAt(element, 'rating');
  draft.airTempC = temp(numberAt(element, 'airTemp'));
  draft.notes = textAt(element, 'notes');
  draft.diveGuide = textAt(element, 'diveMaster');
  const visibility = numberAt(element, 'visibility');
  draft.visibilityM = depth(visibility);
  const weight = numberAt(element, 'weight');
  if (weight !== null && weight > 0) draft.weights.push({ kg: imperial ? poundsToKg(weight) : weight, description: null });
  for (const buddy of childrenNamed(child(element, 'buddies'), 'buddy')) if (buddy.text.trim()) draft.buddies.push(buddy.text.trim());
  for (const tag of childrenNamed(child(element, 'tags'), 'tag')) if (tag.text.trim()) draft.tags.push(tag.text.trim());
  const site = child(element, 'site');
  if (site) {
    const name = [textAt(site, 'name'), textAt(site, 'location'), textAt(site, 'country')].filter(Boolean).join(', ') || null;
    draft.site = { name, lat: numberAt(site, 'lat'), lng: numberAt(site, 'lon') };
  }

  const computer = newComputer();
  computer.computer = { ...computer.computer, model: textAt(element, 'computer'), serial: textAt(element, 'serial') };
  computer.durationS = numberAt(element, 'duration');
  computer.maxDepthM = depth(numberAt(element, 'maxDepth'));
  computer.meanDepthM = depth(numberAt(element, 'averageDepth'));
  computer.minWaterTempC = temp(numberAt(element, 'tempLow'));
  const gasModel = (textAt(element, 'gasModel') ?? '').toLowerCase();
  if (gasModel.includes('closed')) computer.mode = 'ccr';

  for (const gas of childrenNamed(child(element, 'gases'), 'gas')) {
    const o2 = numberAt(gas, 'oxygen');
    const cylinder = newCylinder(o2 === null || o2 === 0 ? AIR : { o2Percent: o2, hePercent: numberAt(gas, 'helium') ?? 0 });
    cylinder.description = textAt(gas, 'tankName');
    cylinder.workPressureBar = pressure(numberAt(gas, 'workingPressure'));
    cylinder.startPressureBar = pressure(numberAt(gas, 'pressureStart'));
    cylinder.endPressureBar = pressure(numberAt(gas, 'pressureEnd'));
    const size = numberAt(gas, 'tankSize');
    // Imperial sizes are the gas a tank holds in cubic feet at its working pressure; metric ones are litres.
    cylinder.sizeL = size === null ? null : imperial ? (cylinder.workPressureBar === null ? null : cubicFeetToWaterLitres(size, cylinder.workPressureBar)) : size;
    if ((textAt(gas, 'supplyType') ?? '').toLowerCase().includes('closed')) cylinder.use = 'diluent';
    draft.cylinders.push(cylinder);
  }

  for (const sample of childrenNamed(child(element, 'samples'), 'sample')) {
    const time = numberAt(sample, 'time');
    const d = depth(numberAt(sample, 'depth'));
    if (time === null || d === null) continue;
    computer.samples.add(time, d);
    const t = temp(numberAt(sample, 'temperature'));
    if (t !== null) computer.samples.set('temperatureC', t);
    const p = pressure(numberAt(sample, 'pressure'));
    if (p !== null && p > 0) computer.samples.setPressure(0, p);
    const ppo2 = numberAt(sample, 'ppo2');
    if (ppo2 !== null) computer.samples.set('ppO2Bar', ppo2);
    const ndt = numberAt(sample, 'ndt');
    if (ndt !== null) computer.samples.set('ndlS', ndt * 60);
  }
  draft.computers.push(computer);
  return draft;
}
