// /listing/:id/photos/<key>-<width>.webp: a site's photos, from the object store.
import { data } from 'react-router';
import type { Route } from './+types/listing.$id.photos.$file';
import { recordId } from '~/lib/parameters.ts';
import { readSitePhoto } from '~/features/sites/site-photos.server.ts';
import { storedFileResponse } from '~/lib/storage.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const siteId = recordId(params.id);
  const file = siteId === null ? null : await readSitePhoto(siteId, params.file);
  if (!file) throw data(null, { status: 404 });
  return storedFileResponse(params.file, file);
}
