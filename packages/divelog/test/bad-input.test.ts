import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiveLogError, parseDiveLog, type IssueCode } from '../src/index.ts';

const ssrf = readFileSync(new URL('./fixtures/two-computers.ssrf', import.meta.url), 'utf8');
const uddf = readFileSync(new URL('./fixtures/oc-with-namespace.uddf', import.meta.url), 'utf8');

async function refused(input: string | Uint8Array, options: Parameters<typeof parseDiveLog>[1] = {}): Promise<DiveLogError['issue']> {
  try {
    await parseDiveLog(typeof input === 'string' ? Buffer.from(input) : input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(DiveLogError);
    return (error as DiveLogError).issue;
  }
  throw new Error('the file was read');
}

const dive = (attrs: string, body = "<divecomputer><sample time='0:00 min' depth='1.0 m' /></divecomputer>") => `<divelog program='subsurface' version='3'><dives><dive ${attrs}>${body}</dive></dives></divelog>`;

describe('XML that could expand or fetch is refused, never resolved', () => {
  it('refuses a DOCTYPE with declarations: entity expansion (a billion laughs) and external entities', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE divelog [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><divelog>&lol2;</divelog>`;
    expect(await refused(laughs, { format: 'subsurface-xml' })).toMatchObject({ code: 'xml-doctype-refused', at: { line: 1 } });
    const external = `<?xml version="1.0"?>\n<!DOCTYPE uddf [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<uddf>&secret;</uddf>`;
    expect(await refused(external, { format: 'uddf' })).toMatchObject({ code: 'xml-doctype-refused', at: { line: 2, column: 1 } });
  });

  it('refuses an entity that is not one of XML five, and reads character references', async () => {
    expect(await refused(ssrf.replace('First line', 'First&nbsp;line'))).toMatchObject({ code: 'xml-entity-refused', params: { name: 'nbsp' } });
    const { dives } = await parseDiveLog(Buffer.from(ssrf.replace('First line', 'First&#32;line &#x263A;')));
    expect(dives[0]!.notes).toBe('First line ☺\nsecond line');
  });

  it('refuses a text longer than the limit', async () => {
    expect(await refused(ssrf, { limits: { maxTextChars: 12 } })).toMatchObject({ code: 'xml-malformed', params: { reason: 'text-too-long' }, at: { line: 6 } });
    // Line 6: the site's name, 16 characters.
  });

  it('refuses nesting deeper than the limit', async () => {
    const deep = `<divelog>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</divelog>`;
    expect(await refused(deep, { format: 'subsurface-xml' })).toMatchObject({ code: 'xml-too-deep', params: { limit: 64 } });
  });
});

describe('broken files get a clear error with a place', () => {
  it('says a cut-short file is truncated', async () => {
    expect((await refused(ssrf.slice(0, ssrf.length / 2))).code).toBe('file-truncated');
    expect((await refused(uddf.slice(0, 400))).code).toBe('file-truncated');
  });

  it('says where the markup is broken', async () => {
    const broken = ssrf.replace('</suit>', '</suits>');
    const issue = await refused(broken);
    expect(issue).toMatchObject({ code: 'xml-malformed', params: { reason: 'mismatched-end-tag' }, at: { line: 18 } });
    expect((await refused(ssrf.replace("rating='4'", "rating='4' rating='5'"))).params).toEqual({ reason: 'duplicate-attribute' });
    expect((await refused(ssrf.replace("rating='4'", 'rating=4'))).params).toEqual({ reason: 'bad-attribute' });
  });

  it('refuses bytes that are not text in the declared encoding, and encodings it does not know', async () => {
    const bytes = Buffer.from(ssrf);
    const at = bytes.indexOf('First');
    bytes[at] = 0xff;
    expect(await refused(bytes)).toMatchObject({ code: 'encoding-invalid', at: { byte: at } });
    expect(await refused(`<?xml version="1.0" encoding="EBCDIC-US"?>${ssrf}`)).toMatchObject({ code: 'encoding-unsupported', params: { encoding: 'EBCDIC-US' } });
  });

  it('reads Latin-1 and UTF-16 files as they declare', async () => {
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>\n${ssrf.replace('Ana', 'Añá')}`, 'latin1');
    expect((await parseDiveLog(latin1)).dives[0]!.diveGuide).toBe('Añá');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(ssrf.replace('Ana', 'Zoë'), 'utf16le')]);
    expect((await parseDiveLog(utf16)).dives[0]!.diveGuide).toBe('Zoë');
  });

  it('refuses a file over the size limit before reading it, naming the limit', async () => {
    expect(await refused(Buffer.from(ssrf), { limits: { maxFileBytes: 1000 } })).toMatchObject({ code: 'file-too-large', params: { limitBytes: 1000, sizeBytes: ssrf.length } });
    async function* endless() {
      for (;;) yield new Uint8Array(64 * 1024).fill(0x20);
    }
    expect(await refused(endless() as never, { format: 'subsurface-xml', limits: { maxFileBytes: 1_000_000 } })).toMatchObject({ code: 'file-too-large', params: { limitBytes: 1_000_000 } });
  });

  it('refuses empty files and files in no known format', async () => {
    expect((await refused('')).code).toBe('file-empty');
    expect(await refused('hello, this is not a dive log', { fileName: 'notes.txt' })).toMatchObject({ code: 'format-unknown', params: { fileName: 'notes.txt' } });
    expect((await refused('<html><body/></html>', { format: 'uddf' })).code).toBe('format-mismatch');
  });
});

