// Several app servers behind one address: two production servers share one PostgreSQL database and
// one S3-compatible bucket (a local s3rver), as the README describes. What a member does on one is
// seen on the other: sessions, photos, the map and search; and the background jobs both servers run
// tell each follower once and push each device once (to a local push service). (Plain HTTP: no
// browser needed.)
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMemberId } from '../../app/lib/member-id.ts';
import { createS3Store } from '../../app/lib/storage-s3.server.ts';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { DEMO_MEMBER, listingIdFrom, listingPhotoUrls, photoWithGps, postSiteForm, signInDemoMember } from '../setup/http-member.ts';
import { decryptPush, startPushService, testDevice, type TestPushService } from '../setup/push-service.ts';
import { startS3Server, type TestS3Server } from '../setup/s3-server.ts';
import { databaseUrl, dropDatabase, startTestServer, type TestServer } from '../setup/test-database.ts';

/** How soon a change made on one server must show on the other. */
const WITHIN_MS = 2000;
const BUCKET = 'shared-uploads';

let postgres: TestServer;
let s3: TestS3Server;
let push: TestPushService;
let trustDir = '';
const database = `diveatlas_many_servers_${process.pid}`;
const servers: AppServer[] = [];
let a: AppServer;
let b: AppServer;

beforeAll(async () => {
  postgres = await startTestServer();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}"`);
  await admin.end();
  s3 = await startS3Server([BUCKET]);
  // The servers post pushes to the local push service: they trust its certificate as a system CA.
  push = await startPushService();
  trustDir = await mkdtemp(path.join(tmpdir(), 'push-ca-'));
  await writeFile(path.join(trustDir, 'push-service.pem'), push.certificate);
  const shared = {
    DATABASE_URL: databaseUrl(postgres.adminUrl, database),
    AUTH_SECRET: 'a-session-secret-every-server-shares-0123',
    STORAGE_URL: s3.storageUrl(BUCKET),
    NODE_EXTRA_CA_CERTS: path.join(trustDir, 'push-service.pem'),
  };
  // Both start at once, as they would behind a load balancer: migrations and demo data are locked.
  [a, b] = await Promise.all([startAppServer(shared), startAppServer({ ...shared, SEED_DEMO_DATA: 'false' })]);
  servers.push(a, b);
}, 240_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await s3?.stop();
  await push?.stop();
  if (trustDir) await rm(trustDir, { recursive: true, force: true });
  if (postgres) {
    await dropDatabase(postgres.adminUrl, database);
    await postgres.stop();
  }
}, 60_000);

type ClustersBody = { layers: { sites?: { clusters: unknown[]; points: Array<[number, number, number, string]> } } };

/** The names of the dive sites one server's map shows one by one in a box. */
async function mapNames(server: AppServer, box: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/map/clusters?bbox=${box}&z=16&layers=sites`);
  const body = (await response.json()) as ClustersBody;
  return body.layers.sites!.points.map(([, , , name]) => name);
}

/** Whether one server's site search lists a name. */
async function searchFinds(server: AppServer, query: string, name: string): Promise<boolean> {
  return (await (await fetch(`${server.url}/explore?q=${encodeURIComponent(query)}`)).text()).includes(name);
}

/** The labels the map's place search offers on one server. */
async function placeLabels(server: AppServer, query: string): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/map/places?q=${encodeURIComponent(query)}`)).json()) as { places: Array<{ label: string }> };
  return body.places.map((place) => place.label);
}

/** Waits for `check` to hold on a server, and returns how long that took. */
async function shownWithin(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await expect.poll(check, { timeout: WITHIN_MS, interval: 100 }).toBe(true);
  return Math.round(performance.now() - started);
}

