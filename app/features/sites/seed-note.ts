// The starter list's one-line note on where a seeded site's facts come from ("Depth left empty: not
// consistently published") is true of the seeded facts only. Once members change a fact, the
// sentences about it no longer hold: they are left out, and the page says which facts changed.
import type { FactGroup } from './site-facts.ts';

/** The words by which a note's sentence speaks of a fact group. */
const GROUP_WORDS: Partial<Record<FactGroup, RegExp>> = {
  depth: /\bdepths?\b|\bdeep/i,
  level: /\blevels?\b/i,
  bestMonths: /\bbest months?\b|\bseason/i,
  position: /\bpositions?\b|\bcoordinates\b|\bplaced\b|\bGPS\b/i,
  entry: /\bentry\b/i,
  marineLife: /\bmarine life\b/i,
  notice: /\bnotices?\b/i,
  siteTypes: /\bsite types?\b/i,
  diveStatus: /\bstatus\b/i,
};

/** The note without the sentences about facts changed since the seed. */
export function currentSeedNote(note: string, changed: readonly FactGroup[]): string {
  const patterns = changed.map((group) => GROUP_WORDS[group]).filter((pattern): pattern is RegExp => Boolean(pattern));
  if (!patterns.length) return note;
  return note
    .split(/(?<=[.;])\s+/)
    .filter((sentence) => !patterns.some((pattern) => pattern.test(sentence)))
    .join(' ');
}
