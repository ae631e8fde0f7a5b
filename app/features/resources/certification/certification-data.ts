// Recreational and professional diving certifications mapped to the ISO 24801 (divers) and ISO 24802
// (instructors) levels. Facts transcribed from shared/reference/cert-equivalency.json, each row with the
// sources that support it. Course names are the agencies' own and are not translated; every explanation
// lives in the certification catalogues.

export const AGENCIES = ['PADI', 'SSI', 'NAUI', 'CMAS', 'BSAC', 'SDI', 'RAID', 'GUE'] as const;
export type Agency = (typeof AGENCIES)[number];

export const ISO_LEVELS = ['24801-1', '24801-2', '24801-3', '24802-1', '24802-2'] as const;
export type IsoLevel = (typeof ISO_LEVELS)[number];

/** Our own grouping of courses by what they train for; it orders the tables and suggests comparisons. */
export const STAGES = ['supervised', 'autonomous', 'advanced', 'rescue', 'leader', 'instructor'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * How a course's ISO level is supported:
 * - stated: the sources name the course at that level;
 * - functional: sources call it a functional equivalent of the level;
 * - unverified: commonly claimed, but no primary text could be checked;
 * - disputed: the sources disagree.
 */
export type IsoClaim = 'stated' | 'functional' | 'unverified' | 'disputed';

/** The grades of the British Sub-Aqua Club's list of equivalent qualifications from other agencies. */
export const BSAC_GRADES = ['ocean', 'sports', 'leader', 'above-leader'] as const;
export type BsacGrade = (typeof BSAC_GRADES)[number];

export type Confidence = 'high' | 'medium' | 'low';

export type SourceId = keyof typeof SOURCES;

export type Certification = {
  id: string;
  agency: Agency;
  course: string;
  /** Null when the sources do not agree on what the course trains for. */
  stage: Stage | null;
  iso: readonly IsoLevel[];
  isoClaim: IsoClaim | null;
  minAgeYears: number | null;
  maxDepthM: number | null;
  /**
   * The depth limit in feet as the agency itself publishes it (60 ft beside 18 m, not 59); null when the
   * agency publishes metres only, and the page then converts, rounding down.
   */
  maxDepthFt: number | null;
  /** Where BSAC's equivalence list places the course (for BSAC's own courses, their grade). */
  bsacGrade: BsacGrade | null;
  /** True when the catalogue has a note for it: `certification.note.<id>`. */
  note: boolean;
  confidence: Confidence;
  sources: readonly SourceId[];
};

export const SOURCES = {
  euf: { label: 'EUF Certification International: the ISO 24801 levels', url: 'http://www.euf-certification.org/index.php?id=6628' },
  wikiSupervised: { label: 'Wikipedia: Supervised diver', url: 'https://en.wikipedia.org/wiki/Supervised_diver' },
  wikiAutonomous: { label: 'Wikipedia: Autonomous diver (mirror)', url: 'https://qa.edu.vn/en/Autonomous_diver' },
  wikiLeader: { label: 'Wikipedia: Dive leader', url: 'https://en.wikipedia.org/wiki/Dive_leader' },
  rydSupervised: { label: 'RateYourDive wiki: Supervised diver according to ISO', url: 'https://blog.rateyourdive.com/wiki/supervised-diver-according-to-iso/' },
  rydAutonomous: { label: 'RateYourDive wiki: Autonomous diver', url: 'https://blog.rateyourdive.com/wiki/autonomous-diver/' },
  rydLeader: { label: 'RateYourDive wiki: Dive leader', url: 'https://blog.rateyourdive.com/wiki/dive-leader/' },
  scubaboardClause11: { label: 'ScubaBoard thread quoting ISO 24801-3:2014, clause 11.3', url: 'https://scubaboard.com/community/threads/i-f-up-and-i-am-ashamed.609629/page-25' },
  scubaboardClause4: { label: 'ScubaBoard thread quoting ISO 24801-3:2014, clause 4', url: 'https://scubaboard.com/community/threads/had-my-first-student-today.631525/page-13' },
  iso24802: { label: 'ISO: ISO 24802-2, scuba instructor level 2', url: 'https://sii.isolutions.iso.org/sites/isoorg/contents/data/standard/06/04/60464.html' },
  ennulat: { label: 'Mike Ennulat: equivalency table of diving licences', url: 'https://mike-ennulat.de/scuba-diving/diver-training/19-equivalency-table-of-diving-license' },
  caveHa: { label: 'Cave-HA: diver certification equivalence', url: 'https://cave-ha.com/2023/08/12/diver-certification-equivalence/' },
  scubaTravel: { label: 'Scuba Travel: diving qualifications compared', url: 'http://www.scubatravel.co.uk/training/qualifications.html' },
  indepth: { label: 'InDepth: PADI Junior Open Water', url: 'https://www.indepth.club/scuba-diving-courses/padi-courses/junior-open-water' },
  newAdventures: { label: 'New Adventures Diving: PADI Junior Open Water Diver', url: 'http://newadventuresdiving.co.uk/padi-junior-open-water-diver.html' },
  lisburn: { label: 'Lisburn Sub-Aqua Club: BSAC equivalent grades', url: 'https://lisburnsac.co.uk/page.php?id=85' },
  bedsac: { label: 'Bedford Sub-Aqua Club: qualified with another agency (BSAC list)', url: 'https://www.bedsac.co.uk/open-water-diving/qualified-with-another-agency/' },
  holborn: { label: 'Holborn Scuba London: qualification map', url: 'https://www.holbornscubalondon.co.uk/qualification-map' },
  winenfood: { label: 'Scuba certification age rules explained (secondary source)', url: 'https://winenfood.com/scuba-certification-age-rules-explained' },
  downToScuba: { label: 'Down to Scuba: open water diver certification facts', url: 'https://www.downtoscuba.com/open-water-diver-certification-facts/' },
  diveBuddy: { label: 'DiveBuddy forum thread on NAUI Scuba Diver', url: 'https://www.divebuddy.com/forum_topic.aspx?ForumID=6706' },
  sdiStandards: { label: 'SDI Standards and Procedures, part 2, section 7 (copy)', url: 'https://docslib.org/doc/8120966/7-open-water-scuba-diver' },
  rrs: { label: 'RRS: SDI Open Water Scuba Diver training', url: 'https://rrs.com.hk/products/open-water-scuba-diver-training' },
  raidStudyGuide: { label: 'RAID Open Water 20 study guide: depth limits', url: 'https://scubadiver-ed.com/openwater20/studyGuide/Depth-Limit-for-Training-Level/120100102_24307/' },
  sandton: { label: 'Sandton Scuba: junior open water', url: 'https://sandtonscuba.co.za/junior-open-water/' },
  easternSports: { label: 'Eastern Sports: how deep can you dive with your certification', url: 'https://easternsports.com/blogs/blog/how-deep-can-you-dive-with-your-certification' },
  visualFoodie: { label: 'Open water certification depth standards compared (secondary source)', url: 'https://visualfoodie.com/comparing-open-water-certification-depth-rules' },
  ssiCareer2011: { label: 'SSI: Dive Professional Career Pathway (SSI brochure, 2011)', url: 'https://issuu.com/indigoscuba/docs/diveprofessional_2011_english' },
  oceanFirst: { label: 'Ocean First: the SSI dive professional career path', url: 'https://oceanfirst.blue/professional-training' },
  silverReef: { label: 'Silver Reef Dive Resort: SSI professional programs', url: 'https://www.silverreefdiveresort.net/copy-of-courses' },
  scubaCulture: { label: 'Scuba Culture: SSI Dive Control Specialist', url: 'http://scubaculture.com.au/web/learn/dive-courses/dive-control-specialist/' },
} as const satisfies Record<string, { label: string; url: string }>;

export type IsoLevelFacts = {
  level: IsoLevel;
  /** The European standard with the same content. */
  en: string;
  /** Deepest depth the level allows (recommended for level 1), metres; null when the standard sets none. */
  maxDepthM: number | null;
  minAgeYears: number | null;
  confidence: Confidence;
  sources: readonly SourceId[];
};

export const ISO_LEVEL_FACTS: readonly IsoLevelFacts[] = [
  { level: '24801-1', en: 'EN 14153-1', maxDepthM: 12, minAgeYears: null, confidence: 'high', sources: ['euf', 'wikiSupervised', 'rydSupervised'] },
  { level: '24801-2', en: 'EN 14153-2', maxDepthM: 20, minAgeYears: null, confidence: 'high', sources: ['rydAutonomous', 'wikiAutonomous'] },
  { level: '24801-3', en: 'EN 14153-3', maxDepthM: null, minAgeYears: 18, confidence: 'high', sources: ['wikiLeader', 'rydLeader', 'scubaboardClause11', 'scubaboardClause4'] },
  { level: '24802-1', en: 'EN 14413-1', maxDepthM: null, minAgeYears: null, confidence: 'low', sources: ['scubaboardClause4'] },
  { level: '24802-2', en: 'EN 14413-2', maxDepthM: null, minAgeYears: null, confidence: 'high', sources: ['iso24802'] },
];

const row = (
  id: string,
  agency: Agency,
  course: string,
  stage: Stage | null,
  iso: readonly IsoLevel[],
  isoClaim: IsoClaim | null,
  minAgeYears: number | null,
  maxDepthM: number | null,
  bsacGrade: BsacGrade | null,
  note: boolean,
  confidence: Confidence,
  sources: readonly SourceId[],
): Certification => ({ id, agency, course, stage, iso, isoClaim, minAgeYears, maxDepthM, maxDepthFt: null, bsacGrade, note, confidence, sources });

/** The agency's own figure in feet, with the sources that give it; it joins the row's sources. */
const feet = (certification: Certification, maxDepthFt: number, sources: readonly SourceId[]): Certification => ({
  ...certification,
  maxDepthFt,
  sources: [...certification.sources, ...sources.filter((s) => !certification.sources.includes(s))],
});

export const CERTIFICATIONS: readonly Certification[] = [
  feet(row('padi-scuba-diver', 'PADI', 'Scuba Diver', 'supervised', ['24801-1'], 'stated', 10, 12, null, true, 'medium', ['ennulat', 'caveHa', 'wikiSupervised']), 40, ['easternSports']),
  feet(row('padi-open-water', 'PADI', 'Open Water Diver', 'autonomous', ['24801-2'], 'stated', 10, 18, 'ocean', true, 'high', ['rydAutonomous', 'scubaTravel', 'indepth', 'newAdventures', 'bedsac']), 60, ['easternSports', 'visualFoodie']),
  feet(row('padi-advanced', 'PADI', 'Advanced Open Water Diver', 'advanced', [], null, 12, 30, 'ocean', true, 'high', ['scubaTravel', 'ennulat', 'indepth', 'bedsac']), 100, ['easternSports']),
  row('padi-rescue', 'PADI', 'Rescue Diver', 'rescue', [], null, 12, null, 'sports', true, 'medium', ['lisburn', 'winenfood']),
  row('padi-divemaster', 'PADI', 'Divemaster', 'leader', ['24801-3'], 'stated', 18, null, 'leader', false, 'high', ['rydLeader', 'wikiLeader', 'scubaTravel', 'lisburn']),
  row('padi-assistant-instructor', 'PADI', 'Assistant Instructor', 'instructor', ['24802-1'], 'unverified', 18, null, null, false, 'low', []),
  row('padi-owsi', 'PADI', 'Open Water Scuba Instructor', 'instructor', ['24802-2'], 'unverified', 18, null, null, false, 'low', ['iso24802']),

  feet(row('ssi-scuba-diver', 'SSI', 'Scuba Diver', 'supervised', ['24801-1'], 'stated', 10, 12, null, false, 'medium', ['ennulat', 'caveHa']), 40, ['easternSports']),
  feet(row('ssi-open-water', 'SSI', 'Open Water Diver', 'autonomous', ['24801-2'], 'stated', 10, 18, 'ocean', false, 'high', ['rydAutonomous', 'scubaTravel', 'downToScuba', 'winenfood', 'bedsac']), 60, ['easternSports', 'visualFoodie']),
  row('ssi-advanced', 'SSI', 'Advanced Adventurer / Advanced Open Water Diver', 'advanced', [], null, null, null, 'ocean', false, 'medium', ['scubaTravel', 'ennulat', 'lisburn']),
  row('ssi-rescue', 'SSI', 'Diver Stress & Rescue', 'rescue', [], null, null, null, 'sports', true, 'medium', ['lisburn', 'caveHa']),
  row('ssi-dive-guide', 'SSI', 'Dive Guide / Divemaster', 'leader', ['24801-3'], 'stated', 18, null, null, true, 'high', ['rydLeader', 'ennulat', 'ssiCareer2011', 'oceanFirst', 'silverReef']),
  row('ssi-assistant-instructor', 'SSI', 'Assistant Instructor (formerly Dive Control Specialist)', 'instructor', ['24802-1'], 'unverified', 18, null, 'leader', true, 'medium', ['ssiCareer2011', 'oceanFirst', 'scubaCulture', 'lisburn']),
  row('ssi-instructor', 'SSI', 'Open Water Instructor', 'instructor', ['24802-2'], 'unverified', 18, null, null, false, 'low', ['oceanFirst']),

  feet(row('naui-scuba-diver', 'NAUI', 'Scuba Diver', 'autonomous', ['24801-2'], 'stated', 10, 18, 'ocean', true, 'medium', ['rydAutonomous', 'scubaTravel', 'diveBuddy', 'lisburn']), 60, ['visualFoodie']),
  row('naui-advanced', 'NAUI', 'Advanced Scuba Diver', 'advanced', [], null, null, null, 'ocean', false, 'medium', ['lisburn', 'scubaTravel']),
  row('naui-rescue', 'NAUI', 'Scuba Rescue Diver', 'rescue', [], null, null, null, 'sports', false, 'medium', ['lisburn']),
  row('naui-divemaster', 'NAUI', 'Divemaster', 'leader', ['24801-3'], 'stated', 18, null, 'leader', false, 'high', ['rydLeader', 'lisburn']),
  row('naui-instructor', 'NAUI', 'Instructor', 'instructor', ['24802-2'], 'unverified', 18, null, null, false, 'low', []),

  row('cmas-one-star', 'CMAS', 'One Star Diver (CMAS *)', 'autonomous', ['24801-2'], 'stated', null, 20, 'ocean', false, 'high', ['rydAutonomous', 'scubaTravel', 'lisburn']),
  row('cmas-two-star', 'CMAS', 'Two Star Diver (CMAS **)', 'rescue', [], null, null, 40, 'sports', true, 'low', ['scubaTravel', 'lisburn']),
  row('cmas-three-star', 'CMAS', 'Three Star Diver (CMAS ***)', 'leader', ['24801-3'], 'stated', 18, null, 'above-leader', true, 'high', ['rydLeader', 'wikiLeader', 'lisburn']),
  row('cmas-instructor', 'CMAS', 'One, Two and Three Star Instructor', 'instructor', [], null, null, null, null, false, 'low', ['scubaTravel']),

  row('bsac-ocean-diver', 'BSAC', 'Ocean Diver', 'autonomous', ['24801-2'], 'stated', null, 20, 'ocean', false, 'high', ['rydAutonomous', 'scubaTravel']),
  row('bsac-sports-diver', 'BSAC', 'Sports Diver', 'rescue', [], null, null, 35, 'sports', true, 'medium', ['scubaTravel', 'lisburn']),
  row('bsac-dive-leader', 'BSAC', 'Dive Leader', 'leader', ['24801-3'], 'stated', null, 50, 'leader', false, 'medium', ['rydLeader', 'scubaTravel']),
  row('bsac-advanced-diver', 'BSAC', 'Advanced Diver', 'leader', [], null, null, 50, 'above-leader', true, 'medium', ['scubaTravel']),
  row('bsac-instructor', 'BSAC', 'Club, Open Water and Advanced Instructor', 'instructor', [], null, null, null, null, false, 'low', ['scubaTravel']),

  row('sdi-supervised', 'SDI', 'Supervised Diver', 'supervised', ['24801-1'], 'unverified', null, null, null, false, 'low', ['caveHa']),
  feet(row('sdi-open-water', 'SDI', 'Open Water Scuba Diver', 'autonomous', ['24801-2'], 'functional', 10, 18, 'ocean', true, 'high', ['sdiStandards', 'rrs', 'bedsac']), 60, []),
  row('sdi-advanced', 'SDI', 'Advanced Adventure Diver', 'advanced', [], null, null, null, 'ocean', false, 'medium', ['bedsac', 'sdiStandards']),
  row('sdi-rescue', 'SDI', 'Rescue Diver', 'rescue', [], null, null, null, null, false, 'medium', ['scubaTravel']),
  row('sdi-divemaster', 'SDI', 'Divemaster', 'leader', ['24801-3'], 'unverified', 18, null, null, false, 'low', ['scubaTravel']),

  feet(row('raid-open-water-20', 'RAID', 'Open Water 20', 'autonomous', ['24801-2'], 'functional', 10, 20, 'ocean', true, 'high', ['raidStudyGuide', 'sandton', 'bedsac']), 66, []),
  row('raid-advanced', 'RAID', 'Advanced Open Water', 'advanced', [], null, null, null, 'ocean', false, 'medium', ['bedsac']),

  row('gue-rec-1', 'GUE', 'Recreational Diver Level 1', 'autonomous', ['24801-2'], 'stated', null, null, 'ocean', true, 'high', ['rydAutonomous', 'bedsac']),
  row('gue-rec-3', 'GUE', 'Recreational Diver Level 3', null, ['24801-3'], 'disputed', null, null, 'sports', true, 'low', ['rydLeader', 'bedsac']),
];

/**
 * BSAC's list of other qualifications it treats as equal to its grades, as published by BSAC clubs. It names
 * more agencies than the table above, so it is shown as printed.
 */
export const BSAC_EQUIVALENTS: Record<BsacGrade, readonly string[]> = {
  ocean: [
    'CMAS One Star',
    'NAUI Scuba Diver / Advanced Scuba Diver',
    'PADI Open Water / Advanced Open Water',
    'SSI Open Water / Advanced Open Water',
    'SDI Open Water / Advanced Adventurer',
    'RAID Open Water / Advanced Open Water',
    'GUE Recreational Diver 1 / 2',
    'ANDI Open Water',
    'SAA Open Water',
    'Royal Navy Ships Diver',
  ],
  sports: [
    'CMAS Two Star',
    'NAUI Scuba Rescue Diver',
    'PADI Rescue Diver',
    'SSI Advanced Open Water + Stress & Rescue',
    'SAA Club Diver',
    'GUE Recreational Diver 3',
    'Army Compressed Air Diver',
    'HSE commercial diver grades',
  ],
  leader: ['NAUI Divemaster', 'PADI Divemaster', 'SSI Dive Control Specialist', 'SAA Dive Leader', 'NASDS Dive Supervisor'],
  'above-leader': ['CMAS Three Star', 'SAA Dive Supervisor', 'SSAC Second Class / Master Diver'],
};

export const BSAC_EQUIVALENTS_SOURCES: readonly SourceId[] = ['lisburn', 'bedsac', 'holborn'];
