// Who may see and change a logged dive, as named questions. Pure functions: pages use them to decide
// what to show, and the queries and services to decide what to return and allow. A dive is seen by its
// diver; a public dive by everyone; a buddies dive also by the members named as buddies on it (asked or
// confirmed: someone asked to confirm must see what they confirm). Staff roles give no view of a
// private dive: "private" means the diver alone.
import type { DivePrivacy } from '../../../db/schema/logbook.ts';
import { canContribute } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';

export type DiveViewer = Pick<SessionUser, 'id'> | null | undefined;

/** What the questions need to know of a dive: whose it is, its privacy, and the members named on it. */
export type DiveAccess = { memberId: string; privacy: DivePrivacy; buddyMemberIds: readonly string[] };

export function isDiveOwner(viewer: DiveViewer, dive: Pick<DiveAccess, 'memberId'>): boolean {
  return !!viewer && viewer.id === dive.memberId;
}

export function canViewDive(viewer: DiveViewer, dive: DiveAccess): boolean {
  if (isDiveOwner(viewer, dive)) return true;
  if (dive.privacy === 'public') return true;
  if (dive.privacy === 'buddies') return !!viewer && dive.buddyMemberIds.includes(viewer.id);
  return false;
}

/** Only the diver edits, deletes or adds photos to their dive. */
export function canEditDive(viewer: DiveViewer, dive: Pick<DiveAccess, 'memberId'>): boolean {
  return isDiveOwner(viewer, dive);
}

export function canDeleteDive(viewer: DiveViewer, dive: Pick<DiveAccess, 'memberId'>): boolean {
  return isDiveOwner(viewer, dive);
}

/** Any signed-in member keeps a logbook. */
export function canLogDives(viewer: DiveViewer): boolean {
  return !!viewer;
}

/**
 * Whether a place the member names goes to the moderators as a new-site suggestion: like any other
 * contribution to the atlas, it needs a verified address (the dive is saved either way).
 */
export function canSuggestPlace(viewer: Pick<SessionUser, 'emailVerified'> | null | undefined): boolean {
  return canContribute(viewer);
}

/**
 * Whether a dive's page may be shared: indexed by search engines and given social tags. Only a public
 * dive is; others answer "not found" to anyone but those who may see them.
 */
export function isShareableDive(dive: Pick<DiveAccess, 'privacy'>): boolean {
  return dive.privacy === 'public';
}

/**
 * Whether a dive counts in its site's anonymous figures: a public dive always, a buddies or private
 * dive only when its diver allows it in the logbook settings; a demo dive never (its values are
 * invented), nor a dive with no atlas site.
 */
export function countsInSiteFigures(dive: { privacy: DivePrivacy; isDemo: boolean; siteId: number | null }, settings: { countPrivateInFigures: boolean }): boolean {
  if (dive.isDemo || dive.siteId === null) return false;
  return dive.privacy === 'public' || settings.countPrivateInFigures;
}
