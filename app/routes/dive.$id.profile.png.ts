// /dive/:id/profile.png: a public dive's profile as a picture, its page's social image. Any other dive
// (private, for buddies, missing, or without a profile) is "not found" to everyone, its diver included:
// the picture is only for sharing.
import { data } from 'react-router';
import type { Route } from './+types/dive.$id.profile.png';
import { publicProfileImage } from '~/features/logbook/profile-image.server.tsx';
import { recordId } from '~/lib/parameters.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const diveId = recordId(params.id);
  const png = diveId === null ? null : await publicProfileImage(diveId);
  if (!png) throw data(null, { status: 404 });
  // Shared caches may keep it briefly: the dive may be made private or changed.
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=300', 'Content-Length': String(png.length) } });
}
