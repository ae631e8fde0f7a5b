// Buddies who are members: a diver names a member (by member ID) on a dive, which asks them to confirm
// (on their buddy requests page, and by email); the member confirms, which keeps the link, or declines,
// which removes it; a confirmed buddy may copy the dive into their own log (site, time, depth and their
// own cylinders). Each function takes the member from the session and checks in the database that the
// request is theirs: nobody answers or copies for someone else.
import { and, eq, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { BuddyStatus, DivePrivacy } from '../../../db/schema/logbook.ts';
import type { BuddyCopyInput } from './buddy-copy.schema.ts';
import { createDive, type DiveAuthor } from './dives.service.server.ts';
import type { DiveInput } from './dive.schema.ts';

/** A dive on which the member is named, as their requests page lists it. */
export type BuddyRequest = {
  diveId: number;
  status: Exclude<BuddyStatus, 'named'>;
  startLocal: string;
  place: string | null;
  maxDepthM: number | null;
  durationS: number | null;
  privacy: DivePrivacy;
  diver: { memberId: string; firstName: string; lastName: string };
  copiedDiveId: number | null;
};

/** The dives the member is asked to confirm, and those they confirmed, newest first. */
export async function buddyRequestsFor(userId: string, limit = 100): Promise<BuddyRequest[]> {
  const { rows } = await db().execute<{
    dive_id: number;
    status: 'pending' | 'confirmed';
    start_local: string;
    place: string | null;
    max_depth_m: number | null;
    duration_s: number | null;
    privacy: DivePrivacy;
    member_id: string;
    first_name: string;
    last_name: string;
    copied_dive_id: number | null;
  }>(sql`
    select b.dive_id, b.status, to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local, coalesce(s.name, d.place_name) as place,
      d.max_depth_m, d.duration_s, d.privacy, u.member_id, u.first_name, u.last_name, b.copied_dive_id
    from dive_buddy b join dive d on d.id = b.dive_id join auth_user u on u.id = d.member_id left join dive_site s on s.id = d.site_id
    where b.buddy_id = ${userId}
    order by (b.status = 'pending') desc, d.start_local desc, d.id desc
    limit ${limit}`);
  return rows.map((row) => ({
    diveId: row.dive_id,
    status: row.status,
    startLocal: row.start_local,
    place: row.place,
    maxDepthM: row.max_depth_m,
    durationS: row.duration_s,
    privacy: row.privacy,
    diver: { memberId: row.member_id, firstName: row.first_name, lastName: row.last_name },
    copiedDiveId: row.copied_dive_id,
  }));
}

/** How many dives wait for the member's answer (for the notice on their account and logbook). */
export async function pendingBuddyRequests(userId: string): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from dive_buddy where buddy_id = ${userId} and status = 'pending'`);
  return rows[0]?.n ?? 0;
}

/**
 * The member confirms (the link stays, marked confirmed) or declines (the link goes) being a buddy on
 * the dive. False when they were not asked on it, or answered already.
 */
export async function answerBuddyRequest(options: { userId: string; diveId: number; confirm: boolean; now?: Date }): Promise<boolean> {
  const b = schema.diveBuddies;
  const mine = and(eq(b.diveId, options.diveId), eq(b.buddyId, options.userId), eq(b.status, 'pending'));
  const changed = options.confirm
    ? await db().update(b).set({ status: 'confirmed', answeredAt: options.now ?? new Date() }).where(mine).returning({ id: b.id })
    : await db().delete(b).where(mine).returning({ id: b.id });
  if (changed.length) logger().info({ diveId: options.diveId, confirmed: options.confirm }, 'buddy answered');
  return changed.length > 0;
}

/** What a confirmed buddy copies: the dive's place, time and depths (never its notes, photos or gas). */
export async function copyableDive(userId: string, diveId: number) {
  const { rows } = await db().execute<{
    id: number;
    site_id: number | null;
    place: string | null;
    place_name: string | null;
    place_lat: number | null;
    place_lng: number | null;
    country_code: string | null;
    start_local: string;
    utc_offset_minutes: number | null;
    duration_s: number | null;
    max_depth_m: number | null;
    mean_depth_m: number | null;
    water_temp_c: number | null;
    first_name: string;
    last_name: string;
    copied_dive_id: number | null;
  }>(sql`
    select d.id, d.site_id, coalesce(s.name, d.place_name) as place, d.place_name, d.place_lat, d.place_lng, d.country_code,
      to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local, d.utc_offset_minutes, d.duration_s, d.max_depth_m, d.mean_depth_m, d.water_temp_c,
      u.first_name, u.last_name, b.copied_dive_id
    from dive_buddy b join dive d on d.id = b.dive_id join auth_user u on u.id = d.member_id left join dive_site s on s.id = d.site_id
    where b.dive_id = ${diveId} and b.buddy_id = ${userId} and b.status = 'confirmed'`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    siteId: row.site_id,
    place: row.place,
    newPlace: row.site_id === null && row.place_name && row.place_lat !== null && row.place_lng !== null ? { name: row.place_name, lat: row.place_lat, lng: row.place_lng, countryCode: row.country_code } : null,
    startLocal: row.start_local,
    utcOffsetMinutes: row.utc_offset_minutes,
    durationS: row.duration_s,
    maxDepthM: row.max_depth_m,
    meanDepthM: row.mean_depth_m,
    waterTempC: row.water_temp_c,
    diverName: `${row.first_name} ${row.last_name}`.trim(),
    copiedDiveId: row.copied_dive_id,
  };
}

export type CopyResult = { ok: true; diveId: number } | { ok: false; notFound: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; formError: string };

/**
 * A confirmed buddy copies the dive into their own log: its place, start, duration, depths and water
 * temperature, the cylinders they give, the diver named as their buddy, and the privacy they choose.
 * The copy goes through the one dive service, which links it to the original in the same transaction.
 */
export async function copyBuddyDive(options: { author: DiveAuthor; diveId: number; input: BuddyCopyInput }): Promise<CopyResult> {
  const { author, diveId, input } = options;
  const original = await copyableDive(author.id, diveId);
  if (!original) return { ok: false, notFound: true };
  if (original.copiedDiveId !== null) return { ok: false, formError: 'logbook.buddies.error.copiedAlready' };
  if (!(await hitWriteLimit('dive', author.id)).allowed) return { ok: false, formError: 'logbook.form.error.tooManyDives' };
  const dive: DiveInput = {
    number: null,
    startLocal: original.startLocal,
    utcOffsetMinutes: original.utcOffsetMinutes,
    offsetSource: original.utcOffsetMinutes === null ? 'none' : 'manual',
    durationS: original.durationS,
    maxDepthM: original.maxDepthM,
    meanDepthM: original.meanDepthM,
    waterTempC: original.waterTempC,
    airTempC: null,
    visibilityM: null,
    visibilityRating: null,
    current: null,
    entry: null,
    mode: 'open-circuit',
    suit: null,
    weightKg: null,
    place: original.siteId !== null ? { kind: 'site', siteId: original.siteId } : original.newPlace ? { kind: 'new', ...original.newPlace } : null,
    centerId: null,
    tripId: null,
    tripLabel: null,
    guide: null,
    notes: null,
    rating: null,
    tags: [],
    privacy: input.privacy,
    cylinders: input.cylinder ? [{ description: null, ...input.cylinder, hePercent: 0, use: 'open-circuit' }] : [],
    gasSwitches: [],
    buddies: original.diverName ? [{ name: original.diverName }] : [],
  };
  const result = await createDive({ author, input: dive, recording: { origin: 'copy', copiedFromDiveId: original.id } });
  if (result.ok) return { ok: true, diveId: result.diveId };
  if ('notFound' in result) return { ok: false, notFound: true };
  if (result.fieldErrors.copy) return { ok: false, formError: result.fieldErrors.copy };
  return { ok: false, fieldErrors: result.fieldErrors };
}
