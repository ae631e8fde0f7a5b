// A site's facts as one value (what a revision keeps, what a suggestion proposes), grouped the way
// members think of them: "the depth" is its two bounds, "the position" its two coordinates. A
// change, its diff and its source are counted per group, and each group carries its own sources.
import type { FactSource, FactSources, LocalizedText, MonthlyTemperature } from '../../../db/schema/sites.ts';

export type SiteFacts = {
  name: string;
  aliases: string[];
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  positionPrecisionM: number | null;
  siteTypes: string[];
  depthMinM: number | null;
  depthMaxM: number | null;
  level: string | null;
  entry: string[];
  current: string | null;
  visibilityMinM: number | null;
  visibilityMaxM: number | null;
  waterTempByMonth: MonthlyTemperature[] | null;
  bestMonths: number[];
  marineLife: string[];
  hazards: string[];
  accessNotes: string | null;
  description: LocalizedText;
  notice: LocalizedText | null;
  /** Whether scuba is open at the site (site-vocabulary.ts: DIVE_STATUSES), and since when. */
  diveStatus: string | null;
  diveStatusSince: string | null;
  factSources: FactSources;
};

/** The fact groups, in the order a page lists them, with the fields each one holds. */
export const FACT_GROUPS = {
  name: ['name'],
  aliases: ['aliases'],
  place: ['countryCode', 'region'],
  position: ['lat', 'lng'],
  siteTypes: ['siteTypes'],
  depth: ['depthMinM', 'depthMaxM'],
  level: ['level'],
  entry: ['entry'],
  current: ['current'],
  visibility: ['visibilityMinM', 'visibilityMaxM'],
  waterTemp: ['waterTempByMonth'],
  bestMonths: ['bestMonths'],
  marineLife: ['marineLife'],
  hazards: ['hazards'],
  access: ['accessNotes'],
  description: ['description'],
  notice: ['notice'],
  diveStatus: ['diveStatus', 'diveStatusSince'],
} as const satisfies Record<string, ReadonlyArray<keyof SiteFacts>>;

export type FactGroup = keyof typeof FACT_GROUPS;
export const FACT_GROUP_NAMES = Object.keys(FACT_GROUPS) as FactGroup[];

export function isFactGroup(value: unknown): value is FactGroup {
  return typeof value === 'string' && value in FACT_GROUPS;
}

/**
 * The facts a diver's safety rests on: how deep, for whom, what to know before going and whether
 * scuba is allowed at all. A change of one of them without a source is published only when a
 * moderator says so on purpose.
 */
export const SAFETY_GROUPS = ['depth', 'level', 'notice', 'diveStatus'] as const satisfies readonly FactGroup[];

export function touchesSafety(groups: readonly string[]): boolean {
  return groups.some((group) => (SAFETY_GROUPS as readonly string[]).includes(group));
}

/** True when a change would publish a safety fact with no source: a moderator must then say so on purpose. */
export function needsUnsourcedConfirmation(source: FactSource, changed: readonly string[]): boolean {
  return source.kind === 'none' && touchesSafety(changed);
}

type FactRow = Omit<SiteFacts, 'notice' | 'factSources' | 'positionPrecisionM' | 'diveStatus' | 'diveStatusSince'> & {
  notice: LocalizedText | null;
  factSources: FactSources | null;
  positionPrecisionM: number | null;
  diveStatus?: string | null;
  diveStatusSince?: string | null;
};

/** The facts of a stored site (a dive_site row or a SiteDetail). */
export function factsOf(site: FactRow): SiteFacts {
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
    current: site.current,
    visibilityMinM: site.visibilityMinM,
    visibilityMaxM: site.visibilityMaxM,
    waterTempByMonth: site.waterTempByMonth?.some(Boolean) ? site.waterTempByMonth : null,
    bestMonths: [...site.bestMonths].sort((a, b) => a - b),
    marineLife: site.marineLife,
    hazards: site.hazards,
    accessNotes: site.accessNotes,
    description: site.description ?? {},
    notice: site.notice && (site.notice.en || site.notice.es) ? site.notice : null,
    diveStatus: site.diveStatus ?? null,
    diveStatusSince: site.diveStatus ? (site.diveStatusSince ?? null) : null,
    factSources: site.factSources ?? {},
  };
}

const SETS = new Set<keyof SiteFacts>(['siteTypes', 'entry', 'bestMonths']);

