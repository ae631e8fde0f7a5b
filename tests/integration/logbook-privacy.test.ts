// A private dive and a dive for buddies never reach anyone their privacy leaves out, whatever they ask
// for, over HTTP against the app itself: the dive's page and its `.data` request, its edit page, its
// photos, the log and the map (each member's own), the diver's public profile, the site's page, the
// sitemap, the atlas's search (the map's place search and the sites' list), the account's data export,
// and the feed and notifications of members who follow the diver and the site. Each is asked by a
// visitor, another member, a moderator and an admin, and, for the private
// dive, by the buddy named on it. What each dive carries that nobody else may read (its notes, its
// guide, a new place's name) is a marker the answers are searched for; the public dive and the
// buddies dive, read by those who may, show the same markers, so a search that finds nothing is one
// that could have found them. The production build runs on this worker's database
// (tests/setup/app-in-worker.ts).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDivePhoto } from '../../app/features/logbook/dive-photos.server.ts';
import { exportMemberData } from '../../app/features/account/account-data.server.ts';
import { follow } from '../../app/features/follows/follows.server.ts';
import { fanOutActivity } from '../../app/lib/activity.server.ts';
import { db, schema } from '../../app/lib/db.server.ts';
import { eq } from 'drizzle-orm';
import { logDive } from '../factories/dives.ts';
import { createMember } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';
import { sessionCookie, startAppInWorker, type AppInWorker } from '../setup/app-in-worker.ts';

let app: AppInWorker | undefined;
let base = '';

type Member = Awaited<ReturnType<typeof createMember>>;
type Viewer = { name: string; member: Member | null; cookie: string };

const marker = (what: string) => `${what}-${Math.random().toString(36).slice(2, 10)}`;

const setup = {
  diver: null as unknown as Member,
  siteId: 0,
  dives: {} as Record<'public' | 'buddies' | 'private', { id: number; notes: string; guide: string; photo: string; place: string | null }>,
  viewers: [] as Viewer[],
  buddy: null as unknown as Viewer,
  diverCookie: '',
};

async function photoFile(): Promise<File> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return new File([bytes], 'reef.jpg', { type: 'image/jpeg' });
}

beforeAll(async () => {
  app = await startAppInWorker();
  base = app.base;
  const diver = await createMember({ firstName: 'Priya', lastName: 'Private' });
  const buddy = await createMember({ firstName: 'Bruno', lastName: 'Buddy' });
  const stranger = await createMember({ firstName: 'Sam', lastName: 'Stranger' });
  const moderator = await createMember({ role: 'moderator' });
  const admin = await createMember({ role: 'admin' });
  const site = await createDiveSite({ name: 'Test Privacy Reef' });
  setup.diver = diver;
  setup.siteId = site.id;
  // Every member who looks follows the diver and the site before the dives are logged, so that the
  // public dive reaches their feed and notifications, and anything else would too.
  for (const follower of [buddy, stranger, moderator, admin]) {
    for (const target of [{ kind: 'member' as const, memberId: diver.memberId }, { kind: 'site' as const, siteId: site.id }]) {
      const followed = await follow(follower.id, target);
      if (!followed.ok) throw new Error(followed.error);
    }
  }
  const dive = async (privacy: 'public' | 'buddies' | 'private', place: 'site' | 'new') => {
    const notes = marker(`${privacy}-note`);
    const guide = marker(`${privacy}-guide`);
    const placeName = place === 'new' ? marker(`${privacy} cove`) : null;
    const { diveId } = await logDive(diver, {
      privacy,
      notes,
      guide,
      place: placeName ? { kind: 'new', name: placeName, lat: 35.95, lng: 14.35, countryCode: 'MT' } : { kind: 'site', siteId: site.id },
      buddies: privacy === 'public' ? [] : [{ memberId: buddy.memberId }],
    });
    const saved = await saveDivePhoto({ diveId, file: await photoFile() });
    if (saved === 'full') throw new Error('the photo was refused');
    return { id: diveId, notes, guide, photo: `/dive/${diveId}/photos/${saved.storageKey}-320.webp`, place: placeName };
  };
  setup.dives = { public: await dive('public', 'site'), buddies: await dive('buddies', 'new'), private: await dive('private', 'new') };
  // What the job queue does in the app after each dive commits.
  for (const row of await db().select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.actorId, diver.id))) await fanOutActivity(row.id);
  setup.diverCookie = await sessionCookie(base, diver);
  setup.buddy = { name: 'the buddy named on it', member: buddy, cookie: await sessionCookie(base, buddy) };
  setup.viewers = [
    { name: 'a visitor', member: null, cookie: '' },
    { name: 'another member', member: stranger, cookie: await sessionCookie(base, stranger) },
    { name: 'a moderator', member: moderator, cookie: await sessionCookie(base, moderator) },
    { name: 'an admin', member: admin, cookie: await sessionCookie(base, admin) },
  ];
}, 180_000);

