// The console's forms, one zod schema each, shared by the browser and the server. Messages are
// catalogue keys ("admin.error.*").
import { z } from 'zod';
import { dayField } from '../../lib/parameters.schema.ts';
import { ROLES } from '../members/member.policy.ts';
import { REASON_MAX } from './admin.fields.ts';

/** The longest suspension an admin can set in one go; longer ones are set again when they end. */
export const SUSPENSION_MAX_DAYS = 3650;

const reason = z
  .string()
  .trim()
  .min(3, { error: 'admin.error.reasonRequired' })
  .max(REASON_MAX, { error: 'admin.error.reasonTooLong' });

export const RoleChangeSchema = z.object({
  role: z.enum(ROLES as ['member', 'editor', 'moderator', 'admin'], { error: 'admin.error.roleInvalid' }),
  reason: z.string().trim().max(REASON_MAX, { error: 'admin.error.reasonTooLong' }).default(''),
});

/** An end day ("YYYY-MM-DD"); the suspension ends at the end of that day, UTC. */
export const SuspendSchema = z.object({
  reason,
  until: dayField('admin.error.untilInvalid')
    .transform((day) => new Date(`${day}T23:59:59.999Z`))
    .refine((end) => end.getTime() > Date.now(), { error: 'admin.error.untilPast' })
    .refine((end) => end.getTime() < Date.now() + SUSPENSION_MAX_DAYS * 86_400_000, { error: 'admin.error.untilTooFar' }),
});

export const LiftSchema = z.object({
  reason: z.string().trim().max(REASON_MAX, { error: 'admin.error.reasonTooLong' }).default(''),
});

export type RoleChangeInput = z.infer<typeof RoleChangeSchema>;
export type SuspendInput = z.infer<typeof SuspendSchema>;
