import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { fanOutActivity } from '../../lib/activity.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { authorOf, diveInput, logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { exportMemberData } from '../account/account-data.server.ts';
import { updateDive } from '../logbook/dives.service.server.ts';
import type { TripInput } from '../trips/trip.schema.ts';
import { publishTrip, saveTrip } from '../trips/trips.service.server.ts';
import { feedOf } from './feed.queries.server.ts';
import { follow, followedBy, followersOf, followState, manageFollow, setFollowPolicy, unfollow } from './follows.server.ts';

const t = createTranslator('en', loadMessages('en', ['notifications']));

async function feedTexts(userId: string): Promise<string[]> {
  return (await feedOf(userId, t)).items.map((item) => item.text);
}

/** Runs the fan-out of every activity not yet told (the job queue does this in the app). */
async function fanOutAll(): Promise<void> {
  const rows = await db().select({ id: schema.activities.id }).from(schema.activities);
  for (const row of rows) await fanOutActivity(row.id);
}

async function followingNotices(userId: string) {
  return db()
    .select({ kind: schema.notifications.kind, params: schema.notifications.params, link: schema.notifications.link, id: schema.notifications.id })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.category, 'following')));
}

function tripInput(): TripInput {
  const startsAt = new Date(Date.now() + 20 * 86_400_000);
  return {
    kind: 'boat-dives',
    title: { en: 'Followed Reef Morning', es: 'Mañana en el arrecife seguido' },
    description: {},
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
    siteIds: [],
    meetingPoint: 'Harbour',
    price: '80',
    currency: 'EUR',
    included: [],
    capacity: 8,
    minCertTier: null,
    minLoggedDives: 0,
    cancellationPolicy: 'moderate',
    paymentNote: null,
  };
}

describe('following a dive site', () => {
  it("shows other members' public dives there in the feed, never private, buddies-only or one's own, and drops a dive made private", async () => {
    const site = await createDiveSite({ name: 'Followed Wall' });
    const [reader, diver] = [await createMember({ firstName: 'Rea' }), await createMember({ firstName: 'Dina', lastName: 'Diver' })];
    expect(await follow(reader.id, { kind: 'site', siteId: site.id })).toEqual({ ok: true, state: 'following' });
    expect(await followState(reader.id, { kind: 'site', siteId: site.id })).toBe('following');

    const place = { kind: 'site' as const, siteId: site.id };
    const shown = await logDive(diver, { place, privacy: 'public' });
    await logDive(diver, { place, privacy: 'private' });
    await logDive(diver, { place, privacy: 'buddies' });
    await logDive(reader, { place, privacy: 'public' });

    expect(await feedTexts(reader.id)).toEqual(['Dina Diver logged a dive at Followed Wall']);
    const [item] = (await feedOf(reader.id, t)).items;
    expect(item!.link).toBe(`/dive/${shown.diveId}`);

    // Made private afterwards: it leaves the feed at once.
    const edited = await updateDive({ author: authorOf(diver), diveId: shown.diveId, input: diveInput({ place, privacy: 'private' }) });
    expect(edited.ok).toBe(true);
    expect(await feedTexts(reader.id)).toEqual([]);

    await unfollow(reader.id, { kind: 'site', siteId: site.id });
    expect(await followState(reader.id, { kind: 'site', siteId: site.id })).toBe('none');
  });

  it('tells each follower once, in their list and their digest, whatever they follow it by; the fan-out runs twice without telling anyone twice', async () => {
    const site = await createDiveSite({ name: 'Fan Reef' });
    const diver = await createMember({ firstName: 'Fay', lastName: 'Out' });
    const [bySite, byDiver, byBoth, digestOff] = [await createMember(), await createMember(), await createMember(), await createMember()];
    await follow(bySite.id, { kind: 'site', siteId: site.id });
    await follow(byDiver.id, { kind: 'member', memberId: diver.memberId });
    await follow(byBoth.id, { kind: 'site', siteId: site.id });
    await follow(byBoth.id, { kind: 'member', memberId: diver.memberId });
    await follow(digestOff.id, { kind: 'site', siteId: site.id });
    await db().insert(schema.notificationPreferences).values({ userId: digestOff.id, category: 'following', email: 'off' });

    const { diveId } = await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'public' });
    await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'private' });
    const [activity] = await db().select().from(schema.activities).where(eq(schema.activities.diveId, diveId));
    expect(await db().select().from(schema.activities).where(eq(schema.activities.actorId, diver.id))).toHaveLength(1);
    // The job was enqueued with the dive, in its transaction.
    const jobs = await db().select({ key: schema.jobs.key }).from(schema.jobs).where(eq(schema.jobs.key, `activity.fan-out:${activity!.id}`));
    expect(jobs).toHaveLength(1);

    expect(await fanOutActivity(activity!.id)).toBe(4);
    expect(await fanOutActivity(activity!.id)).toBe(0);
    for (const member of [bySite, byDiver, byBoth, digestOff]) {
      const notices = await followingNotices(member.id);
      expect(notices).toEqual([expect.objectContaining({ kind: 'following.dive', link: `/dive/${diveId}`, params: { diver: 'Fay Out', place: 'Fan Reef' } })]);
    }
    // The diver heard of their new followers, not of their own dive.
    expect((await followingNotices(diver.id)).map((notice) => notice.kind)).toEqual(['following.new-follower', 'following.new-follower']);
    const digests = await db()
      .select({ userId: schema.notifications.userId, state: schema.notificationDeliveries.state })
      .from(schema.notificationDeliveries)
      .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationDeliveries.notificationId))
      .where(eq(schema.notifications.activityId, activity!.id));
    expect(digests.map((row) => row.userId).sort()).toEqual([bySite.id, byDiver.id, byBoth.id].sort());
    expect(new Set(digests.map((row) => row.state))).toEqual(new Set(['digest']));
  });

  it('tells nobody of a dive made private before its fan-out ran', async () => {
    const site = await createDiveSite();
    const [diver, reader] = [await createMember(), await createMember()];
    await follow(reader.id, { kind: 'site', siteId: site.id });
    const place = { kind: 'site' as const, siteId: site.id };
    const { diveId } = await logDive(diver, { place, privacy: 'public' });
    await updateDive({ author: authorOf(diver), diveId, input: diveInput({ place, privacy: 'private' }) });
    const [activity] = await db().select().from(schema.activities).where(eq(schema.activities.diveId, diveId));
    expect(await fanOutActivity(activity!.id)).toBe(0);
    expect(await followingNotices(reader.id)).toEqual([]);
  });
});

