import type { Route } from './+types/uploads.$';
import { readUpload, storedFileResponse } from '~/lib/storage.server.ts';

// Avatars and centre images, from the object store (local disk or a bucket), so every app server
// answers for every file.
export async function loader({ params }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  const file = await readUpload(key);
  if (!file) throw new Response('Not found', { status: 404 });
  return storedFileResponse(key, file);
}
