// The console's server-side guard. Each page and action of /admin calls it first: a visitor is sent
// to sign in, a member without the role gets a 403 and nothing changes.
import { data } from 'react-router';
import { requireMember } from '../members/session.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { canSeeArea, type ConsoleArea } from './console-area.ts';

export async function requireConsole(request: Request, area: ConsoleArea): Promise<SessionUser> {
  const user = await requireMember(request);
  if (!canSeeArea(user, area)) throw data({ message: 'Forbidden' }, { status: 403 });
  return user;
}
