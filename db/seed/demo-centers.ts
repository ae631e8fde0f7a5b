// Sample dive centres for a fresh database, so the finder, centre pages and site pages have
// something to show. Every one is invented and says so: "Sample … (demo)" names, example.com
// addresses, no phone numbers or street addresses, and example prices. They are placed near seeded
// dive sites and list some of them as visited; a site missing from the seed is simply skipped.
import type { PoolClient } from 'pg';

type DemoCourse = { type: string; title: string | null; agency: string | null; price: string | null; currency: string | null; days: number | null };

export type DemoCenter = {
  key: string;
  kind: 'center' | 'resort' | 'liveaboard';
  name: string;
  countryCode: string;
  region: string;
  lat: number;
  lng: number;
  agencies: string[];
  services: string[];
  languages: string[];
  /** Monday first; null = closed. */
  hours: Array<[string, string] | null>;
  courses: DemoCourse[];
  siteKeys: string[];
};

const daily: Array<[string, string]> = Array.from({ length: 7 }, () => ['08:00', '17:00']);
const sundayOff: Array<[string, string] | null> = [...daily.slice(0, 6), null];

const course = (type: string, agency: string | null, title: string | null, price: string | null, currency: string | null, days: number | null): DemoCourse => ({
  type,
  title,
  agency,
  price,
  currency,
  days,
});

