// A dive centre's signature on a member's logged dive: the member asks the dive's centre (asking again
// at most once a day), the centre's owner or a manager signs it or declines, and the member may withdraw
// the request or the signature. Editing a signed dive takes the signature off (it vouched for the dive
// as it was). Every step is in the audit log; each side hears of the other's step by notification.
import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { writeAudit, type ActingManager } from '../../lib/audit-log.server.ts';
import { db, schema, type Transaction } from '../../lib/db.server.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { notify, notifyCenter } from '../../lib/notify.server.ts';
import { getRuntime } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';

/** Asking again waits this long after the last request. */
export const ASK_AGAIN_AFTER_MS = 24 * 60 * 60_000;

export type SignatureRefusal = { ok: false; error: string };
type Done = { ok: true } | SignatureRefusal;

const refuse = (error: string): SignatureRefusal => ({ ok: false, error });
const s = schema.diveSignatures;
const d = schema.dives;

/** What the dive's page shows: who signed and when, or that the centre was asked. */
export type DiveSignature = { state: 'requested' | 'signed'; centerId: number; centerName: string; signerName: string | null; requestedAt: Date; signedAt: Date | null; canAskAgainAt: Date };

// The signature's centre and signer, apart from a dive's own centre and diver when a query reads both.
const signatureCenter = alias(schema.diveCenters, 'signature_center');
const signer = alias(schema.authUsers, 'signer');

/** What a query of a dive reads for its signature, with `joinSignature` (null throughout when there is none). */
export const SIGNATURE_COLUMNS = { state: s.state, centerId: s.centerId, centerName: signatureCenter.name, signerFirst: signer.firstName, signerLast: signer.lastName, requestedAt: s.requestedAt, signedAt: s.signedAt };
type SignatureRow = { [K in keyof typeof SIGNATURE_COLUMNS]: (typeof SIGNATURE_COLUMNS)[K]['_']['data'] | null };

/** Adds to a query that reads dive `d` the joins `SIGNATURE_COLUMNS` come from. */
export function joinSignature<Q extends PgSelect>(query: Q) {
  return query.leftJoin(s, eq(s.diveId, d.id)).leftJoin(signatureCenter, eq(signatureCenter.id, s.centerId)).leftJoin(signer, eq(signer.id, s.signedBy));
}

/** The signature read with `SIGNATURE_COLUMNS`, or null when the dive has none. */
export function diveSignature(row: SignatureRow | null | undefined): DiveSignature | null {
  if (!row?.state || row.centerId === null || row.centerName === null || !row.requestedAt) return null;
  return {
    state: row.state,
    centerId: row.centerId,
    centerName: row.centerName,
    signerName: row.signerFirst ? `${row.signerFirst} ${row.signerLast ?? ''}`.trim() : null,
    requestedAt: row.requestedAt,
    signedAt: row.signedAt,
    canAskAgainAt: new Date(row.requestedAt.getTime() + ASK_AGAIN_AFTER_MS),
  };
}

export async function signatureOf(diveId: number): Promise<DiveSignature | null> {
  const [row] = await joinSignature(db().select(SIGNATURE_COLUMNS).from(d).$dynamic()).where(eq(d.id, diveId));
  return diveSignature(row);
}

