// Reading a listing form submission (add, edit, suggest): the fields, the photos already staged by
// an earlier attempt, and new uploads (each checked and staged at once, so an error elsewhere loses
// none). The body is read by the one body reader against the listing form's limit; a photo over its
// own limit is left out with a message beside the photo field, and everything typed comes back.
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { readForm } from '../../lib/request-body.server.ts';
import { UploadError, type UploadProblem } from '../../lib/storage.server.ts';
import { MAX_SITE_PHOTOS } from '../../lib/upload-limits.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { formValues, type SiteFormValues } from './site.schema.ts';
import { readStagedPhoto, stageSitePhoto, type StoredPhoto } from './site-photos.server.ts';
import { pickWidth } from '../../lib/photo-urls.ts';

export type SiteSubmission = {
  form: FormData;
  values: SiteFormValues;
  staged: StoredPhoto[];
  /** A full message key ("sites.form.error.*"), or null. */
  photoError: string | null;
};

const PROBLEM_KEYS: Record<UploadProblem, string> = {
  tooLarge: 'sites.form.error.photoTooLarge',
  notAnImage: 'sites.form.error.photoNotImage',
  unreadable: 'sites.form.error.photoUnreadable',
};

/** `keptPhotos`: photos the site already has and keeps (editing), which count towards the cap. */
export async function readSiteSubmission(request: Request, options: { memberId: string; keptPhotos?: number }): Promise<SiteSubmission> {
  const { form, refused } = await readForm(request, BODY_LIMITS.listing);
  const values = formValues(form);
  const staged: StoredPhoto[] = [];
  for (const key of form.getAll('stagedPhoto')) {
    const photo = await readStagedPhoto(String(key), options.memberId);
    if (photo && !staged.some((other) => other.storageKey === photo.storageKey)) staged.push(photo);
  }
  let photoError: string | null = null;
  const room = () => MAX_SITE_PHOTOS - (options.keptPhotos ?? 0) - staged.length;
  for (const entry of form.getAll('photos')) {
    if (!(entry instanceof File) || entry.size === 0) continue;
    if (room() <= 0) {
      photoError = 'sites.form.error.tooManyPhotos';
      break;
    }
    // Counted before the photo is decoded: decoding is the costly part.
    if (!(await hitWriteLimit('photo', options.memberId)).allowed) {
      photoError = 'sites.form.error.photoRateLimited';
      break;
    }
    try {
      staged.push(await stageSitePhoto(entry, options.memberId));
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      photoError = PROBLEM_KEYS[error.problem];
    }
  }
  if (refused.some((file) => file.problem === 'tooLarge')) photoError = PROBLEM_KEYS.tooLarge;
  else if (refused.length) photoError = 'sites.form.error.tooManyPhotos';
  return { form, values, staged, photoError };
}

/** Previews of staged photos for the form (their own address, visible to the uploader only). */
export function stagedPreviews(staged: readonly StoredPhoto[], label: (index: number) => string) {
  return staged.map((photo, index) => ({ key: photo.storageKey, url: `/add-listing/photos/${photo.storageKey}-${pickWidth(photo.sizes, 320)}.webp`, label: label(index) }));
}