describe('following a member', () => {
  it('follows at once, asks when the member approves followers, and is refused when they allow nobody', async () => {
    const [open, careful, closed, reader] = [await createMember(), await createMember({ firstName: 'Cara', lastName: 'Careful' }), await createMember(), await createMember({ firstName: 'Rex', lastName: 'Reader' })];
    await setFollowPolicy(careful.id, 'approve');
    await setFollowPolicy(closed.id, 'nobody');

    expect(await follow(reader.id, { kind: 'member', memberId: open.memberId })).toEqual({ ok: true, state: 'following' });
    expect(await follow(reader.id, { kind: 'member', memberId: careful.memberId })).toEqual({ ok: true, state: 'requested' });
    expect(await follow(reader.id, { kind: 'member', memberId: closed.memberId })).toEqual({ ok: false, error: 'follows.error.nobody' });
    expect(await follow(reader.id, { kind: 'member', memberId: reader.memberId })).toEqual({ ok: false, error: 'follows.error.self' });
    expect(await follow(reader.id, { kind: 'member', memberId: 'ZZZZZZZZ' })).toEqual({ ok: false, error: 'follows.error.notFound' });

    // The careful member is asked, and a dive of theirs stays out of the reader's feed until they approve.
    expect((await followingNotices(careful.id)).map((notice) => [notice.kind, notice.params])).toEqual([['following.request', { member: 'Rex Reader' }]]);
    expect((await followingNotices(open.id)).map((notice) => notice.kind)).toEqual(['following.new-follower']);
    await logDive(careful, { privacy: 'public', place: { kind: 'site', siteId: (await createDiveSite({ name: 'Careful Cove' })).id } });
    expect(await feedTexts(reader.id)).toEqual([]);

    const [request] = await followersOf(careful.id);
    expect(request).toMatchObject({ status: 'pending', name: 'Rex Reader' });
    // Only the member asked may answer.
    expect(await manageFollow(open.id, 'approve', request!.followId)).toEqual({ ok: false, error: 'follows.following.missing' });
    expect(await manageFollow(careful.id, 'approve', request!.followId)).toEqual({ ok: true });
    expect(await feedTexts(reader.id)).toEqual(['Cara Careful logged a dive at Careful Cove']);

    // "Nobody" ends every follow of the member.
    await setFollowPolicy(careful.id, 'nobody');
    expect(await followersOf(careful.id)).toEqual([]);
    expect(await followState(reader.id, { kind: 'member', memberId: careful.memberId })).toBe('none');
    expect((await followedBy(reader.id)).map((thing) => thing.kind)).toEqual(['member']);
  });

  it('lets a member remove a follower, and nobody else; both sides are in their exports', async () => {
    const [followed, reader, stranger] = [await createMember({ firstName: 'Fern', lastName: 'Followed' }), await createMember({ firstName: 'Rui', lastName: 'Reader' }), await createMember()];
    await follow(reader.id, { kind: 'member', memberId: followed.memberId });
    expect((await exportMemberData(reader.id))?.following).toMatchObject([{ kind: 'member', status: 'active', name: 'Fern Followed' }]);
    expect((await exportMemberData(followed.id))?.followers).toMatchObject([{ name: 'Rui Reader', memberId: reader.memberId, status: 'active' }]);
    expect((await exportMemberData(followed.id))?.profile).toMatchObject({ whoMayFollow: 'anyone' });
    const [row] = await followersOf(followed.id);
    expect(await manageFollow(stranger.id, 'remove', row!.followId)).toEqual({ ok: false, error: 'follows.following.missing' });
    expect(await manageFollow(stranger.id, 'unfollow', row!.followId)).toEqual({ ok: false, error: 'follows.following.missing' });
    expect(await followersOf(followed.id)).toHaveLength(1);
    expect(await manageFollow(followed.id, 'remove', row!.followId)).toEqual({ ok: true });
    expect(await followersOf(followed.id)).toEqual([]);
  });
});