function diverName(row: { firstName: string; lastName: string }) {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** The member asks their dive's centre to sign it (again, once a day at most, while it is unsigned), within their daily number of requests. */
export async function requestSignature(options: { memberId: string; diveId: number; now?: Date }): Promise<Done> {
  const now = options.now ?? new Date();
  const [dive] = await db()
    .select({ id: d.id, memberId: d.memberId, centerId: d.centerId, number: d.number, startLocal: d.startLocal, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName, centerName: schema.diveCenters.name })
    .from(d)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, d.memberId))
    .leftJoin(schema.diveCenters, eq(schema.diveCenters.id, d.centerId))
    .where(eq(d.id, options.diveId));
  if (!dive || dive.memberId !== options.memberId) return refuse('logbook.signature.error.notFound');
  if (!dive.centerId || !dive.centerName) return refuse('logbook.signature.error.noCenter');
  if (!(await hitWriteLimit('signatureRequest', options.memberId)).allowed) return refuse('logbook.signature.error.rateLimited');
  const centerId = dive.centerId;
  const outcome = await db().transaction(async (tx) => {
    const [existing] = await tx.select({ state: s.state, requestedAt: s.requestedAt }).from(s).where(eq(s.diveId, dive.id)).for('update');
    if (existing?.state === 'signed') return refuse('logbook.signature.error.signed');
    if (existing && now.getTime() - existing.requestedAt.getTime() < ASK_AGAIN_AFTER_MS) return refuse('logbook.signature.error.tooSoon');
    if (existing) await tx.update(s).set({ requestedAt: now, asked: sql`${s.asked} + 1`, centerId }).where(eq(s.diveId, dive.id));
    else await tx.insert(s).values({ diveId: dive.id, centerId, state: 'requested', requestedAt: now });
    await writeAudit(tx, { actorId: options.memberId, action: 'dive.signature-request', target: { type: 'dive', id: dive.id, label: `${dive.number} · ${diverName(dive)}` }, details: { centerId } });
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  await tellCenterOfRequest(dive.id);
  return { ok: true };
}

/**
 * A dive logged with one of a centre's trips asks that centre to sign it, in the dive's transaction:
 * the diver need not think of it, and may withdraw the request. Nothing is written when the dive has a
 * request or a signature already. True when a request was written (then call `tellCenterOfRequest`).
 */
export async function askTripCenterToSign(tx: Transaction, options: { diveId: number; number: number; memberId: string; centerId: number; now: Date }): Promise<boolean> {
  const asked = await tx
    .insert(s)
    .values({ diveId: options.diveId, centerId: options.centerId, state: 'requested', requestedAt: options.now })
    .onConflictDoNothing({ target: s.diveId })
    .returning({ id: s.id });
  if (!asked.length) return false;
  await writeAudit(tx, { actorId: options.memberId, action: 'dive.signature-request', target: { type: 'dive', id: options.diveId, label: `${options.number}` }, details: { centerId: options.centerId, withTrip: true } });
  return true;
}

/** Tells the centre's owner and managers that a dive waits for their signature (after the request commits). */
export async function tellCenterOfRequest(diveId: number): Promise<void> {
  const [row] = await db()
    .select({ centerId: s.centerId, centerName: schema.diveCenters.name, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName })
    .from(s)
    .innerJoin(d, eq(d.id, s.diveId))
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, d.memberId))
    .innerJoin(schema.diveCenters, eq(schema.diveCenters.id, s.centerId))
    .where(and(eq(s.diveId, diveId), eq(s.state, 'requested')));
  if (!row) return;
  const diver = diverName(row);
  await notifyCenter(row.centerId, {
    category: 'centers',
    kind: 'dive.signatureAsked',
    params: { diver },
    link: `/admin-divecenter/divecenter/signatures?center=${row.centerId}`,
    email: (to, link) => {
      const t = createTranslator(to.locale, loadMessages(to.locale, ['notifications']));
      const params = { name: to.firstName, diver, center: row.centerName, orgName: getRuntime().config.ORG_NAME, link };
      return { subject: t('notifications.email.signatureAsked.subject', params), text: t('notifications.email.signatureAsked.text', params) };
    },
  });
}

/** The member withdraws their request or the signature itself. */
export async function withdrawSignature(options: { memberId: string; diveId: number }): Promise<Done> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(s)
      .where(and(eq(s.diveId, options.diveId), sql`exists (select 1 from dive where dive.id = ${options.diveId} and dive.member_id = ${options.memberId})`))
      .returning({ centerId: s.centerId, state: s.state });
    if (!removed[0]) return refuse('logbook.signature.error.notFound');
    await writeAudit(tx, { actorId: options.memberId, action: 'dive.signature-withdraw', target: { type: 'dive', id: options.diveId }, details: { centerId: removed[0].centerId, state: removed[0].state } });
    return { ok: true as const };
  });
}

