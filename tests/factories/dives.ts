// Test data for the logbook: a valid dive as the service takes it (in SI units, every field
// overridable), a dive saved for a member, and a dive as a file reader gives it, with a profile.
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
  const { rows: sites } = await client.query<{ id: number; name: string; country_code: string }>("select id, name, country_code from dive_site where status = 'published' and deleted_at is null order by id limit 1");
  const site = sites[0]!;
  const { rows } = await client.query<{ id: number }>(
    `insert into dive (member_id, number, start_local, utc_offset_minutes, offset_source, duration_s, max_depth_m, water_temp_c, site_id, country_code, privacy)
     values ($1, coalesce((select max(number) from dive where member_id = $1), 0) + 1, $2, 120, 'manual', $3, $4, 24, $5, $6, $7) returning id`,
    [diverId, options.startLocal ?? '2024-06-10 09:00:00', options.durationS ?? 48 * 60, options.maxDepthM ?? 21.5, site.id, site.country_code, options.privacy ?? 'buddies'],
  );
  const diveId = rows[0]!.id;
  for (const [position, email] of (options.buddyEmails ?? []).entries()) {
    await client.query(`insert into dive_buddy (dive_id, position, buddy_id, status, asked_at) values ($1, $2, $3, 'pending', now())`, [diveId, position, idOf(email)]);
  }
  return { diveId, siteName: site.name };
}
