// Test data for the logbook: a valid dive as the service takes it (in SI units, every field
// overridable), a dive saved for a member, a dive as a file reader gives it, with a profile, and a
// dive written into the database of the app under test (e2e).
import type { Dive } from '@diveatlas/divelog';
import type pg from 'pg';
import type { DiveInput } from '../../app/features/logbook/dive.schema.ts';

let sequence = 0;

/** A plain reef dive: 18 m for 45 minutes on one aluminium 80 of air, private. */
export function diveInput(overrides: Partial<DiveInput> = {}): DiveInput {
  sequence += 1;
  const day = String((sequence % 28) + 1).padStart(2, '0');
  return {
    number: null,
    startLocal: `2024-05-${day}T09:30:00`,
    utcOffsetMinutes: 120,
    offsetSource: 'manual',
    durationS: 45 * 60,
    maxDepthM: 18,
    meanDepthM: 11.5,
    waterTempC: 24,
    airTempC: null,
    visibilityM: 15,
    visibilityRating: null,
    current: 'light',
    entry: 'boat',
    mode: 'open-circuit',
    suit: 'wetsuit-5',
    weightKg: 6,
    place: null,
    centerId: null,
    tripId: null,
    tripLabel: null,
    guide: null,
    notes: null,
    rating: 4,
    tags: ['reef'],
    privacy: 'private',
    cylinders: [{ description: 'AL80', sizeL: 11.1, workPressureBar: 207, startPressureBar: 200, endPressureBar: 60, o2Percent: 21, hePercent: 0, use: 'open-circuit' }],
    gasSwitches: [],
    buddies: [],
    ...overrides,
  };
}

/** The author a service call needs, from a member made by createMember(). */
export function authorOf(member: { id: string; memberId: string; firstName: string; emailVerified: boolean }) {
  return { id: member.id, memberId: member.memberId, firstName: member.firstName, emailVerified: member.emailVerified };
}

/** Saves a dive for the member through the service; fails the test if it is refused. */
export async function logDive(member: Parameters<typeof authorOf>[0], overrides: Partial<DiveInput> = {}) {
  const { createDive } = await import('../../app/features/logbook/dives.service.server.ts');
  const result = await createDive({ author: authorOf(member), input: diveInput(overrides) });
  if (!result.ok) throw new Error(`dive refused: ${JSON.stringify(result)}`);
  return result;
}

/** A dive as @diveatlas/divelog reads it from a file: a square profile every 10 s with temperature and one tank. */
export function modelDive(overrides: Partial<Dive> = {}): Dive {
  const count = 300;
  const timeS = new Float64Array(count);
  const depthM = new Float64Array(count);
  const temperatureC = new Float64Array(count);
  const pressure = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    timeS[i] = i * 10;
    depthM[i] = Math.min(i, count - 1 - i, 20) * 1.1;
    temperatureC[i] = 26 - depthM[i]! / 10;
    pressure[i] = 210 - i * 0.5;
  }
  return {
    sourceIndex: 0,
    startLocal: '2023-10-02T14:05:00',
    utcOffsetMinutes: null,
    offsetSource: 'none',
    writtenAs: null,
    number: 7,
    durationS: 2990,
    maxDepthM: 22,
    meanDepthM: 15.2,
    minWaterTempC: 23.8,
    airTempC: 30,
    fromProfile: [],
    mode: 'open-circuit',
    gases: [{ o2Percent: 32, hePercent: 0 }],
    cylinders: [{ description: 'S80', sizeL: 11.1, workPressureBar: 207, startPressureBar: 210, endPressureBar: 61, gas: { o2Percent: 32, hePercent: 0 }, use: 'open-circuit' }],
    site: { name: 'Test Wall', lat: 27.9, lng: 34.3 },
    computers: [
      {
        computer: { model: 'Test Computer', serial: 'SN-1', firmware: '1.0', deviceId: null, diveNumber: '112' },
        startLocal: null,
        durationS: 2990,
        maxDepthM: 22,
        meanDepthM: 15.2,
        minWaterTempC: 23.8,
        surfacePressureBar: 1.013,
        waterDensity: 1030,
        mode: 'open-circuit',
        samples: { timeS, depthM, temperatureC, pressureBar: [pressure], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null },
        gasSwitches: [{ timeS: 0, cylinderIndex: 0, gas: { o2Percent: 32, hePercent: 0 } }],
        events: [{ timeS: 600, kind: 'bookmark', name: 'bookmark', value: null }],
      },
    ],
    buddies: ['Sam Example'],
    diveGuide: 'Test Guide',
    notes: 'Turtle at the corner.',
    rating: 4.5,
    visibilityM: 20,
    visibilityRating: null,
    tags: ['Drift', 'photography'],
    suit: '5 mm',
    weights: [{ kg: 4, description: 'belt' }],
    trip: 'Test Trip',
    ...overrides,
  };
}

