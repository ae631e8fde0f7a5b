// What can be followed and who may follow a member: shared by the schema and the pages (no table here,
// so a page's bundle can import it).
export const FOLLOW_KINDS = ['member', 'center', 'site', 'country', 'area'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Who may follow a member: anyone at once, members the member approves, or nobody. */
export const FOLLOW_POLICIES = ['anyone', 'approve', 'nobody'] as const;
export type FollowPolicy = (typeof FOLLOW_POLICIES)[number];

/** A followed map area's radius in whole kilometres, and how many areas one member may follow. */
export const AREA_RADIUS_KM = { min: 1, max: 100 } as const;
export const MAX_AREAS = 20;
