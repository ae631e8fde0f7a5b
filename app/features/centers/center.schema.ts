// The forms of the dive-centre pages, one zod schema each, shared by the browser and the server.
// Messages are catalogue keys ("centers.error.*"), translated where they are shown. The server adds
// the checks only it can make (is the centre yours, does the member exist) in the service.
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { recordId, recordIds } from '../../lib/parameters.ts';
import { idField } from '../../lib/parameters.schema.ts';
import { isCountryCode } from '../../lib/country-codes.ts';
import {
  AGENCY_CODES,
  CENTER_KINDS,
  COURSE_TYPES,
  isCurrencyCode,
  LANGUAGE_CODES,
  SERVICES,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type SocialNetwork,
} from './center-vocabulary.ts';
import { DESCRIPTION_MAX, EVIDENCE_MIN, REVIEW_MAX, REVIEW_MIN } from './center.fields.ts';

const optionalText = (max: number, tooLong = 'centers.error.tooLong') =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value ? value : null));

/** The same, for a field of one line (an address, a title, a way to reach someone). */
const optionalLine = (max: number) =>
  singleLineText()
    .max(max, { error: 'centers.error.tooLong' })
    .optional()
    .transform((value) => (value ? value : null));

/** Checkbox values outside the list are dropped: they can only come from a crafted request. */
const listOf = <T extends string>(allowed: readonly T[]) =>
  z
    .array(z.string())
    .optional()
    .transform((values) => [...new Set((values ?? []).filter((value): value is T => (allowed as readonly string[]).includes(value)))]);

/** Degrees as typed, with a comma or a point. */
const coordinate = (limit: number, requiredKey: string, rangeKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .transform((text, ctx) => {
      const value = Number(text.replace(',', '.'));
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        ctx.addIssue({ code: 'custom', message: rangeKey });
        return z.NEVER;
      }
      return value;
    });

/** Only http(s) addresses: a "javascript:" link on a public page would run in visitors' browsers. */
const webAddress = (invalidKey: string) =>
  z
    .string()
    .trim()
    .max(300, { error: 'centers.error.tooLong' })
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return url.toString();
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: invalidKey });
      return z.NEVER;
    });

/** Digits with the usual separators and an optional leading +; 6 to 25 characters. */
const PhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^\+?[\d\s().-]{6,25}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'centers.error.phoneInvalid' });
      return z.NEVER;
    }
    return value;
  });

const OptionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'centers.error.emailInvalid' })
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!z.email().safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: 'centers.error.emailInvalid' });
      return z.NEVER;
    }
    return value;
  });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalTime = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || TIME_PATTERN.test(value), { error: 'centers.error.timeInvalid' });

const socialFields = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`social_${network}`, webAddress('centers.error.urlInvalid')])) as Record<
  `social_${SocialNetwork}`,
  ReturnType<typeof webAddress>
>;

type Weekday = (typeof WEEKDAYS)[number];
const hourFields = Object.fromEntries(WEEKDAYS.flatMap((day) => [[`open_${day}`, optionalTime], [`close_${day}`, optionalTime]])) as Record<
  `open_${Weekday}` | `close_${Weekday}`,
  typeof optionalTime
>;

/** Everything a centre's owner edits about it, also the form of a new submission. */
export const CenterDetailsSchema = z
  .object({
    kind: z.enum(CENTER_KINDS, { error: 'centers.error.kindRequired' }),
    name: singleLineText('centers.error.nameRequired')
      .min(2, { error: 'centers.error.nameRequired' })
      .max(120, { error: 'centers.error.tooLong' })
      .refine((value) => !/[\p{Cc}<>]/u.test(value), { error: 'centers.error.nameInvalid' }),
    descriptionEn: optionalText(DESCRIPTION_MAX),
    descriptionEs: optionalText(DESCRIPTION_MAX),
    lat: coordinate(90, 'centers.error.latRequired', 'centers.error.latRange'),
    lng: coordinate(180, 'centers.error.lngRequired', 'centers.error.lngRange'),
    address: optionalLine(200),
    countryCode: z
      .string({ error: 'centers.error.countryRequired' })
      .trim()
      .toUpperCase()
      .min(1, { error: 'centers.error.countryRequired' })
      .refine((code) => isCountryCode(code), { error: 'centers.error.countryRequired' }),
    region: optionalLine(100),
    phone: PhoneSchema,
    email: OptionalEmailSchema,
    website: webAddress('centers.error.urlInvalid'),
    ...socialFields,
    agencies: listOf(AGENCY_CODES),
    primaryAgency: z.string().trim().optional(),
    services: listOf(SERVICES),
    languages: listOf(LANGUAGE_CODES),
    ...hourFields,
    hoursNote: optionalLine(200),
  })
  .superRefine((value, ctx) => {
    if (value.primaryAgency && !value.agencies.includes(value.primaryAgency as (typeof value.agencies)[number])) {
      ctx.addIssue({ code: 'custom', path: ['primaryAgency'], message: 'centers.error.primaryNotListed' });
    }
    for (const day of WEEKDAYS) {
      const open = value[`open_${day}`];
      const close = value[`close_${day}`];
      if (!!open !== !!close) ctx.addIssue({ code: 'custom', path: [`open_${day}`], message: 'centers.error.hoursBoth' });
      else if (open && close && open >= close) ctx.addIssue({ code: 'custom', path: [`open_${day}`], message: 'centers.error.hoursOrder' });
    }
  });

