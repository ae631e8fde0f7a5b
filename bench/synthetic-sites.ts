// Synthetic dive sites for the benchmarks at scale: each lies near a real seed site (most within
// ~30 km, some farther out), with random types, levels, depths, months, ratings and photos, so that
// searches and filters meet realistic selectivity. Labelled 'synthetic benchmark data'.
import type pg from 'pg';
import { ENTRIES, LEVELS, SITE_TYPES } from '../app/features/sites/site-vocabulary.ts';
import { readSeedSites } from '../db/seed/index.ts';

const BATCH = 5_000;

/** Deterministic random numbers, so runs can be compared (the benches' one generator). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Coral', 'Garden', 'Manta', 'Turtle', 'Shark', 'Canyon', 'Arch', 'Drop', 'Bay', 'Point', 'Bommie', 'Cove', 'Ledge', 'Reef', 'Wall', 'Wreck', 'Cave', 'Pinnacle', 'Lagoon', 'Channel'];

export async function seedSynthetic(pool: pg.Pool, count: number): Promise<void> {
  const anchors = readSeedSites();
  if (!anchors.length) throw new Error('The seed list (db/seed/data/sites/) is empty');
  const next = seededRandom(20261122);
  const pickOne = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Math.min(BATCH, count - start);
    const columns: Record<string, unknown[]> = { name: [], country: [], region: [], lat: [], lng: [], types: [], level: [], entry: [], dmin: [], dmax: [], months: [], rating: [], ratings: [], photos: [] };
    for (let i = 0; i < rows; i++) {
      const n = start + i + 1;
      const anchor = pickOne(anchors);
      // Around a real dive area: most within ~30 km, some farther out.
      const spread = next() < 0.8 ? 0.3 : 2;
      const lat = Math.max(-85, Math.min(85, anchor.lat + (next() - 0.5) * spread));
      const lng = ((((anchor.lng + (next() - 0.5) * spread + 180) % 360) + 360) % 360) - 180;
      const type = pickOne(SITE_TYPES);
      const depthMax = Math.round(5 + next() * 55);
      const rated = next() < 0.3;
      columns.name!.push(`Synthetic ${pickOne(WORDS)} ${pickOne(WORDS)} ${n}`);
      columns.country!.push(anchor.countryCode);
      columns.region!.push(anchor.region);
      columns.lat!.push(lat);
      columns.lng!.push(lng);
      columns.types!.push(next() < 0.3 ? `{${type},${pickOne(SITE_TYPES)}}` : `{${type}}`);
      columns.level!.push(next() < 0.2 ? null : pickOne(LEVELS));
      columns.entry!.push(`{${pickOne(ENTRIES)}}`);
      columns.dmin!.push(Math.round(next() * 5));
      columns.dmax!.push(depthMax);
      const first = 1 + Math.floor(next() * 12);
      columns.months!.push(`{${[0, 1, 2].map((k) => ((first + k - 1) % 12) + 1).join(',')}}`);
      columns.rating!.push(rated ? (1 + next() * 4).toFixed(2) : null);
      columns.ratings!.push(rated ? 1 + Math.floor(next() * 40) : 0);
      columns.photos!.push(next() < 0.25 ? 1 + Math.floor(next() * 5) : 0);
    }
    await pool.query(
      `insert into dive_site (name, country_code, region, lat, lng, site_types, level, entry, depth_min_m, depth_max_m, best_months,
         rating_average, rating_count, photo_count, source, status)
       select name, country, region, lat, lng, types::text[], level, entry::text[], dmin, dmax, months::smallint[],
         rating::numeric, ratings, photos, 'synthetic benchmark data', 'published'
       from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::text[], $7::text[], $8::text[],
                   $9::float8[], $10::float8[], $11::text[], $12::text[], $13::int[], $14::int[])
         as t(name, country, region, lat, lng, types, level, entry, dmin, dmax, months, rating, ratings, photos)`,
      [columns.name, columns.country, columns.region, columns.lat, columns.lng, columns.types, columns.level, columns.entry, columns.dmin, columns.dmax, columns.months, columns.rating, columns.ratings, columns.photos],
    );
  }
}
