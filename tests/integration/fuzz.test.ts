// Every action in app/routes.ts, posted to as a careless or hostile client would: no body, JSON,
// plain text, a multipart body without its boundary or cut short, a body over its limit, NUL bytes
// and other control characters, 100,000-character fields, broken percent-encoding, ids past
// PostgreSQL's integer and days that do not exist, and random fields from fast-check; and every page
// with a mangled language cookie, a 10 KB cookie and a garbage session cookie. No answer may be a
// 500. The production build runs on this worker's database, behind the same
// Express app as in production. Each action gets every kind of bad body once (with its first form's
// intent); its other forms get one of the bodies that reach their fields, and the ids and days. Requests
// go several at a time; the member signs in once. (Pages asked with bad parameters: fuzz-params.test.ts.)
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { createCenter } from '../factories/centers.ts';
import { createMember } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';
import { createTrip } from '../factories/trips.ts';
import { inPool, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();
let memberCookie = '';
const ids = { site: 0, center: 0, trip: 0, ownConversation: 0, centerConversation: 0, memberId: '' };

/** Answers by status, over the whole run; printed at the end. */
const tally = new Map<number, number>();
/** Requests over the whole run, and how many went to each action with a bad body. */
let requestCount = 0;
const perAction = new Map<string, number>();
/** Longer than any answer should take, even on a busy machine: past it the request is a failure. */
const ANSWER_WITHIN_MS = 45_000;
const allFailures: string[] = [];

beforeAll(async () => {
  // A verified moderator reaches every action's body reader (contributions and moderation alike).
  const moderator = await createMember({ role: 'moderator' });
  memberCookie = await sessionCookie(app.base, moderator);
  ids.site = (await createDiveSite({ createdBy: moderator.id })).id;
  ids.center = (await createCenter({ owner: moderator })).id;
  ids.trip = (await createTrip({ center: { id: ids.center }, capacity: 4 })).id;
  // A conversation the fuzzing member has with another centre, and one a member has with theirs.
  const { messageCenter } = await import('../../app/features/inbox/inbox.service.server.ts');
  const other = await createCenter();
  const writer = await createMember();
  ids.memberId = writer.memberId;
  ids.ownConversation = ((await messageCenter({ centerId: other.id, memberId: moderator.id, body: 'Hello' })) as { conversationId: number }).conversationId;
  ids.centerConversation = ((await messageCenter({ centerId: ids.center, memberId: writer.id, body: 'Hello' })) as { conversationId: number }).conversationId;
}, 180_000);

afterAll(async () => {
  const counts = [...tally.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  const total = [...tally.values()].reduce((sum, count) => sum + count, 0);
  const actions = [...perAction.entries()].map(([pathname, count]) => `${pathname} ${count}`).join(', ');
  console.log(`fuzz: ${total} answers of ${requestCount} requests; statuses ${counts.join(', ')}; 500 and above: ${allFailures.length}\nbad bodies per action: ${actions}`);
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flatten = (entries: readonly RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const routeModules = import.meta.glob<{ action?: unknown; default?: unknown }>('../../app/routes/*.{ts,tsx}');

/** The record a route's ":id" names, by its module. */
function idFor(file: string): number {
  if (file.includes('divecenter.inbox')) return ids.centerConversation;
  if (file.includes('account.inbox')) return ids.ownConversation;
  if (file.includes('trip.$id')) return ids.trip;
  return file.includes('dive-center') ? ids.center : ids.site;
}

/** Every route of app/routes.ts with an action, with its path's parameters filled in. */
async function actionPaths(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of flatten(routes as RouteEntry[])) {
    const module = await routeModules[`../../app/${entry.file}`]!();
    if (!module.action) continue;
    found.push(`/${(entry.path ?? '').replace(':id', String(idFor(entry.file))).replace(':tripId', String(ids.trip)).replace(':memberId', ids.memberId)}`);
  }
  return found;
}

/** Field names the site's forms use, so the fuzzed values reach the schemas behind each intent. */
const FIELDS = ['ageConfirm', 'role', 'until', 'offerId', 'invitationId', 'answer', 'slug', 'titleEn', 'bodyEn', 'state', 'publishAt', 'tags', 'code', 'kind', 'percent', 'validFrom', 'validUntil', 'email', 'password', 'confirmPassword', 'currentPassword', 'newEmail', 'firstName', 'lastName', 'bio', 'name', 'body', 'rating', 'details', 'reason', 'message', 'subject', 'topic', 'note', 'evidence', 'contact', 'token', 'acceptTerms', 'confirm', 'lat', 'lng', 'countryCode', 'siteTypes', 'source', 'descriptionEn', 'reviewId', 'reportId', 'claimId', 'centerId', 'courseId', 'memberId', 'sessionId', 'siteId', 'choice', 'redirectTo', 'decision', 'courseType', 'price', 'currency', 'reply', 'language', 'units', 'seats', 'certLevel', 'certOther', 'loggedDives', 'reservationId', 'tripId', 'startDate', 'startTime', 'endDate', 'endTime', 'capacity', 'cancellationPolicy', 'timeZone', 'destination', 'startsOn', 'endsOn', 'plannedTripId', 'messageId', 'acceptFee', 'agency', 'level', 'otherName', 'cardNumber', 'certifiedOn', 'certifiedBy', 'cardId', 'signatureId', 'target', 'radius', 'followId', 'policy', 'endpoint', 'p256dh', 'auth', 'device'];
/** The intents each page's forms post (its action picks a form by it); other actions have one form. */
const INTENTS: Record<string, string[]> = {
  '/account/settings': ['profile', 'avatar', 'remove-avatar', 'email', 'password', 'revoke-session'],
  '/listing/:site': ['wishlist-add', 'review-save', 'review-delete', 'review-hide', 'hide'],
  '/listing/:site/edit': ['save'],
  '/dive-center/:center': ['contact', 'review', 'review-hide', 'hide'],
  '/add-dive-center': ['submit', 'claim'],
  '/admin-divecenter/divecenter': ['details', 'course-add', 'course-update', 'sites', 'manager-invite', 'reply', 'photo-upload', 'logo-upload'],
  '/admin/claims': ['verify-center'],
  '/admin/reports': ['hide', 'dismiss'],
  '/admin-divecenter/divecenter/offers': ['offer-create', 'offer-update', 'offer-pause', 'offer-delete'],
  '/admin/offers': ['hide', 'review', 'show'],
  '/account/invitations': ['accept'],
  '/account/notifications': ['read-all'],
  '/account/notifications/settings': ['remove-device'],
  '/api/push/subscription': ['subscribe', 'unsubscribe'],
  '/account/certifications': ['add', 'remove'],
  '/account/listings': ['delete'],
  '/trip/:trip': ['reserve', 'waitlist', 'ask'],
  '/account/reservations': ['cancel', 'feed'],
  '/trips': ['add', 'checklist', 'delete'],
  '/account/inbox/:conversation': ['reply', 'archive', 'unarchive', 'report', 'block', 'unblock'],
  '/admin-divecenter/divecenter/trips': ['create', 'create-publish', 'time-zone'],
  '/admin-divecenter/divecenter/trips/:trip': ['save', 'save-publish', 'cancel-trip', 'delete'],
  '/admin-divecenter/divecenter/reservations': ['confirm', 'decline', 'cancel', 'attended', 'card-seen'],
  '/admin-divecenter/divecenter/inbox/:conversation': ['reply', 'confirm', 'report', 'block'],
  '/admin/message-reports': ['dismiss', 'remove'],
  '/admin-divecenter/divecenter/signatures': ['sign', 'decline'],
  '/follow': ['follow', 'unfollow'],
  '/account/following': ['policy', 'approve', 'decline', 'remove', 'unfollow'],
};
const ALL_INTENTS = [...new Set(Object.values(INTENTS).flat())];
const intentsOf = (pathname: string) =>
  INTENTS[
    pathname
      .replace(/\/listing\/\d+/, '/listing/:site')
      .replace(/\/dive-center\/\d+/, '/dive-center/:center')
      .replace(/\/trips\/\d+$/, '/trips/:trip')
      .replace(/^\/trip\/\d+$/, '/trip/:trip')
      .replace(/\/inbox\/\d+$/, '/inbox/:conversation')
  ] ?? [''];

/** Failures of the current test. */
let failures: string[] = [];

function fail(description: string) {
  failures.push(description);
  allFailures.push(description);
}

async function send(pathname: string, init: Payload['init'], label: string): Promise<number> {
  requestCount += 1;
  // Each request on its own connection: one answered early (before its body was read) never leaves
  // a half-read connection for the next request that runs at the same time.
  // Sent from the site's own origin, as the site's forms are: the origin check lets them through to the body readers.
  const headers = { cookie: memberCookie, connection: 'close', origin: app.base, ...init.headers };
  const response = await fetch(`${app.base}${pathname}`, { ...init, body: init.body as BodyInit | undefined, redirect: 'manual', headers, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch((error: unknown) => {
    // A connection closed before its answer is a failure too: the client learns nothing.
    fail(`no answer ${init.method ?? 'GET'} ${pathname} ${label}: ${String((error as Error).cause ?? error)}`);
    return null;
  });
  if (!response) return 0;
  const read = await response.arrayBuffer().then(() => true, (error: unknown) => {
    fail(`answer cut short ${init.method ?? 'GET'} ${pathname} ${label}: ${String((error as Error).cause ?? error)}`);
    return false;
  });
  if (!read) return 0;
  tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
  if (response.status >= 500) fail(`${response.status} ${init.method ?? 'GET'} ${pathname} ${label}`);
  return response.status;
}

const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
const formOf = (intent: string, value: string) => new URLSearchParams([['intent', intent], ...FIELDS.map((field) => [field, value] as [string, string])]);

function multipart(boundary: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }): Buffer {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) => encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), file.bytes, encoder.encode('\r\n'));
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** The hostile bodies sent to every action, each with a name for the report. */
type Payload = { label: string; init: Omit<RequestInit, 'body' | 'headers'> & { body?: string | Buffer; headers?: Record<string, string> } };

function payloads(intent: string): Payload[] {
  const nul = `Blue\u0000Hole\u0007\u001b[2J\u0000`;
  return [
    { label: 'no body, no type', init: { method: 'POST' } },
    { label: 'empty form', init: { method: 'POST', body: '', headers: urlencoded } },
    { label: 'JSON', init: { method: 'POST', body: JSON.stringify({ intent, email: 'a@b.c', rating: 5 }), headers: { 'content-type': 'application/json' } } },
    { label: 'text', init: { method: 'POST', body: `intent=${intent}`, headers: { 'content-type': 'text/plain' } } },
    { label: 'multipart without boundary', init: { method: 'POST', body: `intent=${intent}`, headers: { 'content-type': 'multipart/form-data' } } },
    { label: 'multipart cut short', init: { method: 'POST', body: `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}`, headers: { 'content-type': 'multipart/form-data; boundary=b' } } },
    { label: 'NUL bytes', init: { method: 'POST', body: formOf(intent, nul).toString(), headers: urlencoded } },
    { label: 'NUL bytes, multipart', init: { method: 'POST', body: multipart('nulbound', Object.fromEntries([['intent', intent], ...FIELDS.map((field) => [field, nul])]), { name: 'avatar', bytes: new Uint8Array([0, 0, 0]) }), headers: { 'content-type': 'multipart/form-data; boundary=nulbound' } } },
    { label: '100k-character fields', init: { method: 'POST', body: new URLSearchParams([['intent', intent], ['name', 'x'.repeat(100_000)], ['body', 'y'.repeat(100_000)]]).toString(), headers: urlencoded } },
    { label: '100k-character field, multipart', init: { method: 'POST', body: multipart('longbound', { intent, descriptionEn: 'z'.repeat(100_000), bio: 'w'.repeat(100_000) }), headers: { 'content-type': 'multipart/form-data; boundary=longbound' } } },
    { label: 'over the body limit', init: { method: 'POST', body: `intent=${intent}&bio=${'x'.repeat(600 * 1024)}`, headers: urlencoded } },
    { label: 'announced over the limit', init: { method: 'POST', body: `intent=${intent}`, headers: { ...urlencoded, 'content-length': String(3 * 1024 * 1024 * 1024) } } },
    { label: 'broken percent-encoding', init: { method: 'POST', body: `intent=${intent}&name=%E0%A4&email=%ZZ&%%%=1&rating=%FF%FE&redirectTo=%2F%E0`, headers: urlencoded } },
    // Values that pass a lax check and reach PostgreSQL, which refuses them: every field set to one.
    { label: 'ids past PostgreSQL integer', init: { method: 'POST', body: formOf(intent, '2147483648').toString(), headers: urlencoded } },
    { label: 'days that do not exist', init: { method: 'POST', body: formOf(intent, '2027-02-30').toString(), headers: urlencoded } },
    { label: 'broken UTF-8 in multipart', init: { method: 'POST', body: Buffer.concat([Buffer.from(`--u\r\nContent-Disposition: form-data; name="name"\r\n\r\n`), Buffer.from([0xc3, 0x28, 0xe0, 0x80, 0xff]), Buffer.from(`\r\n--u--\r\n`)]), headers: { 'content-type': 'multipart/form-data; boundary=u' } } },
  ];
}

/** The bodies that reach a form's fields (the others are refused before): one of them goes with each further intent. */
const PER_INTENT = ['NUL bytes', '100k-character fields', 'broken percent-encoding', 'NUL bytes, multipart'];
/** And these go with every further intent: the ids and days of its own fields. */
const EVERY_INTENT = ['ids past PostgreSQL integer', 'days that do not exist'];

/** One request of the plan: an action, a body, and the intent it names. */
type Planned = { pathname: string; payload: Payload; intent: string };

/** Every action with every kind of body once, and each further intent of its forms with one body that reaches its fields. */
function plan(paths: readonly string[]): Planned[] {
  const planned: Planned[] = [];
  for (const pathname of paths) {
    const [first = '', ...others] = intentsOf(pathname);
    for (const payload of payloads(first)) planned.push({ pathname, payload, intent: first });
    others.forEach((intent, index) => {
      for (const label of [PER_INTENT[index % PER_INTENT.length]!, ...EVERY_INTENT]) planned.push({ pathname, payload: payloads(intent).find((payload) => payload.label === label)!, intent });
    });
    planned.push({ pathname, payload: { label: 'as a visitor', init: { method: 'POST', body: 'intent=profile', headers: { ...urlencoded, cookie: '' } } }, intent: 'profile' });
  }
  return planned;
}

function sendPlanned({ pathname, payload: { label, init }, intent }: Planned): Promise<number> {
  perAction.set(pathname, (perAction.get(pathname) ?? 0) + 1);
  // The announced-length case has no real body of that length; fetch would refuse it.
  if (init.headers && 'content-length' in init.headers) return sendRaw(pathname, init.headers['content-type']!, String(init.body), Number(init.headers['content-length']), label);
  return send(pathname, init, `${label} (intent ${intent || 'none'})`);
}

describe('every action answers malformed and hostile bodies without a 500', () => {
  beforeEach(() => {
    failures = [];
  });

  it('holds for each action with every kind of bad body, for each intent, as a member and as a visitor', async () => {
    const paths = await actionPaths();
    expect(paths.length).toBeGreaterThanOrEqual(20);
    const planned = plan(paths);
    // Every action gets every kind of body.
    for (const pathname of paths) {
      const kinds = new Set(planned.filter((request) => request.pathname === pathname).map((request) => request.payload.label));
      expect(kinds.size, pathname).toBe(payloads('').length + 1);
    }
    // Signing out ends the fuzzing member's session: its requests go last.
    const isSignOut = (request: Planned) => request.pathname === '/sign-out';
    await inPool(planned.filter((request) => !isSignOut(request)).map((request) => () => sendPlanned(request)));
    await inPool(planned.filter(isSignOut).map((request) => () => sendPlanned(request)));
    expect(failures).toEqual([]);
  }, 120_000);

  it('holds for random fields and values (fast-check)', async () => {
    const paths = (await actionPaths()).filter((pathname) => pathname !== '/sign-out');
    const field = fc.oneof(fc.constantFrom(...FIELDS, 'intent'), fc.string({ maxLength: 12 }));
    const value = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom(...ALL_INTENTS), fc.integer().map(String));
    // A fixed seed: the same cases every run, sent several at a time (a failure names its fields).
    const cases = fc.sample(fc.tuple(fc.constantFrom(...paths), fc.array(fc.tuple(field, value), { maxLength: 12 })), { numRuns: 60, seed: 20261124 });
    const statuses = await inPool(cases.map(([pathname, pairs]) => () => send(pathname, { method: 'POST', body: new URLSearchParams(pairs).toString(), headers: urlencoded }, `random ${JSON.stringify(pairs).slice(0, 200)}`)));
    expect(statuses.filter((status) => status === 0 || status >= 500)).toEqual([]);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('every page answers mangled cookies without a 500', () => {
  beforeEach(() => {
    failures = [];
  });

  it('ignores a malformed language cookie, a 10 KB cookie and a garbage session cookie', async () => {
    const pages = flatten(routes as RouteEntry[])
      .filter((entry) => !entry.path?.includes('*') && !entry.path?.startsWith('api/') && !entry.path?.includes(':file') && !entry.path?.includes(':format'))
      .map((entry) => `/${(entry.path ?? '').replace(':id', String(ids.site)).replace(':memberId', 'AAAAAAAA')}`);
    const cookies = ['lang=%E0; cookieChoiceDone=%E0; acceptStatistic=%FF', `lang=${'x'.repeat(10 * 1024)}`, 'diveatlas.session_token=garbage.%E0%A4; __Secure-diveatlas.session_token=%%%'];
    // Each page gets one of the mangled cookies in turn, so each cookie reaches a third of the pages.
    await inPool(pages.map((pathname, index) => () => send(pathname, { headers: { cookie: cookies[index % cookies.length]! } }, `cookie ${cookies[index % cookies.length]!.slice(0, 40)}`)));
    const home = await fetch(`${app.base}/`, { headers: { cookie: 'lang=%E0', 'accept-language': 'es' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
    expect(failures).toEqual([]);
  }, 120_000);
});

/** A request whose Content-Length announces more than it sends, as a client that lies or stalls. */
async function sendRaw(pathname: string, contentType: string, body: string, announced: number, label: string): Promise<number> {
  requestCount += 1;
  const { request } = await import('node:http');
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${app.base}${pathname}`, { method: 'POST', headers: { 'content-type': contentType, 'content-length': announced, cookie: memberCookie } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.write(body);
  });
  tally.set(status, (tally.get(status) ?? 0) + 1);
  if (status >= 500) fail(`${status} POST ${pathname} ${label}`);
  return status;
}