type AppDive = {
  startLocal: string;
  privacy: 'public' | 'buddies' | 'private';
  siteId?: number | null;
  place?: { name: string; lat: number; lng: number } | null;
  countryCode?: string | null;
  maxDepthM?: number | null;
  durationS?: number | null;
  waterTempC?: number | null;
  tags?: string[];
  notes?: string | null;
};

/**
 * A dive written straight into the database of the app under test (e2e), numbered after the member's
 * last one, for the pages a journey only reads: the log, its filters and totals, the map, another dive.
 * The hand form is the journey under test; these are its surroundings.
 */
export async function logDiveInApp(client: pg.Client, memberId: string, dive: AppDive): Promise<{ id: number; number: number }> {
  const { rows } = await client.query<{ id: number; number: number }>(
    `insert into dive (member_id, number, start_local, utc_offset_minutes, offset_source, duration_s, max_depth_m, water_temp_c, site_id,
                       place_name, place_lat, place_lng, country_code, tags, notes, privacy)
     select $1, coalesce(max(number), 0) + 1, $2, 120, 'manual', $3, $4, $5, $6, $7, $8, $9,
            coalesce($10, (select country_code from dive_site where id = $6)), $11, $12, $13
     from dive where member_id = $1
     returning id, number`,
    [
      memberId,
      dive.startLocal.replace('T', ' '),
      dive.durationS ?? 45 * 60,
      dive.maxDepthM ?? 18,
      dive.waterTempC ?? 24,
      dive.siteId ?? null,
      dive.place?.name ?? null,
      dive.place?.lat ?? null,
      dive.place?.lng ?? null,
      dive.countryCode ?? null,
      dive.tags ?? [],
      dive.notes ?? null,
      dive.privacy,
    ],
  );
  return rows[0]!;
}

/**
 * A decompression dive on air with a switch to EAN50, as a dive computer logs it every 10 s: 25 minutes
 * at 40 m, up at 9 m/min, the switch at 21 m, stops at 9, 6 and 3 m; temperature and both tanks' pressures.
 */
export function decoDiveRecording() {
  const legs: Array<[toDepthM: number, seconds: number]> = [[40, 140], [40, 1360], [21, 130], [9, 80], [9, 120], [6, 20], [6, 240], [3, 20], [3, 480], [0, 30]];
  const timeS: number[] = [0];
  const depthM: number[] = [0];
  for (const [toDepthM, seconds] of legs) {
    const from = depthM[depthM.length - 1]!;
    const start = timeS[timeS.length - 1]!;
    for (let s = 10; s <= seconds; s += 10) {
      timeS.push(start + s);
      depthM.push(Math.round((from + ((toDepthM - from) * s) / seconds) * 100) / 100);
    }
  }
  const switchS = 140 + 1360 + 130;
  // 20 L a minute at the ambient pressure, from a 12 L cylinder at first and a 7 L one after the switch.
  let back = 220;
  let stage = 200;
  const pressures = timeS.map((t, i) => {
    const litres = i === 0 ? 0 : ((20 * 10) / 60) * (1 + depthM[i]! / 10);
    if (t <= switchS) back -= litres / 12;
    else stage -= litres / 7;
    return [Math.round(back * 10) / 10, Math.round(stage * 10) / 10] as const;
  });
  const temperatureC = depthM.map((depth) => Math.round((26 - depth / 8) * 10) / 10);
  const durationS = timeS[timeS.length - 1]!;
  let area = 0;
  for (let i = 1; i < timeS.length; i++) area += ((depthM[i - 1]! + depthM[i]!) / 2) * (timeS[i]! - timeS[i - 1]!);
  return {
    timeS,
    depthM,
    temperatureC,
    backBar: pressures.map(([value]) => value),
    stageBar: pressures.map(([, value]) => value),
    switchS,
    durationS,
    meanDepthM: Math.round((area / durationS) * 10) / 10,
    minTempC: Math.min(...temperatureC),
  };
}

/**
 * Saves that dive, with its profile, in the log of a member of the app under test (the e2e server's
 * database), as an import would; returns its id.
 */
