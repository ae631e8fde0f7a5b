// The forms of trips and reservations, one zod schema each, shared by the browser and the server.
// Messages are catalogue keys ("trips.error.*"). The server adds the checks only it can make (is the
// trip yours, is there a seat left, does the certification meet the trip's minimum) in the services.
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { recordId, recordIds } from '../../lib/parameters.ts';
import { dayField, idField } from '../../lib/parameters.schema.ts';
import { isCurrencyCode } from '../centers/center-vocabulary.ts';
import { CERTIFICATION_AGENCIES } from '../members/certifications.ts';
import { zonedTimeToInstant } from '../../lib/time-zones.ts';
import { CANCELLATION_POLICY_KEYS, CERT_TIERS, CHECKLIST_ITEMS, INCLUDED_ITEMS, MAX_SEATS_PER_REQUEST, TRIP_KINDS } from './trip-vocabulary.ts';

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const MESSAGE_MAX = 2000;
export const REASON_MAX = 500;
export const NOTES_MAX = 4000;
/** The longest trip the form takes (a liveaboard season is several trips). */
export const MAX_TRIP_DAYS = 60;
export const MAX_CAPACITY = 500;

/** Form fields whose values are lists (checkbox groups). */
export const TRIP_LISTS = ['included', 'siteIds'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'trips.error.tooLong' })
    .optional()
    .transform((value) => (value ? value : null));

/** The same, for a field of one line (a title, a place). */
const optionalLine = (max: number) =>
  singleLineText()
    .max(max, { error: 'trips.error.tooLong' })
    .optional()
    .transform((value) => (value ? value : null));

/** A whole number typed in a text box, within bounds; `key` is the message for anything else. */
const wholeNumber = (min: number, max: number, key: string, requiredKey = key) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .transform((value, ctx) => {
      const number = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return number;
    });

const listOf = <T extends string>(allowed: readonly T[]) =>
  z
    .array(z.string())
    .optional()
    .transform((values) => [...new Set((values ?? []).filter((value): value is T => (allowed as readonly string[]).includes(value)))]);

const dateText = dayField('trips.error.dateInvalid');
const timeText = z.string({ error: 'trips.error.timeInvalid' }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'trips.error.timeInvalid' });

/**
 * A trip as the manager types it. Times are the centre's local time, turned into instants with its
 * time zone (a time the clocks skip is refused). `now` lets the server say whether the start is past.
 */
