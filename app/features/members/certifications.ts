// The certifications a member can show on their profile: training agency, then the agency's own
// course name. Course names are the agencies' trademarks and stay untranslated.
//
// Source: the project's certification equivalency research (shared reference
// "cert-equivalency.json", rows by agency), which cites BSAC's equivalent-grades list
// (lisburnsac.co.uk, bedsac.co.uk), scubatravel.co.uk's qualifications table, rateyourdive's ISO
// summaries and the agencies' own course pages. `tier` is that research's level column, used to
// order the list; it is not a claim that two courses are interchangeable.

export type CertificationTier =
  | 'entry-supervised'
  | 'entry-autonomous'
  | 'advanced'
  | 'rescue'
  | 'dive-leader'
  | 'advanced-leader'
  | 'assistant-instructor'
  | 'instructor';

export type CertificationLevel = { code: string; name: string; tier: CertificationTier };
export type CertificationAgency = { code: string; name: string; levels: readonly CertificationLevel[] };

export const CERTIFICATION_AGENCIES: readonly CertificationAgency[] = [
  {
    code: 'padi',
    name: 'PADI',
    levels: [
      { code: 'padi-scuba-diver', name: 'Scuba Diver', tier: 'entry-supervised' },
      { code: 'padi-open-water', name: 'Open Water Diver', tier: 'entry-autonomous' },
      { code: 'padi-advanced-open-water', name: 'Advanced Open Water Diver', tier: 'advanced' },
      { code: 'padi-rescue', name: 'Rescue Diver', tier: 'rescue' },
      { code: 'padi-divemaster', name: 'Divemaster', tier: 'dive-leader' },
      { code: 'padi-assistant-instructor', name: 'Assistant Instructor', tier: 'assistant-instructor' },
      { code: 'padi-instructor', name: 'Open Water Scuba Instructor', tier: 'instructor' },
    ],
  },
  {
    code: 'ssi',
    name: 'SSI',
    levels: [
      { code: 'ssi-scuba-diver', name: 'Scuba Diver', tier: 'entry-supervised' },
      { code: 'ssi-open-water', name: 'Open Water Diver', tier: 'entry-autonomous' },
      { code: 'ssi-advanced-open-water', name: 'Advanced Adventurer / Advanced Open Water Diver', tier: 'advanced' },
      { code: 'ssi-stress-rescue', name: 'Diver Stress & Rescue', tier: 'rescue' },
      { code: 'ssi-dive-guide', name: 'Dive Guide', tier: 'dive-leader' },
      { code: 'ssi-instructor', name: 'Assistant Instructor / Open Water Instructor', tier: 'instructor' },
    ],
  },
  {
    code: 'naui',
    name: 'NAUI',
    levels: [
      { code: 'naui-scuba-diver', name: 'Scuba Diver', tier: 'entry-autonomous' },
      { code: 'naui-advanced-scuba', name: 'Advanced Scuba Diver', tier: 'advanced' },
      { code: 'naui-scuba-rescue', name: 'Scuba Rescue Diver', tier: 'rescue' },
      { code: 'naui-divemaster', name: 'Divemaster', tier: 'dive-leader' },
      { code: 'naui-instructor', name: 'Instructor', tier: 'instructor' },
    ],
  },
  {
    code: 'cmas',
    name: 'CMAS',
    levels: [
      { code: 'cmas-1-star', name: 'One Star Diver', tier: 'entry-autonomous' },
      { code: 'cmas-2-star', name: 'Two Star Diver', tier: 'rescue' },
      { code: 'cmas-3-star', name: 'Three Star Diver', tier: 'dive-leader' },
      { code: 'cmas-instructor', name: 'One/Two/Three Star Instructor', tier: 'instructor' },
    ],
  },
  {
    code: 'bsac',
    name: 'BSAC',
    levels: [
      { code: 'bsac-ocean-diver', name: 'Ocean Diver', tier: 'entry-autonomous' },
      { code: 'bsac-sports-diver', name: 'Sports Diver', tier: 'rescue' },
      { code: 'bsac-dive-leader', name: 'Dive Leader', tier: 'dive-leader' },
      { code: 'bsac-advanced-diver', name: 'Advanced Diver', tier: 'advanced-leader' },
      { code: 'bsac-instructor', name: 'Club / Open Water / Advanced Instructor', tier: 'instructor' },
    ],
  },
  {
    code: 'sdi',
    name: 'SDI',
    levels: [
      { code: 'sdi-supervised', name: 'Supervised Diver', tier: 'entry-supervised' },
      { code: 'sdi-open-water', name: 'Open Water Scuba Diver', tier: 'entry-autonomous' },
      { code: 'sdi-advanced-adventure', name: 'Advanced Adventure Diver', tier: 'advanced' },
      { code: 'sdi-rescue', name: 'Rescue Diver', tier: 'rescue' },
      { code: 'sdi-divemaster', name: 'Divemaster', tier: 'dive-leader' },
    ],
  },
  {
    code: 'raid',
    name: 'RAID',
    levels: [
      { code: 'raid-open-water-20', name: 'Open Water 20', tier: 'entry-autonomous' },
      { code: 'raid-advanced-open-water', name: 'Advanced Open Water', tier: 'advanced' },
    ],
  },
  {
    code: 'gue',
    name: 'GUE',
    levels: [
      { code: 'gue-rec-1', name: 'Recreational Diver Level 1', tier: 'entry-autonomous' },
      { code: 'gue-rec-3', name: 'Recreational Diver Level 3', tier: 'dive-leader' },
    ],
  },
];

export function findAgency(code: string | null | undefined): CertificationAgency | undefined {
  return code ? CERTIFICATION_AGENCIES.find((agency) => agency.code === code) : undefined;
}

export function findLevel(agencyCode: string | null | undefined, levelCode: string | null | undefined): CertificationLevel | undefined {
  return levelCode ? findAgency(agencyCode)?.levels.find((level) => level.code === levelCode) : undefined;
}

/** "PADI Advanced Open Water Diver", or just the agency when no level is chosen. */
export function certificationLabel(agencyCode: string | null | undefined, levelCode: string | null | undefined): string | null {
  const agency = findAgency(agencyCode);
  if (!agency) return null;
  const level = findLevel(agencyCode, levelCode);
  return level ? `${agency.name} ${level.name}` : agency.name;
}

/** The tiers, lowest first: a higher rank meets every lower tier's minimum. */
const TIER_RANK: Record<CertificationTier, number> = {
  'entry-supervised': 0,
  'entry-autonomous': 1,
  advanced: 2,
  rescue: 3,
  'dive-leader': 4,
  'advanced-leader': 5,
  'assistant-instructor': 6,
  instructor: 7,
};

export function tierRank(tier: CertificationTier): number {
  return TIER_RANK[tier];
}

/**
 * Whether a certification of tier `held` meets a trip's minimum (none asked: always). Levels of
 * different agencies meet the same minimum through their tiers: an SSI Advanced Adventurer meets a
 * PADI Advanced Open Water minimum.
 */
export function meetsTier(held: CertificationTier, required: string | null): boolean {
  if (!required) return true;
  const needed = TIER_RANK[required as CertificationTier];
  return needed === undefined || TIER_RANK[held] >= needed;
}
