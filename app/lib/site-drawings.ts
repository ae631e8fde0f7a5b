// What a dive site's card shows until a member adds a photo: a drawing of what the site is. The drawings
// are static SVG files made for the atlas (public/images/sites/, about 1 KB each): cached by the browser,
// no JavaScript, no text in them, so the same in every language. They are decorative: the card names the
// site's types in text. Here rather than in the sites feature because the home page's cards use them too,
// and its page should not load the atlas's shared modules for one function.

/** Each site type's drawing (the types of app/features/sites/site-vocabulary.ts); types that look alike under water share one. */
export const SITE_DRAWINGS: Readonly<Record<string, string>> = {
  reef: 'reef',
  wall: 'wall',
  wreck: 'wreck',
  cave: 'cave',
  cavern: 'cave',
  cenote: 'cenote',
  drift: 'drift',
  muck: 'muck',
  pinnacle: 'pinnacle',
  seamount: 'pinnacle',
  kelp: 'kelp',
  lake: 'lake',
  quarry: 'lake',
  river: 'drift',
  lagoon: 'lagoon',
  channel: 'drift',
  'blue-hole': 'blue-hole',
  fissure: 'fissure',
  'artificial-reef': 'artificial-reef',
};

/** For a site whose type is not recorded yet. */
export const OPEN_WATER_DRAWING = 'open-water';

/**
 * The most characteristic type first: what sets a site apart from the many reefs, a hole, a cave, a wreck,
 * before what it shares with its neighbours. A reef with a wreck on it is drawn as a wreck, a pinnacle
 * with walls as a pinnacle.
 */
export const MOST_CHARACTERISTIC: readonly string[] = [
  'blue-hole',
  'cenote',
  'fissure',
  'cave',
  'cavern',
  'wreck',
  'artificial-reef',
  'kelp',
  'pinnacle',
  'seamount',
  'wall',
  'muck',
  'drift',
  'channel',
  'river',
  'quarry',
  'lake',
  'lagoon',
  'reef',
];

/** The address of the drawing for a site of these types. */
export function siteDrawingUrl(types: readonly string[]): string {
  const type = MOST_CHARACTERISTIC.find((candidate) => types.includes(candidate));
  return `/images/sites/${type ? SITE_DRAWINGS[type] : OPEN_WATER_DRAWING}.svg`;
}
