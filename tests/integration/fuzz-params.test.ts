// Every route of app/routes.ts asked for (GET) with malformed parameters, as a careless link or a
// hostile client would send them: each path parameter and each query parameter the route reads gets
// ids past PostgreSQL's integer range, negative numbers, days that do not exist, NUL, control
// characters and line breaks, overlong text, broken percent-encoding, LIKE and full-text search
// operators, and repeated or array-style names. Which query parameters a route reads is found by
// asking it once and recording the names its code looks up, so a new route, or a new parameter of an
// old one, is fuzzed without a change here. Every value goes to every page at once (the page
// rendered), and each parameter gets the likeliest culprits alone in a data request (the loaders run,
// no page is drawn). No answer may be a 500: a bad parameter gives the page without it (the filter
// form saying what was wrong), or a 400 or 404. Everything is asked as an admin who runs a centre (so
// every console and manager page reads its parameters); the console and manager pages are asked again
// signed out and as a plain member. The production build runs on this worker's database
// (tests/setup/app-in-worker.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCenter } from '../../app/features/inbox/inbox.service.server.ts';
import { BASEMAP_VERSION } from '../../app/features/map/basemap.server.ts';
import { replaceFeedToken } from '../../app/features/trips/calendar-feed.server.ts';
import { db, schema } from '../../app/lib/db.server.ts';
import routes from '../../app/routes.ts';
import { createCenter } from '../factories/centers.ts';
import { logDive } from '../factories/dives.ts';
import { createMember } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';
import { createTrip } from '../factories/trips.ts';
import { inPool, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();
const cookies = { admin: '', member: '', visitor: '' };
type Identity = keyof typeof cookies;

/** A value each path parameter takes when it is not the one being fuzzed: a record the admin may see. */
const valid: Record<string, string> = {};

beforeAll(async () => {
  const admin = await createMember({ role: 'admin' });
  const member = await createMember();
  cookies.admin = await sessionCookie(app.base, admin);
  cookies.member = await sessionCookie(app.base, member);
  const site = await createDiveSite({ createdBy: admin.id });
  const center = await createCenter({ owner: admin });
  const other = await createCenter();
  const trip = await createTrip({ center, capacity: 6 });
  const otherTrip = await createTrip({ center: other, capacity: 6 });
  const [reservation] = await db().insert(schema.reservations).values({ tripId: otherTrip.id, memberId: admin.id, seats: 1, status: 'confirmed', loggedDives: 30 }).returning();
  const [edit] = await db().insert(schema.diveSiteEdits).values({ siteId: site.id, authorId: member.id, baseVersion: 1, proposed: {}, source: { kind: 'none', title: null, url: null, divedOn: null } }).returning();
  const [article] = await db().insert(schema.newsArticles).values({ slug: 'fuzzed-article', title: { en: 'Fuzzed' }, body: { en: 'Text.' }, status: 'published', publishAt: new Date() }).returning();
  const own = await messageCenter({ centerId: other.id, memberId: admin.id, body: 'Hello' });
  const theirs = await messageCenter({ centerId: center.id, memberId: member.id, body: 'Hello' });
  if (!own.ok || !theirs.ok) throw new Error('the conversations could not be started');
  const dive = await logDive(admin, { privacy: 'private' });
  Object.assign(valid, {
    site: String(site.id),
    center: String(center.id),
    trip: String(trip.id),
    reservation: String(reservation!.id),
    edit: String(edit!.id),
    article: String(article!.id),
    ownConversation: String(own.conversationId),
    centerConversation: String(theirs.conversationId),
    memberId: member.memberId,
    slug: article!.slug,
    token: await replaceFeedToken(admin.id),
    dive: String(dive.diveId),
  });
}, 180_000);

/** Answers by status over the whole file, printed at the end with the number of requests. */
const tally = new Map<number, number>();
let requestCount = 0;
const failures: string[] = [];

afterAll(async () => {
  const counts = [...tally.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  const found = [...(discovered?.values() ?? [])].flat().length;
  console.log(`GET fuzz: ${ROUTES.length} routes, ${found} query parameters read (${[...(discovered?.entries() ?? [])].map(([entry, names]) => `/${entry.path}: ${names.join(' ')}`).join('; ')})`);
  console.log(`GET fuzz: ${requestCount} requests; statuses ${counts.join(', ')}; failures (500 and above, or no whole answer): ${failures.length}${failures.length ? `\n${failures.slice(0, 80).join('\n')}` : ''}`);
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flatten = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const ROUTES = flatten(routes as RouteEntry[]).filter((entry) => entry.path !== undefined);

/** The record a path parameter names in a route, by the route's module. */
function validPathValue(file: string, name: string): string {
  const byName: Record<string, string> = { tripId: valid.trip!, memberId: valid.memberId!, slug: valid.slug!, token: valid.token!, format: 'gpx', layer: 'sites', version: BASEMAP_VERSION, file: 'land-110m.json', '*': 'avatars/none.webp', z: '0', x: '0', y: '0' };
  if (name !== 'id') return byName[name] ?? '1';
  if (file.includes('divecenter.inbox')) return valid.centerConversation!;
  if (file.includes('account.inbox')) return valid.ownConversation!;
  if (file.includes('reservations')) return valid.reservation!;
  if (file.includes('trip.$id')) return valid.trip!;
  if (file.includes('dive-center')) return valid.center!;
  if (file.includes('admin.edits')) return valid.edit!;
  if (file.includes('admin.news')) return valid.article!;
  if (file.includes('dive.$id')) return valid.dive!;
  return valid.site!;
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)|(\*)/g)].map((match) => match[1] ?? '*');

/** The route's path with each parameter filled in, `override` (already encoded) for one of them. */
function fill(entry: RouteEntry, override?: { name: string; raw: string }): string {
  const filled = entry.path!.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? '*';
    return override?.name === key ? override.raw : encodeURI(validPathValue(entry.file, key));
  });
  return `/${filled}`;
}

