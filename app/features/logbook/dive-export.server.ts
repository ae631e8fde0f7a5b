// A member's dives as @diveatlas/divelog's model, for its writers: UDDF 3.2, Subsurface XML and CSV, of
// one dive or the whole log. Only the member's own dives are read (the caller passes the id from the
// session); everything is as stored, in SI, with the profile unpacked and the site's name and position
// (an atlas site's, or the new place's).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { WRITERS, unpackProfile, type CylinderUse, type Dive, type DiveMode, type OffsetSource, type Samples, type WriterId } from '@diveatlas/divelog';
import { db, schema } from '../../lib/db.server.ts';

export const EXPORT_FORMATS = ['uddf', 'subsurface-xml', 'csv'] as const satisfies readonly WriterId[];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Dives read per query, so a long log is never one huge result. */
const PAGE = 500;

const emptySamples = (): Samples => ({ timeS: new Float64Array(0), depthM: new Float64Array(0), temperatureC: null, pressureBar: [], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null });

async function modelsOf(ids: number[]): Promise<Dive[]> {
  if (!ids.length) return [];
  const d = schema.dives;
  const s = schema.diveSites;
  const rows = await db()
    .select({ dive: d, siteName: s.name, siteLat: s.lat, siteLng: s.lng })
    .from(d)
    .leftJoin(s, eq(s.id, d.siteId))
    .where(inArray(d.id, ids))
    .orderBy(asc(d.startLocal), asc(d.id));
  const [cylinders, switches, buddies, profiles] = await Promise.all([
    db().select().from(schema.diveCylinders).where(inArray(schema.diveCylinders.diveId, ids)).orderBy(asc(schema.diveCylinders.position)),
    db().select().from(schema.diveGasSwitches).where(inArray(schema.diveGasSwitches.diveId, ids)).orderBy(asc(schema.diveGasSwitches.position)),
    db()
      .select({ diveId: schema.diveBuddies.diveId, name: schema.diveBuddies.name, firstName: schema.authUsers.firstName, lastName: schema.authUsers.lastName })
      .from(schema.diveBuddies)
      .leftJoin(schema.authUsers, eq(schema.authUsers.id, schema.diveBuddies.buddyId))
      .where(inArray(schema.diveBuddies.diveId, ids))
      .orderBy(asc(schema.diveBuddies.position)),
    db().select().from(schema.diveProfiles).where(inArray(schema.diveProfiles.diveId, ids)),
  ]);
  const byDive = <T extends { diveId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.diveId, [...(map.get(item.diveId) ?? []), item]);
    return map;
  };
  const cylindersOf = byDive(cylinders);
  const switchesOf = byDive(switches);
  const buddiesOf = byDive(buddies);
  const profileOf = new Map(profiles.map((profile) => [profile.diveId, profile]));

  return rows.map(({ dive, siteName, siteLat, siteLng }, index): Dive => {
    const profile = profileOf.get(dive.id);
    const unpacked = profile ? unpackProfile(profile.samples) : null;
    const samples: Samples = unpacked ? { ...emptySamples(), timeS: unpacked.timeS, depthM: unpacked.depthM, temperatureC: unpacked.temperatureC, pressureBar: unpacked.pressureBar } : emptySamples();
    const diveCylinders = (cylindersOf.get(dive.id) ?? []).map((cylinder) => ({
      description: cylinder.description,
      sizeL: cylinder.sizeL,
      workPressureBar: cylinder.workPressureBar,
      startPressureBar: cylinder.startPressureBar,
      endPressureBar: cylinder.endPressureBar,
      gas: { o2Percent: cylinder.o2Percent, hePercent: cylinder.hePercent },
      use: cylinder.use as CylinderUse,
    }));
    const gasSwitches = (switchesOf.get(dive.id) ?? []).map((gasSwitch) => ({ timeS: gasSwitch.timeS, cylinderIndex: gasSwitch.cylinderPosition, gas: { o2Percent: gasSwitch.o2Percent, hePercent: gasSwitch.hePercent } }));
    const gases = [...new Map([...diveCylinders.map((c) => c.gas), ...gasSwitches.map((g) => g.gas)].map((gas) => [`${gas.o2Percent}/${gas.hePercent}`, gas])).values()];
    const site = siteName !== null ? { name: siteName, lat: siteLat, lng: siteLng } : dive.placeName !== null ? { name: dive.placeName, lat: dive.placeLat, lng: dive.placeLng } : null;
    const mode = dive.mode as DiveMode;
    return {
      sourceIndex: index,
      startLocal: dive.startLocal.replace(' ', 'T').slice(0, 19),
      utcOffsetMinutes: dive.utcOffsetMinutes,
      offsetSource: (dive.offsetSource === 'manual' ? (dive.utcOffsetMinutes === null ? 'none' : 'file') : dive.offsetSource) as OffsetSource,
      writtenAs: null,
      number: dive.number,
      durationS: dive.durationS,
      maxDepthM: dive.maxDepthM,
      meanDepthM: dive.meanDepthM,
      minWaterTempC: dive.waterTempC,
      airTempC: dive.airTempC,
      fromProfile: [],
      mode,
      gases,
      cylinders: diveCylinders,
      site,
      computers: [
        {
          computer: { model: dive.computerModel, serial: dive.computerSerial, firmware: dive.computerFirmware, deviceId: null, diveNumber: dive.computerDiveNumber },
          startLocal: null,
          durationS: dive.durationS,
          maxDepthM: dive.maxDepthM,
          meanDepthM: dive.meanDepthM,
          minWaterTempC: dive.waterTempC,
          surfacePressureBar: profile?.surfacePressureBar ?? null,
          waterDensity: profile?.waterDensity ?? null,
          mode,
          samples,
          gasSwitches,
          events: (profile?.events ?? []).map((event) => ({ ...event, kind: event.kind as Dive['computers'][number]['events'][number]['kind'] })),
        },
      ],
      buddies: (buddiesOf.get(dive.id) ?? []).map((buddy) => buddy.name ?? [buddy.firstName, buddy.lastName].filter(Boolean).join(' ')).filter((name) => name !== ''),
      diveGuide: dive.guide,
      notes: dive.notes,
      rating: dive.rating,
      visibilityM: dive.visibilityM,
      visibilityRating: dive.visibilityRating,
      tags: dive.tags,
      suit: dive.suit,
      weights: dive.weightKg !== null ? [{ kg: dive.weightKg, description: null }] : [],
      trip: dive.tripLabel,
    };
  });
}

