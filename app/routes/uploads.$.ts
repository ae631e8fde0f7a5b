import type { Route } from './+types/uploads.$';
import { readUpload } from '~/lib/storage.server.ts';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

// Files written by app/lib/storage.server.ts. Names are random and never reused, so browsers may
// keep them for a year.
export async function loader({ params }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  const bytes = await readUpload(key);
  if (!bytes) throw new Response('Not found', { status: 404 });
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    },
  });
}