/** One group's value, comparable with JSON: missing and empty descriptions are the same thing. */
function groupValue(facts: Partial<SiteFacts>, group: FactGroup): string {
  return JSON.stringify(
    FACT_GROUPS[group].map((field) => {
      const value = facts[field];
      if (field === 'description' || field === 'notice') {
        const text = (value ?? {}) as LocalizedText;
        return [text.en ?? '', text.es ?? ''];
      }
      if (field === 'waterTempByMonth') return (value as MonthlyTemperature[] | null | undefined)?.some(Boolean) ? value : null;
      // Sets of choices: the form sends them in its own order, which says nothing.
      if (SETS.has(field)) return [...((value ?? []) as Array<string | number>)].sort();
      return value ?? null;
    }),
  );
}

/** The groups whose value differs between two versions of a site's facts. */
export function changedGroups(before: SiteFacts, after: Partial<SiteFacts>): FactGroup[] {
  return FACT_GROUP_NAMES.filter((group) => FACT_GROUPS[group].every((field) => field in after) && groupValue(before, group) !== groupValue(after, group));
}

/** The fields of the given groups only, as a suggestion keeps them. */
export function pickGroups(facts: SiteFacts, groups: readonly FactGroup[]): Partial<SiteFacts> {
  const picked: Partial<SiteFacts> = {};
  for (const group of groups) for (const field of FACT_GROUPS[group]) Object.assign(picked, { [field]: facts[field] });
  return picked;
}

/**
 * The facts after a change of `groups` to the values in `proposed`, each changed group now carrying
 * `source` as its one source (the new value is what the source says, not what older sources said).
 */
export function applyGroups(current: SiteFacts, proposed: Partial<SiteFacts>, groups: readonly FactGroup[], source: FactSource): SiteFacts {
  const next: SiteFacts = { ...current, factSources: { ...current.factSources } };
  for (const group of groups) {
    for (const field of FACT_GROUPS[group]) if (field in proposed) Object.assign(next, { [field]: proposed[field] });
    next.factSources[group] = [source];
  }
  return next;
}

/** The fact-group columns of dive_site for an update (everything SiteFacts holds). */
export function factColumns(facts: SiteFacts) {
  return {
    name: facts.name,
    aliases: facts.aliases,
    countryCode: facts.countryCode,
    region: facts.region,
    lat: facts.lat,
    lng: facts.lng,
    positionPrecisionM: facts.positionPrecisionM,
    siteTypes: facts.siteTypes,
    depthMinM: facts.depthMinM,
    depthMaxM: facts.depthMaxM,
    level: facts.level,
    entry: facts.entry,
    current: facts.current,
    visibilityMinM: facts.visibilityMinM,
    visibilityMaxM: facts.visibilityMaxM,
    waterTempByMonth: facts.waterTempByMonth,
    bestMonths: facts.bestMonths,
    marineLife: facts.marineLife,
    hazards: facts.hazards,
    accessNotes: facts.accessNotes,
    description: facts.description,
    notice: facts.notice,
    // Versions kept before the status existed have none: going back to one clears it.
    diveStatus: facts.diveStatus ?? null,
    diveStatusSince: facts.diveStatusSince ?? null,
    factSources: facts.factSources,
  };
}

/**
 * Decimal places that show a position no finer than it is known: one step of the last decimal
 * (111 km / 10^d along a meridian) is at least the precision. 1 km gives 2 decimals, 100 m gives 3;
 * a position typed by a member without a stated precision keeps 5 (about a metre).
 */
export function coordinateDecimals(precisionM: number | null | undefined): number {
  if (!precisionM || precisionM <= 0) return 5;
  return Math.min(5, Math.max(1, Math.floor(Math.log10(METRES_PER_DEGREE / precisionM))));
}

const METRES_PER_DEGREE = 111_320;

/** A position rounded to what is known of it, as numbers (for exports, links and structured data). */
export function shownPosition(site: { lat: number; lng: number; positionPrecisionM?: number | null }): { lat: number; lng: number } {
  const factor = 10 ** coordinateDecimals(site.positionPrecisionM);
  return { lat: Math.round(site.lat * factor) / factor, lng: Math.round(site.lng * factor) / factor };
}

/** "27.82, 33.92" with as many decimals as the position deserves. */
export function formatPosition(site: { lat: number; lng: number; positionPrecisionM?: number | null }): string {
  const decimals = coordinateDecimals(site.positionPrecisionM);
  const { lat, lng } = shownPosition(site);
  return `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;
}
