// What every page of the centre manager's area starts with: the signed-in member, the centres they
// run, and the one picked by ?center= (their first when none is named, or the one an admin acts
// for). The checks come before anything about the centre is read: 404 for a centre that does not
// exist, 403 for one the member does not run. Moderators do not run centres; an admin does only
// while acting as the centre's manager (ADR 27), and `acting` then says so to every write.
import { data } from 'react-router';
import type { ActingManager } from '../../lib/audit-log.server.ts';
import { requireVerifiedMember } from '../members/session.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { recordId } from '../../lib/parameters.ts';
import { queryId, readQuery } from '../../lib/parameters.schema.ts';
import { requireCenterManager } from './center-access.server.ts';
import { centersManagedBy, type CenterAccess, type ManagedCenter } from './center-access.queries.server.ts';

export type ManagerPage =
  | { user: SessionUser; managed: ManagedCenter[]; access: CenterAccess; acting: ActingManager | null }
  | { user: SessionUser; managed: ManagedCenter[]; access: null; acting: null };

export async function loadManagerPage(request: Request): Promise<ManagerPage> {
  const user = await requireVerifiedMember(request);
  const managed = await centersManagedBy(user.id);
  // A ?center= that names no centre is a 404, as one that does not exist.
  const { values, issues } = readQuery(new URL(request.url).searchParams, { center: queryId() });
  if (issues.center) throw data(null, { status: 404 });
  const centerId = values.center ?? managed[0]?.id ?? user.actingAs?.centerId ?? null;
  if (centerId === null) return { user, managed, access: null, acting: null };
  const { access, acting } = await requireCenterManager(request, centerId);
  return { user, managed, access, acting };
}

/** For actions: the centre named by the posted centerId, which the member must run. */
export async function requireManagedCenterFromForm(request: Request, form: FormData) {
  const id = recordId(form.get('centerId'));
  if (id === null) throw data(null, { status: 404 });
  return requireCenterManager(request, id);
}
