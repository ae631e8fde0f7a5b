// Suunto SML (`.sml`, from Suunto DM5): one dive per file, `<sml><DeviceLog>` with a `<Header>` (start,
// duration, depths, gases), the `<Device>` and `<Samples>`. SI units: metres, seconds, kelvin, pascal.
// Samples that carry only events (no depth) are events, not profile points.
import { newComputer, newDraft } from '../draft.ts';
import { hasExtension } from '../detect.ts';
import type { FormatReader, ReaderContext } from '../reader.ts';
import { parseDateTime } from '../time.ts';
import { kelvinToCelsius, pascalToBar } from '../units.ts';
import { type XmlElement, child, childrenNamed, numberAt, textAt } from '../xml/records.ts';
import { eventKind } from './subsurface-xml.ts';
import { suuntoCylinder, suuntoMode } from './suunto-common.ts';
import { DiveCollector, readXml, rootElementName } from './xml-common.ts';

export const suuntoSmlReader: FormatReader = {
  id: 'suunto-sml',
  extensions: ['.sml'],
  detect(head, fileName) {
    const root = rootElementName(head);
    if (root === 'sml') return 0.95;
    return hasExtension(fileName, ['.sml']) && root === null ? 0.1 : 0;
  },
  async read(context: ReaderContext) {
    const collector = new DiveCollector(context);
    let header: XmlElement | undefined;
    let device: XmlElement | undefined;
    let draft = newDraft(0);
    let computer = newComputer();
    const finishLog = () => {
      readHeader(header, device, draft, computer);
      draft.computers.push(computer);
      collector.add(draft);
    };
    return readXml(
      context,
      ['sml'],
      'suunto-sml',
      {
        isRecord: (name, path) => {
          const parent = path[path.length - 1];
          if (parent === 'DeviceLog') return name === 'Header' || name === 'Device';
          return parent === 'Samples' && name === 'Sample';
        },
        onOpen(name) {
          if (name === 'DeviceLog') {
            draft = newDraft(collector.nextIndex());
            computer = newComputer();
            header = device = undefined;
          }
        },
        onRecord(element) {
          if (element.name === 'Header') header = element;
          else if (element.name === 'Device') device = element;
          else readSample(element, computer);
        },
        onClose(name) {
          if (name === 'DeviceLog') finishLog();
        },
      },
      collector,
    );
  },
};

function readHeader(header: XmlElement | undefined, device: XmlElement | undefined, draft: ReturnType<typeof newDraft>, computer: ReturnType<typeof newComputer>): void {
  const dateText = textAt(header, 'DateTime');
  if (dateText) {
    draft.dateText = dateText;
    draft.time = parseDateTime(dateText);
  }
  computer.durationS = numberAt(header, 'Duration');
  computer.maxDepthM = numberAt(header, 'Depth', 'Max');
  computer.meanDepthM = numberAt(header, 'Depth', 'Avg');
  const minTemp = numberAt(header, 'Temperature', 'Min');
  if (minTemp !== null) computer.minWaterTempC = kelvinToCelsius(minTemp);
  const diving = child(header, 'Diving');
  const surface = numberAt(diving, 'SurfacePressure');
  computer.surfacePressureBar = surface === null ? null : pascalToBar(surface);
  computer.mode = suuntoMode(textAt(diving, 'DiveMode'));
  for (const gas of childrenNamed(child(diving, 'Gases'), 'Gas')) {
    const value = (name: string) => numberAt(gas, name);
    draft.cylinders.push(
      suuntoCylinder({ oxygen: value('Oxygen'), helium: value('Helium'), tankSize: value('TankSize'), fillPa: value('TankFillPressure'), startPa: value('StartPressure'), endPa: value('EndPressure') }),
    );
  }
  computer.computer = {
    model: textAt(device, 'Name'),
    serial: textAt(device, 'SerialNumber'),
    firmware: textAt(device, 'Info', 'SW'),
    deviceId: null,
    diveNumber: null,
  };
}

function readSample(sample: XmlElement, computer: ReturnType<typeof newComputer>): void {
  const time = numberAt(sample, 'Time');
  if (time === null) return;
  for (const events of childrenNamed(sample, 'Events')) {
    for (const event of events.children) {
      if (event.name !== 'Notify' && event.name !== 'Warning' && event.name !== 'Alarm') continue;
      const name = textAt(event, 'Type');
      if (name && textAt(event, 'Active') !== 'false') computer.events.push({ timeS: time, kind: event.name === 'Notify' ? eventKind(name) : eventKind(`${name} warning`), name, value: null });
    }
  }
  const depth = numberAt(sample, 'Depth');
  if (depth === null) return;
  const samples = computer.samples;
  samples.add(time, depth);
  const temp = numberAt(sample, 'Temperature');
  if (temp !== null) samples.set('temperatureC', kelvinToCelsius(temp));
  const pressure = numberAt(sample, 'TankPressure');
  if (pressure !== null) samples.setPressure(0, pascalToBar(pressure));
}
