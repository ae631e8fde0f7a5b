// The diver's photos of a dive on its edit page: add a few at a time (each through the image
// pipeline), or remove one. Each form posts to /dive/:id/photos and comes back here with what happened.
import { Form } from 'react-router';
import { DIVE_PHOTOS_PER_POST } from '~/lib/body-limits.ts';
import { MAX_DIVE_PHOTO_BYTES, MAX_DIVE_PHOTOS } from '~/lib/upload-limits.ts';
import { useT } from '~/lib/use-translation.ts';
import { inputClass, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { divePhotoAt } from '../../../lib/photo-urls.ts';

const OUTCOMES_OK = ['added', 'removed'];

export function DivePhotosEditor({ diveId, photos, saved }: { diveId: number; photos: Array<{ id: number; storageKey: string; sizes: number[] }>; saved: string | null }) {
  const t = useT();
  return (
    <section id="photos" aria-labelledby="dive-photos-title" className="scroll-mt-24 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="dive-photos-title" className="text-lg font-semibold text-slate-900">
        {t('logbook.photos.title')}
      </h2>
      {saved ? <Notice tone={OUTCOMES_OK.includes(saved) ? 'success' : 'error'}>{t(`logbook.photos.outcome.${saved}`, { max: MAX_DIVE_PHOTOS })}</Notice> : null}
      {photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-2">
              <img src={divePhotoAt(diveId, photo, 320)} alt={t('logbook.photos.alt', { number: index + 1 })} className="aspect-[4/3] w-full rounded-lg object-cover" loading="lazy" />
              <Form method="post" action={`/dive/${diveId}/photos`}>
                <input type="hidden" name="photoId" value={photo.id} />
                <SubmitButton name="intent" value="remove" tone="dangerOutline" size="small">
                  {t('logbook.photos.remove', { number: index + 1 })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('logbook.photos.none')}</p>
      )}
      {photos.length < MAX_DIVE_PHOTOS ? (
        <Form method="post" action={`/dive/${diveId}/photos`} encType="multipart/form-data" className="space-y-3">
          <div>
            <label htmlFor="field-photos" className="block text-sm font-semibold text-slate-900">
              {t('logbook.photos.add')}
            </label>
            <p id="field-photos-hint" className="text-sm text-slate-600">
              {t('logbook.photos.hint', { count: DIVE_PHOTOS_PER_POST, mb: MAX_DIVE_PHOTO_BYTES / 1024 / 1024, max: MAX_DIVE_PHOTOS })}
            </p>
            <input id="field-photos" type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple aria-describedby="field-photos-hint" className={`${inputClass} text-sm`} />
          </div>
          <SubmitButton name="intent" value="add" tone="secondary">
            {t('logbook.photos.upload')}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
