import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readSitePhoto, stageSitePhoto } from './site-photos.server.ts';
import { db, schema } from '../../lib/db.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createdId } from '../../../tests/factories/sites.ts';
import { createReport, handleReport } from './reports.server.ts';
import { saveReview, setReviewHidden, listReviews } from './reviews.server.ts';
import { parseSiteFilters } from './site-filters.schema.ts';
import { decideEdit, editorRecord, listEdits, memberEdits, suggestEdit } from './site-edits.server.ts';
import { factsOf, type SiteFacts } from './site-facts.ts';
import { listRevisions, revertSite } from './site-history.server.ts';
import { parseSiteForm, type SiteFormValues } from './site.schema.ts';
import { isTrustedEditor } from './site.policy.ts';
import { getSite, searchSites } from './sites.queries.server.ts';
import { createSite, updateSite } from './sites.service.server.ts';

type Member = Awaited<ReturnType<typeof createMember>>;

const siteValues: SiteFormValues = { name: 'Test Suggestion Wall', countryCode: 'MT', lat: '36.01', lng: '14.31', siteTypes: ['wall'], sourceKind: 'book', sourceTitle: 'Malta Dive Guide', units: 'metric' };

async function newSite(owner: Member, values: SiteFormValues = {}) {
  const parsed = parseSiteForm({ ...siteValues, ...values }, { requireSource: true });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return createdId(await createSite({ input: parsed.input, member: owner, photos: [] }));
}

async function facts(siteId: number): Promise<SiteFacts> {
  return factsOf((await getSite(siteId))!);
}

const ownDive = (member: Member) => ({ kind: 'dive' as const, title: null, url: null, divedOn: '2025-07-14', memberId: member.memberId, memberName: member.firstName });

async function outbox(to: string) {
  const folder = path.join(getRuntime().dataDir, 'outbox');
  const files = await readdir(folder).catch(() => [] as string[]);
  const messages = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; subject: string; text: string }));
  return messages.filter((message) => message.to === to);
}

