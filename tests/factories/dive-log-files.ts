// Small dive-log files for the import's tests, written here: Subsurface XML made with the package's
// own writer from model dives, and hand-written files that a reader must refuse or trim (a DOCTYPE with
// entities, a zip bomb, a cut FIT file, a dive in the year 3000, a 5 km depth, 10,000 cylinders).
import { WRITERS, type Dive } from '@diveatlas/divelog';
import { zipSync } from 'fflate';
import { diveFit } from '../../packages/divelog/test/fit-fixture.test-helper.ts';
import { modelDive } from './dives.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A Subsurface XML logbook of these dives (model dives with any overrides), the computer numbering them 100, 101... */
export function subsurfaceFile(dives: Array<Partial<Dive>>): Uint8Array {
  const model = (overrides: Partial<Dive>, index: number) => {
    const dive = modelDive({ sourceIndex: index, ...overrides });
    const [first, ...others] = dive.computers;
    return first && !overrides.computers ? { ...dive, computers: [{ ...first, computer: { ...first.computer, diveNumber: String(100 + index) } }, ...others] } : dive;
  };
  return utf8(WRITERS['subsurface-xml'].write(dives.map(model)));
}

/** One Subsurface dive around a given element, for files a reader must trim or refuse. */
function subsurfaceDive(attributes: string, inside = ''): string {
  return `<divelog program='subsurface' version='3'><dives><dive ${attributes}>${inside}<divecomputer model='Test'><depth max='12.0 m' mean='8.0 m' /><sample time='0:00 min' depth='0.0 m' /><sample time='10:00 min' depth='12.0 m' /><sample time='20:00 min' depth='0.0 m' /></divecomputer></dive></dives></divelog>`;
}

export const BAD_FILES = {
  /** An XML file declaring an entity that expands a thousand times over (never expanded). */
  doctype: utf8(`<?xml version="1.0"?><!DOCTYPE divelog [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><divelog program='subsurface' version='3'><dives><dive date='2024-01-01' time='10:00:00' duration='30:00 min'><notes>&b;</notes></dive></dives></divelog>`),
  /** An external entity pointing at a file of the server. */
  externalEntity: utf8(`<?xml version="1.0"?><divelog program='subsurface' version='3'><dives><dive date='2024-01-01' time='10:00:00' duration='30:00 min'><notes>&secret;</notes></dive></dives></divelog>`),
  /** A zip whose one entry unpacks to 8 MB of zeros from a few kilobytes. */
  zipBomb: zipSync({ 'zeros.ssrf': [new Uint8Array(8 * 1024 * 1024), { level: 9 }] }),
  /** A Garmin FIT file cut in the middle. */
  cutFit: () => {
    const whole = diveFit();
    return whole.subarray(0, Math.floor(whole.length / 2));
  },
  /** A Garmin FIT file with bytes damaged inside (its CRC no longer matches). */
  damagedFit: () => {
    const copy = diveFit().slice();
    for (let at = 40; at < 60 && at < copy.length; at++) copy[at] = copy[at]! ^ 0xff;
    return copy;
  },
  year3000: utf8(subsurfaceDive("date='3000-06-01' time='10:00:00' duration='20:00 min'")),
  deep5km: utf8(subsurfaceDive("date='2024-02-02' time='10:00:00' duration='20:00 min'").replace("max='12.0 m'", "max='5000.0 m'")),
  cylinders10k: utf8(subsurfaceDive("date='2024-02-03' time='10:00:00' duration='20:00 min'", "<cylinder size='12.0 l' o2='21.0%' />".repeat(10_000))),
};
