// The server-side guards of the manager pages. A centre that does not exist answers 404; one the
// member may not change answers 403, whatever the page would have shown.
import { data } from 'react-router';
import { requireVerifiedMember } from '../members/session.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import type { ActingManager } from '../../lib/audit-log.server.ts';
import { canManageCenter, canManageManagers, isCenterManager, isCenterOwner } from './center.policy.ts';
import { getCenterAccess, type CenterAccess } from './center-access.queries.server.ts';

/**
 * Who is acting for the centre: its owner or a manager (`acting` null), or an admin acting as a
 * manager (`acting` set), whose every change the services write to the audit log (ADR 27).
 */
export type ManagerContext = { user: SessionUser; access: CenterAccess; acting: ActingManager | null };

export async function requireCenterManager(request: Request, centerId: number | null): Promise<ManagerContext> {
  const user = await requireVerifiedMember(request);
  const access = centerId === null ? null : await getCenterAccess(centerId);
  if (!access) throw data({ message: 'Not found' }, { status: 404 });
  if (!canManageCenter(user, access)) throw data({ message: 'Forbidden' }, { status: 403 });
  const acting = isCenterOwner(user, access) || isCenterManager(user, access) ? null : { adminId: user.id, centerId: access.id, centerName: access.name };
  return { user, access, acting };
}

/** For inviting or removing managers: the owner. */
export function assertCanManageManagers(context: ManagerContext): void {
  if (!canManageManagers(context.user, context.access)) throw data({ message: 'Forbidden' }, { status: 403 });
}
