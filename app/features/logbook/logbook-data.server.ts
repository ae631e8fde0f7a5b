// The member's logbook in their data export (every dive with its gear, buddies, photos and profile,
// their settings, and the dives that name them as a buddy), and what goes with their account: their
// dives go by the foreign keys; their photos' files are removed here. The sites' figures keep the
// anonymous numbers the dives added to them.
import { unpackProfile } from '@diveatlas/divelog';
import { eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import { deleteDivePhotoFiles } from './dive-photos.server.ts';

function plainProfile(bytes: Uint8Array) {
  try {
    const profile = unpackProfile(bytes);
    const plain = (column: Float64Array | null) => (column ? Array.from(column, (value) => (Number.isNaN(value) ? null : value)) : null);
    return { timeS: plain(profile.timeS), depthM: plain(profile.depthM), temperatureC: plain(profile.temperatureC), pressureBar: profile.pressureBar.map(plain) };
  } catch {
    return null;
  }
}

export async function memberLogbookData(memberId: string) {
  const { rows: dives } = await db().execute<Record<string, unknown> & { id: number }>(sql`
    select d.id, d.number, to_char(d.start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as "startLocal", d.utc_offset_minutes as "utcOffsetMinutes",
      d.duration_s as "durationS", d.max_depth_m as "maxDepthM", d.mean_depth_m as "meanDepthM", d.water_temp_c as "waterTempC",
      d.air_temp_c as "airTempC", d.visibility_m as "visibilityM", d.visibility_rating as "visibilityRating", d.current, d.entry, d.mode,
      d.suit, d.weight_kg as "weightKg", d.site_id as "siteId", s.name as site, d.place_name as "placeName", d.place_lat as "placeLat",
      d.place_lng as "placeLng", d.country_code as "countryCode", c.name as centre, d.trip_id as "tripId", d.trip_label as "tripLabel",
      d.guide, d.notes, d.rating, d.tags, d.privacy, d.origin, d.source_format as "sourceFormat", d.source_file as "sourceFile",
      d.computer_model as "computerModel", d.computer_serial as "computerSerial", d.computer_firmware as "computerFirmware",
      d.computer_dive_number as "computerDiveNumber", d.created_at as "createdAt", d.updated_at as "updatedAt"
    from dive d left join dive_site s on s.id = d.site_id left join dive_center c on c.id = d.center_id
    where d.member_id = ${memberId} order by d.start_local, d.id`);
  const ids = dives.map((dive) => dive.id);
  const [cylinders, switches, buddies, photos, profiles, settings, namedIn] = await Promise.all([
    ids.length ? db().select().from(schema.diveCylinders).where(inArray(schema.diveCylinders.diveId, ids)).orderBy(schema.diveCylinders.diveId, schema.diveCylinders.position) : [],
    ids.length ? db().select().from(schema.diveGasSwitches).where(inArray(schema.diveGasSwitches.diveId, ids)).orderBy(schema.diveGasSwitches.diveId, schema.diveGasSwitches.position) : [],
    ids.length
      ? db()
          .select({ diveId: schema.diveBuddies.diveId, position: schema.diveBuddies.position, name: schema.diveBuddies.name, memberId: schema.authUsers.memberId, status: schema.diveBuddies.status })
          .from(schema.diveBuddies)
          .leftJoin(schema.authUsers, eq(schema.authUsers.id, schema.diveBuddies.buddyId))
          .where(inArray(schema.diveBuddies.diveId, ids))
          .orderBy(schema.diveBuddies.diveId, schema.diveBuddies.position)
      : [],
    ids.length ? db().select({ diveId: schema.divePhotos.diveId, file: schema.divePhotos.storageKey, uploadedAt: schema.divePhotos.createdAt }).from(schema.divePhotos).where(inArray(schema.divePhotos.diveId, ids)).orderBy(schema.divePhotos.diveId, schema.divePhotos.position) : [],
    ids.length ? db().select({ diveId: schema.diveProfiles.diveId, samples: schema.diveProfiles.samples, events: schema.diveProfiles.events }).from(schema.diveProfiles).where(inArray(schema.diveProfiles.diveId, ids)) : [],
    db().select().from(schema.logbookSettings).where(eq(schema.logbookSettings.memberId, memberId)),
    db().execute(sql`
      select d.id as "diveId", u.member_id as "diverMemberId", b.status, b.asked_at as "askedAt", b.answered_at as "answeredAt"
      from dive_buddy b join dive d on d.id = b.dive_id join auth_user u on u.id = d.member_id where b.buddy_id = ${memberId} order by b.id`),
  ]);
  const byDive = <T extends { diveId: number }>(rows: readonly T[]) => {
    const map = new Map<number, Array<Omit<T, 'diveId'>>>();
    for (const { diveId, ...rest } of rows) map.set(diveId, [...(map.get(diveId) ?? []), rest]);
    return map;
  };
  const cylindersOf = byDive(cylinders);
  const switchesOf = byDive(switches);
  const buddiesOf = byDive(buddies);
  const photosOf = byDive(photos);
  const profileOf = new Map(profiles.map((profile) => [profile.diveId, { samples: plainProfile(profile.samples), events: profile.events }]));
  const [ownSettings] = settings;
  return {
    settings: ownSettings ? { defaultPrivacy: ownSettings.defaultPrivacy, countPrivateInFigures: ownSettings.countPrivateInFigures, gfLowPercent: ownSettings.gfLowPercent, gfHighPercent: ownSettings.gfHighPercent } : null,
    dives: dives.map((dive) => ({
      ...dive,
      cylinders: cylindersOf.get(dive.id) ?? [],
      gasSwitches: switchesOf.get(dive.id) ?? [],
      buddies: buddiesOf.get(dive.id) ?? [],
      photos: photosOf.get(dive.id) ?? [],
      profile: profileOf.get(dive.id) ?? null,
    })),
    namedAsBuddy: namedIn.rows,
  };
}

/** The files of the member's dive photos, collected before the account (and with it the rows) goes. */
export async function memberDivePhotoFiles(memberId: string): Promise<Array<{ diveId: number; storageKey: string }>> {
  return db()
    .select({ diveId: schema.divePhotos.diveId, storageKey: schema.divePhotos.storageKey })
    .from(schema.divePhotos)
    .innerJoin(schema.dives, eq(schema.dives.id, schema.divePhotos.diveId))
    .where(eq(schema.dives.memberId, memberId));
}

/** Removes those files once the account is gone (a file left behind is logged, never shown again: its rows are gone). */
export async function removeDivePhotoFiles(files: ReadonlyArray<{ diveId: number; storageKey: string }>): Promise<void> {
  for (const file of files) {
    await deleteDivePhotoFiles(file.diveId, file.storageKey).catch((error: unknown) => logger().warn({ err: error, diveId: file.diveId }, 'photo file of a deleted account not removed'));
  }
}
