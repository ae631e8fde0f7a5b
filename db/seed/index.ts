// Demo data for a fresh database: loaded once, on the first start with an empty database.
// Every seeded row says it is seed data, and seeded facts are only those in db/seed/data.
import { readdirSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { seedDemoCenters } from './demo-centers.ts';
import { seedDemoDives } from './demo-dives.ts';
import { seedDemoFollows } from './demo-follows.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoTrips } from './demo-trips.ts';

const DEMO_DATA_KEY = 'demo_data';
const SITES_DIR = new URL('./data/sites/', import.meta.url);

/** Which facts of a seed site a source supports (see db/seed/data/README.md). */
export type SeedFact = 'position' | 'siteTypes' | 'entry' | 'depth' | 'level' | 'bestMonths' | 'marineLife' | 'notice' | 'diveStatus';

/** The fact group (app/features/sites/site-facts.ts: FACT_GROUPS) each seed fact backs: the same names. */
export const SEED_FACT_GROUPS: Record<SeedFact, string> = {
  position: 'position',
  siteTypes: 'siteTypes',
  entry: 'entry',
  depth: 'depth',
  level: 'level',
  bestMonths: 'bestMonths',
  marineLife: 'marineLife',
  notice: 'notice',
  diveStatus: 'diveStatus',
};

export type SeedSource = { title: string; url: string | null; fields: SeedFact[] };

export type SeedSite = {
  key: string;
  name: string;
  aliases: string[];
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  /** How far the published position may be from the site, in metres. */
  positionPrecisionM: number;
  siteTypes: string[];
  entry: string[];
  depthMinM: number | null;
  depthMaxM: number | null;
  level: string | null;
  /** Month numbers 1..12. */
  bestMonths: number[];
  marineLife: string[];
  /** Something a diver must know before going (a protected area, a cage-only dive), in both languages. */
  notice: { en: string; es: string } | null;
  /** Whether scuba is open there (closed, snorkel-only, cage-only, permit-required, open), or null; and since when. */
  diveStatus: string | null;
  diveStatusSince: string | null;
  sources: SeedSource[];
  sourceNote: string;
};

/** Every seed site, from the regional files in db/seed/data/sites/, in a stable order. */
export function readSeedSites(): SeedSite[] {
  const files = readdirSync(SITES_DIR).filter((name) => name.endsWith('.json')).sort();
  return files.flatMap((name) => JSON.parse(readFileSync(new URL(name, SITES_DIR), 'utf8')) as SeedSite[]);
}

/**
 * A seed site's facts as the app keeps them (app/features/sites/site-facts.ts: SiteFacts), each fact
 * group with the sources that back it: "Depth: 30 m · sources: Title A, Title B" on the listing page.
 */
export function seedFacts(site: SeedSite) {
  const factSources: Record<string, Array<{ kind: 'web' | 'book'; title: string; url: string | null }>> = {};
  for (const source of site.sources) {
    for (const field of source.fields) {
      const group = SEED_FACT_GROUPS[field];
      if (!group) continue;
      (factSources[group] ??= []).push({ kind: source.url ? 'web' : 'book', title: source.title, url: source.url });
    }
  }
  return {
    name: site.name,
    aliases: site.aliases,
    countryCode: site.countryCode,
    region: site.region,
    lat: site.lat,
    lng: site.lng,
    positionPrecisionM: site.positionPrecisionM,
    siteTypes: site.siteTypes,
    depthMinM: site.depthMinM,
    depthMaxM: site.depthMaxM,
    level: site.level,
    entry: site.entry,
    current: null,
    visibilityMinM: null,
    visibilityMaxM: null,
    waterTempByMonth: null,
    bestMonths: [...site.bestMonths].sort((a, b) => a - b),
    marineLife: site.marineLife,
    hazards: [],
    accessNotes: null,
    description: {},
    notice: site.notice,
    diveStatus: site.diveStatus,
    diveStatusSince: site.diveStatusSince,
    factSources,
  };
}

/** Loads the demo data unless it was loaded before or the database already holds dive sites. */
export async function seedDemoDataOnce(pool: Pool, log: Logger): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Two servers starting at once against one database must not both seed.
    await client.query('lock table app_meta in exclusive mode');
    const done = await client.query('select 1 from app_meta where key = $1', [DEMO_DATA_KEY]);
    const existing = await client.query('select 1 from dive_site limit 1');
    if (done.rowCount || existing.rowCount) {
      await client.query('rollback');
      return false;
    }
    const sites = readSeedSites();
    for (const site of sites) {
      const facts = seedFacts(site);
      const inserted = await client.query<{ id: number }>(
        `insert into dive_site (seed_key, name, aliases, country_code, region, lat, lng, position_precision_m, site_types, entry,
           depth_min_m, depth_max_m, level, best_months, marine_life, notice, fact_sources, source, dive_status, dive_status_since, is_seed, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, true, 'published')
         returning id`,
        [site.key, site.name, site.aliases, site.countryCode, site.region, site.lat, site.lng, site.positionPrecisionM, site.siteTypes, site.entry,
          site.depthMinM, site.depthMaxM, site.level, site.bestMonths, site.marineLife, site.notice, facts.factSources, site.sourceNote, site.diveStatus, site.diveStatusSince],
      );
      // The site's history starts with the seed's version of its facts.
      await client.query(
        `insert into dive_site_revision (site_id, version, author_id, kind, changed_fields, facts) values ($1, 1, null, 'seed', '{}', $2)`,
        [inserted.rows[0]!.id, facts],
      );
    }
    const centers = await seedDemoCenters(client);
    const members = await seedDemoMembers(client);
    const offers = await seedDemoOffers(client);
    const articles = await seedDemoNews(client);
    const trips = await seedDemoTrips(client);
    const dives = await seedDemoDives(client);
    const follows = await seedDemoFollows(client);
    await client.query('insert into app_meta (key, value) values ($1, $2)', [
      DEMO_DATA_KEY,
      JSON.stringify({ seededAt: new Date().toISOString(), sites: sites.length, centers, members, offers, articles, trips, dives, follows }),
    ]);
    await client.query('commit');
    log.info({ sites: sites.length, centers, members, offers, articles, trips, dives, follows }, 'demo data loaded');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
