// /listing/:id/photos/<key>-<width>.webp: a site's photos, from the object store.
import { data } from 'react-router';
import type { Route } from './+types/listing.$id.photos.$file';
import { readSitePhoto } from '~/features/sites/site-photos.server.ts';
import { storedFileResponse } from '~/lib/storage.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const siteId = Number(params.id);
  const file = Number.isSafeInteger(siteId) && siteId > 0 ? await readSitePhoto(siteId, params.file) : null;
  if (!file) throw data(null, { status: 404 });
  return storedFileResponse(params.file, file);
}
