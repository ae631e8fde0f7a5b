import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { storage, UploadError } from '../../lib/storage.server.ts';
import { createdId, createDiveSite } from '../../../tests/factories/sites.ts';
import { parseSiteFilters } from './site-filters.schema.ts';
import { parseSiteForm, type SiteFormValues } from './site.schema.ts';
import { canEditSite } from './site.policy.ts';
import { readSitePhoto, stageSitePhoto } from './site-photos.server.ts';
import { deleteReview, listReviews, saveReview, setReviewHidden } from './reviews.server.ts';
import { buildSitemap } from './sitemap.server.ts';
import { getSite, searchSites } from './sites.queries.server.ts';
import { createSite, deleteSite, findPossibleDuplicates, setSiteHidden, updateSite } from './sites.service.server.ts';
import { removeFromWishlist, saveToWishlist, wishlistSiteIds } from './wishlist.server.ts';

async function createMember(overrides: Partial<typeof schema.authUsers.$inferInsert> = {}) {
  const id = randomUUID();
  const [user] = await db()
    .insert(schema.authUsers)
    .values({ id, name: 'Test Diver', email: `${id}@example.test`, emailVerified: true, firstName: 'Test', lastName: 'Diver', memberId: id.slice(0, 8), ...overrides })
    .returning();
  return { ...user!, role: user!.role };
}

const baseValues: SiteFormValues = {
  name: 'Test Wall 900',
  countryCode: 'MT',
  lat: '36.0',
  lng: '14.2',
  siteTypes: ['wall'],
  sourceKind: 'dive',
  sourceDivedOn: '2025-06-01',
  units: 'metric',
};

function parsed(values: SiteFormValues) {
  const result = parseSiteForm(values);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.input;
}

async function jpegWithGps(): Promise<File> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Test Diver', Artist: 'Test Diver' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 12/1 0/1' } })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return new File([new Uint8Array(bytes)], 'reef.jpg', { type: 'image/jpeg' });
}