afterAll(async () => {
  await app?.close();
});

async function get(path: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  // A redirect's address is read as part of its answer.
  return { status: response.status, body: `${response.headers.get('location') ?? ''}\n${await response.text()}` };
}

/** The markers of a dive that must not be read by someone its privacy leaves out. */
function markersOf(dive: (typeof setup.dives)['private']): string[] {
  return [dive.notes, dive.guide, ...(dive.place ? [dive.place] : [])];
}

/** Every answer the app gives a viewer about the diver's log, by surface. */
async function surfaces(viewer: Pick<Viewer, 'cookie' | 'member'>, dive: (typeof setup.dives)['private']): Promise<Record<string, { status: number; body: string }>> {
  const { cookie } = viewer;
  // The search is for the words of the place's name without its random ending, so that the answer's
  // echo of the query is not mistaken for the place.
  const search = encodeURIComponent((dive.place ?? dive.notes).replace(/-\w+$/, ''));
  const answers: Record<string, { status: number; body: string }> = {
    'the dive page': await get(`/dive/${dive.id}`, cookie),
    'the dive page’s data': await get(`/dive/${dive.id}.data`, cookie),
    'the edit page': await get(`/dive/${dive.id}/edit`, cookie),
    'the edit page’s data': await get(`/dive/${dive.id}/edit.data`, cookie),
    'the photo': await get(dive.photo, cookie),
    'the diver’s public profile': await get(`/user/${setup.diver.memberId}`, cookie),
    'the site’s page': await get(`/listing/${setup.siteId}`, cookie),
    'the sitemap': await get('/sitemap.xml', cookie),
    'the place search': await get(`/api/map/places?q=${search}`, cookie),
    'the sites search': await get(`/explore?q=${search}`, cookie),
  };
  if (viewer.member) {
    answers['their log'] = await get('/logbook', cookie);
    answers['their log, filtered to the site'] = await get(`/logbook?site=${setup.siteId}`, cookie);
    answers['their log’s data'] = await get('/logbook.data', cookie);
    answers['their map'] = await get('/logbook/map', cookie);
    answers['their data export'] = { status: 200, body: JSON.stringify(await exportMemberData(viewer.member.id)) };
    answers['their feed'] = await get('/account/feed', cookie);
    answers['their notifications'] = await get('/account/notifications', cookie);
  }
  return answers;
}

/** The surfaces that named the dive, or showed one of its markers, to someone who may not see it. */
function leaks(answers: Record<string, { status: number; body: string }>, dive: (typeof setup.dives)['private']): string[] {
  const found: string[] = [];
  for (const [surface, { status, body }] of Object.entries(answers)) {
    for (const text of markersOf(dive)) if (body.includes(text)) found.push(`${surface} shows ${text}`);
    // A visitor asking for the edit page is sent to sign in, and back to that address after.
    const toSignIn = surface.startsWith('the edit page') && body.includes('/sign-in') && [202, 302].includes(status);
    // The dive's own addresses answer "not found" (their page names the address asked for); the others never name the dive.
    if (/^the (dive page|edit page|photo)/.test(surface)) {
      if (status !== 404 && !toSignIn) found.push(`${surface} answers ${status}`);
    } else if (new RegExp(`/dive/${dive.id}(?!\\d)`).test(body)) found.push(`${surface} links to the dive`);
  }
  return found;
}

