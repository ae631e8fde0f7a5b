import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { isDiveCenterManager } from '../members/dive-center-manager.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { addManager, createCenter } from '../../../tests/factories/centers.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { parseCenterFilters } from './center-filters.schema.ts';
import { CenterDetailsSchema, CourseSchema } from './center.schema.ts';
import { canActAsManager, canManageCenter, canManageManagers, canReviewCenter, canSeeHiddenCenter } from './center.policy.ts';
import { centersManagedBy } from './center-access.queries.server.ts';
import { isCenterSubmitter } from '../../lib/center-submitter.server.ts';
import { centersNear, centersVisitingSite, searchCenters } from './center-cards.queries.server.ts';
import { pendingClaims } from './center-claims.queries.server.ts';
import { getCenterForManager, getPublicCenter, reviewsOf } from './center-page.queries.server.ts';
import { answerInvitation, cancelInvitation, invitationsForMember, inviteManager, pendingInvitationsOfCenter } from './center-invitations.server.ts';
import {
  addCourse,
  decideClaim,
  removeCourse,
  removeManager,
  replyToReview,
  saveReview,
  setCenterReviewHidden,
  setVisitedSites,
  submitCenter,
  submitClaim,
} from './centers.service.server.ts';
import { CONTACT_LIMITS, sendCenterMessage } from '../inbox/center-contact.server.ts';

type Outbox = { to: string; subject: string; text: string; replyTo?: string };

async function outbox(): Promise<Outbox[]> {
  const folder = path.join(getRuntime().dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Outbox));
}