export const DEMO_CENTERS: DemoCenter[] = [
  {
    key: 'demo-sample-reef-divers',
    kind: 'center',
    name: 'Sample Reef Divers (demo)',
    countryCode: 'EG',
    region: 'Dahab, South Sinai',
    lat: 28.508,
    lng: 34.513,
    agencies: ['padi', 'ssi'],
    services: ['nitrox', 'equipment-rental', 'shore-dives', 'guided-dives', 'night-dives'],
    languages: ['en', 'ar', 'de', 'es'],
    hours: daily,
    courses: [
      course('try-dive', 'padi', 'Discover Scuba Diving', '60', 'EUR', 1),
      course('open-water', 'padi', 'Open Water Diver', '380', 'EUR', 4),
      course('advanced', 'padi', 'Advanced Open Water Diver', '300', 'EUR', 2),
      course('nitrox', 'ssi', 'Enriched Air Nitrox', '150', 'EUR', 1),
    ],
    siteKeys: ['eg-lighthouse-reef', 'eg-blue-hole', 'eg-the-bells', 'eg-the-canyon'],
  },
  {
    key: 'demo-sample-lagoon-resort',
    kind: 'resort',
    name: 'Sample Lagoon Dive Resort (demo)',
    countryCode: 'EG',
    region: 'Marsa Alam',
    lat: 25.325,
    lng: 34.745,
    agencies: ['ssi', 'padi'],
    services: ['accommodation', 'boat-dives', 'shore-dives', 'nitrox', 'pool', 'equipment-rental', 'transfers'],
    languages: ['en', 'ar', 'it', 'de'],
    hours: daily,
    courses: [course('open-water', 'ssi', 'Open Water Diver', '420', 'EUR', 4), course('refresher', null, null, '70', 'EUR', 1)],
    siteKeys: ['eg-abu-dabbab', 'eg-elphinstone-reef'],
  },
  {
    key: 'demo-sample-liveaboard',
    kind: 'liveaboard',
    name: 'Sample Red Sea Liveaboard (demo)',
    countryCode: 'EG',
    region: 'Southern Red Sea',
    lat: 25.07,
    lng: 34.9,
    agencies: ['padi'],
    services: ['nitrox', 'boat-dives', 'accommodation', 'guided-dives', 'night-dives'],
    languages: ['en', 'de', 'fr'],
    hours: [null, null, null, null, null, null, null],
    courses: [course('nitrox', 'padi', 'Enriched Air Diver', '160', 'EUR', 1), course('deep', 'padi', 'Deep Diver', '250', 'EUR', 2)],
    siteKeys: ['eg-big-brother', 'eg-little-brother', 'eg-daedalus-reef', 'eg-elphinstone-reef'],
  },
  {
    key: 'demo-sample-flamingo-shore-divers',
    kind: 'center',
    name: 'Sample Flamingo Shore Divers (demo)',
    countryCode: 'BQ',
    region: 'Bonaire',
    lat: 12.152,
    lng: -68.277,
    agencies: ['padi', 'naui'],
    services: ['shore-dives', 'boat-dives', 'equipment-rental', 'nitrox', 'night-dives'],
    languages: ['en', 'nl', 'es'],
    hours: daily,
    courses: [course('open-water', 'padi', 'Open Water Diver', '495', 'USD', 4), course('buoyancy', 'padi', 'Peak Performance Buoyancy', '180', 'USD', 1)],
    siteKeys: ['bq-1000-steps', 'bq-karpata', 'bq-klein-bonaire', 'bq-salt-pier', 'bq-hilma-hooker'],
  },
  {
    key: 'demo-sample-cenote-explorers',
    kind: 'center',
    name: 'Sample Cenote Explorers (demo)',
    countryCode: 'MX',
    region: 'Tulum, Quintana Roo',
    lat: 20.213,
    lng: -87.466,
    agencies: ['gue', 'sdi-tdi', 'padi'],
    services: ['technical-diving', 'guided-dives', 'equipment-rental', 'nitrox'],
    languages: ['es', 'en', 'fr'],
    hours: sundayOff,
    courses: [course('cave', 'gue', 'Cave 1', '1200', 'USD', 5), course('sidemount', 'sdi-tdi', 'Sidemount Diver', '450', 'USD', 2), course('open-water', 'padi', 'Open Water Diver', '450', 'USD', 4)],
    siteKeys: ['mx-cenote-dos-ojos', 'mx-gran-cenote', 'mx-cenote-carwash', 'mx-cenote-angelita'],
  },
  {
    key: 'demo-sample-harbour-divers',
    kind: 'center',
    name: 'Sample Harbour Divers (demo)',
    countryCode: 'AU',
    region: 'Sydney, New South Wales',
    lat: -33.835,
    lng: 151.27,
    agencies: ['ssi', 'padi'],
    services: ['shore-dives', 'boat-dives', 'equipment-rental', 'equipment-sales', 'equipment-service', 'pool'],
    languages: ['en', 'zh', 'ja'],
    hours: sundayOff,
    courses: [course('open-water', 'ssi', 'Open Water Diver', '599', 'AUD', 3), course('drysuit', 'ssi', 'Dry Suit Diving', '250', 'AUD', 1)],
    siteKeys: ['au-shelly-beach', 'au-gordons-bay', 'au-bare-island'],
  },
  {
    key: 'demo-sample-costa-brava-diving',
    kind: 'center',
    name: 'Sample Costa Brava Diving (demo)',
    countryCode: 'ES',
    region: 'Costa Brava, Catalonia',
    lat: 42.05,
    lng: 3.19,
    agencies: ['cmas', 'padi'],
    services: ['boat-dives', 'nitrox', 'equipment-rental', 'guided-dives'],
    languages: ['es', 'en', 'fr', 'de'],
    hours: sundayOff,
    courses: [course('open-water', 'cmas', 'One Star Diver', '390', 'EUR', 4), course('try-dive', null, null, '75', 'EUR', 1)],
    siteKeys: ['es-medes-islands'],
  },
  {
    key: 'demo-sample-gozo-dive-lodge',
    kind: 'resort',
    name: 'Sample Gozo Dive Lodge (demo)',
    countryCode: 'MT',
    region: 'Gozo',
    lat: 36.045,
    lng: 14.25,
    agencies: ['bsac', 'padi', 'iantd'],
    services: ['accommodation', 'shore-dives', 'technical-diving', 'nitrox', 'rebreather', 'equipment-rental'],
    languages: ['en', 'it', 'de'],
    hours: daily,
    courses: [course('open-water', 'bsac', 'Ocean Diver', '420', 'EUR', 4), course('technical', 'iantd', 'Advanced Nitrox', '520', 'EUR', 3)],
    siteKeys: ['mt-blue-hole', 'mt-inland-sea', 'mt-reqqa-point', 'mt-wied-il-g-asri', 'mt-xatt-l-a-mar'],
  },
  {
    key: 'demo-sample-tulamben-bay-resort',
    kind: 'resort',
    name: 'Sample Black Sand Dive Resort (demo)',
    countryCode: 'ID',
    region: 'Tulamben, Bali',
    lat: -8.28,
    lng: 115.6,
    agencies: ['padi', 'ssi'],
    services: ['accommodation', 'shore-dives', 'pool', 'guided-dives', 'night-dives', 'transfers'],
    languages: ['en', 'id', 'ru'],
    hours: daily,
    courses: [course('open-water', 'padi', 'Open Water Diver', '6500000', 'IDR', 3), course('try-dive', 'padi', 'Discover Scuba Diving', '1200000', 'IDR', 1)],
    siteKeys: ['id-usat-liberty', 'id-jemeluk-bay'],
  },
  {
    key: 'demo-sample-sardine-coast-divers',
    kind: 'center',
    name: 'Sample Sardine Coast Divers (demo)',
    countryCode: 'PH',
    region: 'Moalboal, Cebu',
    lat: 9.945,
    lng: 123.37,
    agencies: ['padi', 'raid'],
    services: ['shore-dives', 'boat-dives', 'equipment-rental', 'nitrox', 'snorkelling'],
    languages: ['en', 'tl', 'ko', 'de'],
    hours: daily,
    courses: [course('open-water', 'padi', 'Open Water Diver', '19000', 'PHP', 3), course('rescue', 'raid', 'Rescue Diver', '17000', 'PHP', 3)],
    siteKeys: ['ph-panagsama-beach', 'ph-pescador-island'],
  },
];

