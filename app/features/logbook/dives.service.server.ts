// Writing a member's dives: create, update, delete. Every dive, whoever wrote it (the hand form, an
// import, a buddy's copy), goes through these functions and the one schema (dive.schema.ts), and each
// change is one transaction: the dive with its cylinders, gas switches, buddies and profile, a new
// place's suggestion to the moderators, and the dive's part in its site's figures. An import saves
// many dives in one transaction of its own, each behind a savepoint (createDiveInTransaction).
//
// Dive numbers run per member. A write first takes the member's logbook_settings row with an upsert,
// which locks it until the commit, so a member's writes run one after another: the next number
// (the highest plus one) is read after the previous writer committed, however many arrive at once. The
// unique index on (member, number) is the last guard. Callers have checked who is asking (the member
// comes from the session); these functions check what only the database can answer: that the site,
// the trip, the centre and the buddies exist and may be named, and that the dive is the member's.
import { askTripCenterToSign, voidSignature } from './signatures.server.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { packProfile, type Samples } from '@diveatlas/divelog';
import { db, schema, type Transaction } from '../../lib/db.server.ts';
import { fieldErrorsOf } from '../../lib/form-submission.ts';
import { logger } from '../../lib/runtime.server.ts';
import type { DiveOrigin, StoredDiveEvent } from '../../../db/schema/logbook.ts';
import { proposeNewSite } from '../sites/site-edits.server.ts';
import { announceDive } from './dive-activity.server.ts';
import { countDive, uncountDive } from './dive-figures.server.ts';
import { deleteDivePhotoFiles } from './dive-photos.server.ts';
import { DiveInputSchema, type BuddyInput, type DiveInput, type DivePlaceInput } from './dive.schema.ts';
import { canEditDive, canSuggestPlace } from './logbook.policy.ts';

/** The member writing: their internal id (from the session), and what a place suggestion needs. */
export type DiveAuthor = { id: string; memberId: string; firstName: string; emailVerified: boolean };

/** What a file or a copy brings beyond the form's fields: where the dive came from, and its profile. */
export type DiveRecording = {
  origin: DiveOrigin;
  sourceFormat?: string | null;
  sourceFile?: string | null;
  computer?: { model: string | null; serial: string | null; firmware: string | null; diveNumber: string | null } | null;
  profile?: {
    samples: Pick<Samples, 'timeS' | 'depthM' | 'temperatureC' | 'pressureBar'>;
    events: StoredDiveEvent[];
    surfacePressureBar: number | null;
    waterDensity: number | null;
  } | null;
  copiedFromDiveId?: number | null;
  /** For a new place: the suggestion an earlier dive of the same import made for it, taken instead of a second one. */
  placeEditId?: number | null;
  isDemo?: boolean;
  seedKey?: string | null;
};

const BY_HAND: DiveRecording = { origin: 'manual' };

/** A refusal the form shows next to a field: the field of DiveInput and a full message key. */
export type DiveRefusal = { ok: false; fieldErrors: Record<string, string> };
/** `askedCenter`: a trip's centre was asked to sign the dive (tell it with `tellCenterOfRequest` after the commit). */
export type DiveSaved = { ok: true; diveId: number; number: number; placeEditId: number | null; askedBuddyIds: string[]; askedCenter: boolean };
export type DiveWriteResult = DiveSaved | DiveRefusal | { ok: false; notFound: true };

class DiveRefused extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(field: string, message: string) {
    super(message);
    this.fieldErrors = { [field]: message };
  }
}

/** Takes the member's logbook row (creating it on the first dive) and holds its lock to the commit. */
async function lockLogbook(tx: Transaction, memberId: string): Promise<void> {
  await tx.execute(sql`insert into logbook_settings (member_id) values (${memberId}) on conflict (member_id) do update set member_id = excluded.member_id`);
}

async function nextNumber(tx: Transaction, memberId: string): Promise<number> {
  const { rows } = await tx.execute<{ next: number }>(sql`select coalesce(max(number), 0)::int + 1 as next from dive where member_id = ${memberId}`);
  return rows[0]!.next;
}

