// Reads of one dive: for its page, its edit form and its photos' route. Each takes the viewer
// explicitly and answers null when the viewer may not see the dive (canViewDive), exactly as when the
// dive does not exist, so an address never tells whether a private dive is there.
import { unpackProfile } from '@diveatlas/divelog';
import { asc, eq, sql } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import type { BuddyStatus, DivePrivacy, StoredDiveEvent } from '../../../db/schema/logbook.ts';
import { recordId } from '../../lib/parameters.ts';
import { canViewDive, type DiveAccess, type DiveViewer } from './logbook.policy.ts';
import { diveSignature, joinSignature, SIGNATURE_COLUMNS } from './signatures.server.ts';

/** Who may see a dive: its diver, its privacy and the members named on it. */
export async function diveAccess(diveId: number): Promise<DiveAccess | null> {
  if (recordId(diveId) === null) return null;
  const { rows } = await db().execute<{ member_id: string; privacy: DivePrivacy; buddies: string[] }>(sql`
    select d.member_id, d.privacy, coalesce(array_agg(b.buddy_id) filter (where b.buddy_id is not null), '{}') as buddies
    from dive d left join dive_buddy b on b.dive_id = d.id
    where d.id = ${diveId} group by d.id`);
  const row = rows[0];
  return row ? { memberId: row.member_id, privacy: row.privacy, buddyMemberIds: row.buddies } : null;
}

/** Whether the viewer may see the dive (false when there is none). */
export async function viewerMaySeeDive(viewer: DiveViewer, diveId: number): Promise<boolean> {
  const access = await diveAccess(diveId);
  return !!access && canViewDive(viewer, access);
}

export type DiveBuddyView = { name: string | null; member: { memberId: string; firstName: string; lastName: string } | null; status: BuddyStatus };

/** A profile as plain numbers (null where a sample has no value), for the page and its chart. */
export type DiveProfileView = {
  timeS: number[];
  depthM: number[];
  temperatureC: (number | null)[] | null;
  pressureBar: ((number | null)[] | null)[];
  events: StoredDiveEvent[];
  surfacePressureBar: number | null;
  waterDensity: number | null;
};

export type DiveDetail = NonNullable<Awaited<ReturnType<typeof readDive>>>;

async function readDive(diveId: number) {
  const d = schema.dives;
  const query = db()
    .select({
      dive: d,
      diver: { memberId: schema.authUsers.memberId, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName, avatarUrl: schema.authUsers.image },
      site: { id: schema.diveSites.id, name: schema.diveSites.name, countryCode: schema.diveSites.countryCode, region: schema.diveSites.region, lat: schema.diveSites.lat, lng: schema.diveSites.lng, status: schema.diveSites.status },
      center: { id: schema.diveCenters.id, name: schema.diveCenters.name },
      trip: { id: schema.trips.id, title: schema.trips.title, startsAt: schema.trips.startsAt },
      placeEditStatus: schema.diveSiteEdits.status,
      signature: SIGNATURE_COLUMNS,
    })
    .from(d)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, d.memberId))
    .leftJoin(schema.diveSites, eq(schema.diveSites.id, d.siteId))
    .leftJoin(schema.diveCenters, eq(schema.diveCenters.id, d.centerId))
    .leftJoin(schema.trips, eq(schema.trips.id, d.tripId))
    .leftJoin(schema.diveSiteEdits, eq(schema.diveSiteEdits.id, d.placeEditId))
    .$dynamic();
  const [row] = await joinSignature(query).where(eq(d.id, diveId));
  if (!row) return null;
  const [cylinders, gasSwitches, buddyRows, photos, profiles] = await Promise.all([
    db().select().from(schema.diveCylinders).where(eq(schema.diveCylinders.diveId, diveId)).orderBy(asc(schema.diveCylinders.position)),
    db().select().from(schema.diveGasSwitches).where(eq(schema.diveGasSwitches.diveId, diveId)).orderBy(asc(schema.diveGasSwitches.position)),
    db()
      .select({ name: schema.diveBuddies.name, buddyId: schema.diveBuddies.buddyId, status: schema.diveBuddies.status, memberId: schema.authUsers.memberId, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName })
      .from(schema.diveBuddies)
      .leftJoin(schema.authUsers, eq(schema.authUsers.id, schema.diveBuddies.buddyId))
      .where(eq(schema.diveBuddies.diveId, diveId))
      .orderBy(asc(schema.diveBuddies.position)),
    db()
      .select({ id: schema.divePhotos.id, storageKey: schema.divePhotos.storageKey, width: schema.divePhotos.width, height: schema.divePhotos.height, sizes: schema.divePhotos.sizes, caption: schema.divePhotos.caption })
      .from(schema.divePhotos)
      .where(eq(schema.divePhotos.diveId, diveId))
      .orderBy(asc(schema.divePhotos.position)),
    db().select().from(schema.diveProfiles).where(eq(schema.diveProfiles.diveId, diveId)),
  ]);
  const { dive } = row;
  return {
    ...dive,
    diver: row.diver,
    site: row.site?.id ? row.site : null,
    center: row.center?.id ? row.center : null,
    trip: row.trip?.id ? row.trip : null,
    placeEditStatus: row.placeEditStatus ?? null,
    signature: diveSignature(row.signature),
    cylinders,
    gasSwitches,
    buddyRows,
    photos,
    profile: profiles[0] ? profileView(profiles[0]) : null,
  };
}

function profileView(stored: typeof schema.diveProfiles.$inferSelect): DiveProfileView | null {
  try {
    const packed = unpackProfile(stored.samples);
    const plain = (column: Float64Array) => Array.from(column, (value) => (Number.isNaN(value) ? null : value));
    return {
      timeS: Array.from(packed.timeS),
      depthM: Array.from(packed.depthM, (value) => (Number.isNaN(value) ? 0 : value)),
      temperatureC: packed.temperatureC ? plain(packed.temperatureC) : null,
      pressureBar: packed.pressureBar.map((column) => (column ? plain(column) : null)),
      events: stored.events,
      surfacePressureBar: stored.surfacePressureBar,
      waterDensity: stored.waterDensity,
    };
  } catch {
    // A profile that cannot be unpacked is shown as none rather than failing the page.
    return null;
  }
}

/**
 * One dive for a viewer, with everything its page shows, or null when it is not there or not theirs
 * to see. Buddies named as members are shown by name to those who see the dive.
 */
export async function getDiveForViewer(viewer: DiveViewer, diveId: number) {
  if (recordId(diveId) === null) return null;
  const dive = await readDive(diveId);
  if (!dive) return null;
  const buddyMemberIds = dive.buddyRows.flatMap((buddy) => (buddy.buddyId ? [buddy.buddyId] : []));
  if (!canViewDive(viewer, { memberId: dive.memberId, privacy: dive.privacy, buddyMemberIds })) return null;
  // The diver's internal id never leaves the server: the page learns whether the viewer is the diver.
  const { buddyRows, memberId, seedKey: _seedKey, inSiteFigures: _counted, ...rest } = dive;
  const buddies: DiveBuddyView[] = buddyRows.map((buddy) => ({
    name: buddy.name,
    member: buddy.buddyId && buddy.memberId ? { memberId: buddy.memberId, firstName: buddy.firstName ?? '', lastName: buddy.lastName ?? '' } : null,
    status: buddy.status,
  }));
  return { ...rest, buddies, viewerIsOwner: !!viewer && viewer.id === memberId, viewerIsBuddy: !!viewer && buddyMemberIds.includes(viewer.id) };
}

export type DiveForViewer = NonNullable<Awaited<ReturnType<typeof getDiveForViewer>>>;
