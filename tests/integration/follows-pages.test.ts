// Follows over HTTP against the production build: the follow button's POST (signed in only, sent back
// to the page without JavaScript), the site, centre and profile pages showing the button's state, the
// feed page as each role sees it, and the following page where a member answers requests, removes
// followers and chooses who may follow them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../app/lib/db.server.ts';
import { createCenter } from '../factories/centers.ts';
import { logDive } from '../factories/dives.ts';
import { createMember } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';
import { getPage, postForm, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();

const get = (path: string, cookie = '') => getPage(app.base, path, cookie);
const post = (path: string, body: Record<string, string>, cookie = '') => postForm(app.base, path, body, cookie);

async function followsOf(userId: string) {
  return db().select({ kind: schema.follows.kind, status: schema.follows.status }).from(schema.follows).where(eq(schema.follows.followerId, userId));
}

describe('the follow button', () => {
  it('asks a visitor to sign in, follows for a member, and the pages show it', async () => {
    const site = await createDiveSite({ name: 'Button Reef', countryCode: 'EG' });
    const center = await createCenter({ name: 'Button Divers' });
    const [reader, diver] = [await createMember(), await createMember({ firstName: 'Pia', lastName: 'Public' })];
    const cookie = await sessionCookie(app.base, reader);

    const anonymous = await post('/follow', { intent: 'follow', kind: 'site', target: String(site.id) });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/sign-in/);
    expect(await (await get(`/listing/${site.id}`)).text()).toContain('Sign in to follow');

    const followed = await post('/follow', { intent: 'follow', kind: 'site', target: String(site.id), redirectTo: `/listing/${site.id}` }, cookie);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`/listing/${site.id}`);
    expect(await post('/follow', { intent: 'follow', kind: 'center', target: String(center.id), redirectTo: `/dive-center/${center.id}` }, cookie)).toHaveProperty('status', 302);
    expect(await post('/follow', { intent: 'follow', kind: 'member', target: diver.memberId, redirectTo: `/user/${diver.memberId}` }, cookie)).toHaveProperty('status', 302);
    expect((await followsOf(reader.id)).map((row) => row.kind).sort()).toEqual(['center', 'member', 'site']);

    const sitePage = await (await get(`/listing/${site.id}`, cookie)).text();
    expect(sitePage).toContain('aria-label="Stop following Button Reef"');
    expect(sitePage).toContain('Follow new sites and trips in Egypt');
    expect(await (await get(`/dive-center/${center.id}`, cookie)).text()).toContain('1 follower');
    const profile = await (await get(`/user/${diver.memberId}`, cookie)).text();
    expect(profile).toContain('aria-label="Stop following Pia Public"');

    // A bad target is refused without writing anything; without JavaScript a refusal is explained on the following page.
    expect((await post('/follow', { intent: 'follow', kind: 'site', target: 'abc' }, cookie)).status).toBe(400);
    const self = await post('/follow', { intent: 'follow', kind: 'member', target: reader.memberId, redirectTo: '/' }, cookie);
    expect(self.headers.get('location')).toBe('/account/following?refused=self');
    expect(await (await get('/account/following?refused=self', cookie)).text()).toContain('You cannot follow yourself.');
    expect(await followsOf(reader.id)).toHaveLength(3);

    // The feed shows the diver's public dive at the followed site, once.
    await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'public' });
    await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'private' });
    const feed = await (await get('/account/feed', cookie)).text();
    const list = feed.slice(feed.indexOf('data-testid="feed"'), feed.indexOf('</ul>', feed.indexOf('data-testid="feed"')));
    expect(list.match(/<li/g)).toHaveLength(1);
    expect(list).toContain('Pia Public logged a dive at Button Reef');
    const overview = await (await get('/account', cookie)).text();
    expect(overview).toContain('From what you follow');
    expect(overview).toContain('Pia Public logged a dive at Button Reef');
    const es = await (await get('/account/feed?lang=es', cookie)).text();
    expect(es).toContain('Pia Public registró una inmersión en Button Reef');

    expect(await post('/follow', { intent: 'unfollow', kind: 'site', target: String(site.id), redirectTo: `/listing/${site.id}` }, cookie)).toHaveProperty('status', 302);
    expect((await followsOf(reader.id)).map((row) => row.kind).sort()).toEqual(['center', 'member']);
  });
});

