// Writes UDDF 3.2: SI units (metres, kelvin, pascal, seconds, cubic metres), the start with its UTC offset
// when known, buddies, sites, one gas mix per cylinder, the first computer's profile (UDDF has one profile per
// dive) with tank pressures and gas switches at their waypoints.
import type { Dive } from '../model.ts';
import { formatOffset } from '../time.ts';
import { barToPascal, celsiusToKelvin } from '../units.ts';
import type { FormatWriter } from '../writer.ts';
import { escapeXml, num } from './xml-text.ts';

const MODE: Record<string, string> = { 'open-circuit': 'opencircuit', ccr: 'closedcircuit', scr: 'semiclosedcircuit', freedive: 'apnoe', gauge: 'opencircuit' };

export const uddfWriter: FormatWriter = {
  id: 'uddf',
  extension: '.uddf',
  mediaType: 'application/xml',
  write(dives) {
    const out: string[] = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<uddf xmlns="http://www.streit.cc/uddf/3.2/" version="3.2.0">',
      '  <generator>',
      '    <name>DiveAtlas</name>',
      '    <type>logbook</type>',
      '    <version>0.1.0</version>',
      '  </generator>',
    ];
    const buddies = new Map<string, string>();
    const computers = new Map<string, { id: string; model: string | null; serial: string | null; firmware: string | null }>();
    const sites = new Map<string, string>();
    for (const dive of dives) {
      for (const buddy of dive.buddies) if (!buddies.has(buddy)) buddies.set(buddy, `buddy${buddies.size + 1}`);
      const c = dive.computers[0]?.computer;
      if (c && (c.model !== null || c.serial !== null)) {
        const key = JSON.stringify([c.model, c.serial, c.firmware]);
        if (!computers.has(key)) computers.set(key, { id: `dc${computers.size + 1}`, model: c.model, serial: c.serial, firmware: c.firmware });
      }
      if (dive.site) {
        const key = JSON.stringify(dive.site);
        if (!sites.has(key)) sites.set(key, `site${sites.size + 1}`);
      }
    }

    out.push('  <diver>', '    <owner id="owner">', '      <personal/>', '      <equipment>');
    for (const c of computers.values()) {
      out.push(`        <divecomputer id="${c.id}">`);
      if (c.model !== null) out.push(`          <name>${escapeXml(c.model)}</name>`, `          <model>${escapeXml(c.model)}</model>`);
      if (c.serial !== null) out.push(`          <serialnumber>${escapeXml(c.serial)}</serialnumber>`);
      if (c.firmware !== null) out.push(`          <softwareversion>${escapeXml(c.firmware)}</softwareversion>`);
      out.push('        </divecomputer>');
    }
    out.push('      </equipment>', '    </owner>');
    for (const [name, id] of buddies) out.push(`    <buddy id="${id}">`, `      <personal><firstname>${escapeXml(name)}</firstname></personal>`, '    </buddy>');
    out.push('  </diver>');

    out.push('  <divesite>');
    for (const [key, id] of sites) {
      const site = JSON.parse(key) as NonNullable<Dive['site']>;
      out.push(`    <site id="${id}">`, `      <name>${escapeXml(site.name ?? '')}</name>`, '      <geography>');
      if (site.lat !== null && site.lng !== null) out.push(`        <latitude>${num(site.lat, 7)}</latitude>`, `        <longitude>${num(site.lng, 7)}</longitude>`);
      out.push('      </geography>', '    </site>');
    }
    out.push('  </divesite>');

    out.push('  <gasdefinitions>');
    dives.forEach((dive, d) => {
      const mixes = new Set<string>();
      dive.cylinders.forEach((c, k) => {
        mixes.add(`${c.gas.o2Percent}/${c.gas.hePercent}`);
        out.push(`    <mix id="mix${d + 1}-${k + 1}">`, `      <name>${escapeXml(c.description ?? '')}</name>`, `      <o2>${num(c.gas.o2Percent / 100, 5)}</o2>`, `      <he>${num(c.gas.hePercent / 100, 5)}</he>`, '    </mix>');
      });
      // Gas switches to a gas no cylinder holds get a mix of their own.
      dive.computers[0]?.gasSwitches.forEach((s, k) => {
        if (s.cylinderIndex !== null || mixes.has(`${s.gas.o2Percent}/${s.gas.hePercent}`)) return;
        mixes.add(`${s.gas.o2Percent}/${s.gas.hePercent}`);
        out.push(`    <mix id="mix${d + 1}-s${k + 1}">`, '      <name></name>', `      <o2>${num(s.gas.o2Percent / 100, 5)}</o2>`, `      <he>${num(s.gas.hePercent / 100, 5)}</he>`, '    </mix>');
      });
    });
    out.push('  </gasdefinitions>');

    out.push('  <profiledata>', '    <repetitiongroup id="rg1">');
    dives.forEach((dive, d) => writeDive(out, dive, d, buddies, computers, sites));
    out.push('    </repetitiongroup>', '  </profiledata>', '</uddf>', '');
    return out.join('\n');
  },
};