describe('following a dive centre or a country', () => {
  it("shows a centre's published trips to its followers, except a member the centre blocked", async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Followed Divers', countryCode: 'MT' });
    const [reader, blocked, countryReader] = [await createMember(), await createMember(), await createMember()];
    await follow(reader.id, { kind: 'center', centerId: center.id });
    await follow(blocked.id, { kind: 'center', centerId: center.id });
    await follow(countryReader.id, { kind: 'country', countryCode: 'mt' });
    await db().insert(schema.inboxBlocks).values({ centerId: center.id, memberId: blocked.id, blockedBy: 'center' });

    const draft = await saveTrip({ centerId: center.id, userId: owner.id, input: tripInput() });
    expect(draft.ok).toBe(true);
    expect(await feedTexts(reader.id)).toEqual([]);
    if (!draft.ok) return;
    expect(await publishTrip({ centerId: center.id, tripId: draft.tripId })).toMatchObject({ ok: true });

    expect(await feedTexts(reader.id)).toEqual(['Followed Divers published a trip: Followed Reef Morning']);
    expect(await feedTexts(countryReader.id)).toEqual(['Followed Divers published a trip: Followed Reef Morning']);
    expect(await feedTexts(blocked.id)).toEqual([]);
    const es = createTranslator('es', loadMessages('es', ['notifications']));
    expect((await feedOf(reader.id, es)).items.map((item) => item.text)).toEqual(['Followed Divers publicó una salida: Mañana en el arrecife seguido']);

    await fanOutAll();
    expect((await followingNotices(reader.id)).map((notice) => notice.kind)).toEqual(['following.trip']);
    expect(await followingNotices(blocked.id)).toEqual([]);
  });

  it('refuses what cannot be followed: a hidden site, an unknown country', async () => {
    const reader = await createMember();
    const hidden = await createDiveSite({ status: 'hidden' });
    expect(await follow(reader.id, { kind: 'site', siteId: hidden.id })).toEqual({ ok: false, error: 'follows.error.notFound' });
    expect(await follow(reader.id, { kind: 'country', countryCode: 'XX' })).toEqual({ ok: false, error: 'follows.error.notFound' });
    expect(await followedBy(reader.id)).toEqual([]);
  });
});