describe('who reads a dive, on every surface', () => {
  it('the markers are found where the dive may be read: its diver sees all three, a visitor the public one, the buddy the buddies one', async () => {
    for (const dive of Object.values(setup.dives)) {
      const page = await get(`/dive/${dive.id}`, setup.diverCookie);
      expect(page.status).toBe(200);
      for (const text of markersOf(dive)) expect(page.body).toContain(text);
      expect((await get(dive.photo, setup.diverCookie)).status).toBe(200);
    }
    const log = await get('/logbook', setup.diverCookie);
    for (const dive of Object.values(setup.dives)) expect(log.body).toContain(`/dive/${dive.id}`);
    expect(JSON.stringify(await exportMemberData(setup.diver.id))).toContain(setup.dives.private.notes);

    const visitor = await surfaces({ cookie: '', member: null }, setup.dives.public);
    expect(visitor['the dive page']!.body).toContain(setup.dives.public.notes);
    expect(visitor['the dive page’s data']!.body).toContain(setup.dives.public.notes);
    expect(visitor['the photo']!.status).toBe(200);

    const buddy = await surfaces(setup.buddy, setup.dives.buddies);
    expect(buddy['the dive page']!.status).toBe(200);
    expect(buddy['the dive page']!.body).toContain(setup.dives.buddies.notes);
    expect(buddy['the dive page’s data']!.body).toContain(setup.dives.buddies.place!);
    expect(buddy['the photo']!.status).toBe(200);
  });

  it('the public dive reaches the feed and the notifications of each member who follows, as each role, once', async () => {
    // The lines of a page's list (the page also carries its data for the browser, which says it again).
    const told = (body: string, list: string) => {
      const start = body.indexOf(`data-testid="${list}"`);
      const lines = start < 0 ? '' : body.slice(start, body.indexOf('</ul>', start));
      return lines.split('Priya Private logged a dive at Test Privacy Reef').length - 1;
    };
    for (const viewer of [...setup.viewers, setup.buddy]) {
      if (!viewer.member) continue;
      const feed = await get('/account/feed', viewer.cookie);
      expect(feed.status, viewer.name).toBe(200);
      expect(feed.body, viewer.name).toContain(`/dive/${setup.dives.public.id}`);
      expect(told(feed.body, 'feed'), viewer.name).toBe(1);
      const notifications = await get('/account/notifications', viewer.cookie);
      expect(told(notifications.body, 'notifications'), viewer.name).toBe(1);
    }
    const own = await get('/account/feed', setup.diverCookie);
    // The diver never hears of their own dive: their feed has no list at all.
    expect(own.status).toBe(200);
    expect(own.body).not.toContain('data-testid="feed"');
  });

  it('a buddies dive reaches nobody but its diver and the members named on it', async () => {
    const found: string[] = [];
    for (const viewer of setup.viewers) found.push(...leaks(await surfaces(viewer, setup.dives.buddies), setup.dives.buddies).map((leak) => `${viewer.name}: ${leak}`));
    expect(found).toEqual([]);
  });

  it('a private dive reaches nobody but its diver, not even the buddy named on it', async () => {
    const found: string[] = [];
    for (const viewer of [...setup.viewers, setup.buddy]) found.push(...leaks(await surfaces(viewer, setup.dives.private), setup.dives.private).map((leak) => `${viewer.name}: ${leak}`));
    expect(found).toEqual([]);
  });
});