function writeDive(out: string[], dive: Dive, d: number, buddies: Map<string, string>, computers: Map<string, { id: string }>, sites: Map<string, string>): void {
  const first = dive.computers[0];
  out.push(`      <dive id="dive${d + 1}">`, '        <informationbeforedive>');
  if (dive.site) out.push(`          <link ref="${sites.get(JSON.stringify(dive.site))}"/>`);
  for (const buddy of dive.buddies) out.push(`          <link ref="${buddies.get(buddy)}"/>`);
  if (dive.number !== null) out.push(`          <divenumber>${dive.number}</divenumber>`);
  out.push(`          <datetime>${dive.startLocal}${dive.utcOffsetMinutes !== null ? formatOffset(dive.utcOffsetMinutes) : ''}</datetime>`);
  if (dive.airTempC !== null) out.push(`          <airtemperature>${num(celsiusToKelvin(dive.airTempC))}</airtemperature>`);
  const c = first?.computer;
  const computer = c ? computers.get(JSON.stringify([c.model, c.serial, c.firmware])) : undefined;
  const lead = dive.weights.reduce((sum, w) => sum + w.kg, 0);
  if (computer || lead > 0) {
    out.push('          <equipmentused>');
    if (lead > 0) out.push(`            <leadquantity>${num(lead)}</leadquantity>`);
    if (computer) out.push(`            <link ref="${computer.id}"/>`);
    out.push('          </equipmentused>');
  }
  if (first?.surfacePressureBar != null) out.push(`          <surfacepressure>${num(barToPascal(first.surfacePressureBar), 0)}</surfacepressure>`);
  out.push('        </informationbeforedive>');
  dive.cylinders.forEach((cyl, k) => {
    out.push(`        <tankdata id="tank${d + 1}-${k + 1}">`, `          <link ref="mix${d + 1}-${k + 1}"/>`);
    if (cyl.sizeL !== null) out.push(`          <tankvolume>${num(cyl.sizeL / 1000, 6)}</tankvolume>`);
    if (cyl.startPressureBar !== null) out.push(`          <tankpressurebegin>${num(barToPascal(cyl.startPressureBar), 0)}</tankpressurebegin>`);
    if (cyl.endPressureBar !== null) out.push(`          <tankpressureend>${num(barToPascal(cyl.endPressureBar), 0)}</tankpressureend>`);
    out.push('        </tankdata>');
  });

  out.push('        <samples>', `          <divemode type="${MODE[dive.mode]}"/>`);
  if (first) {
    const s = first.samples;
    const switches = [...first.gasSwitches].sort((a, b) => a.timeS - b.timeS);
    let next = 0;
    const mixOf = (k: number) => {
      const sw = switches[k]!;
      if (sw.cylinderIndex !== null) return `mix${d + 1}-${sw.cylinderIndex + 1}`;
      const held = dive.cylinders.findIndex((cyl) => cyl.gas.o2Percent === sw.gas.o2Percent && cyl.gas.hePercent === sw.gas.hePercent);
      if (held >= 0) return `mix${d + 1}-${held + 1}`;
      const own = first.gasSwitches.findIndex((o) => o.cylinderIndex === null && o.gas.o2Percent === sw.gas.o2Percent && o.gas.hePercent === sw.gas.hePercent);
      return `mix${d + 1}-s${own + 1}`;
    };
    const present = (column: Float64Array | null | undefined, i: number) => column !== null && column !== undefined && !Number.isNaN(column[i]!);
    for (let i = 0; i < s.timeS.length; i++) {
      const time = s.timeS[i]!;
      // One string a waypoint: a million of them are written for a long logbook.
      let w = '          <waypoint>\n';
      if (!Number.isNaN(s.depthM[i]!)) w += `            <depth>${num(s.depthM[i]!)}</depth>\n`;
      w += `            <divetime>${num(time)}</divetime>\n`;
      // A switch goes into the first waypoint at or after its time (UDDF places events at waypoints).
      while (next < switches.length && switches[next]!.timeS <= time) w += `            <switchmix ref="${mixOf(next++)}"/>\n`;
      if (present(s.temperatureC, i)) w += `            <temperature>${num(celsiusToKelvin(s.temperatureC![i]!))}</temperature>\n`;
      for (let k = 0; k < s.pressureBar.length; k++) {
        const column = s.pressureBar[k];
        if (present(column, i)) w += `            <tankpressure ref="tank${d + 1}-${k + 1}">${num(barToPascal(column![i]!), 0)}</tankpressure>\n`;
      }
      if (present(s.ppO2Bar, i)) w += `            <calculatedpo2>${num(barToPascal(s.ppO2Bar![i]!), 0)}</calculatedpo2>\n`;
      if (present(s.ndlS, i)) w += `            <nodecotime>${num(s.ndlS![i]!, 0)}</nodecotime>\n`;
      if (present(s.cnsPercent, i)) w += `            <cns>${num(s.cnsPercent![i]! / 100, 5)}</cns>\n`;
      if (present(s.heartRateBpm, i)) w += `            <heartrate>${num(s.heartRateBpm![i]!, 0)}</heartrate>\n`;
      out.push(`${w}          </waypoint>`);
    }
    while (next < switches.length) out.push(`          <switchmix ref="${mixOf(next++)}"/>`);
  }
  out.push('        </samples>', '        <informationafterdive>');
  if (dive.maxDepthM !== null) out.push(`          <greatestdepth>${num(dive.maxDepthM)}</greatestdepth>`);
  if (dive.meanDepthM !== null) out.push(`          <averagedepth>${num(dive.meanDepthM)}</averagedepth>`);
  if (dive.durationS !== null) out.push(`          <diveduration>${num(dive.durationS)}</diveduration>`);
  if (dive.minWaterTempC !== null) out.push(`          <lowesttemperature>${num(celsiusToKelvin(dive.minWaterTempC))}</lowesttemperature>`);
  if (dive.visibilityM !== null) out.push(`          <visibility>${num(dive.visibilityM)}</visibility>`);
  if (dive.notes !== null) out.push('          <notes>', ...dive.notes.split('\n').map((line) => `            <para>${escapeXml(line)}</para>`), '          </notes>');
  if (dive.rating !== null) out.push(`          <rating><ratingvalue>${num(dive.rating * 2, 0)}</ratingvalue></rating>`);
  out.push('        </informationafterdive>', '      </dive>');
}