async function numberTaken(tx: Transaction, memberId: string, number: number, exceptDiveId: number | null): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from dive where member_id = ${memberId} and number = ${number} and id <> ${exceptDiveId ?? 0}`);
  return rows.length > 0;
}

type PlaceColumns = { siteId: number | null; placeName: string | null; placeLat: number | null; placeLng: number | null; placeEditId: number | null; countryCode: string | null };

const NO_PLACE: PlaceColumns = { siteId: null, placeName: null, placeLat: null, placeLng: null, placeEditId: null, countryCode: null };

/**
 * The dive's site, or its new place with the suggestion made for it. An unchanged new place keeps
 * its suggestion (editing a dive does not suggest the same place twice).
 */
async function resolvePlace(tx: Transaction, author: DiveAuthor, place: DivePlaceInput | null, startLocal: string, before: PlaceColumns | null, madeEditId: number | null = null): Promise<PlaceColumns> {
  if (!place) return NO_PLACE;
  if (place.kind === 'site') {
    const [site] = await tx
      .select({ id: schema.diveSites.id, countryCode: schema.diveSites.countryCode, status: schema.diveSites.status, deletedAt: schema.diveSites.deletedAt })
      .from(schema.diveSites)
      .where(eq(schema.diveSites.id, place.siteId));
    // A site hidden since the dive was logged stays the dive's; a new choice must be a published site.
    const kept = before?.siteId === place.siteId;
    if (!site || (!kept && (site.status !== 'published' || site.deletedAt))) throw new DiveRefused('place', 'logbook.form.error.site');
    return { ...NO_PLACE, siteId: site.id, countryCode: site.countryCode };
  }
  const columns = { siteId: null, placeName: place.name, placeLat: place.lat, placeLng: place.lng, countryCode: place.countryCode };
  if (before && before.siteId === null && before.placeName === place.name && before.placeLat === place.lat && before.placeLng === place.lng) {
    return { ...columns, placeEditId: before.placeEditId };
  }
  if (madeEditId !== null) return { ...columns, placeEditId: madeEditId };
  const placeEditId = canSuggestPlace(author)
    ? await proposeNewSite(tx, {
        authorId: author.id,
        place: { name: place.name, lat: place.lat, lng: place.lng, countryCode: place.countryCode },
        source: { kind: 'dive', title: null, url: null, divedOn: startLocal.slice(0, 10), memberId: author.memberId, memberName: author.firstName },
      })
    : null;
  return { ...columns, placeEditId };
}

/** What a member may say of their centre and trip: a trip they had a seat on, and its centre. */
const RESERVATION_WENT = ['confirmed', 'attended'] as const;

async function resolveCenterAndTrip(tx: Transaction, memberId: string, input: Pick<DiveInput, 'centerId' | 'tripId'>, before: { centerId: number | null; tripId: number | null } | null) {
  if (input.tripId !== null) {
    if (before?.tripId === input.tripId) return { tripId: before.tripId, centerId: before.centerId };
    const [trip] = await tx
      .select({ id: schema.trips.id, centerId: schema.trips.centerId })
      .from(schema.reservations)
      .innerJoin(schema.trips, eq(schema.trips.id, schema.reservations.tripId))
      .where(and(eq(schema.reservations.memberId, memberId), eq(schema.reservations.tripId, input.tripId), inArray(schema.reservations.status, [...RESERVATION_WENT])))
      .limit(1);
    if (!trip) throw new DiveRefused('tripId', 'logbook.form.error.trip');
    if (input.centerId !== null && input.centerId !== trip.centerId) throw new DiveRefused('centerId', 'logbook.form.error.centerOfTrip');
    return { tripId: trip.id, centerId: trip.centerId };
  }
  if (input.centerId === null) return { tripId: null, centerId: null };
  if (before?.centerId === input.centerId) return { tripId: null, centerId: input.centerId };
  const [reservation] = await tx
    .select({ centerId: schema.trips.centerId })
    .from(schema.reservations)
    .innerJoin(schema.trips, eq(schema.trips.id, schema.reservations.tripId))
    .where(and(eq(schema.reservations.memberId, memberId), eq(schema.trips.centerId, input.centerId), inArray(schema.reservations.status, [...RESERVATION_WENT])))
    .limit(1);
  if (!reservation) throw new DiveRefused('centerId', 'logbook.form.error.center');
  return { tripId: null, centerId: input.centerId };
}

type BuddyRow = { position: number; name: string | null; buddyId: string | null };

/** The buddies as rows: member IDs become members (never the diver themself); an unknown ID is refused. */
async function resolveBuddies(tx: Transaction, memberId: string, buddies: readonly BuddyInput[]): Promise<BuddyRow[]> {
  const memberIds = buddies.flatMap((buddy) => ('memberId' in buddy ? [buddy.memberId] : []));
  const found = memberIds.length
    ? await tx.select({ id: schema.authUsers.id, memberId: schema.authUsers.memberId }).from(schema.authUsers).where(inArray(schema.authUsers.memberId, memberIds))
    : [];
  const byMemberId = new Map(found.map((row) => [row.memberId, row.id]));
  return buddies.map((buddy, position) => {
    if ('name' in buddy) return { position, name: buddy.name, buddyId: null };
    const id = byMemberId.get(buddy.memberId);
    if (!id) throw new DiveRefused('buddies', 'logbook.form.error.buddyUnknown');
    if (id === memberId) throw new DiveRefused('buddies', 'logbook.form.error.buddySelf');
    return { position, name: null, buddyId: id };
  });
}

/**
 * Writes the buddies: names as given; members keep their answer (a confirmed buddy stays confirmed),
 * new ones are asked ('pending'), and members no longer named are removed. Returns those newly asked.
 */
async function writeBuddies(tx: Transaction, diveId: number, rows: readonly BuddyRow[], now: Date, isNew = false): Promise<string[]> {
  const b = schema.diveBuddies;
  // A new dive has no buddies yet: nothing to keep or remove (an import saves a thousand dives at once).
  const existing = isNew ? [] : await tx.select({ buddyId: b.buddyId, status: b.status, askedAt: b.askedAt, answeredAt: b.answeredAt, copiedDiveId: b.copiedDiveId }).from(b).where(eq(b.diveId, diveId));
  const kept = new Map(existing.filter((row) => row.buddyId).map((row) => [row.buddyId!, row]));
  if (!isNew) await tx.delete(b).where(eq(b.diveId, diveId));
  const asked: string[] = [];
  if (!rows.length) return asked;
  await tx.insert(b).values(
    rows.map((row) => {
      if (!row.buddyId) return { diveId, position: row.position, name: row.name, buddyId: null, status: 'named' as const };
      const before = kept.get(row.buddyId);
      if (!before) asked.push(row.buddyId);
      return {
        diveId,
        position: row.position,
        name: null,
        buddyId: row.buddyId,
        status: before?.status ?? ('pending' as const),
        askedAt: before?.askedAt ?? now,
        answeredAt: before?.answeredAt ?? null,
        copiedDiveId: before?.copiedDiveId ?? null,
      };
    }),
  );
  return asked;
}

async function writeGear(tx: Transaction, diveId: number, input: Pick<DiveInput, 'cylinders' | 'gasSwitches'>, isNew = false): Promise<void> {
  if (!isNew) {
    await tx.delete(schema.diveCylinders).where(eq(schema.diveCylinders.diveId, diveId));
    await tx.delete(schema.diveGasSwitches).where(eq(schema.diveGasSwitches.diveId, diveId));
  }
  if (input.cylinders.length) await tx.insert(schema.diveCylinders).values(input.cylinders.map((cylinder, position) => ({ diveId, position, ...cylinder })));
  if (input.gasSwitches.length) await tx.insert(schema.diveGasSwitches).values(input.gasSwitches.map((gasSwitch, position) => ({ diveId, position, ...gasSwitch })));
}

async function writeProfile(tx: Transaction, diveId: number, profile: NonNullable<DiveRecording['profile']>): Promise<void> {
  const { samples } = profile;
  const packed = packProfile({ ...samples, ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null });
  await tx
    .insert(schema.diveProfiles)
    .values({ diveId, samples: packed, sampleCount: samples.timeS.length, events: profile.events, surfacePressureBar: profile.surfacePressureBar, waterDensity: profile.waterDensity });
}

/**
 * A buddy's copy of a dive: the copier must be a confirmed buddy on it who has no copy yet. The link
 * is written in the copy's transaction, after the member's logbook lock, so two copies never both pass.
 */
async function linkCopy(tx: Transaction, originalId: number, memberId: string, copyId: number): Promise<void> {
  const b = schema.diveBuddies;
  const linked = await tx
    .update(b)
    .set({ copiedDiveId: copyId })
    .where(and(eq(b.diveId, originalId), eq(b.buddyId, memberId), eq(b.status, 'confirmed'), sql`${b.copiedDiveId} is null`))
    .returning({ id: b.id });
  if (!linked.length) throw new DiveRefused('copy', 'logbook.buddies.error.cannotCopy');
}

/** The columns of the dive row that come straight from the input. */
function diveColumns(input: DiveInput) {
  return {
    startLocal: input.startLocal.replace('T', ' '),
    utcOffsetMinutes: input.utcOffsetMinutes,
    offsetSource: input.utcOffsetMinutes === null && input.offsetSource === 'manual' ? 'none' : input.offsetSource,
    durationS: input.durationS,
    maxDepthM: input.maxDepthM,
    meanDepthM: input.meanDepthM,
    waterTempC: input.waterTempC,
    airTempC: input.airTempC,
    visibilityM: input.visibilityM,
    visibilityRating: input.visibilityRating,
    current: input.current,
    entry: input.entry,
    mode: input.mode,
    suit: input.suit || null,
    weightKg: input.weightKg,
    tripLabel: input.tripLabel || null,
    guide: input.guide || null,
    notes: input.notes || null,
    rating: input.rating,
    tags: [...new Set(input.tags)],
    privacy: input.privacy,
  };
}

function checked(input: unknown): { ok: true; input: DiveInput } | DiveRefusal {
  const result = DiveInputSchema.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error as z.ZodError) };
}

/** Runs a write; a refusal rolls back everything it wrote. */
async function refusable<T>(work: () => Promise<T>): Promise<T | DiveRefusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DiveRefused) return { ok: false, fieldErrors: error.fieldErrors };
    // Two writers naming the same number at once: the unique index decides.
    if (isUniqueViolation(error, 'dive_member_number_key')) return { ok: false, fieldErrors: { number: 'logbook.form.error.numberTaken' } };
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505' && (cause as { constraint?: string })?.constraint === constraint;
}

/** Writes a new dive inside the caller's transaction; a refusal is thrown as DiveRefused. */
async function insertDive(tx: Transaction, author: DiveAuthor, input: DiveInput, recording: DiveRecording, now: Date): Promise<DiveSaved> {
  await lockLogbook(tx, author.id);
  const number = input.number ?? (await nextNumber(tx, author.id));
  if (input.number !== null && (await numberTaken(tx, author.id, number, null))) throw new DiveRefused('number', 'logbook.form.error.numberTaken');
  const place = await resolvePlace(tx, author, input.place, input.startLocal, null, recording.placeEditId ?? null);
  const links = await resolveCenterAndTrip(tx, author.id, input, null);
  const buddies = await resolveBuddies(tx, author.id, input.buddies);
  const [dive] = await tx
    .insert(schema.dives)
    .values({
      memberId: author.id,
      number,
      ...diveColumns(input),
      ...place,
      ...links,
      origin: recording.origin,
      sourceFormat: recording.sourceFormat ?? null,
      sourceFile: recording.sourceFile ?? null,
      computerModel: recording.computer?.model ?? null,
      computerSerial: recording.computer?.serial ?? null,
      computerFirmware: recording.computer?.firmware ?? null,
      computerDiveNumber: recording.computer?.diveNumber ?? null,
      copiedFromDiveId: recording.copiedFromDiveId ?? null,
      isDemo: recording.isDemo ?? false,
      seedKey: recording.seedKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.dives.id });
  const diveId = dive!.id;
  await writeGear(tx, diveId, input, true);
  const askedBuddyIds = await writeBuddies(tx, diveId, buddies, now, true);
  if (recording.profile) await writeProfile(tx, diveId, recording.profile);
  if (recording.copiedFromDiveId) await linkCopy(tx, recording.copiedFromDiveId, author.id, diveId);
  await countDive(tx, diveId);
  await announceDive(tx, diveId);
  const askedCenter = links.tripId !== null && links.centerId !== null && (await askTripCenterToSign(tx, { diveId, number, memberId: author.id, centerId: links.centerId, now }));
  return { ok: true, diveId, number, placeEditId: place.placeEditId, askedBuddyIds, askedCenter };
}

/** Saves a new dive in the member's log; `recording` is what an import or a copy adds. */
export async function createDive(options: { author: DiveAuthor; input: DiveInput; recording?: DiveRecording; now?: Date }): Promise<DiveWriteResult> {
  const { author, recording = BY_HAND, now = new Date() } = options;
  const valid = checked(options.input);
  if (!valid.ok) return valid;
  const { input } = valid;
  const result = await refusable(() => db().transaction((tx) => insertDive(tx, author, input, recording, now)));
  if (result.ok) logger().info({ diveId: result.diveId, origin: recording.origin }, 'dive logged');
  return result;
}

/**
 * Saves a new dive inside the caller's transaction (an import saves its dives in batches), behind a
 * savepoint: a dive that is refused leaves nothing of itself, and the batch goes on.
 */
export async function createDiveInTransaction(tx: Transaction, options: { author: DiveAuthor; input: DiveInput; recording: DiveRecording; now?: Date }): Promise<DiveWriteResult> {
  const { author, recording, now = new Date() } = options;
  const valid = checked(options.input);
  if (!valid.ok) return valid;
  const { input } = valid;
  return refusable(() => tx.transaction((savepoint) => insertDive(savepoint, author, input, recording, now)));
}

/** Locks the member's own dive for the rest of the transaction; null when it is not theirs (or not there). */
async function lockOwnDive(tx: Transaction, memberId: string, diveId: number) {
  const d = schema.dives;
  const [dive] = await tx
    .select({ id: d.id, memberId: d.memberId, number: d.number, siteId: d.siteId, placeName: d.placeName, placeLat: d.placeLat, placeLng: d.placeLng, placeEditId: d.placeEditId, countryCode: d.countryCode, centerId: d.centerId, tripId: d.tripId })
    .from(d)
    .where(eq(d.id, diveId))
    .for('update');
  return dive && canEditDive({ id: memberId }, dive) ? dive : null;
}

/**
 * Changes a dive's details (its recording, profile and source stay as they were). A null number keeps
 * the dive's own; another number must be free in the member's log.
 */
export async function updateDive(options: { author: DiveAuthor; diveId: number; input: DiveInput; now?: Date }): Promise<DiveWriteResult> {
  const { author, diveId, now = new Date() } = options;
  const valid = checked(options.input);
  if (!valid.ok) return valid;
  const { input } = valid;
  return refusable(() =>
    db().transaction(async (tx): Promise<DiveSaved | { ok: false; notFound: true }> => {
      await lockLogbook(tx, author.id);
      const before = await lockOwnDive(tx, author.id, diveId);
      if (!before) return { ok: false, notFound: true };
      const number = input.number ?? before.number;
      if (number !== before.number && (await numberTaken(tx, author.id, number, diveId))) throw new DiveRefused('number', 'logbook.form.error.numberTaken');
      await uncountDive(tx, diveId);
      const place = await resolvePlace(tx, author, input.place, input.startLocal, before);
      const links = await resolveCenterAndTrip(tx, author.id, input, before);
      const buddies = await resolveBuddies(tx, author.id, input.buddies);
      await tx
        .update(schema.dives)
        .set({ number, ...diveColumns(input), ...place, ...links, updatedAt: now })
        .where(eq(schema.dives.id, diveId));
      await writeGear(tx, diveId, input);
      const askedBuddyIds = await writeBuddies(tx, diveId, buddies, now);
      await countDive(tx, diveId);
      await announceDive(tx, diveId);
      // A centre's signature vouched for the dive as it was: an edited dive is asked for it again, by
      // itself when the dive is one of a trip's (as when it is first linked to the trip).
      const voided = await voidSignature(tx, diveId);
      const askTrip = links.tripId !== null && links.centerId !== null && (voided || links.tripId !== before.tripId);
      const askedCenter = askTrip && (await askTripCenterToSign(tx, { diveId, number, memberId: author.id, centerId: links.centerId!, now }));
      return { ok: true, diveId, number, placeEditId: place.placeEditId, askedBuddyIds, askedCenter };
    }),
  );
}

/** Deletes the member's own dive with everything of it (its photos' files after the commit). */
export async function deleteDive(options: { memberId: string; diveId: number }): Promise<{ ok: true } | { ok: false; notFound: true }> {
  const { memberId, diveId } = options;
  const photos = await db().transaction(async (tx) => {
    const dive = await lockOwnDive(tx, memberId, diveId);
    if (!dive) return null;
    await uncountDive(tx, diveId);
    const gone = await tx.select({ storageKey: schema.divePhotos.storageKey }).from(schema.divePhotos).where(eq(schema.divePhotos.diveId, diveId));
    await tx.delete(schema.dives).where(eq(schema.dives.id, diveId));
    return gone;
  });
  if (!photos) return { ok: false, notFound: true };
  for (const photo of photos) await deleteDivePhotoFiles(diveId, photo.storageKey).catch((error: unknown) => logger().warn({ err: error, diveId }, 'photo file of a deleted dive not removed'));
  logger().info({ diveId }, 'dive deleted');
  return { ok: true };
}
