// Many writers at once on the same row: figures derived from many rows (ratings, photo counts) and
// unique facts (an email address) must come out as if the writers had taken turns.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { saveCenterPhoto } from '~/features/centers/center-photos.server.ts';
import { MAX_CENTER_PHOTOS } from '~/lib/upload-limits.ts';
import { saveReview as saveCenterReview } from '~/features/centers/centers.service.server.ts';
import { signUpMember } from '~/features/members/auth.service.server.ts';
import { saveReview as saveSiteReview, setReviewHidden } from '~/features/sites/reviews.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { createCenter } from '../factories/centers.ts';
import { createMember, uniqueEmail } from '../factories/members.ts';
import { createDiveSite } from '../factories/sites.ts';

const REVIEWERS = 20;
const review = (rating: number) => ({ rating, body: 'Twenty of us reviewed this at once.', divedOn: null, visibilityM: null, waterTempC: null, current: null });
const mean = (ratings: number[]) => Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 100) / 100;

describe('twenty members reviewing at once', { timeout: 60_000 }, () => {
  it('count every review of a dive site in its rating', async () => {
    const site = await createDiveSite();
    const members = await Promise.all(Array.from({ length: REVIEWERS }, () => createMember()));
    const ratings = members.map((_, index) => (index % 5) + 1);
    await Promise.all(members.map((member, index) => saveSiteReview({ siteId: site.id, authorId: member.id, input: review(ratings[index]!) })));
    const [row] = await db().select({ count: schema.diveSites.ratingCount, average: schema.diveSites.ratingAverage }).from(schema.diveSites).where(eq(schema.diveSites.id, site.id));
    expect(row?.count).toBe(REVIEWERS);
    expect(Number(row?.average)).toBe(mean(ratings));
  });

  it('keep the count right while a moderator hides reviews at the same time', async () => {
    const site = await createDiveSite();
    const members = await Promise.all(Array.from({ length: REVIEWERS }, () => createMember()));
    await Promise.all(members.slice(0, 10).map((member) => saveSiteReview({ siteId: site.id, authorId: member.id, input: review(5) })));
    const early = await db().select({ id: schema.siteReviews.id }).from(schema.siteReviews).where(eq(schema.siteReviews.siteId, site.id));
    await Promise.all([
      ...members.slice(10).map((member) => saveSiteReview({ siteId: site.id, authorId: member.id, input: review(1) })),
      ...early.slice(0, 5).map((row) => setReviewHidden({ siteId: site.id, reviewId: row.id, hidden: true, moderatorId: members[0]!.id })),
    ]);
    const [row] = await db().select({ count: schema.diveSites.ratingCount, average: schema.diveSites.ratingAverage }).from(schema.diveSites).where(eq(schema.diveSites.id, site.id));
    expect(row?.count).toBe(15);
    expect(Number(row?.average)).toBe(mean([...Array(5).fill(5), ...Array(10).fill(1)]));
  });

  it('count every review of a dive centre in its rating', async () => {
    const center = await createCenter();
    const members = await Promise.all(Array.from({ length: REVIEWERS }, () => createMember()));
    const ratings = members.map((_, index) => (index % 4) + 2);
    const results = await Promise.all(members.map((member, index) => saveCenterReview({ centerId: center.id, authorId: member.id, rating: ratings[index]!, body: 'Twenty of us reviewed this at once.' })));
    expect(results.every((result) => result.ok)).toBe(true);
    const [row] = await db().select({ count: schema.diveCenters.ratingCount, average: schema.diveCenters.ratingAverage }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(row?.count).toBe(REVIEWERS);
    expect(Number(row?.average)).toBe(mean(ratings));
  });
});

describe('photos uploaded to one dive centre at once', () => {
  it('fill the gallery up to its cap, each in its own place, and the photo count follows', async () => {
    const center = await createCenter();
    const image = new Uint8Array(await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer());
    const uploads = MAX_CENTER_PHOTOS + 3;
    const results = await Promise.all(Array.from({ length: uploads }, () => saveCenterPhoto({ centerId: center.id, userId: 'owner', file: new File([image], 'photo.jpg', { type: 'image/jpeg' }) })));
    expect(results.filter((result) => result === 'saved')).toHaveLength(MAX_CENTER_PHOTOS);
    expect(results.filter((result) => result === 'full')).toHaveLength(3);
    const photos = await db().select({ position: schema.diveCenterPhotos.position }).from(schema.diveCenterPhotos).where(eq(schema.diveCenterPhotos.centerId, center.id));
    expect(photos.map((photo) => photo.position).sort((a, b) => a - b)).toEqual(Array.from({ length: MAX_CENTER_PHOTOS }, (_, index) => index));
    const [row] = await db().select({ count: schema.diveCenters.photoCount }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(row?.count).toBe(MAX_CENTER_PHOTOS);
  });
});

describe('ten sign-ups with one email address at once', () => {
  it('make one account, and tell the nine others the address is taken', async () => {
    const email = uniqueEmail('twin');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signUpMember({
          request: new Request('http://127.0.0.1:3000/sign-up', { method: 'POST' }),
          input: { firstName: 'Twin', lastName: `Number ${index}`, email, password: 'quiet-manta-cleaning-station' },
          locale: 'en',
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(9).fill({ ok: false, fieldErrors: { email: 'auth.error.emailTaken' } }));
    const accounts = await db().select({ id: schema.authUsers.id }).from(schema.authUsers).where(eq(schema.authUsers.email, email));
    expect(accounts).toHaveLength(1);
    const profiles = await db().select({ id: schema.memberProfiles.userId }).from(schema.memberProfiles).where(eq(schema.memberProfiles.userId, accounts[0]!.id));
    expect(profiles).toHaveLength(1);
  });
});
