// Who may read and write a conversation, as named questions. Only its two parties read it: the
// member, and the people who run the centre (its owner and managers, who share the centre's side, or
// an admin acting as its manager).
// Moderators read a conversation only while one of its messages is reported, and never write in it.
import { canManageCenter } from '../centers/center.policy.ts';
import { canContribute, canModerate } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';
import type { InboxSide } from '../../../db/schema/inbox.ts';

type Viewer = (Pick<SessionUser, 'id' | 'role' | 'emailVerified'> & Partial<Pick<SessionUser, 'actingAs'>>) | null | undefined;
type Parties = { memberId: string; centerId: number; ownerId: string | null; managerIds: readonly string[] };

/** The side the viewer writes for in this conversation, or null when they are not a party. */
export function sideOf(viewer: Viewer, conversation: Parties, preferred?: InboxSide): InboxSide | null {
  if (!viewer) return null;
  const member = viewer.id === conversation.memberId;
  const center = canManageCenter(viewer, { id: conversation.centerId, ownerId: conversation.ownerId, managerIds: conversation.managerIds });
  if (member && center) return preferred ?? 'member';
  return member ? 'member' : center ? 'center' : null;
}

export function canReadConversation(viewer: Viewer, conversation: Parties & { openReports: number }): boolean {
  return sideOf(viewer, conversation) !== null || (canModerate(viewer) && conversation.openReports > 0);
}

/** Writing needs a verified address, as every contribution does. */
export function canWriteInConversation(viewer: Viewer, conversation: Parties, side: InboxSide): boolean {
  return canContribute(viewer) && sideOf(viewer, conversation, side) === side;
}

/** A member starts a conversation with a centre they do not run. */
export function canMessageCenter(viewer: Viewer, center: { id: number; ownerId: string | null; managerIds: readonly string[] }): boolean {
  return canContribute(viewer) && !canManageCenter(viewer, center);
}
