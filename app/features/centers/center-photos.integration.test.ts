import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { storage, UploadError } from '../../lib/storage.server.ts';
import { MAX_CENTER_IMAGE_BYTES, MAX_CENTER_PHOTOS } from '../../lib/upload-limits.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { deleteCenterPhoto, removeCenterLogo, saveCenterLogo, saveCenterPhoto } from './center-photos.server.ts';

async function jpeg(width: number, height: number, withGps = false): Promise<File> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } });
  if (withGps) image = image.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 30/1 0/1' } });
  return new File([new Uint8Array(await image.jpeg().toBuffer())], 'photo.jpg', { type: 'image/jpeg' });
}

/** The stored file of one width of a centre image, or null. */
async function fileOf(key: string, width: number): Promise<Buffer | null> {
  const object = await storage().get(`centers/${key}w${width}.webp`);
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
}

describe('centre photos and logo', () => {
  it('re-encodes a photo to WebP widths without metadata, makes the first one the cover, and deletes it fully', async () => {
    const center = await createCenter();
    expect(await saveCenterPhoto({ centerId: center.id, userId: 'someone', file: await jpeg(1600, 1000, true) })).toBe('saved');
    const [photo] = await db().select().from(schema.diveCenterPhotos).where(eq(schema.diveCenterPhotos.centerId, center.id));
    expect(photo?.sizes).toEqual([320, 640, 1280]);
    expect({ width: photo?.width, height: photo?.height }).toEqual({ width: 1280, height: 800 });
    const stored = await sharp((await fileOf(photo!.storageKey, 640))!).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    const [row] = await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(row).toMatchObject({ photoCount: 1, coverPhoto: photo!.storageKey });

    // Another centre's photo id deletes nothing.
    const other = await createCenter();
    expect(await deleteCenterPhoto({ centerId: other.id, photoId: photo!.id })).toBe(false);
    expect(await deleteCenterPhoto({ centerId: center.id, photoId: photo!.id })).toBe(true);
    expect(await fileOf(photo!.storageKey, 640)).toBeNull();
    const [after] = await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(after).toMatchObject({ photoCount: 0, coverPhoto: null });
  });

  it('refuses files that are not images, too large, or beyond the gallery size', async () => {
    const center = await createCenter();
    const text = new File(['<svg onload="alert(1)"/>'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(saveCenterPhoto({ centerId: center.id, userId: 'someone', file: text })).rejects.toMatchObject({ problem: 'notAnImage' });
    const huge = new File([new Uint8Array(MAX_CENTER_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    await expect(saveCenterPhoto({ centerId: center.id, userId: 'someone', file: huge })).rejects.toBeInstanceOf(UploadError);
    await db()
      .insert(schema.diveCenterPhotos)
      .values(Array.from({ length: MAX_CENTER_PHOTOS }, (_, index) => ({ centerId: center.id, storageKey: `full${center.id}x${index}`, width: 10, height: 10, sizes: [320] })));
    expect(await saveCenterPhoto({ centerId: center.id, userId: 'someone', file: await jpeg(400, 300) })).toBe('full');
  });

  it('keeps one square logo, replacing the file of the previous one', async () => {
    const center = await createCenter();
    await saveCenterLogo({ centerId: center.id, userId: 'someone', file: await jpeg(500, 200) });
    const [first] = await db().select({ logo: schema.diveCenters.logo }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    const meta = await sharp((await fileOf(first!.logo!, 256))!).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 256, height: 256 });
    await saveCenterLogo({ centerId: center.id, userId: 'someone', file: await jpeg(300, 300) });
    expect(await fileOf(first!.logo!, 256)).toBeNull();
    await removeCenterLogo({ centerId: center.id });
    const [after] = await db().select({ logo: schema.diveCenters.logo }).from(schema.diveCenters).where(eq(schema.diveCenters.id, center.id));
    expect(after?.logo).toBeNull();
  });
});