describe('impossible values lose the value or the dive, never the file', () => {
  async function issuesOf(xml: string): Promise<{ dives: number; codes: IssueCode[]; params: object[] }> {
    const { dives, issues } = await parseDiveLog(Buffer.from(xml));
    return { dives: dives.length, codes: issues.map((i) => i.code), params: issues.map((i) => i.params) };
  }

  it('leaves out a dive in year 0 or 3000 and says so; the next dive is read', async () => {
    for (const date of ['0000-01-01', '3000-01-01']) {
      const xml = dive(`date='${date}'`).replace('</dives>', `<dive date='2020-01-01'><divecomputer><sample time='0:00 min' depth='2 m' /></divecomputer></dive></dives>`);
      const result = await issuesOf(xml);
      expect(result.dives).toBe(1);
      expect(result.codes).toContain('dive-date-out-of-range');
    }
    expect((await issuesOf(dive("date='2020-02-30'"))).codes).toEqual(['dive-date-invalid']);
    expect((await issuesOf(dive(''))).codes).toEqual(['dive-date-missing']);
  });

  it('drops a 5 km depth (declared or sampled) and keeps the dive', async () => {
    const xml = dive("date='2020-01-01' duration='30:00 min'", "<divecomputer><depth max='5000 m' /><sample time='0:00 min' depth='3 m' /><sample time='1:00 min' depth='5000 m' /></divecomputer>");
    const { dives, issues } = await parseDiveLog(Buffer.from(xml));
    expect(dives[0]!.maxDepthM).toBe(3);
    expect(Number.isNaN(dives[0]!.computers[0]!.samples.depthM[1]!)).toBe(true);
    expect(issues).toContainEqual({ code: 'value-out-of-range', severity: 'warning', params: { field: 'computers.0.maxDepthM', value: 5000, min: 0, max: 700 }, at: { dive: 0 } });
  });

  it('refuses a dive with 10,000 cylinders', async () => {
    const xml = dive("date='2020-01-01'", "<cylinder o2='32%' />".repeat(10_000) + "<divecomputer><sample time='0:00 min' depth='3 m' /></divecomputer>");
    const result = await issuesOf(xml);
    expect(result.dives).toBe(0);
    expect(result.codes).toEqual(['dive-too-many-cylinders']);
    expect(result.params).toEqual([{ count: 10_000, limit: 32 }]);
  });
});
