// Photos of a certification card's two sides, through the one image pipeline (checked by content,
// capped, re-encoded to WebP without metadata). They are the member's alone: stored under
// card-photos/<cardId>/<key>.webp and read back only through the wallet's photo route, which checks
// that the card is the reader's own. A centre sees the card's level and number on a reservation, never
// its photos.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { prepareImage } from '../../lib/images.server.ts';
import { storage, type StoredObject } from '../../lib/storage.server.ts';
import { MAX_CARD_PHOTO_BYTES } from '../../lib/upload-limits.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';

export const CARD_SIDES = ['front', 'back'] as const;
export type CardSide = (typeof CARD_SIDES)[number];

/** Wide enough to read the small print of a card; a card is 86 mm wide. */
const CARD_PHOTO_WIDTH = 1280;
const FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;
const k = schema.memberCertifications;
const column = (side: CardSide) => (side === 'front' ? k.frontPhoto : k.backPhoto);
const objectKey = (cardId: number, file: string) => `card-photos/${cardId}/${file}`;

export type CardPhotoRefusal = 'notFound' | 'limited';

/**
 * Keeps a photo of one side of the member's own card, in place of the one it had. Throws UploadError
 * for a file that is not an image the pipeline takes.
 */
export async function saveCardPhoto(options: { userId: string; cardId: number; side: CardSide; file: File }): Promise<{ ok: true } | { ok: false; error: CardPhotoRefusal }> {
  const { userId, cardId, side, file } = options;
  const [card] = await db().select({ id: k.id }).from(k).where(and(eq(k.id, cardId), eq(k.userId, userId)));
  if (!card) return { ok: false, error: 'notFound' };
  // Counted before the photo is decoded: decoding is the costly part.
  if (!(await hitWriteLimit('photo', userId)).allowed) return { ok: false, error: 'limited' };
  const image = await prepareImage(file, { maxBytes: MAX_CARD_PHOTO_BYTES, widths: [CARD_PHOTO_WIDTH], fit: 'inside' });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await storage().put(objectKey(cardId, name), image.variants[0]!.bytes, 'image/webp');
  const before = await db().transaction(async (tx) => {
    const [row] = await tx.select({ front: k.frontPhoto, back: k.backPhoto }).from(k).where(and(eq(k.id, cardId), eq(k.userId, userId))).for('update');
    if (!row) return undefined;
    await tx.update(k).set({ [side === 'front' ? 'frontPhoto' : 'backPhoto']: name }).where(eq(k.id, cardId));
    return side === 'front' ? row.front : row.back;
  });
  if (before === undefined) {
    // The card went while its photo was prepared.
    await storage().delete(objectKey(cardId, name));
    return { ok: false, error: 'notFound' };
  }
  if (before) await storage().delete(objectKey(cardId, before));
  return { ok: true };
}

/** Removes the photo of one side of the member's own card; false when there is none. */
export async function removeCardPhoto(options: { userId: string; cardId: number; side: CardSide }): Promise<boolean> {
  const { userId, cardId, side } = options;
  const [row] = await db().select({ file: column(side) }).from(k).where(and(eq(k.id, cardId), eq(k.userId, userId)));
  if (!row?.file) return false;
  await db()
    .update(k)
    .set({ [side === 'front' ? 'frontPhoto' : 'backPhoto']: null })
    .where(and(eq(k.id, cardId), eq(k.userId, userId)));
  await storage().delete(objectKey(cardId, row.file));
  return true;
}

/** A photo of the reader's own card; null for anyone else's, or a name that is not one of its photos. */
export async function readCardPhoto(userId: string, cardId: number, file: string): Promise<StoredObject | null> {
  if (!FILE_PATTERN.test(file)) return null;
  const [row] = await db().select({ front: k.frontPhoto, back: k.backPhoto }).from(k).where(and(eq(k.id, cardId), eq(k.userId, userId)));
  if (!row || (row.front !== file && row.back !== file)) return null;
  return storage().get(objectKey(cardId, file));
}

/** Deletes the stored photos of cards that are gone (a card removed, an account deleted). */
export async function deleteCardPhotoFiles(photos: ReadonlyArray<{ cardId: number; file: string | null }>): Promise<void> {
  for (const photo of photos) if (photo.file) await storage().delete(objectKey(photo.cardId, photo.file));
}
