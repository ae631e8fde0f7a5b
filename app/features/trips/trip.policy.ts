// Who may do what with trips and reservations, as named questions. Pure functions: pages use them
// to decide what to show, the server (trip-access.server.ts and the services) to decide what to allow.
import { canManageCenter } from '../centers/center.policy.ts';
import { canContribute } from '../members/member.policy.ts';
import type { SessionUser } from '../members/session-user.ts';
import type { ReservationStatus, TripStatus } from '../../../db/schema/trips.ts';

type Viewer = (Pick<SessionUser, 'id' | 'role' | 'emailVerified'> & Partial<Pick<SessionUser, 'actingAs'>>) | null | undefined;
type Ownership = { id: number; ownerId: string | null; managerIds: readonly string[] };
type TripState = { status: TripStatus; startsAt: Date; center: Ownership & { status: 'published' | 'hidden' } };

/** Publishing, editing and cancelling trips, and answering reservations: the centre's owner and managers (or an admin acting as one). */
export function canManageTrips(viewer: Viewer, center: Ownership): boolean {
  return canManageCenter(viewer, center);
}

/** A draft, or a trip of a hidden centre, is seen only by those who run the centre. */
export function canSeeTrip(viewer: Viewer, trip: TripState): boolean {
  if (trip.status !== 'draft' && trip.center.status === 'published') return true;
  return canManageTrips(viewer, trip.center);
}

/** A trip takes requests while it is published and has not started. */
export function isOpenForRequests(trip: Pick<TripState, 'status' | 'startsAt'>, now: Date = new Date()): boolean {
  return trip.status === 'published' && trip.startsAt > now;
}

/** Verified members who do not run the centre ask for seats. */
export function canRequestSeats(viewer: Viewer, trip: TripState): boolean {
  return canContribute(viewer) && !canManageCenter(viewer, trip.center) && trip.center.status === 'published';
}

export const OPEN_STATUSES = ['requested', 'confirmed', 'waitlisted'] as const satisfies readonly ReservationStatus[];

export function isOpenReservation(status: ReservationStatus): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

/** A member cancels their own open reservation until the trip starts. */
export function canCancelAsMember(viewer: Viewer, reservation: { memberId: string; status: ReservationStatus }, trip: { startsAt: Date }, now: Date = new Date()): boolean {
  return !!viewer && viewer.id === reservation.memberId && isOpenReservation(reservation.status) && trip.startsAt > now;
}

/** What the centre may do with a reservation in this status, before and after the trip starts. */
export function centerActionsFor(status: ReservationStatus, trip: { startsAt: Date }, now: Date = new Date()): Array<'confirm' | 'decline' | 'cancel' | 'attended'> {
  const started = trip.startsAt <= now;
  if (status === 'requested') return started ? ['decline'] : ['confirm', 'decline'];
  if (status === 'waitlisted') return started ? ['decline'] : ['confirm', 'decline'];
  if (status === 'confirmed') return started ? ['attended', 'cancel'] : ['cancel'];
  return [];
}