describe('the feed and following pages', () => {
  it('are a member’s own: a visitor is sent to sign in, and another member cannot answer or remove for them', async () => {
    for (const path of ['/account/feed', '/account/following']) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^\/sign-in/);
    }
    const [careful, reader, stranger] = [await createMember({ firstName: 'Cleo', lastName: 'Careful' }), await createMember({ firstName: 'Ravi', lastName: 'Reader' }), await createMember()];
    const [carefulCookie, readerCookie, strangerCookie] = [await sessionCookie(app.base, careful), await sessionCookie(app.base, reader), await sessionCookie(app.base, stranger)];

    const refused = await post('/account/following', { intent: 'policy', policy: 'everyone' }, carefulCookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose who may follow you.');
    expect((await post('/account/following', { intent: 'policy', policy: 'approve' }, carefulCookie)).headers.get('location')).toBe('/account/following?done=saved');
    await post('/follow', { intent: 'follow', kind: 'member', target: careful.memberId }, readerCookie);
    expect(await followsOf(reader.id)).toEqual([{ kind: 'member', status: 'pending' }]);
    const following = await (await get('/account/following', carefulCookie)).text();
    expect(following).toContain('Asking to follow you');
    expect(following).toContain('Ravi Reader');

    const [request] = await db().select({ id: schema.follows.id }).from(schema.follows).where(and(eq(schema.follows.followerId, reader.id), eq(schema.follows.memberId, careful.id)));
    expect((await post('/account/following', { intent: 'approve', followId: String(request!.id) }, strangerCookie)).status).toBe(404);
    expect(await followsOf(reader.id)).toEqual([{ kind: 'member', status: 'pending' }]);
    expect((await post('/account/following', { intent: 'approve', followId: String(request!.id) }, carefulCookie)).headers.get('location')).toBe('/account/following?done=approved');
    expect(await followsOf(reader.id)).toEqual([{ kind: 'member', status: 'active' }]);
    expect(await (await get('/account/following', readerCookie)).text()).toContain('Cleo Careful');

    expect((await post('/account/following', { intent: 'remove', followId: String(request!.id) }, strangerCookie)).status).toBe(404);
    expect((await post('/account/following', { intent: 'remove', followId: String(request!.id) }, carefulCookie)).status).toBe(302);
    expect(await followsOf(reader.id)).toEqual([]);
  });
});

describe('the country follow button on a site page', () => {
  it('names the country when followed, in what it shows and what it is called', async () => {
    const site = await createDiveSite({ name: 'Country Button Reef', countryCode: 'EG' });
    const reader = await createMember();
    const cookie = await sessionCookie(app.base, reader);
    expect(await post('/follow', { intent: 'follow', kind: 'country', target: 'EG', redirectTo: `/listing/${site.id}` }, cookie)).toHaveProperty('status', 302);
    const page = await (await get(`/listing/${site.id}`, cookie)).text();
    expect(page).toContain('aria-label="Following Egypt: stop following new sites and trips there"');
    expect(page).toMatch(/>Following Egypt<\/button>/);
    // It sits with the page's other actions.
    const actions = page.slice(page.indexOf('aria-label="Actions'), page.indexOf('</div>', page.indexOf('aria-label="Actions')));
    expect(actions).toContain('Following Egypt');
    expect(await (await get(`/listing/${site.id}?lang=es`, cookie)).text()).toMatch(/>Siguiendo Egipto<\/button>/);
  });
});

