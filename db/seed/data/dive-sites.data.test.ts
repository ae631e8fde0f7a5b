import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { SeedFact, SeedSite } from '../index.ts';

type SeedDiveSite = SeedSite & { region: string };

const FIELDS = [
  'key',
  'name',
  'aliases',
  'countryCode',
  'region',
  'lat',
  'lng',
  'positionPrecisionM',
  'siteTypes',
  'entry',
  'depthMinM',
  'depthMaxM',
  'level',
  'bestMonths',
  'marineLife',
  'notice',
  'diveStatus',
  'diveStatusSince',
  'sources',
  'sourceNote',
];

const FACTS = new Set<SeedFact>(['position', 'siteTypes', 'entry', 'depth', 'level', 'bestMonths', 'marineLife', 'notice', 'diveStatus']);
const DIVE_STATUSES = new Set(['open', 'closed', 'snorkel-only', 'cage-only', 'permit-required']);


const SITE_TYPES = new Set([
  'reef',
  'wall',
  'wreck',
  'cave',
  'cavern',
  'drift',
  'muck',
  'pinnacle',
  'kelp',
  'lake',
  'blue-hole',
  'cenote',
  'fissure',
  'quarry',
  'seamount',
  'channel',
  'lagoon',
  'river',
  'artificial-reef',
]);
const ENTRIES = new Set(['shore', 'boat']);
const LEVELS = new Set(['beginner', 'intermediate', 'advanced', 'technical']);

// Other parts of the app (home page picks, search examples) refer to these sites by key.
const REQUIRED_KEYS = [
  'bz-great-blue-hole',
  'eg-blue-hole',
  'mt-blue-hole',
  'eg-ss-thistlegorm',
  'my-barracuda-point',
  'eg-shark-and-yolanda-reef',
  'au-ss-yongala',
  'is-silfra',
  'th-richelieu-rock',
  'id-manta-point',
  'pw-blue-corner',
];

// Distinct sites that genuinely lie within 100 m of each other, checked by hand. Keep it short.
const CLOSE_PAIRS_ALLOWED = new Set<string>([
  // The Spar was sunk a few hundred feet from the Aeolus; their published marks are about 65 m apart.
  'us-uscgc-spar ~ us-uss-aeolus',
]);

const SITES_DIR = new URL('./sites/', import.meta.url);
const files = readdirSync(SITES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, sites: JSON.parse(readFileSync(new URL(name, SITES_DIR), 'utf8')) as SeedDiveSite[] }));
const sites = files.flatMap((file) => file.sites);

/** The sources that support one fact of a site; two from one web site count once. */
function sourcesFor(s: SeedDiveSite, fact: SeedFact) {
  return s.sources.filter((source) => source.fields.includes(fact));
}
function independentSources(s: SeedDiveSite, fact: SeedFact): number {
  return new Set(sourcesFor(s, fact).map((source) => (source.url ? new URL(source.url).hostname.replace(/^www\./, '') : source.title))).size;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function distanceMetres(a: SeedDiveSite, b: SeedDiveSite): number {
  const r = 6_371_000;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim() === x && x.length > 0);
}