const details = (overrides: Record<string, string | string[]> = {}) => {
  const parsed = CenterDetailsSchema.safeParse({
    kind: 'center',
    name: 'Integration Test Divers',
    lat: '28.5',
    lng: '34.51',
    countryCode: 'eg',
    email: 'Bookings@Test.DiveAtlas.example',
    agencies: ['padi', 'ssi'],
    services: ['nitrox'],
    languages: ['en', 'es'],
    open_0: '08:00',
    close_0: '17:00',
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};

describe('dive centre ownership and the manager entry', () => {
  it('a member becomes a Dive Center Manager only once they are the submittedUser of a centre', async () => {
    const member = await createMember();
    expect(await isCenterSubmitter(member.id)).toBe(false);
    expect(await isDiveCenterManager(member.id)).toBe(false);
    const submitted = await submitCenter({ userId: member.id, input: details() });
    if (!submitted.ok) throw new Error('the centre was not submitted');
    const { centerId } = submitted;
    expect(await isDiveCenterManager(member.id)).toBe(true);

    const [row] = await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, centerId));
    expect(row).toMatchObject({ submittedUser: member.id, verification: 'unverified', status: 'published', primaryAgency: 'padi', countryCode: 'EG', email: 'bookings@test.diveatlas.example' });
    expect(row!.openingHours?.[0]).toEqual({ open: '08:00', close: '17:00' });
    expect(row!.openingHours?.[1]).toBeNull();

    // Being a manager of someone else's centre is not being its submitter.
    const helper = await createMember();
    await addManager(centerId, helper.id);
    expect(await isDiveCenterManager(helper.id)).toBe(false);
    expect(await centersManagedBy(helper.id)).toEqual([{ id: centerId, name: 'Integration Test Divers', role: 'manager' }]);
  });

  it('only the owner and managers (or an admin acting as a manager) may change a centre; moderators may not; only the owner picks managers', async () => {
    const owner = await createMember();
    const manager = await createMember();
    const stranger = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const admin = await createMember({ role: 'admin' });
    const center = await createCenter({ owner });
    await addManager(center.id, manager.id);
    const ownership = { id: center.id, ownerId: center.submittedUser, managerIds: [manager.id] };
    const viewer = (member: { id: string; role: 'member' | 'editor' | 'moderator' | 'admin' }) => ({ id: member.id, role: member.role, emailVerified: true, actingAs: null });
    const acting = (centerId: number) => ({ ...viewer(admin), actingAs: { centerId, centerName: center.name, until: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(canManageCenter(viewer(owner), ownership)).toBe(true);
    expect(canManageCenter(viewer(manager), ownership)).toBe(true);
    expect(canManageCenter(viewer(moderator), ownership)).toBe(false);
    expect(canManageCenter(viewer(admin), ownership)).toBe(false);
    expect(canManageCenter(acting(center.id), ownership)).toBe(true);
    expect(canManageCenter(acting(center.id + 1), ownership)).toBe(false);
    expect(canActAsManager(viewer(admin), ownership)).toBe(true);
    expect(canActAsManager(viewer(moderator), ownership)).toBe(false);
    expect(canActAsManager(viewer(owner), ownership)).toBe(false);
    // Moderators still see a hidden centre's page (to show it again); they do not run it.
    expect(canSeeHiddenCenter(viewer(moderator), ownership)).toBe(true);
    expect(canSeeHiddenCenter(viewer(stranger), ownership)).toBe(false);
    expect(canManageManagers(viewer(moderator), ownership)).toBe(false);
    expect(canManageManagers(acting(center.id), ownership)).toBe(false);
    expect(canManageCenter(viewer(stranger), ownership)).toBe(false);
    expect(canManageCenter(null, ownership)).toBe(false);
    expect(canManageManagers(viewer(manager), ownership)).toBe(false);
    expect(canManageManagers(viewer(owner), ownership)).toBe(true);
    expect(canReviewCenter(viewer(owner), ownership)).toBe(false);
    expect(canReviewCenter(viewer(stranger), ownership)).toBe(true);
    expect(canReviewCenter({ ...viewer(stranger), emailVerified: false }, ownership)).toBe(false);
  });
});

describe('finding centres', () => {
  it('sorts by distance from the visitor and applies every filter group', async () => {
    const near = await createCenter({ name: 'Filter Near', lat: -40.01, lng: 170.01, agencies: ['padi'], services: ['nitrox', 'boat-dives'], languages: ['es'], courseTypes: ['open-water'], ratingAverage: '4.50', ratingCount: 2 });
    const far = await createCenter({ name: 'Filter Far', lat: -40.5, lng: 170.5, agencies: ['ssi'], services: ['nitrox'], languages: ['en'], courseTypes: ['cave'], ratingAverage: '3.00', ratingCount: 1 });
    const resort = await createCenter({ name: 'Filter Resort', kind: 'resort', lat: -40.02, lng: 170.02 });
    const hidden = await createCenter({ name: 'Filter Hidden', lat: -40.0, lng: 170.0, status: 'hidden' });
    const search = async (query: string) => {
      const result = await searchCenters(parseCenterFilters(new URLSearchParams(query), ['center', 'liveaboard']).filters, ['center', 'liveaboard'], 'en');
      return result.centers.map((center) => center.id).filter((id) => [near.id, far.id, resort.id, hidden.id].includes(id));
    };
    expect(await search('at=-40,170')).toEqual([near.id, far.id]);
    const first = (await searchCenters(parseCenterFilters(new URLSearchParams('at=-40,170'), ['center']).filters, ['center'], 'en')).centers[0]!;
    expect(first.id).toBe(near.id);
    expect(first.distanceKm).toBeGreaterThan(0.5);
    expect(first.distanceKm).toBeLessThan(2);
    expect(await search('at=-40,170&agency=ssi')).toEqual([far.id]);
    expect(await search('at=-40,170&service=nitrox&service=boat-dives')).toEqual([near.id]);
    expect(await search('at=-40,170&speaks=en')).toEqual([far.id]);
    expect(await search('at=-40,170&course=cave')).toEqual([far.id]);
    expect(await search('at=-40,170&rating=4')).toEqual([near.id]);
    expect(await search('at=-40,170&kind=liveaboard')).toEqual([]);
    const resorts = await searchCenters(parseCenterFilters(new URLSearchParams('at=-40,170'), ['resort']).filters, ['resort'], 'en');
    expect(resorts.centers.map((center) => center.id)).toContain(resort.id);
    expect(resorts.centers.map((center) => center.id)).not.toContain(near.id);
  });

  it('finds centres near a place typed by name, with the same place search as the map', async () => {
    await createDiveSite({ name: 'Zanzibar Integration Pinnacle', countryCode: 'TZ', region: 'Integration Coast', lat: -6.1, lng: 39.2 });
    const close = await createCenter({ name: 'Place Close', countryCode: 'TZ', lat: -6.11, lng: 39.21 });
    const result = await searchCenters(parseCenterFilters(new URLSearchParams('near=Zanzibar Integration Pinnacle'), ['center']).filters, ['center'], 'en');
    expect(result.placeNotFound).toBe(false);
    expect(result.origin?.label).toBe('Zanzibar Integration Pinnacle');
    expect(result.centers[0]?.id).toBe(close.id);
    const nowhere = await searchCenters(parseCenterFilters(new URLSearchParams('near=qqqxxyzz'), ['center']).filters, ['center'], 'en');
    expect(nowhere.placeNotFound).toBe(true);
  });

  it('lists the centres that visit a site and those nearby, and never reads the email for the public page', async () => {
    const site = await createDiveSite({ lat: 10, lng: 10 });
    const visiting = await createCenter({ lat: 10.3, lng: 10.3 });
    const nearby = await createCenter({ lat: 10.01, lng: 10.01 });
    expect((await setVisitedSites({ centerId: visiting.id, siteIds: [site.id] })).ok).toBe(true);
    expect(await setVisitedSites({ centerId: visiting.id, siteIds: [site.id, 999_999] })).toMatchObject({ ok: false, error: 'centers.error.siteNotFound' });
    expect((await centersVisitingSite(site.id)).map((center) => center.id)).toEqual([visiting.id]);
    expect((await centersNear(10, 10, { withinKm: 5 })).map((center) => center.id)).toEqual([nearby.id]);
    const page = await getPublicCenter(visiting.id);
    expect(page).not.toHaveProperty('email');
    expect(JSON.stringify(page)).not.toContain(visiting.email!);
    expect(page?.sites.map((visited) => visited.id)).toEqual([site.id]);
    expect((await getCenterForManager(visiting.id))?.email).toBe(visiting.email);
  });
});

describe('courses', () => {
  it('keeps the course filter column in step with the courses, in one transaction each', async () => {
    const center = await createCenter();
    const course = CourseSchema.parse({ courseType: 'open-water', agency: 'padi', title: 'Open Water Diver', price: '380,50', currency: 'eur', durationDays: '4' });
    expect(course).toMatchObject({ price: '380.50', currency: 'EUR', durationDays: 4 });
    await addCourse({ centerId: center.id, input: course });
    await addCourse({ centerId: center.id, input: CourseSchema.parse({ courseType: 'nitrox' }) });
    let row = await getCenterForManager(center.id);
    expect(row?.courses.map((item) => item.courseType)).toEqual(['open-water', 'nitrox']);
    expect(row?.courses[0]?.price).toBe('380.50');
    const [stored] = await db().select({ courseTypes: schema.diveCenters.courseTypes }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(stored?.courseTypes).toEqual(['nitrox', 'open-water']);
    // A course id of another centre changes nothing.
    const other = await createCenter();
    expect(await removeCourse({ centerId: other.id, courseId: row!.courses[0]!.id })).toBe(false);
    expect(await removeCourse({ centerId: center.id, courseId: row!.courses[0]!.id })).toBe(true);
    row = await getCenterForManager(center.id);
    expect(row?.courses.map((item) => item.courseType)).toEqual(['nitrox']);
    const [after] = await db().select({ courseTypes: schema.diveCenters.courseTypes }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(after?.courseTypes).toEqual(['nitrox']);
  });
});

describe('reviews', () => {
  it('keeps one review per member per centre, updates the average, and lets the owner reply once', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner });
    const diver = await createMember();
    const other = await createMember();
    await saveReview({ centerId: center.id, authorId: diver.id, rating: 2, body: 'Crowded boat but a fine guide.' });
    expect(await saveReview({ centerId: center.id, authorId: diver.id, rating: 4, body: 'Second visit was much better.' })).toEqual({ ok: true, updated: true });
    await saveReview({ centerId: center.id, authorId: other.id, rating: 5, body: 'Excellent briefings and kit.' });
    const reviews = await reviewsOf(center.id);
    expect(reviews).toHaveLength(2);
    const [stored] = await db().select({ average: schema.diveCenters.ratingAverage, count: schema.diveCenters.ratingCount }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(stored).toEqual({ average: '4.50', count: 2 });
    const target = reviews.find((review) => review.authorId === diver.id)!;
    expect((await replyToReview({ centerId: center.id, reviewId: target.id, userId: owner.id, reply: 'Thank you for coming back!' })).ok).toBe(true);
    expect(await replyToReview({ centerId: center.id, reviewId: target.id, userId: owner.id, reply: 'A second reply' })).toMatchObject({ ok: false, error: 'centers.error.alreadyReplied' });
    // A review of another centre cannot be answered from this one.
    const elsewhere = await createCenter();
    await saveReview({ centerId: elsewhere.id, authorId: diver.id, rating: 3, body: 'Average day out there.' });
    const foreign = (await reviewsOf(elsewhere.id))[0]!;
    expect((await replyToReview({ centerId: center.id, reviewId: foreign.id, userId: owner.id, reply: 'Not ours' })).ok).toBe(false);

    // A moderator hides a review: it leaves the page and the average until it is shown again.
    const rating = async () => (await db().select({ average: schema.diveCenters.ratingAverage, count: schema.diveCenters.ratingCount }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id)))[0];
    expect(await setCenterReviewHidden({ centerId: center.id, reviewId: foreign.id, hidden: true, moderatorId: owner.id })).toBe(false);
    expect(await setCenterReviewHidden({ centerId: center.id, reviewId: target.id, hidden: true, moderatorId: owner.id })).toBe(true);
    expect(await rating()).toEqual({ average: '5.00', count: 1 });
    expect((await reviewsOf(center.id)).map((review) => review.rating)).toEqual([5]);
    expect((await reviewsOf(center.id, { includeHidden: true })).find((review) => review.id === target.id)?.hidden).toBe(true);
    await setCenterReviewHidden({ centerId: center.id, reviewId: target.id, hidden: false, moderatorId: owner.id });
    expect(await rating()).toEqual({ average: '4.50', count: 2 });
  });
});

describe('managers', () => {
  it('invites a member by member ID, who becomes a manager only on accepting; refuses unknown IDs, the owner and duplicates', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Manager Test Centre' });
    const helper = await createMember({ firstName: 'Helper' });
    expect(await inviteManager({ centerId: center.id, memberId: 'ZZZZZZZZ', invitedBy: owner.id })).toMatchObject({ ok: false, error: 'centers.error.memberNotFound' });
    expect(await inviteManager({ centerId: center.id, memberId: owner.memberId, invitedBy: owner.id })).toMatchObject({ ok: false, error: 'centers.error.alreadyOwner' });
    expect((await inviteManager({ centerId: center.id, memberId: helper.memberId, invitedBy: owner.id })).ok).toBe(true);
    expect(await inviteManager({ centerId: center.id, memberId: helper.memberId, invitedBy: owner.id })).toMatchObject({ ok: false, error: 'centers.error.alreadyInvited' });
    const mail = (await outbox()).find((message) => message.to === helper.email);
    expect(mail?.subject).toBe('You are invited to help manage Manager Test Centre');
    // The invitation is also a notice in the member's conversation with the centre, unread on their side.
    const [conversation] = await db().select().from(schema.conversations).where(eq(schema.conversations.memberId, helper.id));
    expect(conversation).toMatchObject({ centerId: center.id, memberUnread: 1, centerUnread: 0 });
    const notices = await db().select().from(schema.messages).where(eq(schema.messages.conversationId, conversation!.id));
    expect(notices.map((message) => [message.sender, message.event?.kind])).toEqual([['system', 'invitation.sent']]);
    // Nothing changes until the member answers; the owner sees the invitation waiting.
    expect((await centersManagedBy(helper.id)).map((managed) => managed.id)).not.toContain(center.id);
    expect((await pendingInvitationsOfCenter(center.id)).map((invitation) => invitation.memberId)).toEqual([helper.memberId]);
    const [invitation] = await invitationsForMember(helper.id);
    expect(invitation).toMatchObject({ centerId: center.id, centerName: 'Manager Test Centre' });
    // Another member cannot answer it for them.
    expect(await answerInvitation({ invitationId: invitation!.id, userId: owner.id, accept: true })).toBeNull();
    expect(await answerInvitation({ invitationId: invitation!.id, userId: helper.id, accept: true })).toEqual({ centerId: center.id });
    expect((await centersManagedBy(helper.id)).map((managed) => managed.id)).toContain(center.id);
    expect(await answerInvitation({ invitationId: invitation!.id, userId: helper.id, accept: false })).toBeNull();
    expect(await inviteManager({ centerId: center.id, memberId: helper.memberId, invitedBy: owner.id })).toMatchObject({ ok: false, error: 'centers.error.alreadyManager' });
  });

  it('a member declines an invitation, and an owner cancels one: neither makes a manager', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner });
    const [declining, cancelled] = [await createMember(), await createMember()];
    await inviteManager({ centerId: center.id, memberId: declining.memberId, invitedBy: owner.id });
    await inviteManager({ centerId: center.id, memberId: cancelled.memberId, invitedBy: owner.id });
    const [toDecline] = await invitationsForMember(declining.id);
    expect(await answerInvitation({ invitationId: toDecline!.id, userId: declining.id, accept: false })).toEqual({ centerId: center.id });
    const [toCancel] = await invitationsForMember(cancelled.id);
    expect(await cancelInvitation({ centerId: center.id + 1000, invitationId: toCancel!.id })).toBe(false);
    expect(await cancelInvitation({ centerId: center.id, invitationId: toCancel!.id })).toBe(true);
    expect(await answerInvitation({ invitationId: toCancel!.id, userId: cancelled.id, accept: true })).toBeNull();
    expect((await getCenterForManager(center.id))?.managers).toEqual([]);
    expect(await pendingInvitationsOfCenter(center.id)).toEqual([]);
    // Declined, the member may be invited again.
    expect((await inviteManager({ centerId: center.id, memberId: declining.memberId, invitedBy: owner.id })).ok).toBe(true);
  });

  it('removes a manager by member ID, who then no longer manages the centre; unknown IDs and the owner are not removed', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Removal Test Centre' });
    const helper = await createMember();
    const other = await createMember();
    await addManager(center.id, helper.id);
    await addManager(center.id, other.id);
    expect((await centersManagedBy(helper.id)).map((managed) => managed.id)).toContain(center.id);

    expect(await removeManager({ centerId: center.id, memberId: helper.memberId })).toBe(true);
    expect((await centersManagedBy(helper.id)).map((managed) => managed.id)).not.toContain(center.id);
    expect((await getCenterForManager(center.id))?.managers.map((manager) => manager.memberId)).toEqual([other.memberId]);
    // Removing again, an unknown member or the owner changes nothing.
    expect(await removeManager({ centerId: center.id, memberId: helper.memberId })).toBe(false);
    expect(await removeManager({ centerId: center.id, memberId: 'ZZZZZZZZ' })).toBe(false);
    expect(await removeManager({ centerId: center.id, memberId: owner.memberId })).toBe(false);
    const after = await getCenterForManager(center.id);
    expect(after?.ownerId).toBe(owner.id);
    expect(after?.managers.map((manager) => manager.memberId)).toEqual([other.memberId]);
  });
});