describe('a malformed follow or following form', () => {
  it('sends a browser without JavaScript to the following page with the reason, and says so on the page', async () => {
    const reader = await createMember();
    const cookie = await sessionCookie(app.base, reader);
    const refused = await post('/follow', { intent: 'follow', kind: 'site', target: 'abc', redirectTo: '/listing/1' }, cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/account/following?refused=invalid');
    expect(await (await get('/account/following?refused=invalid', cookie)).text()).toContain('That could not be followed: the form was incomplete.');
    const answer = await post('/account/following', { intent: 'approve', followId: 'abc' }, cookie);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('That request or follower is no longer there.');
  });
});

describe('following a map area', () => {
  it('follows from a site page without JavaScript, lists it on the following page and in the feed, and refuses what is wrong', async () => {
    const site = await createDiveSite({ name: 'Area Page Reef', region: 'Page Bay', lat: -17.5, lng: 178.2 });
    const near = await createDiveSite({ name: 'Area Page Wall', lat: -17.545, lng: 178.2 });
    const [reader, diver] = [await createMember(), await createMember({ firstName: 'Noor', lastName: 'Near' })];
    const cookie = await sessionCookie(app.base, reader);
    const sitePage = await (await get(`/listing/${site.id}`, cookie)).text();
    expect(sitePage).toContain('Follow news within a distance of this site');
    expect(sitePage).toContain('Distance (1 to 100 km)');

    // Signed out: sent to sign in, nothing written.
    const anonymous = await post('/follow', { intent: 'follow', kind: 'area', target: String(site.id), radius: '25', redirectTo: `/listing/${site.id}` });
    expect(anonymous.headers.get('location')).toMatch(/^\/sign-in/);
    // A bad radius or position is refused with its reason; a script is told with a 400.
    const wide = await post('/follow', { intent: 'follow', kind: 'area', target: String(site.id), radius: '150', redirectTo: `/listing/${site.id}` }, cookie);
    expect(wide.headers.get('location')).toBe('/account/following?refused=radius');
    expect(await (await get('/account/following?refused=radius', cookie)).text()).toContain('Choose a distance from 1 to 100 km.');
    const nowhere = await post('/follow', { intent: 'follow', kind: 'area', target: '95,10', radius: '10' }, cookie);
    expect(nowhere.status).toBe(400);
    expect(await nowhere.json()).toEqual({ ok: false, error: 'follows.error.position' });
    expect(await followsOf(reader.id)).toEqual([]);

    const followed = await post('/follow', { intent: 'follow', kind: 'area', target: String(site.id), radius: '25', redirectTo: `/listing/${site.id}` }, cookie);
    expect(followed.headers.get('location')).toBe(`/listing/${site.id}`);
    expect(await followsOf(reader.id)).toEqual([{ kind: 'area', status: 'active' }]);
    expect(await (await get(`/listing/${site.id}`, cookie)).text()).toContain('You follow news within 25 km of this site.');
    const following = await (await get('/account/following', cookie)).text();
    expect(following).toContain('Map areas');
    expect(following).toContain('within 25 km of Area Page Reef, Page Bay');
    expect(await (await get('/account/following?lang=es', cookie)).text()).toContain('a menos de 25 km de Area Page Reef, Page Bay');

    await logDive(diver, { place: { kind: 'site', siteId: near.id }, privacy: 'public' });
    const feed = await (await get('/account/feed', cookie)).text();
    expect(feed).toContain('Noor Near logged a dive at Area Page Wall');
    expect(feed).toContain('within 25 km of Area Page Reef, Page Bay');

    const [row] = await db().select({ id: schema.follows.id }).from(schema.follows).where(eq(schema.follows.followerId, reader.id));
    expect((await post('/account/following', { intent: 'unfollow', followId: String(row!.id) }, cookie)).headers.get('location')).toBe('/account/following?done=unfollowed');
    expect(await followsOf(reader.id)).toEqual([]);
  });
});
