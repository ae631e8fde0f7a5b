// What every page knows about the signed-in member (loaded once per request by the root loader).
export type Role = 'member' | 'editor' | 'moderator' | 'admin';

export type SessionUser = {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: Role;
  emailVerified: boolean;
  /** True when the member is the submittedUser of at least one dive centre. */
  isDiveCenterManager: boolean;
  units: 'metric' | 'imperial';
};
