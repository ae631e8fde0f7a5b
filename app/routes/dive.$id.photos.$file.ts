// /dive/:id/photos/<key>-<width>.webp: a dive's photo, for those who may see the dive only; anyone
// else gets "not found", as for a photo that is not there. Private, so never kept by a shared cache.
import { data } from 'react-router';
import type { Route } from './+types/dive.$id.photos.$file';
import { getSessionUser } from '~/features/members/session.server.ts';
import { diveAccess } from '~/features/logbook/dive-page.queries.server.ts';
import { canViewDive } from '~/features/logbook/logbook.policy.ts';
import { readDivePhotoFile } from '~/features/logbook/dive-photos.server.ts';
import { storedFileResponse } from '~/lib/storage.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const diveId = Number(params.id);
  const viewer = await getSessionUser(request);
  const access = await diveAccess(diveId);
  if (!access || !canViewDive(viewer, access)) throw data(null, { status: 404 });
  const file = await readDivePhotoFile(diveId, params.file);
  if (!file) throw data(null, { status: 404 });
  // A public dive's photo may be kept by shared caches, briefly (the dive may turn private); the others only by the browser that asked.
  return storedFileResponse(params.file, file, access.privacy === 'public' ? 'public, max-age=300' : 'private, max-age=3600');
}
