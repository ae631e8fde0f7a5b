// /add-listing/photos/:file: previews of photos uploaded with a listing form that is not saved
// yet, for their uploader only.
import { data } from 'react-router';
import type { Route } from './+types/add-listing.photos.$file';
import { requireMember } from '~/features/members/session.server.ts';
import { readStagedPhotoFile } from '~/features/sites/site-photos.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const bytes = await readStagedPhotoFile(params.file, member.id);
  if (!bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=3600' } });
}