describe('claims', () => {
  it('a claim waits for a moderator; approval moves ownership, verifies the centre and tells both members', async () => {
    const submitter = await createMember();
    const claimant = await createMember({ firstName: 'Claire' });
    const moderator = await createMember({ role: 'moderator' });
    const center = await createCenter({ owner: submitter, name: 'Claimed Centre' });
    const claim = await submitClaim({ centerId: center.id, claimantId: claimant.id, evidence: 'I am the manager named on the website.', contact: null });
    expect(claim.ok).toBe(true);
    expect(await submitClaim({ centerId: center.id, claimantId: claimant.id, evidence: 'Again, the same claim twice.', contact: null })).toMatchObject({ ok: false, error: 'centers.error.claimPending' });
    expect(await submitClaim({ centerId: center.id, claimantId: submitter.id, evidence: 'Claiming what is mine already.', contact: null })).toMatchObject({ ok: false, error: 'centers.error.alreadyOwner' });
    // Nothing changes until a moderator decides.
    expect(await isDiveCenterManager(claimant.id)).toBe(false);
    const queued = await pendingClaims();
    expect(queued.map((item) => item.center.name)).toContain('Claimed Centre');

    const claimId = (claim as { claimId: number }).claimId;
    expect((await decideClaim({ claimId, moderatorId: moderator.id, decision: 'approve', note: null, keepPreviousOwner: true })).ok).toBe(true);
    const [after] = await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(after).toMatchObject({ submittedUser: claimant.id, verification: 'verified' });
    expect(await isDiveCenterManager(claimant.id)).toBe(true);
    expect(await isDiveCenterManager(submitter.id)).toBe(false);
    expect((await centersManagedBy(submitter.id)).map((item) => item.role)).toEqual(['manager']);
    // A decided claim cannot be decided again.
    expect(await decideClaim({ claimId, moderatorId: moderator.id, decision: 'reject', note: 'Too late', keepPreviousOwner: false })).toMatchObject({ ok: false, error: 'centers.error.claimDecided' });
    const mails = await outbox();
    expect(mails.find((message) => message.to === claimant.email)?.subject).toBe('Your claim of Claimed Centre was approved');
    expect(mails.find((message) => message.to === submitter.email)?.text).toContain('You stay on as a manager');
  });

  it('a rejected claim changes nothing and the claimant is told why, in their language', async () => {
    const owner = await createMember();
    const claimant = await createMember();
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, claimant.id));
    const moderator = await createMember({ role: 'moderator' });
    const center = await createCenter({ owner, name: 'Rejected Claim Centre' });
    const claim = (await submitClaim({ centerId: center.id, claimantId: claimant.id, evidence: 'Some words that prove nothing at all.', contact: '+34 600 000 000' })) as { claimId: number };
    await decideClaim({ claimId: claim.claimId, moderatorId: moderator.id, decision: 'reject', note: 'No public source names you.', keepPreviousOwner: false });
    const [after] = await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(after).toMatchObject({ submittedUser: owner.id, verification: 'unverified' });
    const mail = (await outbox()).find((message) => message.to === claimant.email);
    expect(mail?.subject).toBe('Tu reclamación de Rejected Claim Centre no se ha aprobado');
    expect(mail?.text).toContain('No public source names you.');
  });
});