describe('seed dive sites dataset', () => {
  it('is large and broad enough to be a useful seed', () => {
    expect(Array.isArray(sites)).toBe(true);
    expect(sites.length).toBeGreaterThanOrEqual(500);
    expect(new Set(sites.map((s) => s.countryCode)).size).toBeGreaterThanOrEqual(90);
  });

  it('gives every site exactly the documented fields with the right shapes', () => {
    for (const s of sites) {
      expect(Object.keys(s).sort(), s.key).toEqual([...FIELDS].sort());
      expect(typeof s.name === 'string' && s.name.trim().length > 0, s.key).toBe(true);
      expect(s.name.trim(), s.key).toBe(s.name);
      expect(isStringArray(s.aliases), s.key).toBe(true);
      expect(s.aliases, s.key).not.toContain(s.name);
      expect(new Set(s.aliases).size, s.key).toBe(s.aliases.length);
      expect(typeof s.region === 'string' && s.region.trim().length > 0, s.key).toBe(true);
      expect(s.region.length, s.key).toBeLessThanOrEqual(80);
      expect(isStringArray(s.marineLife), s.key).toBe(true);
      for (const animal of s.marineLife) expect(animal, s.key).toBe(animal.toLowerCase());
    }
  });

  it('uses unique keys that follow the slug rule', () => {
    const keys = sites.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of sites) {
      expect(s.key, s.name).toMatch(/^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(s.key.startsWith(`${s.countryCode.toLowerCase()}-`), s.key).toBe(true);
    }
  });

  it('contains the well-known sites other features rely on', () => {
    const keys = new Set(sites.map((s) => s.key));
    for (const key of REQUIRED_KEYS) expect(keys.has(key), key).toBe(true);
  });

  it('uses real ISO 3166-1 alpha-2 country codes', () => {
    for (const s of sites) {
      expect(s.countryCode, s.key).toMatch(/^[A-Z]{2}$/);
      const name = regionNames.of(s.countryCode);
      expect(name, s.key).toBeTruthy();
      expect(name, s.key).not.toBe(s.countryCode);
    }
  });

  it('places every site at valid WGS84 coordinates with sensible precision', () => {
    for (const s of sites) {
      expect(Number.isFinite(s.lat) && s.lat >= -90 && s.lat <= 90, s.key).toBe(true);
      expect(Number.isFinite(s.lng) && s.lng >= -180 && s.lng <= 180, s.key).toBe(true);
      // About 10 m is already finer than the data can claim; more digits would suggest false accuracy.
      expect(Math.round(s.lat * 1e4) / 1e4, s.key).toBe(s.lat);
      expect(Math.round(s.lng * 1e4) / 1e4, s.key).toBe(s.lng);
    }
  });

  it('uses only the allowed site types and entry methods', () => {
    for (const s of sites) {
      expect(s.siteTypes.length, s.key).toBeGreaterThan(0);
      expect(new Set(s.siteTypes).size, s.key).toBe(s.siteTypes.length);
      for (const t of s.siteTypes) expect(SITE_TYPES.has(t), `${s.key}: ${t}`).toBe(true);
      expect(new Set(s.entry).size, s.key).toBe(s.entry.length);
      for (const e of s.entry) expect(ENTRIES.has(e), `${s.key}: ${e}`).toBe(true);
    }
  });

  it('pairs cenotes and blue holes with a general type', () => {
    for (const s of sites) {
      if (s.siteTypes.includes('cenote') && s.key !== 'mx-cenote-angelita') {
        expect(s.siteTypes.some((t) => t === 'cave' || t === 'cavern'), s.key).toBe(true);
      }
    }
  });

  it('keeps depths plausible and ordered when given', () => {
    for (const s of sites) {
      for (const d of [s.depthMinM, s.depthMaxM]) {
        if (d === null) continue;
        expect(typeof d === 'number' && Number.isFinite(d), s.key).toBe(true);
        expect(d, s.key).toBeGreaterThanOrEqual(0);
        expect(d, s.key).toBeLessThanOrEqual(200);
      }
      if (s.depthMinM !== null && s.depthMaxM !== null) {
        expect(s.depthMinM, s.key).toBeLessThanOrEqual(s.depthMaxM);
      }
    }
  });

  it('uses a known level or none', () => {
    for (const s of sites) {
      if (s.level !== null) expect(LEVELS.has(s.level), s.key).toBe(true);
    }
  });

  it('has no duplicate name within a country', () => {
    const seen = new Set<string>();
    for (const s of sites) {
      const id = `${s.countryCode}|${s.name.toLowerCase()}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('has no two sites within 100 m of each other unless checked by hand', () => {
    const tooClose: string[] = [];
    for (let i = 0; i < sites.length; i++) {
      for (let j = i + 1; j < sites.length; j++) {
        const a = sites[i]!;
        const b = sites[j]!;
        if (Math.abs(a.lat - b.lat) > 0.01) continue;
        if (distanceMetres(a, b) < 100) {
          const pair = [a.key, b.key].sort().join(' ~ ');
          if (!CLOSE_PAIRS_ALLOWED.has(pair)) tooClose.push(pair);
        }
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('says where every site’s facts come from', () => {
    for (const s of sites) {
      expect(typeof s.sourceNote === 'string' && s.sourceNote.trim().length > 0, s.key).toBe(true);
      expect(Array.isArray(s.sources), s.key).toBe(true);
      for (const source of s.sources) {
        expect(Object.keys(source).sort(), s.key).toEqual(['fields', 'title', 'url']);
        expect(source.title.trim().length, s.key).toBeGreaterThan(0);
        if (source.url !== null) expect(source.url, s.key).toMatch(/^https:\/\/[^\s]+$/);
        expect(source.fields.length, s.key).toBeGreaterThan(0);
        for (const fact of source.fields) expect(FACTS.has(fact), `${s.key}: ${fact}`).toBe(true);
      }
    }
  });

  it('backs a depth or a level with two independent sources, and other filled facts with one', () => {
    for (const s of sites) {
      if (s.depthMinM !== null || s.depthMaxM !== null) expect(independentSources(s, 'depth'), `${s.key}: depth`).toBeGreaterThanOrEqual(2);
      if (s.level !== null) expect(independentSources(s, 'level'), `${s.key}: level`).toBeGreaterThanOrEqual(2);
      if (s.bestMonths.length > 0) expect(sourcesFor(s, 'bestMonths').length, `${s.key}: bestMonths`).toBeGreaterThanOrEqual(1);
      if (s.notice !== null) expect(sourcesFor(s, 'notice').length, `${s.key}: notice`).toBeGreaterThanOrEqual(1);
      if (s.diveStatus !== null) expect(sourcesFor(s, 'diveStatus').length, `${s.key}: diveStatus`).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives a known dive status, with a date only beside a status', () => {
    for (const s of sites) {
      if (s.diveStatus !== null) expect(DIVE_STATUSES.has(s.diveStatus), s.key).toBe(true);
      if (s.diveStatusSince !== null) {
        expect(s.diveStatus, s.key).not.toBeNull();
        expect(s.diveStatusSince, s.key).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      }
    }
  });

  it('marks the sites where scuba is closed or impossible', () => {
    const status = new Map(sites.map((s) => [s.key, s.diveStatus]));
    expect(status.get('gb-hms-hood-1891')).toBe('closed');
    expect(status.get('au-ex-hmas-adelaide')).toBe('closed');
    expect(status.get('mx-guadalupe-island')).toBe('closed');
    for (const key of ['mv-hanifaru-bay', 'tz-chumbe-island-coral-park', 'pw-jellyfish-lake', 'id-kakaban-jellyfish-lake', 'dj-bay-of-ghoubbet']) expect(status.get(key), key).toBe('snorkel-only');
    expect(status.get('za-shark-alley')).toBe('cage-only');
  });

  it('gives best months as distinct month numbers, and notices in both languages', () => {
    for (const s of sites) {
      expect(new Set(s.bestMonths).size, s.key).toBe(s.bestMonths.length);
      for (const month of s.bestMonths) expect(Number.isInteger(month) && month >= 1 && month <= 12, s.key).toBe(true);
      if (s.notice !== null) {
        expect(Object.keys(s.notice).sort(), s.key).toEqual(['en', 'es']);
        expect(s.notice.en.trim().length && s.notice.es.trim().length, s.key).toBeGreaterThan(0);
      }
    }
  });

  it('says how precise each position is', () => {
    for (const s of sites) expect([10, 100, 1000, 5000].includes(s.positionPrecisionM), s.key).toBe(true);
  });

  it('is sorted by country code, then name, within each file', () => {
    for (const file of files) {
      for (let i = 1; i < file.sites.length; i++) {
        const a = file.sites[i - 1]!;
        const b = file.sites[i]!;
        const order = a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name, 'en');
        expect(order, `${file.name}: ${a.key} before ${b.key}`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('keeps each country in one regional file', () => {
    const fileOf = new Map<string, string>();
    for (const file of files) {
      for (const s of file.sites) {
        expect(fileOf.get(s.countryCode) ?? file.name, s.key).toBe(file.name);
        fileOf.set(s.countryCode, file.name);
      }
    }
  });
});