describe('members suggesting edits of dive sites', () => {
  it('a suggestion waits for a moderator; accepted, the site shows it with its source, in a new version, and the member is told in their language', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember({ firstName: 'Lucía' }), await createMember({ role: 'moderator' })];
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, member.id));
    const siteId = await newSite(owner);
    const before = await facts(siteId);
    expect((await listRevisions(siteId)).map((revision) => [revision.version, revision.kind])).toEqual([[1, 'create']]);

    const suggested = await suggestEdit({ siteId, member, proposed: { ...before, depthMaxM: 32, level: 'advanced' }, source: ownDive(member), photos: [], baseVersion: 1 });
    expect(suggested).toMatchObject({ ok: true, status: 'pending' });
    if (!suggested.ok) return;
    expect((await getSite(siteId))!.depthMaxM).toBeNull();
    expect((await listEdits('open')).map((edit) => edit.id)).toContain(suggested.editId);

    expect(await decideEdit({ editId: suggested.editId, moderatorId: moderator.id, decision: 'accept', reason: '' })).toEqual({ ok: true, siteId, status: 'accepted' });
    const after = (await getSite(siteId))!;
    expect(after).toMatchObject({ depthMaxM: 32, level: 'advanced', version: 2 });
    expect(after.factSources.depth).toEqual([ownDive(member)]);
    expect(after.factSources.level).toEqual([ownDive(member)]);
    expect(after.factSources.name?.[0]).toMatchObject({ kind: 'book', title: 'Malta Dive Guide' });
    const [latest] = await listRevisions(siteId);
    expect(latest).toMatchObject({ version: 2, kind: 'suggestion', changedFields: ['depth', 'level'], author: { memberId: member.memberId } });
    expect((await memberEdits(member.id, { siteId }))[0]).toMatchObject({ status: 'accepted' });
    const [mail] = await outbox(member.email);
    expect(mail?.subject).toContain('está publicada');

    // A second decision on the same suggestion changes nothing.
    expect(await decideEdit({ editId: suggested.editId, moderatorId: moderator.id, decision: 'reject', reason: 'Too late' })).toEqual({ ok: false, error: 'moderation.edits.error.decided' });
    expect((await getSite(siteId))!.depthMaxM).toBe(32);
  });

  it('photos added with a suggestion show once it is accepted', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Photo Wall', lat: '36.08' });
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 90, b: 160 } } }).jpeg().toBuffer();
    const photo = await stageSitePhoto(new File([new Uint8Array(bytes)], 'wall.jpg', { type: 'image/jpeg' }), member.id);
    const edit = await suggestEdit({ siteId, member, proposed: await facts(siteId), source: ownDive(member), photos: [photo], baseVersion: 1 });
    if (!edit.ok) throw new Error('not suggested');
    expect((await getSite(siteId))!.photos).toEqual([]);
    expect(await readSitePhoto(siteId, `${photo.storageKey}-320.webp`)).not.toBeNull();
    await decideEdit({ editId: edit.editId, moderatorId: moderator.id, decision: 'accept', reason: '' });
    const site = (await getSite(siteId))!;
    expect(site.photos.map((p) => p.storageKey)).toEqual([photo.storageKey]);
    expect(site).toMatchObject({ photoCount: 1 });
    expect((await listRevisions(siteId))[0]).toMatchObject({ photosAdded: 1, changedFields: [] });
  });

  it('a moderator edits a suggestion before accepting it: the site gets the moderator\u2019s version, credited to the member', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Edited Suggestion', lat: '36.09' });
    const edit = await suggestEdit({ siteId, member, proposed: { ...(await facts(siteId)), depthMaxM: 41 }, source: ownDive(member), photos: [], baseVersion: 1 });
    if (!edit.ok) throw new Error('not suggested');
    const corrected = parseSiteForm({ ...siteValues, name: 'Test Edited Suggestion', lat: '36.09', depthMax: '40', sourceKind: 'dive', sourceDivedOn: '2025-07-14' });
    if (!corrected.ok) throw new Error('invalid');
    expect(await updateSite({ siteId, input: corrected.input, member: moderator, removePhotoIds: [], newPhotos: [], fromEditId: edit.editId })).toEqual({ ok: true, changed: ['depth'] });
    expect((await getSite(siteId))!.depthMaxM).toBe(40);
    expect((await getSite(siteId))!.factSources.depth).toEqual([ownDive(member)]);
    expect((await memberEdits(member.id, { siteId }))[0]).toMatchObject({ status: 'accepted' });
    expect((await listRevisions(siteId))[0]).toMatchObject({ kind: 'suggestion', author: { memberId: member.memberId } });
    // Accepted already: a second moderator's edit of it is refused.
    expect(await updateSite({ siteId, input: corrected.input, member: moderator, removePhotoIds: [], newPhotos: [], fromEditId: edit.editId })).toEqual({ ok: false, error: 'decided' });
  });

  it('a rejected suggestion leaves the site as it was, and the member reads the reason', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Rejected Wall', lat: '36.02' });
    const suggested = await suggestEdit({ siteId, member, proposed: { ...(await facts(siteId)), depthMaxM: 300 }, source: { kind: 'none', title: null, url: null }, photos: [], baseVersion: 1 });
    if (!suggested.ok) throw new Error('not suggested');
    await decideEdit({ editId: suggested.editId, moderatorId: moderator.id, decision: 'reject', reason: 'The wall ends at 45 m; 300 m is not a recreational site.' });
    expect((await getSite(siteId))!).toMatchObject({ depthMaxM: null, version: 1 });
    expect((await memberEdits(member.id))[0]).toMatchObject({ status: 'rejected', reason: 'The wall ends at 45 m; 300 m is not a recreational site.' });
    expect((await outbox(member.email))[0]?.text).toContain('300 m is not a recreational site');
  });

  it('a suggestion that changes nothing is refused', async () => {
    const [owner, member] = [await createMember(), await createMember()];
    const siteId = await newSite(owner, { name: 'Test Unchanged Wall', lat: '36.03' });
    expect(await suggestEdit({ siteId, member, proposed: await facts(siteId), source: ownDive(member), photos: [], baseVersion: 1 })).toEqual({ ok: false, error: 'nothingChanged' });
  });

  it('after 5 accepted suggestions a member is a trusted editor: the next edit publishes at once, and a moderator who rejects it puts the old facts back', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Trusted Wall', lat: '36.04' });
    for (let depth = 20; depth < 25; depth++) {
      const edit = await suggestEdit({ siteId, member, proposed: { ...(await facts(siteId)), depthMaxM: depth }, source: ownDive(member), photos: [], baseVersion: 1 });
      if (!edit.ok) throw new Error('not suggested');
      expect(edit.status).toBe('pending');
      await decideEdit({ editId: edit.editId, moderatorId: moderator.id, decision: 'accept', reason: '' });
    }
    expect(isTrustedEditor(await editorRecord(member.id))).toBe(true);
    const trusted = await suggestEdit({ siteId, member, proposed: { ...(await facts(siteId)), depthMaxM: 40, current: 'strong' }, source: ownDive(member), photos: [], baseVersion: 6 });
    expect(trusted).toMatchObject({ ok: true, status: 'published' });
    if (!trusted.ok) return;
    expect((await getSite(siteId))!).toMatchObject({ depthMaxM: 40, current: 'strong' });
    expect((await listRevisions(siteId))[0]).toMatchObject({ kind: 'trusted' });
    expect((await listEdits('open')).find((edit) => edit.id === trusted.editId)?.status).toBe('published');

    await decideEdit({ editId: trusted.editId, moderatorId: moderator.id, decision: 'reject', reason: 'No current there; depth unsourced.' });
    const restored = (await getSite(siteId))!;
    expect(restored).toMatchObject({ depthMaxM: 24, current: null });
    expect(restored.factSources.current).toBeUndefined();
    expect((await listRevisions(siteId))[0]).toMatchObject({ kind: 'revert', author: { memberId: moderator.memberId } });
    // One rejection among the last ten: no longer trusted.
    expect(isTrustedEditor(await editorRecord(member.id))).toBe(false);
  });

  it('a moderator reverts a site to an earlier version in one action', async () => {
    const [owner, member, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Reverted Wall', lat: '36.05', depthMax: '18' });
    const edit = await suggestEdit({ siteId, member, proposed: { ...(await facts(siteId)), name: 'Test Vandalised Wall', depthMaxM: 99 }, source: { kind: 'none', title: null, url: null }, photos: [], baseVersion: 1 });
    if (!edit.ok) throw new Error('not suggested');
    // An unsourced depth goes out only when the moderator ticks that it may.
    await decideEdit({ editId: edit.editId, moderatorId: moderator.id, decision: 'accept', reason: '', confirmUnsourced: true });
    expect((await getSite(siteId))!.name).toBe('Test Vandalised Wall');
    expect(await revertSite({ siteId, version: 1, moderatorId: moderator.id })).toEqual({ ok: true, version: 3 });
    const site = (await getSite(siteId))!;
    expect(site).toMatchObject({ name: 'Test Reverted Wall', depthMaxM: 18, version: 3 });
    expect(site.factSources.depth?.[0]).toMatchObject({ kind: 'book' });
    expect(await revertSite({ siteId, version: 1, moderatorId: moderator.id })).toEqual({ ok: false, error: 'unchanged' });
    expect(await revertSite({ siteId, version: 9, moderatorId: moderator.id })).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('conditions from divers\u2019 reports', () => {
  it('move the site\u2019s reported visibility, temperature by month and current, and the month and depth filters find it', async () => {
    const [owner, first, second] = [await createMember(), await createMember(), await createMember()];
    const siteId = await newSite(owner, { name: 'Test Reported Reef', lat: '36.06' });
    const review = (visibilityM: number, waterTempC: number, divedOn: string, current: string, maxDepthM: number) => ({ rating: 4, body: 'Clear water and a gentle drift.', divedOn, visibilityM, waterTempC, current, maxDepthM });
    await saveReview({ siteId, authorId: first.id, input: review(30, 27, '2025-07-03', 'moderate', 22) });
    await saveReview({ siteId, authorId: second.id, input: review(15, 25, '2025-07-21', 'moderate', 16) });
    const site = (await getSite(siteId))!;
    expect(site).toMatchObject({ reportedCount: 2, reportedMonths: [7], reportedDepthMaxM: 22 });
    expect(site.reportedConditions).toMatchObject({ visibilityMinM: 15, visibilityMaxM: 30, current: 'moderate', currentReports: 2 });
    expect(site.reportedConditions?.tempByMonth[6]).toEqual({ minC: 25, maxC: 27 });

    const july = await searchSites(parseSiteFilters(new URLSearchParams('q=test+reported+reef&month=7')).filters);
    expect(july.sites.map((card) => [card.id, card.monthBasis, card.monthTempBasis])).toEqual([[siteId, 'reported', 'reported']]);
    const shallow = await searchSites(parseSiteFilters(new URLSearchParams('q=test+reported+reef&depthMax=25')).filters);
    expect(shallow.sites.map((card) => [card.id, card.reportedDepthMaxM])).toEqual([[siteId, 22]]);
    expect((await searchSites(parseSiteFilters(new URLSearchParams('q=test+reported+reef&depthMax=20')).filters)).total).toBe(0);

    // A hidden review leaves the figures.
    const [hidden] = (await listReviews(siteId)).filter((r) => r.visibilityM === 30);
    await setReviewHidden({ siteId, reviewId: hidden!.id, hidden: true, moderatorId: owner.id });
    expect((await getSite(siteId))!.reportedConditions).toMatchObject({ visibilityMinM: 15, visibilityMaxM: 15 });
  });
});

describe('reports closed as fixed', () => {
  it('a moderator marks a report fixed with what changed and the version that changed it; the reporter is told', async () => {
    const [owner, reporter, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const siteId = await newSite(owner, { name: 'Test Fixed Wall', lat: '36.07' });
    const reportId = createdId(await createReport({ siteId, reporterId: reporter.id, input: { reason: 'wrong-facts', details: 'The site is in Gozo, not Malta.', duplicateOf: null } }));
    expect(await handleReport({ intent: 'fix', reportId, note: 'Region corrected to Gozo.', version: 7, moderatorId: moderator.id })).toEqual({ ok: false, error: 'moderation.reports.error.version' });
    expect(await handleReport({ intent: 'fix', reportId, note: 'Region corrected to Gozo.', version: 1, moderatorId: moderator.id })).toEqual({ ok: true, siteId, status: 'fixed' });
    const [row] = await db().select().from(schema.siteReports).where(eq(schema.siteReports.id, reportId));
    expect(row).toMatchObject({ status: 'fixed', fixNote: 'Region corrected to Gozo.', handledBy: moderator.id });
    expect(row!.fixRevisionId).not.toBeNull();
    const [mail] = await outbox(reporter.email);
    expect(mail?.subject).toContain('fixed');
    expect(mail?.text).toContain('Region corrected to Gozo.');
  });
});
