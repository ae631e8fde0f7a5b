// What every page knows about the signed-in member (loaded once per request by the root loader).
export type Role = 'member' | 'editor' | 'moderator' | 'admin';

/** An admin acting as a manager of one dive centre, in this session, until `until` (ISO 8601; ADR 27). */
export type ActingAs = { centerId: number; centerName: string; until: string };

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
  /** Set while an admin acts as a manager of a centre from this session; null otherwise. */
  actingAs: ActingAs | null;
};