export type CenterDetailsInput = z.output<typeof CenterDetailsSchema>;

/** A course with an optional price; a price needs its currency. */
export const CourseSchema = z
  .object({
    courseType: z.enum(COURSE_TYPES, { error: 'centers.error.courseTypeRequired' }),
    title: optionalLine(120),
    agency: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        if (!(AGENCY_CODES as readonly string[]).includes(value)) {
          ctx.addIssue({ code: 'custom', message: 'centers.error.agencyInvalid' });
          return z.NEVER;
        }
        return value;
      }),
    price: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const normalized = value.replace(/\s/g, '').replace(',', '.');
        if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) {
          ctx.addIssue({ code: 'custom', message: 'centers.error.priceInvalid' });
          return z.NEVER;
        }
        // Kept as the decimal text typed: prices are stored exactly, never through a float.
        return normalized;
      }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        if (!/^[A-Z]{3}$/.test(value) || !isCurrencyCode(value)) {
          ctx.addIssue({ code: 'custom', message: 'centers.error.currencyInvalid' });
          return z.NEVER;
        }
        return value;
      }),
    durationDays: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const days = Number(value);
        if (!Number.isInteger(days) || days < 1 || days > 365) {
          ctx.addIssue({ code: 'custom', message: 'centers.error.durationInvalid' });
          return z.NEVER;
        }
        return days;
      }),
  })
  .superRefine((value, ctx) => {
    if (value.price !== null && value.currency === null) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'centers.error.currencyRequired' });
  });

export type CourseInput = z.output<typeof CourseSchema>;

export const CourseUpdateSchema = CourseSchema.and(z.object({ courseId: idField('centers.error.generic') }));

export const CourseRemoveSchema = z.object({ courseId: idField('centers.error.generic') });

/** The set of sites a centre visits: checked boxes plus listing numbers typed by hand. */
export const VisitedSitesSchema = z.object({
  siteIds: z
    .array(z.string())
    .optional()
    .transform((values) => recordIds(values)),
  addSiteId: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      // A pasted listing address works as well as its number.
      const match = /(?:\/listing\/)?(\d+)\/?$/.exec(value);
      const id = match ? recordId(match[1]) : null;
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: 'centers.error.siteInvalid' });
        return z.NEVER;
      }
      return id;
    }),
});

export const ManagerInviteSchema = z.object({
  memberId: z
    .string({ error: 'centers.error.memberIdRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'centers.error.memberIdRequired' })
    .regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/, { error: 'centers.error.memberIdInvalid' }),
});

export const ManagerRemoveSchema = z.object({ memberId: z.string().trim().min(1, { error: 'centers.error.generic' }) });

export const ReviewSchema = z.object({
  rating: z.coerce.number({ error: 'centers.error.ratingRequired' }).int({ error: 'centers.error.ratingRequired' }).min(1, { error: 'centers.error.ratingRequired' }).max(5, { error: 'centers.error.ratingRequired' }),
  body: z
    .string({ error: 'centers.error.reviewTooShort' })
    .trim()
    .min(REVIEW_MIN, { error: 'centers.error.reviewTooShort' })
    .max(REVIEW_MAX, { error: 'centers.error.tooLong' }),
});

export const ReplySchema = z.object({
  reviewId: idField('centers.error.generic'),
  reply: z.string({ error: 'centers.error.replyRequired' }).trim().min(2, { error: 'centers.error.replyRequired' }).max(2000, { error: 'centers.error.tooLong' }),
});

export const ClaimSchema = z.object({
  centerId: idField('centers.error.claimCenterRequired'),
  evidence: z
    .string({ error: 'centers.error.evidenceTooShort' })
    .trim()
    .min(EVIDENCE_MIN, { error: 'centers.error.evidenceTooShort' })
    .max(2000, { error: 'centers.error.tooLong' }),
  contact: optionalLine(200),
});

export const ClaimDecisionSchema = z
  .object({
    claimId: idField('centers.error.generic'),
    decision: z.enum(['approve', 'reject'], { error: 'centers.error.decisionRequired' }),
    note: optionalText(1000),
    keepPreviousOwner: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .superRefine((value, ctx) => {
    // A claimant who is turned down is owed a reason.
    if (value.decision === 'reject' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'centers.error.reasonRequired' });
  });

export const ContactSchema = z.object({
  // It becomes the email's subject header.
  subject: singleLineText('centers.error.subjectRequired').min(3, { error: 'centers.error.subjectRequired' }).max(150, { error: 'centers.error.tooLong' }),
  message: z.string({ error: 'centers.error.messageTooShort' }).trim().min(10, { error: 'centers.error.messageTooShort' }).max(5000, { error: 'centers.error.tooLong' }),
});

/** A moderator marks an owned, unverified centre verified (from /admin/claims). */
export const CenterVerifySchema = z.object({
  centerId: idField('moderation.error.invalid'),
});

/** The invited member's answer, from /account/invitations. */
export const InvitationAnswerSchema = z.object({
  invitationId: idField('centers.error.generic'),
  answer: z.enum(['accept', 'decline'], { error: 'centers.error.generic' }),
});

/** An admin starting to act as a centre's manager says why: the audit log keeps it with the start. */
export const ActingStartSchema = z.object({
  reason: z.string({ error: 'centers.acting.error.reason' }).trim().min(10, { error: 'centers.acting.error.reason' }).max(500, { error: 'centers.acting.error.reason' }),
});
