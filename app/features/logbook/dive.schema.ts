// What a dive is made of when it is saved, in SI units, whoever wrote it: the hand form (through
// dive-form.ts, which converts the member's units), an import (through dive-from-model.ts) or a buddy's
// copy. The service checks every dive with this one schema, so a dive from a file meets the same limits
// as one typed by hand. Messages are full keys of the "logbook" catalogues.
import { z } from 'zod';
import { isCountryCode } from '../../lib/country-codes.ts';
import { CYLINDER_USES, DIVE_CURRENTS, DIVE_ENTRIES, DIVE_MODES, DIVE_PRIVACY } from './dive-vocabulary.ts';
import { DIVE_LIMITS, MAX_BUDDIES, MAX_CYLINDERS, MAX_GAS_SWITCHES, MAX_TAGS, NAME_MAX, NOTES_MAX, OFFSET_STEP_MINUTES, SHORT_TEXT_MAX, TAG_MAX } from './dive-limits.ts';

const error = (name: string) => `logbook.form.error.${name}`;

const range = (limits: { min: number; max: number }, message: string) => z.number().min(limits.min, error(message)).max(limits.max, error(message));

/** A wall-clock reading `YYYY-MM-DDTHH:MM:SS` that is a real date and time, from 1940 on. */
export const WallClockSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, error('startInvalid'))
  .refine((text) => {
    const date = new Date(`${text}Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text;
  }, error('startInvalid'))
  .refine((text) => Number(text.slice(0, 4)) >= DIVE_LIMITS.firstYear, error('startTooEarly'));

/** Whether a wall-clock start is later than any place on Earth has reached (with a day to spare). */
export function isInTheFuture(startLocal: string, utcOffsetMinutes: number | null, now: Date = new Date()): boolean {
  const asUtc = Date.parse(`${startLocal}Z`) - (utcOffsetMinutes ?? 14 * 60) * 60_000;
  return asUtc > now.getTime() + 24 * 3_600_000;
}

const gasShape = {
  o2Percent: z.number().min(1, error('gas')).max(100, error('gas')),
  hePercent: z.number().min(0, error('gas')).max(99, error('gas')),
};

export const CylinderSchema = z
  .object({
    description: z.string().trim().max(SHORT_TEXT_MAX, error('textTooLong')).nullable(),
    sizeL: range(DIVE_LIMITS.cylinderSizeL, 'cylinderSize').nullable(),
    workPressureBar: z.number().gt(0, error('pressure')).max(DIVE_LIMITS.pressureBar.max, error('pressure')).nullable(),
    startPressureBar: range(DIVE_LIMITS.pressureBar, 'pressure').nullable(),
    endPressureBar: range(DIVE_LIMITS.pressureBar, 'pressure').nullable(),
    ...gasShape,
    use: z.enum(CYLINDER_USES),
  })
  .refine((cylinder) => cylinder.o2Percent + cylinder.hePercent <= 100, { message: error('gasSum'), path: ['hePercent'] })
  .refine((cylinder) => cylinder.startPressureBar === null || cylinder.endPressureBar === null || cylinder.endPressureBar <= cylinder.startPressureBar, {
    message: error('pressureOrder'),
    path: ['endPressureBar'],
  });
export type CylinderInput = z.infer<typeof CylinderSchema>;

export const GasSwitchSchema = z
  .object({
    timeS: z.number().int().min(0, error('switchTime')).max(DIVE_LIMITS.durationS.max, error('switchTime')),
    /** Position of the cylinder in the dive's list, or null for a mix with no cylinder of its own. */
    cylinderPosition: z.number().int().min(0).max(MAX_CYLINDERS - 1).nullable(),
    ...gasShape,
  })
  .refine((gasSwitch) => gasSwitch.o2Percent + gasSwitch.hePercent <= 100, { message: error('gasSum'), path: ['hePercent'] });
export type GasSwitchInput = z.infer<typeof GasSwitchSchema>;

/** A buddy: a name as typed, or a member by their public member ID. */
export const BuddySchema = z.union([
  z.object({ name: z.string().trim().min(1, error('buddyName')).max(NAME_MAX, error('buddyName')) }),
  z.object({ memberId: z.string().regex(/^[23456789A-HJKMNP-Z]{8}$/, error('buddyMemberId')) }),
]);
export type BuddyInput = z.infer<typeof BuddySchema>;

/** Where the dive was: an atlas site, or a new place the member names and puts on the map. */
export const DivePlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site'), siteId: z.number().int().positive(error('site')) }),
  z.object({
    kind: z.literal('new'),
    name: z.string().trim().min(2, error('placeName')).max(NAME_MAX, error('placeName')),
    lat: z.number().min(-90, error('latitude')).max(90, error('latitude')),
    lng: z.number().min(-180, error('longitude')).max(180, error('longitude')),
    countryCode: z.string().refine(isCountryCode, error('country')).nullable(),
  }),
]);
export type DivePlaceInput = z.infer<typeof DivePlaceSchema>;

const optionalText = (max: number) => z.string().trim().max(max, error('textTooLong')).nullable();

export const DiveInputSchema = z
  .object({
    /** The member's number for the dive; null takes the next one. */
    number: z.number().int().min(1, error('number')).max(1_000_000, error('number')).nullable(),
    startLocal: WallClockSchema,
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-14 * 60, error('offset'))
      .max(14 * 60, error('offset'))
      .nullable(),
    /** How the offset was found: 'manual' from the form, or the dive-log reader's source. */
    offsetSource: z.enum(['manual', 'file', 'file-corrected', 'file-ignored', 'utc-and-local', 'none']),
    durationS: z.number().int().min(1, error('duration')).max(DIVE_LIMITS.durationS.max, error('duration')).nullable(),
    maxDepthM: range(DIVE_LIMITS.depthM, 'depth').nullable(),
    meanDepthM: range(DIVE_LIMITS.depthM, 'depth').nullable(),
    waterTempC: range(DIVE_LIMITS.temperatureC, 'waterTemp').nullable(),
    airTempC: range(DIVE_LIMITS.airTemperatureC, 'airTemp').nullable(),
    visibilityM: range(DIVE_LIMITS.visibilityM, 'visibility').nullable(),
    visibilityRating: z.number().int().min(1).max(5).nullable(),
    current: z.enum(DIVE_CURRENTS).nullable(),
    entry: z.enum(DIVE_ENTRIES).nullable(),
    mode: z.enum(DIVE_MODES),
    suit: optionalText(SHORT_TEXT_MAX),
    weightKg: range(DIVE_LIMITS.weightKg, 'weight').nullable(),
    place: DivePlaceSchema.nullable(),
    centerId: z.number().int().positive().nullable(),
    tripId: z.number().int().positive().nullable(),
    tripLabel: optionalText(SHORT_TEXT_MAX),
    guide: optionalText(NAME_MAX),
    notes: optionalText(NOTES_MAX),
    rating: z.number().min(0, error('rating')).max(5, error('rating')).nullable(),
    tags: z.array(z.string().trim().min(1).max(TAG_MAX, error('tagTooLong'))).max(MAX_TAGS, error('tooManyTags')),
    privacy: z.enum(DIVE_PRIVACY, { error: error('privacy') }),
    cylinders: z.array(CylinderSchema).max(MAX_CYLINDERS, error('tooManyCylinders')),
    gasSwitches: z.array(GasSwitchSchema).max(MAX_GAS_SWITCHES, error('tooManyGasSwitches')),
    buddies: z.array(BuddySchema).max(MAX_BUDDIES, error('tooManyBuddies')),
  })
  .superRefine((dive, ctx) => {
    if (dive.meanDepthM !== null && dive.maxDepthM !== null && dive.meanDepthM > dive.maxDepthM) {
      ctx.addIssue({ code: 'custom', path: ['meanDepthM'], message: error('meanDeeperThanMax') });
    }
    if (dive.utcOffsetMinutes !== null && dive.utcOffsetMinutes % OFFSET_STEP_MINUTES !== 0) {
      ctx.addIssue({ code: 'custom', path: ['utcOffsetMinutes'], message: error('offset') });
    }
    if (isInTheFuture(dive.startLocal, dive.utcOffsetMinutes)) ctx.addIssue({ code: 'custom', path: ['startLocal'], message: error('startInFuture') });
    dive.gasSwitches.forEach((gasSwitch, index) => {
      if (gasSwitch.cylinderPosition !== null && gasSwitch.cylinderPosition >= dive.cylinders.length) {
        ctx.addIssue({ code: 'custom', path: ['gasSwitches', index, 'cylinderPosition'], message: error('switchCylinder') });
      }
      if (dive.durationS !== null && gasSwitch.timeS > dive.durationS) ctx.addIssue({ code: 'custom', path: ['gasSwitches', index, 'timeS'], message: error('switchTime') });
    });
    const members = dive.buddies.flatMap((buddy) => ('memberId' in buddy ? [buddy.memberId] : []));
    if (new Set(members).size !== members.length) ctx.addIssue({ code: 'custom', path: ['buddies'], message: error('buddyTwice') });
  });

export type DiveInput = z.infer<typeof DiveInputSchema>;
