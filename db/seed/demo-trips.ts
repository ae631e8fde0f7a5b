// Sample trips for the demo centres, so a newcomer sees trips, seats and reservations at once. Like
// the centres, every one is invented and says so: "Sample … (demo)" titles, a description that says
// it is an example, example prices. Dates are relative to the day the data is loaded, and times are
// typed in the centre's own time zone (the IANA zone of the town each sample centre is placed in),
// turned into instants by PostgreSQL. A site missing from the seed is simply left out.
import type { PoolClient } from 'pg';

/** Where each sample centre is placed: its time zone (the zone of that town, not a fact about a business). */
export const DEMO_CENTER_TIME_ZONES: Record<string, string> = {
  'demo-sample-reef-divers': 'Africa/Cairo',
  'demo-sample-lagoon-resort': 'Africa/Cairo',
  'demo-sample-liveaboard': 'Africa/Cairo',
  'demo-sample-flamingo-shore-divers': 'America/Kralendijk',
  'demo-sample-cenote-explorers': 'America/Cancun',
  'demo-sample-harbour-divers': 'Australia/Sydney',
  'demo-sample-costa-brava-diving': 'Europe/Madrid',
  'demo-sample-gozo-dive-lodge': 'Europe/Malta',
  'demo-sample-tulamben-bay-resort': 'Asia/Makassar',
  'demo-sample-sardine-coast-divers': 'Asia/Manila',
};

/** The demo account that owns a sample centre, to try the manager's side (README, "Demo accounts"). */
export const DEMO_CENTER_OWNER = { email: 'demo.centre@diveatlas.example', centerKey: 'demo-sample-reef-divers' };

type DemoTrip = {
  key: string;
  centerKey: string;
  kind: string;
  title: { en: string; es: string };
  /** Days after loading, and the local start time; `nights` days later it ends at `endTime`. */
  inDays: number;
  startTime: string;
  nights: number;
  endTime: string;
  price: string;
  currency: string;
  capacity: number;
  included: string[];
  minCertTier: string | null;
  minLoggedDives: number;
  policy: 'flexible' | 'moderate' | 'strict';
  siteKeys: string[];
};

const TERMS = { flexible: [1, 50], moderate: [7, 50], strict: [14, 100] } as const;

