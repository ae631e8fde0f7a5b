import { type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type DiveLogError, type Issue, parseDiveLog } from '../src/index.ts';
import { diveFit } from './fit-fixture.test-helper.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, limits = {}) => parseDiveLog(bytes, { fileName: 'logs.zip', limits });
const refused = (promise: Promise<unknown>) => promise.then(() => null, (e: DiveLogError) => e.issue);
const entryFailures = (issues: Issue[]) => issues.filter((i) => i.code === 'archive-entry-failed').map((i) => [i.severity, i.params.entry, i.params.code]);

const CSV = 'date,time,maxdepth [m],duration [min]\n2024-05-01,09:00,14.2,41:00\n2024-05-01,13:30,11.0,38:00\n';
const DL7 = ['FSH|^~<>{}|T^1^A|ZXU|20240601120000|', 'ZRH|^~<>{}|||MSWG|ThM|C|bar|L|', 'ZDH|1|5|I|Q30S|20240520100000|||FO2|||', 'ZDT|1|5|19.5|20240520104500|18||', ''].join('\r');
const JSON_LOG = JSON.stringify({ DeviceLog: { Header: { DateTime: '2024-06-02T08:00:00+07:00', Duration: 3000, Depth: { Max: 25 } }, Samples: [] } });

/** Offsets of the central directory's records for each entry, by name. */
function centralRecords(zip: Uint8Array): Map<string, number> {
  const records = new Map<string, number>();
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    records.set(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + length)), at);
  }
  return records;
}

describe('zip archives', () => {
  it('reads every file in every folder as its own format, and names the ones it cannot read', async () => {
    const files: Zippable = {
      'export/2024/may.csv': utf8(CSV),
      'export/2024/dan/may.zxu': utf8(DL7),
      'export/suunto/dive.json': utf8(JSON_LOG),
      'export/garmin/dive.fit': diveFit({ summary: { bottomTime: 1800 } }),
      'export/garmin/cut.fit': diveFit().subarray(0, 300),
      'export/photos/reef.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
      '__MACOSX/export/._may.csv': new Uint8Array([0, 5, 22, 7]),
      'export/.DS_Store': new Uint8Array([0, 0, 0, 1]),
    };
    const { format, dives, issues } = await read(zipSync(files));
    expect(format).toBe('zip');
    expect(dives.map((d) => [d.sourceIndex, d.startLocal])).toEqual([
      [0, '2024-05-01T09:00:00'],
      [1, '2024-05-01T13:30:00'],
      [2, '2024-05-20T10:00:00'],
      [3, '2024-06-02T08:00:00'],
      [4, '2024-03-10T08:00:00'],
    ]);
    expect(entryFailures(issues)).toEqual([
      ['error', 'export/garmin/cut.fit', 'file-truncated'],
      ['warning', 'export/photos/reef.jpg', 'format-unknown'],
    ]);
    // An entry's own issues keep their place, with the entry named and the dive numbered in the archive.
    expect(issues).toContainEqual(expect.objectContaining({ code: 'declared-differs-from-profile', at: { dive: 4, entry: 'export/garmin/dive.fit' } }));
  });

  it('does not open an archive inside an archive', async () => {
    const inner = zipSync({ 'a.csv': utf8(CSV) });
    const { dives, issues } = await read(zipSync({ 'inner.zip': inner, 'b.csv': utf8(CSV) }));
    expect(dives).toHaveLength(2);
    expect(entryFailures(issues)).toEqual([['error', 'inner.zip', 'archive-nested']]);
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = zipSync({ 'zeros.csv': [new Uint8Array(4 * 1024 * 1024), { level: 9 }], 'real.csv': utf8(CSV) });
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(await refused(read(bomb))).toMatchObject({ code: 'archive-suspicious-ratio', params: { limit: 200 }, at: { entry: 'zeros.csv' } });
  });

  it('stops an entry that unpacks to more than it declares', async () => {
    const zip = zipSync({ 'zeros.csv': [new Uint8Array(2 * 1024 * 1024), { level: 9 }], 'real.csv': utf8(CSV) });
    const at = centralRecords(zip).get('zeros.csv')!;
    new DataView(zip.buffer).setUint32(at + 24, 1000, true);
    const { dives, issues } = await read(zip);
    expect(dives).toHaveLength(2);
    expect(entryFailures(issues)).toEqual([['error', 'zeros.csv', 'file-corrupt']]);
  });

  it('refuses more entries or more unpacked bytes than the limits, and names a file over the file limit', async () => {
    const three = zipSync({ 'a.csv': utf8(CSV), 'b.csv': utf8(CSV), 'c.csv': utf8(CSV) });
    expect(await refused(read(three, { maxArchiveEntries: 2 }))).toMatchObject({ code: 'archive-too-many-entries', params: { limit: 2 } });
    expect(await refused(read(three, { maxArchiveBytes: 200 }))).toMatchObject({ code: 'archive-too-large', params: { limitBytes: 200 } });
    const big = zipSync({ 'big.csv': utf8(CSV + '\n'.repeat(500)), 'small.csv': utf8(CSV) });
    const { dives, issues } = await read(big, { maxFileBytes: 400 });
    expect(dives).toHaveLength(2);
    expect(issues).toContainEqual(expect.objectContaining({ code: 'archive-entry-failed', params: expect.objectContaining({ entry: 'big.csv', code: 'file-too-large', limitBytes: 400 }) }));
  });

  it('names an encrypted entry and one whose bytes do not match their CRC', async () => {
    const zip = zipSync({ 'secret.csv': utf8(CSV), 'plain.csv': [utf8(CSV), { level: 0 }], 'ok.csv': utf8(CSV) });
    const records = centralRecords(zip);
    const view = new DataView(zip.buffer);
    view.setUint16(records.get('secret.csv')! + 8, 1, true);
    const plainHeader = view.getUint32(records.get('plain.csv')! + 42, true);
    zip[plainHeader + 30 + 'plain.csv'.length + 10]! ^= 0x01;
    const { dives, issues } = await read(zip);
    expect(dives).toHaveLength(2);
    expect(entryFailures(issues)).toEqual([
      ['error', 'secret.csv', 'archive-entry-encrypted'],
      ['error', 'plain.csv', 'file-corrupt'],
    ]);
  });

  it('refuses a truncated archive and an empty one', async () => {
    const zip = zipSync({ 'a.csv': utf8(CSV) });
    expect(await refused(read(zip.subarray(0, zip.length - 10)))).toMatchObject({ code: 'file-truncated' });
    expect(await refused(read(zipSync({})))).toMatchObject({ code: 'no-dives' });
  });
});
