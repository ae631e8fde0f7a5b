// Writes Subsurface XML (version 3): sites in <divesites>, dives grouped by trip, one <divecomputer> per
// computer with its samples. Subsurface XML has no place for a UTC offset or a visibility in metres: those
// are not written (README, "Writers").
import type { ComputerRecord, Cylinder, Dive, Samples } from '../model.ts';
import { formatMinutes } from '../time.ts';
import type { FormatWriter } from '../writer.ts';
import { escapeXml, num } from './xml-text.ts';

const MODE_TEXT: Record<string, string> = { ccr: 'CCR', scr: 'PSCR', freedive: 'Freedive', gauge: 'Gauge' };

export const subsurfaceXmlWriter: FormatWriter = {
  id: 'subsurface-xml',
  extension: '.ssrf',
  mediaType: 'application/xml',
  write(dives) {
    const out: string[] = ["<divelog program='subsurface' version='3'>", '<settings>', '</settings>', '<divesites>'];
    const siteIds = new Map<string, string>();
    for (const dive of dives) {
      if (!dive.site) continue;
      const key = JSON.stringify(dive.site);
      if (siteIds.has(key)) continue;
      const id = (0x10000000 + siteIds.size).toString(16);
      siteIds.set(key, id);
      const gps = dive.site.lat !== null && dive.site.lng !== null ? ` gps='${num(dive.site.lat, 6)} ${num(dive.site.lng, 6)}'` : '';
      out.push(`<site uuid='${id}'${dive.site.name !== null ? ` name='${escapeXml(dive.site.name)}'` : ''}${gps}>`, '</site>');
    }
    out.push('</divesites>', '<dives>');
    let openTrip: string | null = null;
    for (const dive of dives) {
      if (dive.trip !== openTrip) {
        if (openTrip !== null) out.push('</trip>');
        if (dive.trip !== null) out.push(`<trip date='${dive.startLocal.slice(0, 10)}' time='${dive.startLocal.slice(11)}' location='${escapeXml(dive.trip)}'>`);
        openTrip = dive.trip;
      }
      writeDive(out, dive, dive.site ? siteIds.get(JSON.stringify(dive.site))! : null);
    }
    if (openTrip !== null) out.push('</trip>');
    out.push('</dives>', '</divelog>', '');
    return out.join('\n');
  },
};

function writeDive(out: string[], dive: Dive, siteId: string | null): void {
  let attrs = '';
  if (dive.number !== null) attrs += ` number='${dive.number}'`;
  if (dive.rating !== null) attrs += ` rating='${num(dive.rating, 1)}'`;
  if (dive.visibilityRating !== null) attrs += ` visibility='${num(dive.visibilityRating, 1)}'`;
  if (dive.tags.length) attrs += ` tags='${escapeXml(dive.tags.join(', '))}'`;
  if (siteId) attrs += ` divesiteid='${siteId}'`;
  attrs += ` date='${dive.startLocal.slice(0, 10)}' time='${dive.startLocal.slice(11)}'`;
  if (dive.durationS !== null) attrs += ` duration='${formatMinutes(dive.durationS)}'`;
  out.push(`<dive${attrs}>`);
  if (dive.diveGuide !== null) out.push(`  <divemaster>${escapeXml(dive.diveGuide)}</divemaster>`);
  if (dive.buddies.length) out.push(`  <buddy>${escapeXml(dive.buddies.join(', '))}</buddy>`);
  if (dive.notes !== null) out.push(`  <notes>${escapeXml(dive.notes)}</notes>`);
  if (dive.suit !== null) out.push(`  <suit>${escapeXml(dive.suit)}</suit>`);
  for (const cylinder of dive.cylinders) out.push(cylinderLine(cylinder));
  for (const weight of dive.weights) out.push(`  <weightsystem weight='${num(weight.kg)} kg'${weight.description !== null ? ` description='${escapeXml(weight.description)}'` : ''} />`);
  dive.computers.forEach((computer, index) => writeComputer(out, dive, computer, index));
  out.push('</dive>');
}

function cylinderLine(c: Cylinder): string {
  let attrs = '';
  if (c.sizeL !== null) attrs += ` size='${num(c.sizeL)} l'`;
  if (c.workPressureBar !== null) attrs += ` workpressure='${num(c.workPressureBar)} bar'`;
  if (c.description !== null) attrs += ` description='${escapeXml(c.description)}'`;
  attrs += ` o2='${num(c.gas.o2Percent, 1)}%'`;
  if (c.gas.hePercent) attrs += ` he='${num(c.gas.hePercent, 1)}%'`;
  if (c.startPressureBar !== null) attrs += ` start='${num(c.startPressureBar)} bar'`;
  if (c.endPressureBar !== null) attrs += ` end='${num(c.endPressureBar)} bar'`;
  if (c.use !== 'open-circuit') attrs += ` use='${c.use}'`;
  return `  <cylinder${attrs} />`;
}