export const DEMO_TRIPS: DemoTrip[] = [
  {
    key: 'demo-trip-reef-shore',
    centerKey: 'demo-sample-reef-divers',
    kind: 'shore-dives',
    title: { en: 'Sample guided shore dives (demo)', es: 'Inmersiones guiadas desde costa de ejemplo (demo)' },
    inDays: 6,
    startTime: '08:30',
    nights: 0,
    endTime: '13:00',
    price: '65',
    currency: 'EUR',
    capacity: 8,
    included: ['guide', 'tanks', 'weights'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'flexible',
    siteKeys: ['eg-lighthouse-reef', 'eg-the-canyon'],
  },
  {
    key: 'demo-trip-reef-night',
    centerKey: 'demo-sample-reef-divers',
    kind: 'night-dive',
    title: { en: 'Sample night dive (demo)', es: 'Inmersión nocturna de ejemplo (demo)' },
    inDays: 9,
    startTime: '18:00',
    nights: 0,
    endTime: '20:30',
    price: '45',
    currency: 'EUR',
    capacity: 4,
    included: ['guide', 'tanks', 'weights'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 10,
    policy: 'moderate',
    siteKeys: ['eg-lighthouse-reef'],
  },
  {
    key: 'demo-trip-reef-course',
    centerKey: 'demo-sample-reef-divers',
    kind: 'course',
    title: { en: 'Sample Advanced Open Water course (demo)', es: 'Curso Advanced Open Water de ejemplo (demo)' },
    inDays: 20,
    startTime: '08:00',
    nights: 1,
    endTime: '16:00',
    price: '300',
    currency: 'EUR',
    capacity: 6,
    included: ['guide', 'tanks', 'weights', 'course-materials', 'certification-fee'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'moderate',
    siteKeys: ['eg-the-canyon', 'eg-the-bells'],
  },
  {
    key: 'demo-trip-lagoon-day',
    centerKey: 'demo-sample-lagoon-resort',
    kind: 'day-trip',
    title: { en: 'Sample day trip by boat (demo)', es: 'Salida de un día en barco de ejemplo (demo)' },
    inDays: 14,
    startTime: '07:00',
    nights: 0,
    endTime: '16:00',
    price: '110',
    currency: 'EUR',
    capacity: 12,
    included: ['boat', 'guide', 'tanks', 'weights', 'meals'],
    minCertTier: 'advanced',
    minLoggedDives: 30,
    policy: 'moderate',
    siteKeys: ['eg-elphinstone-reef'],
  },
  {
    key: 'demo-trip-liveaboard-week',
    centerKey: 'demo-sample-liveaboard',
    kind: 'liveaboard',
    title: { en: 'Sample liveaboard week (demo)', es: 'Semana de crucero de buceo de ejemplo (demo)' },
    inDays: 30,
    startTime: '18:00',
    nights: 7,
    endTime: '10:00',
    price: '1450',
    currency: 'EUR',
    capacity: 16,
    included: ['boat', 'guide', 'tanks', 'weights', 'meals', 'accommodation', 'nitrox'],
    minCertTier: 'advanced',
    minLoggedDives: 50,
    policy: 'strict',
    siteKeys: ['eg-big-brother', 'eg-little-brother', 'eg-daedalus-reef'],
  },
  {
    key: 'demo-trip-flamingo-shore',
    centerKey: 'demo-sample-flamingo-shore-divers',
    kind: 'shore-dives',
    title: { en: 'Sample shore dive day (demo)', es: 'Día de inmersiones desde costa de ejemplo (demo)' },
    inDays: 8,
    startTime: '08:00',
    nights: 0,
    endTime: '15:00',
    price: '95',
    currency: 'USD',
    capacity: 10,
    included: ['guide', 'tanks', 'weights', 'park-fees'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'flexible',
    siteKeys: ['bq-1000-steps', 'bq-karpata'],
  },
  {
    key: 'demo-trip-cenote',
    centerKey: 'demo-sample-cenote-explorers',
    kind: 'fun-dives',
    title: { en: 'Sample cenote dives (demo)', es: 'Inmersiones en cenotes de ejemplo (demo)' },
    inDays: 11,
    startTime: '09:00',
    nights: 0,
    endTime: '15:00',
    price: '170',
    currency: 'USD',
    capacity: 4,
    included: ['guide', 'tanks', 'weights', 'transfers', 'park-fees'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 20,
    policy: 'moderate',
    siteKeys: ['mx-cenote-dos-ojos', 'mx-gran-cenote'],
  },
  {
    key: 'demo-trip-harbour',
    centerKey: 'demo-sample-harbour-divers',
    kind: 'shore-dives',
    title: { en: 'Sample weekend shore dives (demo)', es: 'Inmersiones de fin de semana desde costa de ejemplo (demo)' },
    inDays: 16,
    startTime: '07:30',
    nights: 0,
    endTime: '12:00',
    price: '120',
    currency: 'AUD',
    capacity: 8,
    included: ['guide', 'tanks', 'weights'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'flexible',
    siteKeys: ['au-shelly-beach', 'au-gordons-bay'],
  },
  {
    key: 'demo-trip-costa-brava',
    centerKey: 'demo-sample-costa-brava-diving',
    kind: 'boat-dives',
    title: { en: 'Sample two-dive boat morning (demo)', es: 'Mañana de dos inmersiones en barco de ejemplo (demo)' },
    inDays: 10,
    startTime: '09:00',
    nights: 0,
    endTime: '14:00',
    price: '90',
    currency: 'EUR',
    capacity: 10,
    included: ['boat', 'guide', 'tanks', 'weights', 'park-fees'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'moderate',
    siteKeys: ['es-medes-islands'],
  },
  {
    key: 'demo-trip-gozo',
    centerKey: 'demo-sample-gozo-dive-lodge',
    kind: 'shore-dives',
    title: { en: 'Sample shore dives (demo)', es: 'Inmersiones desde costa de ejemplo (demo)' },
    inDays: 13,
    startTime: '09:00',
    nights: 0,
    endTime: '15:30',
    price: '80',
    currency: 'EUR',
    capacity: 6,
    included: ['guide', 'tanks', 'weights', 'transfers'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'moderate',
    siteKeys: ['mt-blue-hole', 'mt-inland-sea'],
  },
  {
    key: 'demo-trip-tulamben',
    centerKey: 'demo-sample-tulamben-bay-resort',
    kind: 'shore-dives',
    title: { en: 'Sample wreck morning (demo)', es: 'Mañana de pecio de ejemplo (demo)' },
    inDays: 7,
    startTime: '06:30',
    nights: 0,
    endTime: '10:30',
    price: '950000',
    currency: 'IDR',
    capacity: 6,
    included: ['guide', 'tanks', 'weights'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'flexible',
    siteKeys: ['id-usat-liberty'],
  },
  {
    key: 'demo-trip-sardine',
    centerKey: 'demo-sample-sardine-coast-divers',
    kind: 'boat-dives',
    title: { en: 'Sample island boat dives (demo)', es: 'Inmersiones en barco a una isla de ejemplo (demo)' },
    inDays: 12,
    startTime: '08:00',
    nights: 0,
    endTime: '13:00',
    price: '4500',
    currency: 'PHP',
    capacity: 8,
    included: ['boat', 'guide', 'tanks', 'weights'],
    minCertTier: 'entry-autonomous',
    minLoggedDives: 0,
    policy: 'moderate',
    siteKeys: ['ph-pescador-island'],
  },
];

const DESCRIPTION = {
  en: 'Sample trip: invented for the demo data to show how trips and reservations work. Its dates, times, price, seats and terms are examples, and no real centre runs it. You can try asking for seats: the request goes to the sample centre only.',
  es: 'Salida de ejemplo: inventada para los datos de demostración, para mostrar cómo funcionan las salidas y las reservas. Sus fechas, horas, precio, plazas y condiciones son ejemplos, y ningún centro real la organiza. Puedes probar a pedir plazas: la solicitud solo llega al centro de ejemplo.',
};

const PAYMENT_NOTE = 'Sample: a real centre says here how it takes payment (at the shop on the day, a deposit by bank transfer...).';

/** Sets the sample centres' time zones and owner, then adds the sample trips; returns how many trips were added. */
export async function seedDemoTrips(client: PoolClient): Promise<number> {
  for (const [key, zone] of Object.entries(DEMO_CENTER_TIME_ZONES)) await client.query('update dive_center set time_zone = $1 where seed_key = $2', [zone, key]);
  await client.query('update dive_center set submitted_user = (select id from auth_user where email = $1) where seed_key = $2 and submitted_user is null', [DEMO_CENTER_OWNER.email, DEMO_CENTER_OWNER.centerKey]);
  let added = 0;
  for (const trip of DEMO_TRIPS) {
    const [freeDays, fee] = TERMS[trip.policy];
    const inserted = await client.query<{ id: number }>(
      `insert into trip (seed_key, is_seed, center_id, status, kind, title, description, starts_at, ends_at, meeting_point, price, currency, included,
         capacity, min_cert_tier, min_logged_dives, cancellation_policy, free_cancel_days, late_cancel_fee_percent, payment_note, published_at)
       select $1, true, c.id, 'published', $2, $3, $4,
         ((current_date + $5::int) + $6::time) at time zone c.time_zone,
         ((current_date + $5::int + $7::int) + $8::time) at time zone c.time_zone,
         null, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, now()
       from dive_center c where c.seed_key = $19
       on conflict (seed_key) do nothing
       returning id`,
      [trip.key, trip.kind, JSON.stringify(trip.title), JSON.stringify(DESCRIPTION), trip.inDays, trip.startTime, trip.nights, trip.endTime, trip.price, trip.currency, trip.included,
        trip.capacity, trip.minCertTier, trip.minLoggedDives, trip.policy, freeDays, fee, PAYMENT_NOTE, trip.centerKey],
    );
    const id = inserted.rows[0]?.id;
    if (!id) continue;
    added += 1;
    await client.query(
      `insert into trip_site (trip_id, site_id, position)
       select $1, s.id, k.position::smallint - 1 from unnest($2::text[]) with ordinality as k(seed_key, position) join dive_site s on s.seed_key = k.seed_key`,
      [id, trip.siteKeys],
    );
  }
  return added;
}
