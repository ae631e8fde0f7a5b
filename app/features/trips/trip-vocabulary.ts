// The closed lists a trip is described with. Labels are in the "trips" catalogues under
// "kind.<value>", "included.<value>", "policy.<value>" and "tier.<value>".
import type { CertificationTier } from '../members/certifications.ts';

export const TRIP_KINDS = ['fun-dives', 'day-trip', 'boat-dives', 'shore-dives', 'night-dive', 'course', 'liveaboard', 'technical', 'expedition'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** What the price can include; anything else goes in the description. */
export const INCLUDED_ITEMS = ['boat', 'guide', 'tanks', 'weights', 'equipment', 'nitrox', 'course-materials', 'certification-fee', 'park-fees', 'meals', 'accommodation', 'transfers'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

/**
 * Cancellation terms a centre chooses from, shown to divers before they ask for a seat: free until
 * `freeDays` days before the start, then `feePercent` of the price. The terms are copied onto each
 * trip, so a later change here changes no published trip.
 */
export const CANCELLATION_POLICIES = {
  flexible: { freeDays: 1, feePercent: 50 },
  moderate: { freeDays: 7, feePercent: 50 },
  strict: { freeDays: 14, feePercent: 100 },
  'non-refundable': { freeDays: 0, feePercent: 100 },
} as const satisfies Record<string, { freeDays: number; feePercent: number }>;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;
export const CANCELLATION_POLICY_KEYS = Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[];

/**
 * The certification a trip may ask for, as the tiers of app/features/members/certifications.ts, lowest
 * first. A member's stated level counts as its tier; a certification in the member's own words is
 * left to the centre to judge.
 */
export const CERT_TIERS = ['entry-supervised', 'entry-autonomous', 'advanced', 'rescue', 'dive-leader'] as const satisfies readonly CertificationTier[];
export type RequiredTier = (typeof CERT_TIERS)[number];

/** What a diver brings, ticked off in the planner. */
export const CHECKLIST_ITEMS = ['certCard', 'logbook', 'insurance', 'equipment'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** Seats one request may ask for. */
export const MAX_SEATS_PER_REQUEST = 20;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