/** Takes a signature off a dive being edited (in the edit's transaction); true when there was one. */
export async function voidSignature(tx: Transaction, diveId: number): Promise<boolean> {
  const voided = await tx.delete(s).where(and(eq(s.diveId, diveId), eq(s.state, 'signed'))).returning({ id: s.id });
  return voided.length > 0;
}

export type PendingSignature = { id: number; diveId: number; number: number; startLocal: string; maxDepthM: number | null; durationS: number | null; place: string | null; diver: { firstName: string; lastName: string; memberId: string }; requestedAt: Date; state: 'requested' | 'signed'; signedAt: Date | null };

/** The centre's requests to sign, oldest first, and the dives it signed lately. */
export async function centerSignatures(centerId: number): Promise<PendingSignature[]> {
  const { rows } = await db().execute<{ id: number; dive_id: number; number: number; start_local: string; max_depth_m: number | null; duration_s: number | null; place: string | null; first_name: string; last_name: string; member_id: string; requested_at: Date; state: 'requested' | 'signed'; signed_at: Date | null }>(sql`
    select g.id, g.dive_id, v.number, v.start_local, v.max_depth_m, v.duration_s, coalesce(site.name, v.place_name) as place,
      u.first_name, u.last_name, u.member_id, g.requested_at, g.state, g.signed_at
    from dive_signature g join dive v on v.id = g.dive_id join auth_user u on u.id = v.member_id left join dive_site site on site.id = v.site_id
    where g.center_id = ${centerId} and (g.state = 'requested' or g.signed_at > now() - interval '30 days')
    order by g.state, g.requested_at
    limit 200`);
  return rows.map((row) => ({
    id: row.id,
    diveId: row.dive_id,
    number: row.number,
    startLocal: String(row.start_local),
    maxDepthM: row.max_depth_m === null ? null : Number(row.max_depth_m),
    durationS: row.duration_s,
    place: row.place,
    diver: { firstName: row.first_name, lastName: row.last_name, memberId: row.member_id },
    requestedAt: new Date(row.requested_at),
    state: row.state,
    signedAt: row.signed_at ? new Date(row.signed_at) : null,
  }));
}

/**
 * The centre's owner or a manager signs a requested dive or declines to (the request is then deleted);
 * only a request made to this centre. The member is told either way.
 */
export async function answerSignature(options: { centerId: number; actorId: string; signatureId: number; sign: boolean; acting?: ActingManager | null; now?: Date }): Promise<Done> {
  const now = options.now ?? new Date();
  const outcome = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ diveId: s.diveId, memberId: d.memberId, number: d.number, centerName: schema.diveCenters.name })
      .from(s)
      .innerJoin(d, eq(d.id, s.diveId))
      .innerJoin(schema.diveCenters, eq(schema.diveCenters.id, s.centerId))
      .where(and(eq(s.id, options.signatureId), eq(s.centerId, options.centerId), eq(s.state, 'requested')))
      .for('update', { of: s });
    if (!row) return refuse('logbook.signature.error.gone');
    if (options.sign) await tx.update(s).set({ state: 'signed', signedBy: options.actorId, signedAt: now }).where(eq(s.id, options.signatureId));
    else await tx.delete(s).where(eq(s.id, options.signatureId));
    await writeAudit(tx, {
      actorId: options.acting?.adminId ?? options.actorId,
      action: options.sign ? 'dive.sign' : 'dive.signature-decline',
      target: { type: 'dive', id: row.diveId, label: `${row.number}` },
      details: { centerId: options.centerId, ...(options.acting ? { actingFor: options.acting.centerName } : {}) },
    });
    return { ok: true as const, ...row };
  });
  if (!outcome.ok) return outcome;
  await notify({
    userId: outcome.memberId,
    category: 'buddies',
    kind: options.sign ? 'dive.signed' : 'dive.signatureDeclined',
    params: { center: outcome.centerName, number: outcome.number },
    link: `/dive/${outcome.diveId}`,
  });
  return { ok: true };
}
