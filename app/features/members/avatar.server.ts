// Members' avatars: one 256 px square WebP each, served under /uploads/avatars/.
import { randomBytes } from 'node:crypto';
import { prepareImage } from '~/lib/images.server.ts';
import { storage, uploadKeyFromUrl, uploadUrl } from '~/lib/storage.server.ts';
import { MAX_AVATAR_BYTES } from '~/lib/upload-limits.ts';

const AVATAR_SIZE_PX = 256;

/**
 * Stores a member's avatar and returns its public address. `_userId` is not part of the file name:
 * addresses must not reveal internal ids.
 */
export async function saveAvatar(_userId: string, file: File): Promise<string> {
  const image = await prepareImage(file, { maxBytes: MAX_AVATAR_BYTES, widths: [AVATAR_SIZE_PX], fit: 'cover' });
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await storage().put(key, image.variants[0]!.bytes, 'image/webp');
  return uploadUrl(key);
}

/** Removes an avatar stored by saveAvatar; addresses we did not make are ignored. */
export async function deleteAvatar(url: string | null | undefined): Promise<void> {
  const key = uploadKeyFromUrl(url);
  if (key?.startsWith('avatars/')) await storage().delete(key);
}
