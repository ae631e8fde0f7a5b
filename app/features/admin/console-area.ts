// The console's parts and who sees each: moderators the moderation queues, editors the news, admins
// everything (members, roles, suspensions and the audit log too). Pure, for pages and guards alike.
import { canManageMembers, canModerate, canUseConsole, canWriteNews } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

export type ConsoleArea = 'console' | 'moderation' | 'news' | 'members';

type Viewer = Pick<SessionUser, 'role'> | null | undefined;

const ALLOWED: Record<ConsoleArea, (user: Viewer) => boolean> = {
  console: canUseConsole,
  moderation: canModerate,
  news: canWriteNews,
  members: canManageMembers,
};

export function canSeeArea(user: Viewer, area: ConsoleArea): boolean {
  return ALLOWED[area](user);
}
