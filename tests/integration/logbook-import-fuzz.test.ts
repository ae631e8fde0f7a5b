// The import page over HTTP, as a careless or hostile client uses it: dive-log files mangled by
// fast-check (cut, bytes flipped, markup and numbers inserted, pieces repeated or removed) posted to
// /logbook/import, the preview of each then asked for, and the mapping and save forms sent with
// mangled fields. No answer may be a 500. The import limit answers 429 with its message once a member
// has sent twenty imports in an hour.
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { WRITERS } from '@diveatlas/divelog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diveFit } from '../../packages/divelog/test/fit-fixture.test-helper.ts';
import { mangleArb } from '../../packages/divelog/test/mangle.ts';
import { BAD_FILES, subsurfaceFile } from '../factories/dive-log-files.ts';
import { modelDive } from '../factories/dives.ts';
import { createMember } from '../factories/members.ts';
import { sessionCookie, startAppInWorker, type AppInWorker } from '../setup/app-in-worker.ts';

let app: AppInWorker | undefined;
const RUNS = 60;
/** Imports one member may send in an hour (WRITE_LIMITS.logbookImport): the fuzz changes member before. */
const POSTS_PER_MEMBER = 18;
const tally = new Map<number, number>();

const utf8 = (text: string) => new TextEncoder().encode(text);
const seeds: Array<{ name: string; bytes: Uint8Array }> = [
  { name: 'log.ssrf', bytes: subsurfaceFile([{}, { startLocal: '2023-11-02T10:00:00' }]) },
  { name: 'log.uddf', bytes: utf8(WRITERS.uddf.write([modelDive()])) },
  { name: 'list.csv', bytes: utf8(WRITERS.csv.write([modelDive()])) },
  { name: 'odd.csv', bytes: utf8('Day;Deepest;Minutes under\n02/03/2024;18,5;41\n') },
  { name: 'watch.fit', bytes: diveFit() },
  { name: 'logs.zip', bytes: zipSync({ 'a.ssrf': subsurfaceFile([{}]), 'b.csv': utf8(WRITERS.csv.write([modelDive()])) }) },
  { name: 'entities.xml', bytes: BAD_FILES.doctype },
  { name: 'tanks.ssrf', bytes: BAD_FILES.cylinders10k },
];

async function memberCookie(base: string): Promise<string> {
  return sessionCookie(base, await createMember());
}

function post(base: string, cookie: string, form: FormData): Promise<Response> {
  return fetch(`${base}/logbook/import`, { method: 'POST', redirect: 'manual', headers: { origin: base, cookie }, body: form });
}

function count(status: number) {
  tally.set(status, (tally.get(status) ?? 0) + 1);
}

beforeAll(async () => {
  app = await startAppInWorker();
}, 180_000);

afterAll(async () => {
  await app?.close();
  console.log(`import fuzz: statuses ${[...tally.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ')}`);
});

describe('the import page under mangled files', () => {
  it('answers every post and every preview without a server error', async () => {
    const base = app!.base;
    const cases = fc.sample(fc.tuple(fc.array(fc.tuple(fc.nat(seeds.length - 1), mangleArb), { minLength: 1, maxLength: 3 }), fc.string({ maxLength: 40 })), { numRuns: RUNS, seed: 3303 });
    const failures: string[] = [];
    let cookie = '';
    for (const [index, [files, junk]] of cases.entries()) {
      if (index % POSTS_PER_MEMBER === 0) cookie = await memberCookie(base);
      const form = new FormData();
      form.set('intent', 'upload');
      for (const [seed, mangle] of files) {
        const source = seeds[seed]!;
        form.append('files', new Blob([mangle(source.bytes) as Uint8Array<ArrayBuffer>]), index % 5 === 0 ? `${junk}\u0000.xml` : source.name);
      }
      const answer = await post(base, cookie, form);
      count(answer.status);
      if (answer.status >= 500) failures.push(`upload ${index}: ${answer.status}`);
      const location = answer.headers.get('location');
      if (!location) continue;
      const preview = await fetch(new URL(location, base), { headers: { cookie } });
      count(preview.status);
      if (preview.status !== 200) failures.push(`preview ${index}: ${preview.status}`);
      const html = await preview.text();
      const importId = /name="importId" value="(\d+)"/.exec(html)?.[1];
      if (!importId) continue;
      // The other forms of the page, with fields a browser would never send.
      const map = new FormData();
      for (const [name, value] of Object.entries({ intent: 'map', importId, fileIndex: index % 3 === 0 ? '0' : junk, dateOrder: index % 2 ? 'DMY' : junk, 'field-0': 'date', 'unit-0': junk, 'field-1': index % 2 ? 'maxDepth' : junk, 'cylinder-1': '99' })) map.set(name, value);
      const save = new FormData();
      for (const [name, value] of Object.entries({ intent: 'save', importId, privacy: index % 4 ? 'private' : junk })) save.set(name, value);
      save.append('dive', index % 2 ? '0' : junk);
      save.append('dive', '99999999999');
      for (const body of [map, save]) {
        const reply = await post(base, cookie, body);
        count(reply.status);
        if (reply.status >= 500) failures.push(`${body.get('intent')} ${index}: ${reply.status}`);
      }
    }
    expect(failures).toEqual([]);
    // The runs reached the readers: some previews were made.
    expect(tally.get(302) ?? 0).toBeGreaterThan(RUNS / 2);
  }, 600_000);

  it('stops a member after twenty imports in an hour, with a message', async () => {
    const base = app!.base;
    const cookie = await memberCookie(base);
    const statuses: number[] = [];
    let last = '';
    for (let index = 0; index < 21; index++) {
      const form = new FormData();
      form.set('intent', 'upload');
      form.append('files', new Blob([new Uint8Array(seeds[3]!.bytes)]), 'odd.csv');
      const answer = await post(base, cookie, form);
      statuses.push(answer.status);
      last = await answer.text();
    }
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(last).toContain('You have imported many files in a short time.');
  }, 300_000);
});
