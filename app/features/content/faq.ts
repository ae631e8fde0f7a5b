// The help centre's questions, grouped by topic. Each entry names message keys:
// content.help.topic.<topic> and content.help.<topic>.<question>.q / .a
export const FAQ = [
  { topic: 'start', questions: ['what', 'account', 'language', 'cost'] },
  { topic: 'sites', questions: ['find', 'seed', 'add', 'wrong'] },
  { topic: 'centers', questions: ['list', 'claim', 'pricing'] },
  { topic: 'trips', questions: ['reserve', 'payment'] },
  { topic: 'safety', questions: ['tables', 'signals'] },
  { topic: 'privacy', questions: ['cookies', 'data', 'password'] },
] as const;

/** Lower case without accents, so "informacion" finds "información". */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Every word of the query must appear in the question or its answer. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