describe('contact form', () => {
  it('sends to the centre with the member as Reply-To, and stops after the daily limit per centre', async () => {
    const owner = await createMember();
    const center = await createCenter({ owner, name: 'Contact Centre', email: 'contact-centre@test.diveatlas.example' });
    const sender = await createMember({ firstName: 'Sam', lastName: 'Sender' });
    for (let index = 0; index < CONTACT_LIMITS.perCenterPerDay; index++) {
      expect((await sendCenterMessage({ centerId: center.id, sender, subject: `Question ${index}`, message: 'Do you rent drysuits in winter?' })).ok).toBe(true);
    }
    expect(await sendCenterMessage({ centerId: center.id, sender, subject: 'One more', message: 'Do you rent drysuits in winter?' })).toMatchObject({ ok: false, error: 'centers.error.rateLimited' });
    const mails = (await outbox()).filter((message) => message.to === 'contact-centre@test.diveatlas.example');
    expect(mails).toHaveLength(CONTACT_LIMITS.perCenterPerDay);
    expect(mails[0]?.replyTo).toBe(sender.email);
    expect(mails[0]?.text).toContain('Sam Sender');
    // Without its own address, the message goes to the owner's.
    const noEmail = await createCenter({ owner, email: null });
    expect((await sendCenterMessage({ centerId: noEmail.id, sender, subject: 'Hello there', message: 'Is the shop open on Sundays?' })).ok).toBe(true);
    expect((await outbox()).some((message) => message.to === owner.email)).toBe(true);
  });
});
