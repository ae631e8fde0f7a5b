// A member or visitor repeating a write: each kind stops at its limit, with a clear answer, and the
// limit of one member or client is nobody else's. Counts live in PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveCenterLogo, saveCenterPhoto } from '~/features/centers/center-photos.server.ts';
import { CenterDetailsSchema } from '~/features/centers/center.schema.ts';
import { saveReview as saveCenterReview, submitCenter, submitClaim } from '~/features/centers/centers.service.server.ts';
import { hitPasswordResetRequest, hitSignUp, RESET_EMAILS_PER_HOUR_SITE_WIDE, SIGN_UPS_PER_HOUR_SITE_WIDE } from '~/features/members/auth-limits.server.ts';
import { previewArticle } from '~/features/news/news.service.server.ts';
import { createReport } from '~/features/sites/reports.server.ts';
import { saveReview as saveSiteReview } from '~/features/sites/reviews.server.ts';
import { suggestEdit } from '~/features/sites/site-edits.server.ts';
import { factsOf } from '~/features/sites/site-facts.ts';
import { parseSiteForm } from '~/features/sites/site.schema.ts';
import { createSite, updateSite } from '~/features/sites/sites.service.server.ts';
import { db } from '~/lib/db.server.ts';
import { hitWriteLimit, WRITE_LIMITS } from '~/lib/write-limits.server.ts';
import { createCenter } from '../factories/centers.ts';
import { createMember, uniqueEmail } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';

const hourly = (kind: keyof typeof WRITE_LIMITS) => WRITE_LIMITS[kind][0]!.limit;

describe('limits on what members contribute', () => {
  it('stop one member at the hourly number of reviews, and leave another member free', async () => {
    const busy = await createMember();
    const other = await createMember();
    for (let i = 0; i < hourly('review'); i++) expect((await hitWriteLimit('review', busy.id)).allowed).toBe(true);
    expect((await hitWriteLimit('review', busy.id)).allowed).toBe(false);
    expect((await hitWriteLimit('review', other.id)).allowed).toBe(true);
    // Dive-centre reviews share the allowance, and say why they were refused next to the text.
    const center = await createCenter();
    expect(await saveCenterReview({ centerId: center.id, authorId: busy.id, rating: 4, body: 'One review too many in an hour.' })).toEqual({ ok: false, field: 'body', error: 'centers.error.reviewsRateLimited' });
  });

  it('count concurrent writes exactly: forty reviews at once give the hourly number through', async () => {
    const member = await createMember();
    const results = await Promise.all(Array.from({ length: 40 }, () => hitWriteLimit('review', member.id)));
    expect(results.filter((result) => result.allowed)).toHaveLength(hourly('review'));
  });

  it('stop a member adding dive centres or claiming them past the daily number', async () => {
    const member = await createMember();
    const parsed = CenterDetailsSchema.safeParse({ kind: 'center', name: 'Limit Test Divers', lat: '28.5', lng: '34.51', countryCode: 'eg' });
    if (!parsed.success) throw new Error(parsed.error.message);
    const details = parsed.data;
    for (let i = 0; i < WRITE_LIMITS.centerSubmission[0]!.limit; i++) expect((await hitWriteLimit('centerSubmission', member.id)).allowed).toBe(true);
    expect(await submitCenter({ userId: member.id, input: details })).toEqual({ ok: false, field: 'name', error: 'centers.error.submissionsRateLimited' });
    for (let i = 0; i < WRITE_LIMITS.claim[0]!.limit; i++) await hitWriteLimit('claim', member.id);
    const center = await createCenter();
    expect(await submitClaim({ centerId: center.id, claimantId: member.id, evidence: 'I run the boat.', contact: null })).toEqual({ ok: false, field: 'centerId', error: 'centers.error.claimsRateLimited' });
  });

  it('are kept by the services themselves: a site, an edit, a suggestion, a report, a review, a photo, a logo and a preview', async () => {
    const member = await createMember({ role: 'editor' });
    const exhaust = async (kind: keyof typeof WRITE_LIMITS) => {
      for (let i = 0; i < hourly(kind); i++) await hitWriteLimit(kind, member.id);
    };
    const parsed = parseSiteForm({ name: 'Test Limit Wall', countryCode: 'MT', lat: '36.02', lng: '14.32', siteTypes: ['wall'], sourceKind: 'book', sourceTitle: 'Malta Dive Guide', units: 'metric' }, { requireSource: true });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    const site = await createDiveSite();
    const center = await createCenter({ owner: member });
    const refused = { ok: false, error: 'rateLimited' };

    await exhaust('listing');
    expect(await createSite({ input: parsed.input, member, photos: [] })).toEqual(refused);
    await exhaust('listingEdit');
    expect(await updateSite({ siteId: site.id, input: parsed.input, member, removePhotoIds: [], newPhotos: [] })).toEqual(refused);
    expect(await suggestEdit({ siteId: site.id, member, proposed: factsOf(site), source: { kind: 'none', title: null, url: null }, photos: [], baseVersion: 1 })).toEqual(refused);
    await exhaust('report');
    expect(await createReport({ siteId: site.id, reporterId: member.id, input: { reason: 'abuse', details: 'Advertising.', duplicateOf: null } })).toEqual(refused);
    await exhaust('review');
    expect(await saveSiteReview({ siteId: site.id, authorId: member.id, input: { rating: 4, body: 'Fine.', divedOn: null, visibilityM: null, waterTempC: null, current: null } })).toEqual(refused);
    await exhaust('photo');
    const image = new File([new Uint8Array(8)], 'photo.jpg', { type: 'image/jpeg' });
    expect(await saveCenterPhoto({ centerId: center.id, userId: member.id, file: image })).toBe('rateLimited');
    expect(await saveCenterLogo({ centerId: center.id, userId: member.id, file: image })).toBe('rateLimited');
    await exhaust('newsPreview');
    expect(await previewArticle({ editorId: member.id, body: '# Hello' })).toEqual(refused);
  });
});