describe('contributing dive sites', () => {
  it('stores a new site with a photo re-encoded to WebP without metadata, and finds it in search', async () => {
    const member = await createMember();
    const photo = await stageSitePhoto(await jpegWithGps(), member.id);
    expect(photo).toMatchObject({ width: 800, height: 600, sizes: [320, 640] });
    const id = createdId(await createSite({ input: parsed(baseValues), member, photos: [photo] }));

    const site = await getSite(id);
    expect(site).toMatchObject({ name: 'Test Wall 900', createdBy: member.id, isSeed: false, photoCount: 1, coverPhoto: `${photo.storageKey}-640` });
    const stored = await readSitePhoto(id, `${photo.storageKey}-640.webp`);
    const meta = await sharp(Buffer.from(await new Response(stored!.body).arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
    // Nothing is left in the staging folder once the site is saved.
    const staged: string[] = [];
    for await (const object of storage().list('site-photos/staged/')) staged.push(object.key);
    expect(staged.filter((key) => key.includes(photo.storageKey))).toEqual([]);

    const result = await searchSites(parseSiteFilters(new URLSearchParams('q=test+wall+900&photos=1')).filters);
    expect(result.sites.map((s) => s.id)).toEqual([id]);
  });

  it('refuses files that are not images, whatever their name', async () => {
    const member = await createMember();
    const fake = new File([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'photo.jpg', { type: 'image/jpeg' });
    await expect(stageSitePhoto(fake, member.id)).rejects.toBeInstanceOf(UploadError);
  });

  it('shows sites within 200 m or with a similar name nearby as possible duplicates', async () => {
    const existing = await createDiveSite({ name: 'Anchor Reef Gozo', countryCode: 'MT', lat: 36.05, lng: 14.19 });
    const near = await findPossibleDuplicates({ name: 'Quite Different', lat: 36.0505, lng: 14.1905 });
    expect(near.map((site) => [site.id, site.reason])).toEqual([[existing.id, 'near']]);
    expect(near[0]!.distanceM).toBeLessThan(200);
    const farButSimilar = await findPossibleDuplicates({ name: 'Anchor Reef (Gozo)', lat: 36.06, lng: 14.2 });
    expect(farButSimilar.map((site) => [site.id, site.reason])).toEqual([[existing.id, 'name']]);
    expect(await findPossibleDuplicates({ name: 'Quite Different', lat: 36.06, lng: 14.2 })).toEqual([]);
  });

  it('keeps the average rating and count in step with every review change', async () => {
    const site = await createDiveSite({ name: 'Test Rated Reef' });
    const [first, second] = [await createMember(), await createMember()];
    const review = (rating: number) => ({ rating, body: 'A lovely dive with clear water.', divedOn: null, visibilityM: 20, waterTempC: 24.5, current: 'light' });
    await saveReview({ siteId: site.id, authorId: first.id, input: review(5) });
    await saveReview({ siteId: site.id, authorId: second.id, input: review(2) });
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '3.50', ratingCount: 2 });
    // One review per member: saving again edits it.
    await saveReview({ siteId: site.id, authorId: second.id, input: review(4) });
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '4.50', ratingCount: 2 });
    expect((await listReviews(site.id)).map((r) => r.rating).sort()).toEqual([4, 5]);
    await deleteReview({ siteId: site.id, authorId: first.id });
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '4.00', ratingCount: 1 });
  });

  it('a review a moderator hides leaves the page and the rating until it is shown again', async () => {
    const site = await createDiveSite({ name: 'Test Moderated Reef' });
    const other = await createDiveSite({ name: 'Test Other Reef' });
    const [kind, rude] = [await createMember(), await createMember()];
    const review = (rating: number, body: string) => ({ rating, body, divedOn: null, visibilityM: null, waterTempC: null, current: null });
    await saveReview({ siteId: site.id, authorId: kind.id, input: review(5, 'Gentle slope, lots of life.') });
    await saveReview({ siteId: site.id, authorId: rude.id, input: review(1, 'Spam spam spam.') });
    const [spam] = (await listReviews(site.id)).filter((r) => r.rating === 1);

    expect(await setReviewHidden({ siteId: other.id, reviewId: spam!.id, hidden: true, moderatorId: kind.id })).toBe(false);
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '3.00', ratingCount: 2 });
    expect(await setReviewHidden({ siteId: site.id, reviewId: spam!.id, hidden: true, moderatorId: kind.id })).toBe(true);
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '5.00', ratingCount: 1 });
    expect((await listReviews(site.id)).map((r) => r.rating)).toEqual([5]);
    expect((await listReviews(site.id, { includeHidden: true })).map((r) => [r.rating, r.hidden]).sort()).toEqual([
      [1, true],
      [5, false],
    ]);
    await setReviewHidden({ siteId: site.id, reviewId: spam!.id, hidden: false, moderatorId: kind.id });
    expect(await getSite(site.id)).toMatchObject({ ratingAverage: '3.00', ratingCount: 2 });
  });

  it('lets the owner and moderators edit, and a delete hides the site but keeps its reviews', async () => {
    const owner = await createMember();
    const other = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const id = createdId(await createSite({ input: parsed({ ...baseValues, name: 'Test Owned Pinnacle', lat: '35.9', lng: '14.5' }), member: owner, photos: [] }));
    const site = (await getSite(id))!;
    expect(canEditSite({ id: owner.id, role: 'member' }, site)).toBe(true);
    expect(canEditSite({ id: other.id, role: 'member' }, site)).toBe(false);
    expect(canEditSite({ id: moderator.id, role: 'moderator' }, site)).toBe(true);

    await updateSite({ siteId: id, input: parsed({ ...baseValues, name: 'Test Owned Pinnacle', lat: '35.9', lng: '14.5', depthMax: '32' }), member: owner, removePhotoIds: [], newPhotos: [] });
    expect((await getSite(id))!.depthMaxM).toBe(32);

    await saveReview({ siteId: id, authorId: other.id, input: { rating: 4, body: 'Worth the swim out.', divedOn: null, visibilityM: null, waterTempC: null, current: null } });
    await saveToWishlist(other.id, id);
    expect(await wishlistSiteIds(other.id)).toEqual([id]);
    expect(await buildSitemap('https://example.test')).toContain(`/listing/${id}<`);

    await deleteSite({ siteId: id, memberId: owner.id });
    expect(await getSite(id)).toMatchObject({ status: 'hidden', hiddenBy: owner.id });
    expect(await listReviews(id)).toHaveLength(1);
    expect((await searchSites(parseSiteFilters(new URLSearchParams('q=owned+pinnacle')).filters)).total).toBe(0);
    expect(await buildSitemap('https://example.test')).not.toContain(`/listing/${id}<`);
    expect(await wishlistSiteIds(other.id)).toEqual([]);

    await setSiteHidden({ siteId: id, moderatorId: moderator.id, hidden: false });
    expect((await getSite(id))!.status).toBe('published');
    await removeFromWishlist(other.id, id);
    expect(await db().select().from(schema.siteWishlist).where(eq(schema.siteWishlist.userId, other.id))).toEqual([]);
  });
});
