// /account/certifications/:id/photos/<key>.webp: a photo of a card in the member's wallet, for that
// member only; anyone else gets "not found", as for a photo that is not there. Never kept by a shared cache.
import { data } from 'react-router';
import type { Route } from './+types/account.certifications.$id.photos.$file';
import { requireMember } from '~/features/members/session.server.ts';
import { readCardPhoto } from '~/features/members/wallet-photos.server.ts';
import { recordId } from '~/lib/parameters.ts';
import { storedFileResponse } from '~/lib/storage.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const cardId = recordId(params.id);
  const file = cardId === null ? null : await readCardPhoto(member.id, cardId, params.file);
  if (!file) throw data(null, { status: 404 });
  return storedFileResponse(params.file, file, 'private, no-store');
}