export async function logDecoDiveInApp(dataDir: string, email: string, privacy: 'public' | 'buddies' | 'private'): Promise<number> {
  const { packProfile } = await import('@diveatlas/divelog');
  const { appDatabase } = await import('./centers.ts');
  const dive = decoDiveRecording();
  const packed = packProfile({
    timeS: Float64Array.from(dive.timeS),
    depthM: Float64Array.from(dive.depthM),
    temperatureC: Float64Array.from(dive.temperatureC),
    pressureBar: [Float64Array.from(dive.backBar), Float64Array.from(dive.stageBar)],
    ppO2Bar: null,
    ndlS: null,
    cnsPercent: null,
    heartRateBpm: null,
  });
  const client = await appDatabase(dataDir);
  try {
    await client.query('begin');
    const member = await client.query<{ id: string }>('select id from auth_user where email = $1', [email.toLowerCase()]);
    if (!member.rows[0]) throw new Error(`No member with the address ${email}`);
    const memberId = member.rows[0].id;
    const { rows } = await client.query<{ id: number }>(
      `insert into dive (member_id, number, start_local, utc_offset_minutes, duration_s, max_depth_m, mean_depth_m, water_temp_c, place_name, privacy, origin)
       values ($1, (select coalesce(max(number), 0) + 1 from dive where member_id = $1), '2024-06-01 10:00:00', 180, $2, 40, $3, $4, 'Test Reef', $5, 'import') returning id`,
      [memberId, dive.durationS, dive.meanDepthM, dive.minTempC, privacy],
    );
    const diveId = rows[0]!.id;
    await client.query(
      `insert into dive_cylinder (dive_id, position, description, size_l, work_pressure_bar, start_pressure_bar, end_pressure_bar, o2_percent, he_percent)
       values ($1, 0, 'Back gas', 12, 232, 220, $2, 21, 0), ($1, 1, 'Stage', 7, 200, 200, $3, 50, 0)`,
      [diveId, dive.backBar[dive.backBar.length - 1], dive.stageBar[dive.stageBar.length - 1]],
    );
    await client.query('insert into dive_gas_switch (dive_id, position, time_s, cylinder_position, o2_percent, he_percent) values ($1, 0, $2, 1, 50, 0)', [diveId, dive.switchS]);
    await client.query(
      'insert into dive_profile (dive_id, samples, sample_count, events, surface_pressure_bar, water_density) values ($1, $2, $3, $4, 1.013, 1030)',
      [diveId, Buffer.from(packed), dive.timeS.length, JSON.stringify([{ timeS: 600, kind: 'bookmark', name: 'bookmark', value: null }])],
    );
    await client.query('commit');
    return diveId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A dive written straight into the database of the app under test (e2e), for journeys whose subject
 * is what happens after a dive is logged: the diver's dive at a seed site, with members (by email)
 * asked to confirm as buddies. Returns the dive's id and its site's name.
 */
export async function diveInApp(
  client: pg.Client,
  options: { diverEmail: string; buddyEmails?: string[]; privacy?: 'public' | 'buddies' | 'private'; startLocal?: string; maxDepthM?: number; durationS?: number },
): Promise<{ diveId: number; siteName: string }> {
  const { rows: users } = await client.query<{ id: string; email: string }>('select id, email from auth_user where email = any($1)', [[options.diverEmail, ...(options.buddyEmails ?? [])].map((email) => email.toLowerCase())]);
  const idOf = (email: string) => users.find((user) => user.email === email.toLowerCase())?.id ?? null;
  const diverId = idOf(options.diverEmail);
  if (!diverId) throw new Error(`no member ${options.diverEmail}`);
  const { rows: sites } = await client.query<{ id: number; name: string }>("select id, name from dive_site where status = 'published' and deleted_at is null order by id limit 1");
  const site = sites[0]!;
  const { id: diveId } = await logDiveInApp(client, diverId, {
    startLocal: options.startLocal ?? '2024-06-10T09:00:00',
    privacy: options.privacy ?? 'buddies',
    siteId: site.id,
    maxDepthM: options.maxDepthM ?? 21.5,
    durationS: options.durationS ?? 48 * 60,
  });
  for (const [position, email] of (options.buddyEmails ?? []).entries()) {
    await client.query(`insert into dive_buddy (dive_id, position, buddy_id, status, asked_at) values ($1, $2, $3, 'pending', now())`, [diveId, position, idOf(email)]);
  }
  return { diveId, siteName: site.name };
}
