// Turns what a visitor typed into the two search inputs PostgreSQL gets: a prefix full-text query
// (every word must start a word of the site's search text) and the folded text for trigram
// similarity, which forgives typos ("thistlegrom" finds "Thistlegorm").

/** Lower case, accents removed: the same folding the database applies with unaccent(lower()). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a query, folded; punctuation splits words. At most eight words are kept. */
export function queryWords(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A to_tsquery('simple', …) expression: "blue hole" → "blue:* & hole:*"; null when nothing is left. */
export function prefixTsQuery(text: string): string | null {
  const words = queryWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The folded query for trigram similarity: words joined by single spaces. */
export function similarityText(text: string): string {
  return queryWords(text).join(' ');
}
