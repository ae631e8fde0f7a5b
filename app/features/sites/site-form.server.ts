// Reading an add/edit listing submission: the fields, the photos already staged by an earlier
// attempt, and new uploads (each checked and staged at once, so an error elsewhere loses none).
import { readLimitedFormData, UploadError } from '../../lib/storage.server.ts';
import { formValues, MAX_PHOTO_BYTES, MAX_PHOTOS, type SiteFormValues } from './site.schema.ts';
import { PhotoError, readStagedPhoto, stagePhoto, type StoredPhoto } from './site-photos.server.ts';
import { pickWidth } from './site-photo-urls.ts';

export type SiteSubmission = {
  form: FormData | null;
  values: SiteFormValues;
  staged: StoredPhoto[];
  photoError: string | null;
};

const PROBLEM_KEYS: Record<PhotoError['problem'], string> = {
  tooLarge: 'form.error.photoTooLarge',
  notAnImage: 'form.error.photoNotImage',
  unreadable: 'form.error.photoUnreadable',
};

/** `keptPhotos`: photos the site already has and keeps (editing), which count towards the cap. */
export async function readSiteSubmission(request: Request, options: { memberId: string; keptPhotos?: number }): Promise<SiteSubmission> {
  let form: FormData;
  try {
    form = await readLimitedFormData(request, MAX_PHOTOS * MAX_PHOTO_BYTES);
  } catch (error) {
    if (error instanceof UploadError) return { form: null, values: {}, staged: [], photoError: 'form.error.photosTooLarge' };
    throw error;
  }
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
    try {
      staged.push(await stagePhoto(entry, options.memberId));
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      photoError = PROBLEM_KEYS[error.problem];
    }
  }
  return { form, values, staged, photoError };
}

/** Previews of staged photos for the form (their own address, visible to the uploader only). */
export function stagedPreviews(staged: readonly StoredPhoto[], label: (index: number) => string) {
  return staged.map((photo, index) => ({ key: photo.storageKey, url: `/add-listing/photos/${photo.storageKey}-${pickWidth(photo.sizes, 320)}.webp`, label: label(index) }));
}
