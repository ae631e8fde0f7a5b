// /listing/:id/photos/<key>-<width>.webp: a site's photos. Keys are random and files never change,
// so browsers may keep them for a year.
import { data } from 'react-router';
import type { Route } from './+types/listing.$id.photos.$file';
import { readSitePhoto } from '~/features/sites/site-photos.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const siteId = Number(params.id);
  const bytes = Number.isSafeInteger(siteId) && siteId > 0 ? await readSitePhoto(siteId, params.file) : null;
  if (!bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
