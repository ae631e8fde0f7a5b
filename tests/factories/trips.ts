// Test data for trips and reservations. Titles say they are test data; every fact can be
// overridden. createTrip() writes to the integration test's database; the e2e helpers reach the
// database of the server under test through its DATA_DIR (embedded PostgreSQL).
import type { Page } from 'playwright-core';
import type pg from 'pg';
import type { trips } from '../../db/schema/trips.ts';

type NewTrip = Partial<typeof trips.$inferInsert>;
let sequence = 0;

const DAY = 86_400_000;

/** A published trip of this centre, starting in `inDays` days (ten by default) and lasting four hours. */
export async function createTrip(options: NewTrip & { center: { id: number }; inDays?: number; siteIds?: number[] }) {
  const { db, schema } = await import('../../app/lib/db.server.ts');
  const { center, inDays = 10, siteIds = [], ...overrides } = options;
  sequence += 1;
  const startsAt = overrides.startsAt ?? new Date(Date.now() + inDays * DAY);
  const [trip] = await db()
    .insert(schema.trips)
    .values({
      centerId: center.id,
      status: 'published',
      kind: 'boat-dives',
      title: { en: `Test Boat Trip ${sequence}`, es: `Salida de prueba ${sequence}` },
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
      price: '95.00',
      currency: 'EUR',
      capacity: 10,
      cancellationPolicy: 'moderate',
      freeCancelDays: 7,
      lateCancelFeePercent: 50,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (siteIds.length) await db().insert(schema.tripSites).values(siteIds.map((siteId, position) => ({ tripId: trip!.id, siteId, position })));
  return trip!;
}

/** Where and when a confirmed diver meets the centre: the harbour, half an hour before the trip starts. */
export function meetingFor(trip: { startsAt: Date }) {
  return { point: 'Test harbour, pier 2', at: new Date(trip.startsAt.getTime() - 30 * 60_000) };
}

/** What a member types in the request form: one seat, an Open Water level and 20 logged dives. */
export function seatRequest(overrides: Partial<{ seats: number; certLevel: string | null; certOther: string | null; loggedDives: number; message: string | null }> = {}) {
  return { seats: 1, certLevel: 'padi-open-water', certOther: null, loggedDives: 20, message: null, ...overrides };
}

/** A published trip in the app under test (e2e), owned by a centre there; returns its id. */
export async function createTripInApp(client: pg.Client, options: { centerId: number; title: string; capacity?: number; inDays?: number; siteIds?: number[] }): Promise<number> {
  const startsAt = new Date(Date.now() + (options.inDays ?? 20) * DAY);
  const { rows } = await client.query<{ id: number }>(
    `insert into trip (center_id, status, kind, title, starts_at, ends_at, price, currency, capacity, cancellation_policy, free_cancel_days, late_cancel_fee_percent, published_at)
     values ($1, 'published', 'boat-dives', $2, $3, $4, '80', 'EUR', $5, 'moderate', 7, 50, now()) returning id`,
    [options.centerId, JSON.stringify({ en: options.title, es: options.title }), startsAt, new Date(startsAt.getTime() + 4 * 3_600_000), options.capacity ?? 10],
  );
  const id = rows[0]!.id;
  for (const [position, siteId] of (options.siteIds ?? []).entries()) await client.query('insert into trip_site (trip_id, site_id, position) values ($1, $2, $3)', [id, siteId, position]);
  return id;
}

/** A published centre in the app under test, owned by `ownerId`, visiting the seeded site `siteKey`; returns its id and the site's. */
export async function centerInApp(client: pg.Client, options: { ownerId: string; name: string; siteKey: string }): Promise<{ centerId: number; siteId: number }> {
  const { rows: sites } = await client.query<{ id: number; lat: number; lng: number }>('select id, lat, lng from dive_site where seed_key = $1', [options.siteKey]);
  const site = sites[0]!;
  const { rows } = await client.query<{ id: number }>(
    `insert into dive_center (name, kind, lat, lng, country_code, region, email, submitted_user) values ($1, 'center', $2, $3, 'EG', 'Test Bay', $4, $5) returning id`,
    [options.name, site.lat + 0.01, site.lng, `${options.name.toLowerCase().replace(/\W+/g, '-')}@test.diveatlas.example`, options.ownerId],
  );
  await client.query('insert into dive_center_site (center_id, site_id) values ($1, $2)', [rows[0]!.id, site.id]);
  return { centerId: rows[0]!.id, siteId: site.id };
}

/** Signs a member in on this page's context through the sign-in form's endpoint (no page load). */
export async function signInByRequest(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/sign-in`, { form: { email, password, redirectTo: '/' }, headers: { Origin: baseUrl }, maxRedirects: 0 });
  if (![302, 303].includes(response.status())) throw new Error(`sign-in answered ${response.status()}`);
}