export function tripSchema(timeZone: string, now: Date = new Date()) {
  return z
    .object({
      kind: z.enum(TRIP_KINDS, { error: 'trips.error.kindRequired' }),
      titleEn: optionalLine(TITLE_MAX),
      titleEs: optionalLine(TITLE_MAX),
      descriptionEn: optionalText(DESCRIPTION_MAX),
      descriptionEs: optionalText(DESCRIPTION_MAX),
      startDate: dateText,
      startTime: timeText,
      endDate: dateText,
      endTime: timeText,
      siteIds: z
        .array(z.string())
        .optional()
        .transform((values) => recordIds(values).slice(0, 30)),
      meetingPoint: optionalLine(300),
      price: z
        .string({ error: 'trips.error.priceRequired' })
        .trim()
        .min(1, { error: 'trips.error.priceRequired' })
        .transform((value, ctx) => {
          const normalized = value.replace(/\s/g, '').replace(',', '.');
          if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) {
            ctx.addIssue({ code: 'custom', message: 'trips.error.priceInvalid' });
            return z.NEVER;
          }
          // Kept as the decimal text typed: prices are stored exactly, never through a float.
          return normalized;
        }),
      currency: z
        .string({ error: 'trips.error.currencyRequired' })
        .trim()
        .toUpperCase()
        .refine((value) => /^[A-Z]{3}$/.test(value) && isCurrencyCode(value), { error: 'trips.error.currencyRequired' }),
      included: listOf(INCLUDED_ITEMS),
      capacity: wholeNumber(1, MAX_CAPACITY, 'trips.error.capacityRange', 'trips.error.capacityRequired'),
      minCertTier: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          if (!(CERT_TIERS as readonly string[]).includes(value)) {
            ctx.addIssue({ code: 'custom', message: 'trips.error.tierInvalid' });
            return z.NEVER;
          }
          return value;
        }),
      minLoggedDives: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return 0;
          const number = Number(value);
          if (!/^\d+$/.test(value) || number > 10_000) {
            ctx.addIssue({ code: 'custom', message: 'trips.error.divesRange' });
            return z.NEVER;
          }
          return number;
        }),
      cancellationPolicy: z.enum(CANCELLATION_POLICY_KEYS as [string, ...string[]], { error: 'trips.error.policyRequired' }),
      paymentNote: optionalText(1000),
    })
    .transform((value, ctx) => {
      if (!value.titleEn && !value.titleEs) {
        ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'trips.error.titleRequired' });
        return z.NEVER;
      }
      const startsAt = zonedTimeToInstant(value.startDate, value.startTime, timeZone);
      const endsAt = zonedTimeToInstant(value.endDate, value.endTime, timeZone);
      if (!startsAt) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'trips.error.timeMissing' });
      if (!endsAt) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'trips.error.timeMissing' });
      if (!startsAt || !endsAt) return z.NEVER;
      if (startsAt <= now) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'trips.error.startPast' });
        return z.NEVER;
      }
      if (endsAt <= startsAt) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'trips.error.endBeforeStart' });
        return z.NEVER;
      }
      if (endsAt.getTime() - startsAt.getTime() > MAX_TRIP_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'trips.error.tooLongTrip' });
        return z.NEVER;
      }
      const { startDate: _sd, startTime: _st, endDate: _ed, endTime: _et, titleEn, titleEs, descriptionEn, descriptionEs, ...rest } = value;
      return {
        ...rest,
        title: { ...(titleEn ? { en: titleEn } : {}), ...(titleEs ? { es: titleEs } : {}) },
        description: { ...(descriptionEn ? { en: descriptionEn } : {}), ...(descriptionEs ? { es: descriptionEs } : {}) },
        startsAt,
        endsAt,
      };
    });
}

export type TripInput = z.output<ReturnType<typeof tripSchema>>;

const positiveId = idField('trips.error.generic');

export const TripIdSchema = z.object({ tripId: positiveId });

/** Cancelling a whole trip: everyone with a reservation is told why. */
export const TripCancelSchema = z.object({
  tripId: positiveId,
  reason: z.string({ error: 'trips.error.reasonRequired' }).trim().min(3, { error: 'trips.error.reasonRequired' }).max(REASON_MAX, { error: 'trips.error.tooLong' }),
});

/** The centre's time zone, which trip times are typed and shown in. */
export const TimeZoneSchema = z.object({ timeZone: z.string({ error: 'trips.error.timeZoneInvalid' }).trim().min(1, { error: 'trips.error.timeZoneInvalid' }) });

/** Every level code a member can pick, with its agency. */
const LEVELS = new Map(CERTIFICATION_AGENCIES.flatMap((agency) => agency.levels.map((level) => [level.code, { agency: agency.code, tier: level.tier }] as const)));

export function levelInfo(code: string | null | undefined) {
  return code ? LEVELS.get(code) : undefined;
}

/**
 * A member's request for seats: how many, their certification (a level from the list, their own
 * words, or none yet) and logged dives, and an optional note to the centre.
 */
export const ReservationRequestSchema = z
  .object({
    seats: wholeNumber(1, MAX_SEATS_PER_REQUEST, 'trips.error.seatsRange', 'trips.error.seatsRange'),
    certLevel: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        if (value !== 'other' && value !== 'none' && !LEVELS.has(value)) {
          ctx.addIssue({ code: 'custom', message: 'trips.error.certInvalid' });
          return z.NEVER;
        }
        return value;
      }),
    certOther: optionalLine(120),
    loggedDives: wholeNumber(0, 100_000, 'trips.error.loggedDivesRange', 'trips.error.loggedDivesRequired'),
    message: optionalText(MESSAGE_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.certLevel === null) ctx.addIssue({ code: 'custom', path: ['certLevel'], message: 'trips.error.certRequired' });
    if (value.certLevel === 'other' && !value.certOther) ctx.addIssue({ code: 'custom', path: ['certOther'], message: 'trips.error.certOtherRequired' });
  });

