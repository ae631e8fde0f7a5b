// An article's cover image, through the one image pipeline (checked by content, capped, re-encoded
// to WebP without metadata) and kept in the object store, served under /uploads/news/.
import { randomBytes } from 'node:crypto';
import { prepareImage, type ImageRecipe } from '~/lib/images.server.ts';
import { storage } from '~/lib/storage.server.ts';
import { MAX_NEWS_COVER_BYTES } from '~/lib/upload-limits.ts';
import { NEWS_COVER_WIDTHS } from './news-urls.ts';

const COVER: ImageRecipe = { maxBytes: MAX_NEWS_COVER_BYTES, widths: NEWS_COVER_WIDTHS, fit: 'inside' };

function fileKey(key: string, width: number): string {
  return `news/${key}w${width}.webp`;
}

export type StoredCover = { key: string; sizes: number[]; width: number; height: number };

/** Stores the cover in every width; what was written is removed again if a later width fails. */
export async function saveNewsCover(file: File): Promise<StoredCover> {
  const image = await prepareImage(file, COVER);
  const key = randomBytes(16).toString('hex');
  const written: number[] = [];
  try {
    for (const variant of image.variants) {
      await storage().put(fileKey(key, variant.size), variant.bytes, 'image/webp');
      written.push(variant.size);
    }
  } catch (error) {
    await deleteNewsCover(key, written);
    throw error;
  }
  const largest = image.variants[image.variants.length - 1]!;
  return { key, sizes: written, width: largest.width, height: largest.height };
}

export async function deleteNewsCover(key: string, widths: readonly number[] = NEWS_COVER_WIDTHS): Promise<void> {
  for (const width of widths) await storage().delete(fileKey(key, width));
}
