// The audit log's one writer (ADR 18). Every moderator and admin action calls writeAudit() with the
// transaction of the action itself, so the action and its record commit or fail together. Edit
// AUDIT_ACTIONS when a new kind of action is recorded (and add its label to both admin catalogues).
import { sql } from 'drizzle-orm';
import type { AuditDetails } from '../../db/schema/admin.ts';
import type { Database, Transaction } from './db.server.ts';

export const AUDIT_ACTIONS = [
  'member.role',
  'member.suspend',
  'member.unsuspend',
  'site.hide',
  'site.show',
  'site.revert',
  'site-review.hide',
  'site-review.show',
  'site-edit.accept',
  'site-edit.reject',
  'site-report.hide',
  'site-report.dismiss',
  'site-report.fix',
  'center.hide',
  'center.show',
  'center.verify',
  'center.act-start',
  'center.act',
  'center.act-end',
  'center-review.hide',
  'center-review.show',
  'center-claim.approve',
  'center-claim.reject',
  'offer.hide',
  'offer.show',
  'offer.review',
  'news.publish',
  'news.unpublish',
  'dive.signature-request',
  'dive.signature-withdraw',
  'dive.sign',
  'dive.signature-decline',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  /** The internal id of the member who acted. */
  actorId: string;
  action: AuditAction;
  target: { type: string; id: string | number; label?: string };
  /** Why, as the actor gave it (empty when the action asks for none). */
  reason?: string | null;
  details?: AuditDetails;
};

/** An admin acting as a manager of a dive centre (ADR 27): who, and for which centre. */
export type ActingManager = { adminId: string; centerId: number; centerName: string };

/**
 * What an admin acting as a centre's manager changed, as the audit entry names it: the kind of
 * change, and the id of what it changed when there is one.
 */
export type ActingStep =
  | 'center.details'
  | 'center.course'
  | 'center.sites'
  | 'center.review-reply'
  | 'center.photo'
  | 'center.logo'
  | 'center.time-zone'
  | 'trip.save'
  | 'trip.publish'
  | 'trip.cancel'
  | 'trip.delete'
  | 'reservation.confirm'
  | 'reservation.card-seen'
  | 'reservation.decline'
  | 'reservation.cancel'
  | 'reservation.attended'
  | 'offer.save'
  | 'offer.pause'
  | 'offer.delete'
  | 'conversation.reply'
  | 'conversation.archive'
  | 'conversation.block'
  | 'conversation.report';

/**
 * Records, inside the change's own transaction, a change made by an admin acting as a centre's
 * manager. Nothing is written when `acting` is null: the centre's owner or a manager made it.
 */
export async function auditActing(executor: Transaction | Database, acting: ActingManager | null | undefined, step: ActingStep, details: AuditDetails = {}): Promise<void> {
  if (!acting) return;
  await writeAudit(executor, { actorId: acting.adminId, action: 'center.act', target: { type: 'center', id: acting.centerId, label: acting.centerName }, details: { step, ...details } });
}

/** Reason and label lengths kept: longer ones are cut, never refused (the action has happened). */
const MAX_TEXT = 2000;

/**
 * Records one action, inside the caller's transaction. The actor's member ID and name are copied
 * in as they are now, so the entry still says who acted after the account is gone.
 */
export async function writeAudit(executor: Transaction | Database, entry: AuditEntry): Promise<void> {
  const details = JSON.stringify(entry.details ?? {});
  await executor.execute(sql`
    insert into audit_log (actor_id, actor_member_id, actor_name, action, target_type, target_id, target_label, reason, details)
    values (
      ${entry.actorId},
      (select member_id from auth_user where id = ${entry.actorId}),
      coalesce((select trim(first_name || ' ' || last_name) from auth_user where id = ${entry.actorId}), ''),
      ${entry.action}, ${entry.target.type}, ${String(entry.target.id)}, ${(entry.target.label ?? '').slice(0, MAX_TEXT)},
      ${(entry.reason ?? '').slice(0, MAX_TEXT)}, ${details}::jsonb
    )`);
}
