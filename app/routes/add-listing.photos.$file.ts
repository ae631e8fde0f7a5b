// /add-listing/photos/:file: previews of photos uploaded with a listing form that is not saved
// yet, for their uploader only.
import { data } from 'react-router';
import type { Route } from './+types/add-listing.photos.$file';
import { requireMember } from '~/features/members/session.server.ts';
import { readStagedPhotoFile } from '~/features/sites/site-photos.server.ts';
import { storedFileResponse } from '~/lib/storage.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const file = await readStagedPhotoFile(params.file, member.id);
  if (!file) throw data(null, { status: 404 });
  return storedFileResponse(params.file, file, 'private, max-age=3600');
}