export type ReservationRequestInput = z.output<typeof ReservationRequestSchema>;

export const ReservationIdSchema = z.object({ reservationId: positiveId });

/** A member cancelling: the fee the terms name must be accepted when there is one (checked by the server). */
export const MemberCancelSchema = z.object({
  reservationId: positiveId,
  reason: optionalText(REASON_MAX),
  acceptFee: z.string().optional(),
});

/** The longest a meeting point is: a place and a word on finding it, like the trip's own. */
export const MEETING_POINT_MAX = 300;

/**
 * The centre confirming: where and when this diver meets it, the time in the centre's own zone (the
 * page fills in the trip's meeting point and start). A time the clocks skip is refused; whether the
 * time suits the trip is the service's check, which reads the trip under its lock.
 */
export function centerConfirmSchema(timeZone: string) {
  return z
    .object({
      reservationId: positiveId,
      meetingPoint: z.string({ error: 'trips.error.meetingPointRequired' }).trim().min(2, { error: 'trips.error.meetingPointRequired' }).max(MEETING_POINT_MAX, { error: 'trips.error.tooLong' }),
      meetingDate: dateText,
      meetingTime: timeText,
    })
    .transform((value, ctx) => {
      const meetsAt = zonedTimeToInstant(value.meetingDate, value.meetingTime, timeZone);
      if (!meetsAt) {
        ctx.addIssue({ code: 'custom', path: ['meetingTime'], message: 'trips.error.timeMissing' });
        return z.NEVER;
      }
      return { reservationId: value.reservationId, reason: null, meeting: { point: value.meetingPoint, at: meetsAt } };
    });
}

/** The centre declining or cancelling: the member is told why. */
export const CenterDecisionSchema = z.object({
  reservationId: positiveId,
  reason: optionalText(REASON_MAX),
});

export const CenterCancelSchema = z.object({
  reservationId: positiveId,
  reason: z.string({ error: 'trips.error.reasonRequired' }).trim().min(3, { error: 'trips.error.reasonRequired' }).max(REASON_MAX, { error: 'trips.error.tooLong' }),
});

/** A trip the member plans by hand in /trips. */
export const PlannedTripSchema = z
  .object({
    destination: singleLineText('trips.error.destinationRequired').min(2, { error: 'trips.error.destinationRequired' }).max(120, { error: 'trips.error.tooLong' }),
    startsOn: dateText,
    endsOn: dateText,
    siteIds: z
      .array(z.string())
      .optional()
      .transform((values) => recordIds(values).slice(0, 50)),
    centerId: z
      .string()
      .trim()
      .optional()
      .transform((value) => recordId(value)),
    notes: optionalText(NOTES_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.endsOn < value.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'trips.error.endBeforeStart' });
  });

export type PlannedTripInput = z.output<typeof PlannedTripSchema>;

/** The checklist and notes of one trip in the planner: a planned trip, or a reservation's. */
export const ChecklistSchema = z
  .object({
    plannedTripId: z.string().trim().optional(),
    reservationId: z.string().trim().optional(),
    checked: listOf(CHECKLIST_ITEMS),
    notes: optionalText(NOTES_MAX),
  })
  .transform((value, ctx) => {
    const planned = recordId(value.plannedTripId);
    const reservation = recordId(value.reservationId);
    if ((planned === null) === (reservation === null)) {
      ctx.addIssue({ code: 'custom', path: ['form'], message: 'trips.error.generic' });
      return z.NEVER;
    }
    return { plannedTripId: planned, reservationId: reservation, checked: value.checked, notes: value.notes };
  });

export const PlannedTripIdSchema = z.object({ plannedTripId: positiveId });