describe('limits on emails to addresses typed in a form', () => {
  it('let one client ask for an address three times an hour, and the address itself six times from anywhere', async () => {
    const email = uniqueEmail('mailbox');
    for (let i = 0; i < 3; i++) expect((await hitPasswordResetRequest(email, '203.0.113.3')).allowed).toBe(true);
    expect((await hitPasswordResetRequest(email, '203.0.113.3')).allowed).toBe(false);
    for (let i = 0; i < 2; i++) expect((await hitPasswordResetRequest(email, `203.0.113.${10 + i}`)).allowed).toBe(true);
    expect((await hitPasswordResetRequest(email, '203.0.113.20')).allowed).toBe(false);
  });

  // Each starts from a fresh site-wide count: earlier tests in this file count too.
  const freshCount = (key: string) => db().execute(sql`delete from rate_limit where key = ${key}`);

  it('cap sign-ups for the whole site, whatever the client address', async () => {
    await freshCount('sign-up:all');
    for (let i = 0; i < SIGN_UPS_PER_HOUR_SITE_WIDE; i++) expect((await hitSignUp(`198.51.100.${i % 250}`)).allowed).toBe(true);
    expect((await hitSignUp('203.0.113.1')).allowed).toBe(false);
    expect((await hitSignUp(null)).allowed).toBe(false);
  });

  it('cap reset emails for the whole site, whatever the address typed', async () => {
    await freshCount('password-reset:all');
    for (let i = 0; i < RESET_EMAILS_PER_HOUR_SITE_WIDE; i++) expect((await hitPasswordResetRequest(uniqueEmail('reset'), `198.51.100.${i % 250}`)).allowed).toBe(true);
    expect((await hitPasswordResetRequest(uniqueEmail('reset'), '203.0.113.2')).allowed).toBe(false);
  });
});
