// The server-side guards of the manager pages. A centre that does not exist answers 404; one the
// member may not change answers 403, whatever the page would have shown.
import { data } from 'react-router';
import { requireVerifiedMember } from '../members/session.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { canManageCenter, canManageManagers } from './center.policy.ts';
import { getCenterAccess, type CenterAccess } from './center-access.queries.server.ts';

export type ManagerContext = { user: SessionUser; access: CenterAccess };

export async function requireCenterManager(request: Request, centerId: number | null): Promise<ManagerContext> {
  const user = await requireVerifiedMember(request);
  const access = centerId === null ? null : await getCenterAccess(centerId);
  if (!access) throw data({ message: 'Not found' }, { status: 404 });
  if (!canManageCenter(user, { ownerId: access.ownerId, managerIds: access.managerIds })) throw data({ message: 'Forbidden' }, { status: 403 });
  return { user, access };
}

/** For inviting or removing managers: the owner, or a moderator. */
export function assertCanManageManagers(context: ManagerContext): void {
  if (!canManageManagers(context.user, context.access)) throw data({ message: 'Forbidden' }, { status: 403 });
}