function writeComputer(out: string[], dive: Dive, c: ComputerRecord, index: number): void {
  let attrs = '';
  if (c.computer.model !== null) attrs += ` model='${escapeXml(c.computer.model)}'`;
  if (c.computer.deviceId !== null && /^[0-9a-f]{1,8}$/i.test(c.computer.deviceId)) attrs += ` deviceid='${c.computer.deviceId}'`;
  if (c.computer.diveNumber !== null) attrs += ` diveid='${escapeXml(c.computer.diveNumber)}'`;
  if (c.startLocal !== null && c.startLocal !== dive.startLocal) attrs += ` date='${c.startLocal.slice(0, 10)}' time='${c.startLocal.slice(11)}'`;
  const duration = index === 0 ? dive.durationS : c.durationS;
  if (index > 0 && duration !== null && duration !== dive.durationS) attrs += ` duration='${formatMinutes(duration)}'`;
  const mode = index === 0 ? dive.mode : c.mode;
  if (MODE_TEXT[mode]) attrs += ` dctype='${MODE_TEXT[mode]}'`;
  out.push(`  <divecomputer${attrs}>`);
  const max = index === 0 ? dive.maxDepthM : c.maxDepthM;
  const mean = index === 0 ? dive.meanDepthM : c.meanDepthM;
  if (max !== null || mean !== null) out.push(`  <depth${max !== null ? ` max='${num(max)} m'` : ''}${mean !== null ? ` mean='${num(mean)} m'` : ''} />`);
  const air = index === 0 ? dive.airTempC : null;
  const water = index === 0 ? dive.minWaterTempC : c.minWaterTempC;
  if (air !== null || water !== null) out.push(`  <temperature${air !== null ? ` air='${num(air)} C'` : ''}${water !== null ? ` water='${num(water)} C'` : ''} />`);
  if (c.surfacePressureBar !== null) out.push(`  <surface pressure='${num(c.surfacePressureBar)} bar' />`);
  if (c.waterDensity !== null) out.push(`  <water salinity='${num(c.waterDensity, 0)} g/l' />`);
  if (c.computer.serial !== null) out.push(`  <extradata key='Serial' value='${escapeXml(c.computer.serial)}' />`);
  if (c.computer.firmware !== null) out.push(`  <extradata key='FW Version' value='${escapeXml(c.computer.firmware)}' />`);
  const events = [
    ...c.gasSwitches.map((s) => ({
      timeS: s.timeS,
      line: `  <event time='${formatMinutes(s.timeS)}' type='25' name='gaschange'${s.cylinderIndex !== null ? ` cylinder='${s.cylinderIndex}'` : ''} o2='${num(s.gas.o2Percent, 1)}%'${s.gas.hePercent ? ` he='${num(s.gas.hePercent, 1)}%'` : ''} />`,
    })),
    ...c.events.map((e) => ({ timeS: e.timeS, line: `  <event time='${formatMinutes(e.timeS)}'${e.value !== null ? ` value='${num(e.value, 0)}'` : ''} name='${escapeXml(e.name)}' />` })),
  ].sort((a, b) => a.timeS - b.timeS);
  for (const event of events) out.push(event.line);
  writeSamples(out, c.samples);
  out.push('  </divecomputer>');
}

function writeSamples(out: string[], s: Samples): void {
  const n = s.timeS.length;
  const value = (column: Float64Array | null, i: number) => (column ? column[i]! : NaN);
  for (let i = 0; i < n; i++) {
    let line = `  <sample time='${formatMinutes(s.timeS[i]!)}'`;
    const depth = s.depthM[i]!;
    if (!Number.isNaN(depth)) line += ` depth='${num(depth)} m'`;
    const temp = value(s.temperatureC, i);
    if (!Number.isNaN(temp)) line += ` temp='${num(temp)} C'`;
    for (let k = 0; k < s.pressureBar.length; k++) {
      const bar = value(s.pressureBar[k] ?? null, i);
      if (!Number.isNaN(bar)) line += ` pressure${k}='${num(bar)} bar'`;
    }
    const ndl = value(s.ndlS, i);
    if (!Number.isNaN(ndl)) line += ` ndl='${formatMinutes(ndl)}'`;
    const cns = value(s.cnsPercent, i);
    if (!Number.isNaN(cns)) line += ` cns='${num(cns, 0)}%'`;
    const po2 = value(s.ppO2Bar, i);
    if (!Number.isNaN(po2)) line += ` po2='${num(po2)} bar'`;
    const heart = value(s.heartRateBpm, i);
    if (!Number.isNaN(heart)) line += ` heartbeat='${num(heart, 0)}'`;
    out.push(`${line} />`);
  }
}