describe('following a map area', () => {
  // Far from the other tests' sites (the factories put them in the Red Sea); positions are synthetic.
  const centre = { lat: -8.4, lng: 115.6 };

  it('hears of public dives at sites inside the circle and trips of centres there, not of those outside or private ones', async () => {
    const middle = await createDiveSite({ name: 'Area Middle Reef', region: 'Area Bay', ...centre });
    const near = await createDiveSite({ name: 'Area Near Wall', lat: centre.lat + 0.045, lng: centre.lng }); // about 5 km north
    const far = await createDiveSite({ name: 'Area Far Pinnacle', lat: centre.lat + 1.35, lng: centre.lng }); // about 150 km north
    const [reader, diver] = [await createMember(), await createMember({ firstName: 'Ari', lastName: 'Area' })];
    expect(await follow(reader.id, { kind: 'area', radiusKm: 25, around: { siteId: middle.id } })).toEqual({ ok: true, state: 'following' });
    expect(await follow(reader.id, { kind: 'area', radiusKm: 25, around: { siteId: middle.id } })).toEqual({ ok: true, state: 'following' });
    expect(await followedBy(reader.id)).toMatchObject([{ kind: 'area', name: 'Area Middle Reef, Area Bay', radiusKm: 25, link: `/explore?near=${centre.lat},${centre.lng}` }]);

    const inside = await logDive(diver, { place: { kind: 'site', siteId: near.id }, privacy: 'public' });
    await logDive(diver, { place: { kind: 'site', siteId: near.id }, privacy: 'private' });
    await logDive(diver, { place: { kind: 'site', siteId: far.id }, privacy: 'public' });
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Area Bay Divers', countryCode: 'ID', lat: centre.lat - 0.05, lng: centre.lng });
    const draft = await saveTrip({ centerId: center.id, userId: owner.id, input: tripInput() });
    if (!draft.ok) throw new Error('trip not saved');
    await publishTrip({ centerId: center.id, tripId: draft.tripId });

    expect(await feedTexts(reader.id)).toEqual(['Area Bay Divers published a trip: Followed Reef Morning', 'Ari Area logged a dive at Area Near Wall']);
    // Each line says which followed area brought it.
    expect((await feedOf(reader.id, t)).items.map((item) => item.area)).toEqual([
      { radiusKm: 25, place: 'Area Middle Reef, Area Bay' },
      { radiusKm: 25, place: 'Area Middle Reef, Area Bay' },
    ]);
    await fanOutAll();
    const notices = await followingNotices(reader.id);
    expect(notices.map((notice) => [notice.kind, notice.link]).sort()).toEqual([
      ['following.dive', `/dive/${inside.diveId}`],
      ['following.trip', `/trip/${draft.tripId}`],
    ]);
    expect((await exportMemberData(reader.id))?.following).toMatchObject([{ kind: 'area', name: 'Area Middle Reef, Area Bay', radiusKm: 25, lat: centre.lat, lng: centre.lng }]);
  });

  it('tells a member who follows a site and an area around it once', async () => {
    const site = await createDiveSite({ name: 'Area Once Reef', lat: -20.1, lng: 57.4 });
    const [reader, diver] = [await createMember(), await createMember()];
    await follow(reader.id, { kind: 'site', siteId: site.id });
    await follow(reader.id, { kind: 'area', radiusKm: 10, around: { lat: -20.1, lng: 57.41 } });
    await follow(reader.id, { kind: 'area', radiusKm: 50, around: { siteId: site.id } });
    const { diveId } = await logDive(diver, { place: { kind: 'site', siteId: site.id }, privacy: 'public' });
    const [activity] = await db().select().from(schema.activities).where(eq(schema.activities.diveId, diveId));
    expect(activity).toMatchObject({ lat: -20.1, lng: 57.4 });
    expect(await fanOutActivity(activity!.id)).toBe(1);
    // Followed as a site as well: the line needs no area to explain it.
    expect((await feedOf(reader.id, t)).items.map((item) => item.area)).toEqual([null]);
  });

  it('refuses a 21st area, and an area around a site that is not public', async () => {
    const reader = await createMember();
    for (let i = 0; i < 20; i += 1) expect(await follow(reader.id, { kind: 'area', radiusKm: 1 + i, around: { lat: 10, lng: 10 } })).toEqual({ ok: true, state: 'following' });
    expect(await follow(reader.id, { kind: 'area', radiusKm: 50, around: { lat: 11, lng: 10 } })).toEqual({ ok: false, error: 'follows.error.tooManyAreas' });
    expect((await followedBy(reader.id)).filter((thing) => thing.kind === 'area')).toHaveLength(20);
    const hidden = await createDiveSite({ status: 'hidden' });
    expect(await follow((await createMember()).id, { kind: 'area', radiusKm: 10, around: { siteId: hidden.id } })).toEqual({ ok: false, error: 'follows.error.notFound' });
  });
});
