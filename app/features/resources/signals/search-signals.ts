// Filtering the signal list as the reader types, in whatever language the page is shown in.
import { SIGNAL_TEXT_FIELDS, SIGNALS, signalKey, type Signal } from './signals.ts';

/**
 * Lower case, no accents, one kind of apostrophe, single spaces: "Compensación" matches "compensacion" and
 * "don’t" matches "don't".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The signals whose name, meaning, how-to or notes contain every word of the query. `messages` is the
 * page's translator and receives full keys such as "signals.ok.name". An empty query returns every signal.
 */
export function searchSignals(
  query: string,
  messages: (key: string) => string,
  signals: readonly Signal[] = SIGNALS,
): Signal[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...signals];
  return signals.filter((signal) => {
    const haystack = normalizeForSearch(
      SIGNAL_TEXT_FIELDS.map((field) => messages(signalKey(signal.id, field))).join(' \n '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
