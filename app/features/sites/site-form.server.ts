// Reading an add/edit listing submission: the fields, the photos already staged by an earlier
// attempt, and new uploads (each checked and staged at once, so an error elsewhere loses none).
// The limits are the ones the form states, per photo: a photo over them is left out with a message
// beside the photo field, and everything typed comes back.
import { readMultipartForm } from '../../lib/multipart.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { formValues, MAX_PHOTO_BYTES, MAX_PHOTOS, type SiteFormValues } from './site.schema.ts';
import { PhotoError, readStagedPhoto, stagePhoto, type StoredPhoto } from './site-photos.server.ts';
import { pickWidth } from './site-photo-urls.ts';

export type SiteSubmission = {
  form: FormData;
  values: SiteFormValues;
  staged: StoredPhoto[];
  photoError: string | null;
};

const PROBLEM_KEYS: Record<PhotoError['problem'], string> = {
  tooLarge: 'form.error.photoTooLarge',
  notAnImage: 'form.error.photoNotImage',
  unreadable: 'form.error.photoUnreadable',
};

/** The text of the form: ten 5,000-character descriptions and notes fit many times over. */
const MAX_TEXT_BYTES = 512 * 1024;
/**
 * Nothing past this point of the body is kept (the rest is read and dropped): room for a full set of
 * photos and as much again in photos that are refused while they stream past (counted, never kept).
 */
const MAX_BODY_BYTES = 2 * MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_TEXT_BYTES;

/** `keptPhotos`: photos the site already has and keeps (editing), which count towards the cap. */
export async function readSiteSubmission(request: Request, options: { memberId: string; keptPhotos?: number }): Promise<SiteSubmission> {
  const { form, refused, truncated } = await readMultipartForm(request, {
    maxFileBytes: MAX_PHOTO_BYTES,
    maxFiles: MAX_PHOTOS,
    maxTextBytes: MAX_TEXT_BYTES,
    maxBodyBytes: MAX_BODY_BYTES,
  });
  const values = formValues(form);
  const staged: StoredPhoto[] = [];
  for (const key of form.getAll('stagedPhoto')) {
    const photo = await readStagedPhoto(String(key), options.memberId);
    if (photo && !staged.some((other) => other.storageKey === photo.storageKey)) staged.push(photo);
  }
  let photoError: string | null = null;
  const room = () => MAX_PHOTOS - (options.keptPhotos ?? 0) - staged.length;
  for (const entry of form.getAll('photos')) {
    if (!(entry instanceof File) || entry.size === 0) continue;
    if (room() <= 0) {
      photoError = 'form.error.tooManyPhotos';
      break;
    }
    // Counted before the photo is decoded: decoding is the costly part.
    if (!(await hitWriteLimit('photo', options.memberId)).allowed) {
      photoError = 'form.error.photoRateLimited';
      break;
    }
    try {
      staged.push(await stagePhoto(entry, options.memberId));
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      photoError = PROBLEM_KEYS[error.problem];
    }
  }
  if (truncated) photoError = 'form.error.photosTooLarge';
  else if (refused.some((file) => file.problem === 'tooLarge')) photoError = PROBLEM_KEYS.tooLarge;
  else if (refused.length) photoError = 'form.error.tooManyPhotos';
  return { form, values, staged, photoError };
}

/** Previews of staged photos for the form (their own address, visible to the uploader only). */
export function stagedPreviews(staged: readonly StoredPhoto[], label: (index: number) => string) {
  return staged.map((photo, index) => ({ key: photo.storageKey, url: `/add-listing/photos/${photo.storageKey}-${pickWidth(photo.sizes, 320)}.webp`, label: label(index) }));
}
