// /account/certifications/:id/photos (POST only): the member adds a photo of one side of their own card
// (in place of the one it had) or removes it, then goes back to the wallet, which says what happened.
import { data, redirect } from 'react-router';
import type { Route } from './+types/account.certifications.$id.photos';
import { requireMember } from '~/features/members/session.server.ts';
import { CARD_SIDES, removeCardPhoto, saveCardPhoto, type CardSide } from '~/features/members/wallet-photos.server.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { recordId } from '~/lib/parameters.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { UploadError } from '~/lib/storage.server.ts';

export async function loader() {
  throw data(null, { status: 405 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const cardId = recordId(params.id);
  if (cardId === null) throw data(null, { status: 404 });
  const back = (outcome: string) => redirect(`/account/certifications?photo=${outcome}#card-${cardId}`);
  const { form, refused } = await readForm(request, BODY_LIMITS.cardPhoto);
  const side = form.get('side');
  if (typeof side !== 'string' || !(CARD_SIDES as readonly string[]).includes(side)) throw data(null, { status: 400 });
  if (form.get('intent') === 'remove') {
    if (!(await removeCardPhoto({ userId: member.id, cardId, side: side as CardSide }))) throw data(null, { status: 404 });
    return back('removed');
  }
  const file = form.get('photo');
  if (!(file instanceof File) || file.size === 0) return back(refused.length ? 'tooLarge' : 'none');
  try {
    const saved = await saveCardPhoto({ userId: member.id, cardId, side: side as CardSide, file });
    if (!saved.ok && saved.error === 'notFound') throw data(null, { status: 404 });
    return back(saved.ok ? 'added' : saved.error);
  } catch (error) {
    if (error instanceof UploadError) return back(error.problem);
    throw error;
  }
}
