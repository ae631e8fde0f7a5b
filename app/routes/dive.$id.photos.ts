// /dive/:id/photos (POST only): the diver adds photos to their dive or removes one, then goes back to
// the dive's edit page, which says what happened. Each photo goes through the one image pipeline.
import { data, redirect } from 'react-router';
import type { Route } from './+types/dive.$id.photos';
import { requireMember } from '~/features/members/session.server.ts';
import { diveAccess } from '~/features/logbook/dive-page.queries.server.ts';
import { removeDivePhoto, saveDivePhoto } from '~/features/logbook/dive-photos.server.ts';
import { canEditDive } from '~/features/logbook/logbook.policy.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { UploadError } from '~/lib/storage.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';

export async function loader() {
  throw data(null, { status: 405 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const diveId = Number(params.id);
  const access = await diveAccess(diveId);
  if (!access || !canEditDive(member, access)) throw data(null, { status: 404 });
  const back = (outcome: string) => redirect(`/dive/${diveId}/edit?photos=${outcome}#photos`);
  const { form, refused } = await readForm(request, BODY_LIMITS.divePhotos);
  if (form.get('intent') === 'remove') {
    await removeDivePhoto({ diveId, photoId: Number(form.get('photoId')) });
    return back('removed');
  }
  const files = form.getAll('photos').filter((entry): entry is File => entry instanceof File && entry.size > 0);
  if (!files.length) return back(refused.length ? 'tooLarge' : 'none');
  for (const file of files) {
    // Counted before the photo is decoded: decoding is the costly part.
    if (!(await hitWriteLimit('photo', member.id)).allowed) return back('limited');
    try {
      if ((await saveDivePhoto({ diveId, file })) === 'full') return back('full');
    } catch (error) {
      if (error instanceof UploadError) return back(error.problem);
      throw error;
    }
  }
  return back(refused.length ? 'tooLarge' : 'added');
}