describe('two app servers on one database and one bucket', { timeout: 120_000 }, () => {
  let cookie = '';
  let siteId = 0;

  it('a member signed in on one server is signed in on the other', async () => {
    cookie = await signInDemoMember(a.url);
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.url}/dive-tables`, { headers: { cookie } })).text()).toContain(`Welcome ${DEMO_MEMBER.firstName}`);
    }
    expect(await (await fetch(`${b.url}/dive-tables`)).text()).not.toContain(`Welcome ${DEMO_MEMBER.firstName}`);
  });

  it('a site added on one server shows on the other\'s map, place search and site search within 2 s, with its photo', async () => {
    // The other server has built its map index and country list before the change.
    const box = '115.5,-8.5,115.8,-8.2';
    expect(await mapNames(b, box)).not.toContain('Test Twin Servers Pinnacle');
    expect(await searchFinds(b, 'Twin Servers Pinnacle', 'Test Twin Servers Pinnacle')).toBe(false);

    const added = await postSiteForm(a.url, '/add-listing', cookie, { name: 'Test Twin Servers Pinnacle', countryCode: 'ID', lat: -8.35, lng: 115.62 }, await photoWithGps());
    siteId = listingIdFrom(added);
    const times = {
      map: await shownWithin(async () => (await mapNames(b, box)).includes('Test Twin Servers Pinnacle')),
      places: await shownWithin(async () => (await placeLabels(b, 'twin servers')).includes('Test Twin Servers Pinnacle')),
      search: await shownWithin(() => searchFinds(b, 'Twin Servers Pinnacle', 'Test Twin Servers Pinnacle')),
    };
    console.log(`added on one server, shown on the other after (ms): ${JSON.stringify(times)}`);

    // The photo was uploaded through the first server and is served by the second, from the bucket.
    const photos = await listingPhotoUrls(b.url, siteId);
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const response = await fetch(`${b.url}${photo}`);
      expect(response.status, photo).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
    const stored: string[] = [];
    for await (const object of createS3Store(s3.settings(BUCKET)).list(`site-photos/${siteId}/`)) stored.push(`/listing/${siteId}/photos/${object.key.split('/').pop()}`);
    expect(stored).toEqual(expect.arrayContaining(photos));
    for (const server of [a, b]) expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('a site edited on one server changes on the other within 2 s, and one deleted there leaves the map of the first', async () => {
    const moved = { name: 'Test Twin Servers Bommie', countryCode: 'ID', lat: -8.12, lng: 115.45 };
    const edited = await postSiteForm(a.url, `/listing/${siteId}/edit`, cookie, moved);
    expect(edited.headers.get('location')).toBe(`/listing/${siteId}?saved=1`);
    const newBox = '115.3,-8.3,115.6,-8.0';
    const times = {
      map: await shownWithin(async () => (await mapNames(b, newBox)).includes(moved.name)),
      oldPlaceGone: await shownWithin(async () => !(await mapNames(b, '115.5,-8.5,115.8,-8.2')).includes('Test Twin Servers Pinnacle')),
      search: await shownWithin(() => searchFinds(b, 'Twin Servers Bommie', moved.name)),
    };
    console.log(`edited on one server, shown on the other after (ms): ${JSON.stringify(times)}`);

    // The owner deletes it through the second server; the first server's map drops it.
    expect(await mapNames(a, newBox)).toContain(moved.name);
    const deleted = await fetch(`${b.url}/listing/${siteId}/edit`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: b.url, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'delete' }),
    });
    expect(deleted.headers.get('location')).toBe('/account/listings?deleted=1');
    const gone = await shownWithin(async () => !(await mapNames(a, newBox)).includes(moved.name));
    console.log(`deleted on the second server, gone from the first's map after ${gone} ms`);
  });

  it('tell each follower once and push each device once, whichever server runs the jobs', async () => {
    // More followers than one server's batch of jobs (50): both servers' job loops find work.
    const FOLLOWERS = 120;
    const device = testDevice();
    const client = new pg.Client({ connectionString: databaseUrl(postgres.adminUrl, database) });
    await client.connect();
    try {
      const ids = Array.from({ length: FOLLOWERS }, (_, n) => `twin-follower-${n}`);
      await client.query(
        `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id, role)
         select id, 'Test Follower', id || '@diveatlas.example', true, 'Test', 'Follower', member_id, 'member' from unnest($1::text[], $2::text[]) as t(id, member_id)`,
        [ids, ids.map(() => generateMemberId())],
      );
      await client.query(`insert into member_profile (user_id) select unnest($1::text[])`, [ids]);
      await client.query(`insert into follow (follower_id, kind, country_code) select unnest($1::text[]), 'country', 'FJ'`, [ids]);
      await client.query(`insert into notification_preference (user_id, category, email, push) select unnest($1::text[]), 'following', 'digest', true`, [ids]);
      await client.query(`insert into push_subscription (user_id, endpoint, p256dh, auth) select id, $2 || '/device/' || id, $3, $4 from unnest($1::text[]) as id`, [ids, push.origin, device.p256dh, device.auth]);

      // A new site in the country they follow, added through one server.
      const added = await postSiteForm(b.url, '/add-listing', cookie, { name: 'Test Twin Servers Fiji Wall', countryCode: 'FJ', lat: -17.05, lng: 179.1 });
      const fijiSite = listingIdFrom(added);

      const devicePaths = () => push.received.filter((received) => received.path.startsWith('/device/twin-follower-')).map((received) => received.path);
      await expect.poll(() => devicePaths().length, { timeout: 60_000, interval: 200 }).toBe(FOLLOWERS);
      // A full poll period of both job loops later, nothing more was sent.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(devicePaths()).toHaveLength(FOLLOWERS);
      expect(new Set(devicePaths()).size).toBe(FOLLOWERS);

      const { rows: told } = await client.query<{ user_id: string; id: string; kind: string; link: string }>(
        `select user_id, id, kind, link from notification where user_id = any($1::text[])`,
        [ids],
      );
      expect(told).toHaveLength(FOLLOWERS);
      expect(new Set(told.map((row) => row.user_id)).size).toBe(FOLLOWERS);
      expect(new Set(told.map((row) => row.link))).toEqual(new Set([`/listing/${fijiSite}`]));
      // Each push carries its own follower's notification id and nothing else.
      const idOf = new Map(told.map((row) => [`/device/${row.user_id}`, Number(row.id)]));
      for (const received of push.received.filter((r) => r.path.startsWith('/device/twin-follower-'))) {
        expect(JSON.parse(decryptPush(device, received.body))).toEqual({ id: idOf.get(received.path) });
      }
      const { rows: deliveries } = await client.query<{ channel: string; state: string; count: string }>(
        `select d.channel, d.state, count(*) from notification_delivery d join notification n on n.id = d.notification_id where n.user_id = any($1::text[]) group by 1, 2 order by 1, 2`,
        [ids],
      );
      expect(deliveries.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
        { channel: 'email', state: 'digest', count: FOLLOWERS },
        { channel: 'push', state: 'sent', count: FOLLOWERS },
      ]);
    } finally {
      await client.end();
    }
  });
});