/** The member's dives (all, or the one asked for), oldest first, as the model; empty when there are none. */
export async function memberDivesAsModel(memberId: string, diveId: number | null = null): Promise<Dive[]> {
  const d = schema.dives;
  const ids = await db()
    .select({ id: d.id })
    .from(d)
    .where(diveId === null ? eq(d.memberId, memberId) : and(eq(d.memberId, memberId), eq(d.id, diveId)))
    .orderBy(asc(d.startLocal), asc(d.id));
  const dives: Dive[] = [];
  for (let start = 0; start < ids.length; start += PAGE) dives.push(...(await modelsOf(ids.slice(start, start + PAGE).map((row) => row.id))));
  return dives.map((dive, index) => ({ ...dive, sourceIndex: index }));
}

/** The file of an export: its text, media type and a name to save it under. */
export async function exportDives(options: { memberId: string; format: ExportFormat; diveId?: number | null }): Promise<{ text: string; mediaType: string; fileName: string } | null> {
  const dives = await memberDivesAsModel(options.memberId, options.diveId ?? null);
  if (!dives.length) return null;
  const writer = WRITERS[options.format];
  const name = options.diveId ? `dive-${dives[0]!.number ?? options.diveId}` : 'logbook';
  return { text: writer.write(dives), mediaType: writer.mediaType, fileName: `diveatlas-${name}${writer.extension}` };
}

/** The number of the member's own dive, or null when the dive is not theirs (or not there). */
export async function ownDiveNumber(memberId: string, diveId: number): Promise<number | null> {
  if (!Number.isSafeInteger(diveId) || diveId <= 0 || diveId >= 2 ** 31) return null;
  const [row] = await db()
    .select({ number: schema.dives.number })
    .from(schema.dives)
    .where(and(eq(schema.dives.id, diveId), eq(schema.dives.memberId, memberId)));
  return row?.number ?? null;
}