const KIND_WORDS = {
  en: { center: 'dive centre', resort: 'dive resort', liveaboard: 'liveaboard' },
  es: { center: 'centro de buceo', resort: 'resort de buceo', liveaboard: 'barco vida a bordo' },
} as const;

function describe(kind: DemoCenter['kind']) {
  return {
    en: `Sample listing: an invented ${KIND_WORDS.en[kind]}, added to the demo data to show how centre pages work. Its name, contact details, courses, prices and opening hours are examples; nothing here describes a real business.`,
    es: `Ficha de ejemplo: un ${KIND_WORDS.es[kind]} inventado, incluido en los datos de demostración para mostrar cómo son las páginas de los centros. Su nombre, contacto, cursos, precios y horario son ejemplos; nada de esto describe un negocio real.`,
  };
}

/** Inserts the sample centres with their courses and visited sites; returns how many were added. */
export async function seedDemoCenters(client: PoolClient): Promise<number> {
  let added = 0;
  for (const center of DEMO_CENTERS) {
    const slug = center.key.replace(/^demo-/, '');
    const hours = center.hours.some(Boolean) ? JSON.stringify(center.hours.map((day) => (day ? { open: day[0], close: day[1] } : null))) : null;
    const courseTypes = [...new Set(center.courses.map((item) => item.type))].sort();
    const inserted = await client.query<{ id: number }>(
      `insert into dive_center (seed_key, is_seed, kind, name, description, lat, lng, country_code, region, email, website,
         agencies, primary_agency, services, languages, opening_hours, course_types, verification, status)
       values ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'unverified', 'published')
       on conflict (seed_key) do nothing
       returning id`,
      [
        center.key,
        center.kind,
        center.name,
        JSON.stringify(describe(center.kind)),
        center.lat,
        center.lng,
        center.countryCode,
        center.region,
        `${slug}@example.com`,
        `https://example.com/${slug}`,
        center.agencies,
        center.agencies[0] ?? null,
        center.services,
        center.languages,
        hours,
        courseTypes,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (!id) continue;
    added += 1;
    for (const [position, item] of center.courses.entries()) {
      await client.query(
        `insert into dive_center_course (center_id, course_type, title, agency, price, currency, duration_days, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, item.type, item.title, item.agency, item.price, item.currency, item.days, position],
      );
    }
    await client.query(
      `insert into dive_center_site (center_id, site_id)
       select $1, s.id from dive_site s where s.seed_key = any($2::text[]) and s.status = 'published'
       on conflict do nothing`,
      [id, center.siteKeys],
    );
  }
  return added;
}
