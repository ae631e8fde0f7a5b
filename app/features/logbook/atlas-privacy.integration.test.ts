// Private and buddies-only dives never reach anyone else through the atlas: a site's page and its data
// request, the diver's public profile and its data request, the sitemap, the news feed, the site search
// and the map's place search, for a visitor, for another member and (on the site and profile) for the
// buddy named on a buddies dive. Only the public dive is listed; the others count, without a name, in
// the site's figures alone, and only when the diver allows it. The production build runs on this
// worker's database (tests/setup/app-in-worker.ts) and is asked over HTTP as a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { sessionCookie, startAppInWorker, type AppInWorker } from '../../../tests/setup/app-in-worker.ts';
import { saveLogbookSettings } from './logbook-settings.server.ts';

let app: AppInWorker | undefined;
const cookies = { visitor: '', stranger: '', buddy: '' };
const dives = { public: 0, buddies: 0, private: 0, privateUncounted: 0 };
let siteId = 0;
let diverMemberId = '';
const SECRET_PLACE = 'Quillback Hidden Cove';

beforeAll(async () => {
  app = await startAppInWorker();
  const site = await createDiveSite({ name: 'Privacy Test Reef', status: 'published' });
  siteId = site.id;
  const diver = await createMember({ firstName: 'Itziar', lastName: 'Fondo' });
  const quiet = await createMember({ firstName: 'Quiet', lastName: 'Diver' });
  const buddy = await createMember();
  const stranger = await createMember();
  diverMemberId = diver.memberId;
  await saveLogbookSettings({ memberId: quiet.id, input: { defaultPrivacy: 'private', countPrivateInFigures: false, gfLowPercent: 30, gfHighPercent: 75 } });
  const at = { kind: 'site' as const, siteId };
  dives.public = (await logDive(diver, { place: at, privacy: 'public', waterTempC: 21, startLocal: '2024-03-05T10:00:00' })).diveId;
  dives.buddies = (await logDive(diver, { place: at, privacy: 'buddies', waterTempC: 22, startLocal: '2024-03-06T10:00:00', buddies: [{ memberId: buddy.memberId }] })).diveId;
  dives.private = (await logDive(diver, { place: at, privacy: 'private', waterTempC: 23, startLocal: '2024-03-07T10:00:00' })).diveId;
  // A private dive at a new place the diver named: the place is a suggestion for moderators, no one else's to find.
  await logDive(diver, { place: { kind: 'new', name: SECRET_PLACE, lat: 12.5, lng: -70.1, countryCode: 'AW' }, privacy: 'private' });
  // A private dive of a member who keeps their private dives out of the figures: it is not counted.
  await logDive(quiet, { place: at, privacy: 'private', waterTempC: 30, startLocal: '2024-03-08T10:00:00' }).then((saved) => (dives.privateUncounted = saved.diveId));
  cookies.stranger = await sessionCookie(app.base, stranger);
  cookies.buddy = await sessionCookie(app.base, buddy);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function get(path: string, who: keyof typeof cookies): Promise<{ status: number; body: string }> {
  const response = await fetch(`${app!.base}${path}`, { headers: cookies[who] ? { cookie: cookies[who] } : {} });
  return { status: response.status, body: await response.text() };
}

const STARTS = { public: '2024-03-05T10:00:00', buddies: '2024-03-06T10:00:00', private: '2024-03-07T10:00:00', privateUncounted: '2024-03-08T10:00:00' };
const linksTo = (body: string, diveId: number) => new RegExp(`/dive/${diveId}(?!\\d)`).test(body);

/** Whether an answer shows the dive: a link to it in a page, its start in a data request (which holds no URLs). */
function shows(path: string, body: string, dive: keyof typeof dives): boolean {
  return path.endsWith('.data') ? body.includes(STARTS[dive]) : linksTo(body, dives[dive]);
}

describe('private and buddies dives on the atlas', { timeout: 240_000 }, () => {
  it("a site's page and its data list only the public dive, and its figures count only what the divers allow", async () => {
    for (const who of ['visitor', 'stranger', 'buddy'] as const) {
      for (const path of [`/listing/${siteId}`, `/listing/${siteId}.data`]) {
        const { status, body } = await get(path, who);
        expect(status, `${path} as ${who}`).toBe(200);
        expect(shows(path, body, 'public'), `${path} as ${who}`).toBe(true);
        expect(shows(path, body, 'buddies'), `${path} as ${who}`).toBe(false);
        expect(shows(path, body, 'private'), `${path} as ${who}`).toBe(false);
        expect(shows(path, body, 'privateUncounted'), `${path} as ${who}`).toBe(false);
        expect(body).not.toContain('Quiet');
      }
    }
    const page = (await get(`/listing/${siteId}`, 'visitor')).body;
    // March: the public, buddies and private dive of the diver who allows it (21, 22, 23 °C), not the 30 °C one.
    const march = /<tr[^>]*data-month="3"[^>]*>(.*?)<\/tr>/s.exec(page)?.[1] ?? '';
    expect(march.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()).toBe('March 21 °C 22 °C 23 °C 3');
    expect(page).toContain('1 public dive logged here.');
  });

  it("the diver's profile and its data list and count only the public dive, whoever looks", async () => {
    for (const who of ['visitor', 'stranger', 'buddy'] as const) {
      for (const path of [`/user/${diverMemberId}`, `/user/${diverMemberId}.data`]) {
        const { status, body } = await get(path, who);
        expect(status, `${path} as ${who}`).toBe(200);
        expect(shows(path, body, 'public'), `${path} as ${who}`).toBe(true);
        expect(shows(path, body, 'buddies'), `${path} as ${who}`).toBe(false);
        expect(shows(path, body, 'private'), `${path} as ${who}`).toBe(false);
        expect(body).not.toContain(SECRET_PLACE);
      }
    }
    const page = (await get(`/user/${diverMemberId}`, 'stranger')).body;
    expect(/data-total="dives"[^>]*>.*?<dd[^>]*>(\d+)<\/dd>/s.exec(page)?.[1]).toBe('1');
  });

  it('the dives themselves answer "not found" to those their privacy leaves out, and the buddy sees the buddies dive', async () => {
    for (const path of [`/dive/${dives.private}`, `/dive/${dives.private}.data`, `/dive/${dives.buddies}`, `/dive/${dives.buddies}.data`]) {
      expect((await get(path, 'visitor')).status, `${path} as visitor`).toBe(404);
      expect((await get(path, 'stranger')).status, `${path} as stranger`).toBe(404);
    }
    expect((await get(`/dive/${dives.buddies}`, 'buddy')).status).toBe(200);
    expect((await get(`/dive/${dives.private}`, 'buddy')).status).toBe(404);
    // Copying is for a confirmed buddy only; the buddy here has not confirmed yet.
    expect((await get(`/dive/${dives.buddies}/copy`, 'buddy')).status).toBe(404);
    expect((await get(`/dive/${dives.public}/copy`, 'stranger')).status).toBe(404);
  });

  it('the sitemap lists the public dive; it, the news feed, the site search and the place search hold no private dive or place', async () => {
    const paths = ['/sitemap.xml', '/news/feed.xml', `/explore?q=${encodeURIComponent('Quillback')}`, `/api/map/places?q=${encodeURIComponent('Quillback')}`, '/explore.data?q=Quillback'];
    for (const path of paths) {
      for (const who of ['visitor', 'stranger'] as const) {
        const { body } = await get(path, who);
        expect(body, `${path} as ${who}`).not.toContain(SECRET_PLACE);
        for (const id of [dives.buddies, dives.private, dives.privateUncounted]) expect(linksTo(body, id), `${path} as ${who}`).toBe(false);
      }
    }
    // The public dive is a page search engines may index, and the sitemap lists it.
    expect(linksTo((await get('/sitemap.xml', 'visitor')).body, dives.public)).toBe(true);
  });
});