/** Hostile values, as they are written in an address (already percent-encoded where they need it). */
const HOSTILE: ReadonlyArray<[label: string, raw: string]> = [
  ['past PostgreSQL integer', '2147483648'],
  ['past safe integer', '99999999999999999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['infinite', '1e999'],
  ['day that does not exist', '2027-02-30'],
  ['year zero', '0000-01-01'],
  ['NUL', '%00'],
  ['control characters and a line break', 'a%07%1B%5B2J%0D%0Ab'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['LIKE, escape and full-text characters', "50%25_%5C%26%7C!%3A*('"],
  ['blank', '%20%20'],
  ['coordinates out of range', '-91,-181,91,181'],
  ['overlong', 'x'.repeat(4000)],
];
/** What each query parameter also gets alone (so that no other one stops the page first). */
const ALONE = ['past PostgreSQL integer', 'day that does not exist', 'NUL', 'LIKE, escape and full-text characters', 'overlong'];
/** Each query parameter is also sent twice, and array-style. */
const SHAPES: ReadonlyArray<[label: string, query: (name: string) => string]> = [
  ['repeated', (name) => `${name}=1&${name}=2147483648`],
  ['array-style', (name) => `${encodeURIComponent(`${name}[]`)}=1&${encodeURIComponent(`${name}[0]`)}=2`],
];
/** Path parameters get these (encoded, so each stays one path segment). */
const HOSTILE_SEGMENTS: ReadonlyArray<[label: string, raw: string]> = [
  ...HOSTILE.filter(([label]) => !['coordinates out of range', 'overlong', 'blank', 'LIKE, escape and full-text characters'].includes(label)),
  ['word', 'abc'],
  ['long', 'x'.repeat(2000)],
  ['dot segments', '..%2F..%2Fpackage.json'],
];

/** Routes that answer with something other than a page (a file, JSON, a feed): no data request of their own. */
const resourceRoute = (entry: RouteEntry) => entry.file.endsWith('.ts');

/**
 * The address of a route's loader data alone (React Router's data request: the loaders run, the page
 * is not rendered), for the many requests that test what a loader makes of one parameter.
 */
function dataUrl(entry: RouteEntry, query: string): string {
  const pathname = fill(entry);
  if (resourceRoute(entry)) return `${pathname}?${query}`;
  return `${pathname === '/' ? '/_' : pathname}.data?${query}`;
}

async function send(pathname: string, identity: Identity, label: string): Promise<number> {
  requestCount += 1;
  const response = await fetch(`${app.base}${pathname}`, { redirect: 'manual', headers: { cookie: cookies[identity], connection: 'close' }, signal: AbortSignal.timeout(45_000) }).catch((error: unknown) => {
    failures.push(`no answer GET ${pathname.slice(0, 200)} as ${identity} (${label}): ${String((error as Error).cause ?? error)}`);
    return null;
  });
  if (!response) return 0;
  // An event stream stays open for minutes: its status and headers are the answer.
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
  const read = await (streaming ? Promise.resolve(response.body?.cancel()) : response.arrayBuffer()).then(
    () => true,
    (error: unknown) => {
      failures.push(`answer cut short GET ${pathname.slice(0, 200)} as ${identity} (${label}): ${String((error as Error).cause ?? error)}`);
      return false;
    },
  );
  if (!read) return 0;
  tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
  // A 503 that says when to come back is a deliberate answer (the detailed basemap still being prepared).
  const deliberate = response.status === 503 && response.headers.has('retry-after');
  if (response.status >= 500 && !deliberate) failures.push(`${response.status} GET ${pathname.slice(0, 200)} as ${identity} (${label})`);
  return response.status;
}

/**
 * The query parameters each route reads, found by asking it once (as the admin, with valid path
 * parameters) and recording the names looked up in any URLSearchParams meanwhile. Asked one at a
 * time, so each name is the route's own.
 */
async function discoverQueryParams(): Promise<Map<RouteEntry, string[]>> {
  const found = new Map<RouteEntry, string[]>();
  const proto = URLSearchParams.prototype;
  const originals = { get: proto.get, getAll: proto.getAll, has: proto.has };
  let names = new Set<string>();
  proto.get = function (this: URLSearchParams, name: string) {
    names.add(name);
    return originals.get.call(this, name);
  };
  proto.getAll = function (this: URLSearchParams, name: string) {
    names.add(name);
    return originals.getAll.call(this, name);
  };
  proto.has = function (this: URLSearchParams, name: string, value?: string) {
    names.add(name);
    return value === undefined ? originals.has.call(this, name) : originals.has.call(this, name, value);
  };
  try {
    for (const entry of ROUTES) {
      names = new Set();
      await send(fill(entry), 'admin', 'discovery');
      found.set(entry, [...names]);
    }
  } finally {
    Object.assign(proto, originals);
  }
  return found;
}

let discovered: Map<RouteEntry, string[]>;
/** Names nearly every route reads (the language): fuzzed in full on the home page, with the rest elsewhere. */
let common: Set<string>;

const isConsole = (entry: RouteEntry) => /^admin(-divecenter)?(\/|$)/.test(entry.path!);

describe('every route answers malformed parameters without a 500', () => {
  beforeAll(async () => {
    discovered = await discoverQueryParams();
    const counts = new Map<string, number>();
    for (const names of discovered.values()) for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    common = new Set([...counts].filter(([, count]) => count > ROUTES.length / 2).map(([name]) => name));
  }, 180_000);

  it('finds the parameters of the routes that filter, page or name a record in the query', () => {
    const of = (path: string) => discovered.get(ROUTES.find((entry) => entry.path === path)!) ?? [];
    expect(ROUTES.length).toBeGreaterThanOrEqual(80);
    expect(of('find-a-trip')).toEqual(expect.arrayContaining(['from', 'to', 'seats', 'maxPrice', 'page']));
    expect(of('member-offers')).toEqual(expect.arrayContaining(['center', 'country', 'kind']));
    expect(of('admin/members')).toEqual(expect.arrayContaining(['q', 'role', 'page']));
    expect(of('explore')).toEqual(expect.arrayContaining(['q', 'depthMin', 'month', 'page']));
    expect(of('admin-divecenter/divecenter/reservations')).toEqual(expect.arrayContaining(['center', 'trip']));
    expect([...common]).toEqual(['lang']);
  });

  it('answers the addresses of the security review with the page, the bad value left out and said beside its field', async () => {
    const page = async (pathname: string, identity: Identity) => {
      const response = await fetch(`${app.base}${pathname}`, { headers: { cookie: cookies[identity] } });
      return { status: response.status, html: await response.text() };
    };
    const trips = await page('/find-a-trip?from=2027-02-30&seats=2', 'visitor');
    expect(trips.status).toBe(200);
    expect(trips.html).toMatch(/<input[^>]*id="trip-from"[^>]*aria-invalid="true"[^>]*aria-describedby="trip-from-error"/);
    expect(trips.html).toContain('<p id="trip-from-error" class="mt-1 text-sm font-medium text-red-800">This is not a day of the calendar, so it was left out of the search.</p>');
    expect(trips.html).toMatch(/<option value="2" selected="">/);
    expect((await page('/member-offers?center=2147483648&kind=percent', 'visitor')).status).toBe(200);
    expect((await page('/admin/members?q=%00', 'admin')).status).toBe(200);
    const long = await page(`/admin/members?q=${'x'.repeat(101)}`, 'admin');
    expect(long.html).toContain('Search with at most 100 characters; this search was left out.');
    expect((await page('/listing/2147483648', 'admin')).status).toBe(404);
  });

  it('holds for hostile values of every path parameter, as an admin', async () => {
    const tasks = ROUTES.flatMap((entry) =>
      pathParams(entry.path!).flatMap((name) => HOSTILE_SEGMENTS.map(([label, raw]) => () => send(fill(entry, { name, raw }), 'admin', `:${name} ${label}`))),
    );
    expect(tasks.length).toBeGreaterThan(300);
    const before = failures.length;
    await inPool(tasks);
    expect(failures.slice(before)).toEqual([]);
  }, 600_000);

  it('holds for hostile values of every query parameter each route reads, as an admin', async () => {
    const seen = new Set<string>();
    const tasks = ROUTES.flatMap((entry) => {
      const names = discovered.get(entry) ?? [];
      // Each hostile value in every name the route reads (and a few it does not) at once, the page
      // rendered: as the names are read one by one, each meets every value.
      const together = [...new Set([...names, ...common, 'id', 'page', 'q', 'center'])];
      const pages = HOSTILE.filter(([label]) => label !== 'overlong').map(([label, raw]) => () => send(`${fill(entry)}?${together.map((name) => `${encodeURIComponent(name)}=${raw}`).join('&')}`, 'admin', `every name ${label}`));
      // Each of its own names alone, in the loaders' data requests; once for routes that read the
      // very same names (a page and its export, the two finders).
      const own = names.filter((name) => !common.has(name) || entry.path === '');
      if (seen.has(own.join(' '))) return pages;
      seen.add(own.join(' '));
      const alone = own.flatMap((name) => [
        ...HOSTILE.filter(([label]) => ALONE.includes(label)).map(([label, raw]) => [`${name} ${label}`, `${encodeURIComponent(name)}=${raw}`]),
        ...SHAPES.map(([label, query]) => [`${name} ${label}`, query(name)]),
      ]);
      return [...pages, ...alone.map(([label, query]) => () => send(dataUrl(entry, query!), 'admin', label!))];
    });
    expect(tasks.length).toBeGreaterThan(1500);
    const before = failures.length;
    await inPool(tasks);
    expect(failures.slice(before)).toEqual([]);
  }, 1_200_000);

  it('holds for the console and manager pages signed out and as a plain member', async () => {
    const tasks = ROUTES.filter(isConsole).flatMap((entry) => {
      const names = discovered.get(entry) ?? [];
      const queries = HOSTILE.filter(([label]) => label !== 'overlong').map(([label, raw]) => [label, names.map((name) => `${encodeURIComponent(name)}=${raw}`).join('&')] as const);
      const paths = pathParams(entry.path!).flatMap((name) => HOSTILE_SEGMENTS.map(([label, raw]) => [`:${name} ${label}`, fill(entry, { name, raw })] as const));
      return (['visitor', 'member'] as const).flatMap((identity) => [
        ...queries.map(([label, query]) => () => send(`${fill(entry)}?${query}`, identity, label)),
        ...paths.map(([label, pathname]) => () => send(pathname, identity, label)),
      ]);
    });
    const before = failures.length;
    await inPool(tasks);
    expect(failures.slice(before)).toEqual([]);
  }, 600_000);
});
