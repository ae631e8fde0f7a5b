// Seas a diver may search by name, in English and Spanish. A site is in a sea when its region
// names the sea, or, for a sea whose extent is given here, when it lies inside that extent's box
// in one of the countries on its shores: the box alone would take in a neighbouring sea's coast
// (the Red Sea's box holds part of the Gulf of Aden), the countries alone their other coasts
// (Egypt's Mediterranean one). Kept small: every fact here comes from the sources beside it.
import { queryWords } from '../../lib/search-text.ts';

export type Sea = {
  key: string;
  /** Names in each language, the usual one first. */
  names: { en: readonly string[]; es: readonly string[] };
  /** Where its dive sites lie, when published limits allow it; without it, a site's region must name the sea. */
  extent?: { countries: readonly string[]; box: readonly [west: number, south: number, east: number, north: number] };
  sources: ReadonlyArray<{ title: string; url: string; facts: string }>;
};

export const SEAS: readonly Sea[] = [
  {
    key: 'red-sea',
    names: { en: ['Red Sea'], es: ['Mar Rojo'] },
    extent: {
      // With its two northern arms, the Gulfs of Suez and Aqaba (Dahab, Eilat and Aqaba lie on the
      // latter), as divers and the sources below speak of it; Somalia and Ethiopia, which one
      // source lists, have no coast on it and are left out.
      countries: ['EG', 'SD', 'ER', 'DJ', 'SA', 'YE', 'IL', 'JO'],
      // From the Bab-el-Mandeb limit (Ras Siyyan, 12°29'N) to the heads of the two gulfs (30°N),
      // and from the Gulf of Suez (32.2°E) to Husn Murad (43°30'E).
      box: [32.2, 12.48, 43.5, 30.0],
    },
    sources: [
      { title: 'Red Sea – Wikipedia (wikimili.com copy)', url: 'https://wikimili.com/en/Red_Sea', facts: 'limits (IHO), the gulfs of Suez and Aqaba to its north, basin countries' },
      { title: 'Red Sea – Wikipedia revision of 26 December 2023', url: 'https://talk.dob.jp/enwiki/w/index.php?diff=prev&oldid=1191897376&title=Red_Sea', facts: 'basin countries with Israel and Jordan' },
      { title: 'Mar Rojo – Wikipedia en español (hmong.es copy)', url: 'https://hmong.es/es/Mar_Rojo', facts: 'Spanish name' },
    ],
  },
  {
    key: 'andaman-sea',
    names: { en: ['Andaman Sea'], es: ['Mar de Andamán'] },
    sources: [{ title: 'La costa y las islas del mar de Andamán – National Geographic Viajes', url: 'https://viajes.nationalgeographic.com.es/articulo.aspx?id=6503', facts: 'Spanish name' }],
  },
];

/** Words that may stand before a sea's name without changing what is meant ("the Red Sea", "el mar Rojo"). */
const ARTICLES = new Set(['the', 'el', 'la']);

/** The folded words of each of a sea's names, in both languages. */
function nameWords(sea: Sea): string[][] {
  return [...sea.names.en, ...sea.names.es].map((name) => queryWords(name));
}

/**
 * The sea a query names, and the words left besides its name (and articles), which narrow it
 * further; null when it names none. The name must appear whole and in order: "red" and "sea" in
 * two different places do not make the Red Sea.
 */
export function seaInQuery(words: readonly string[]): { sea: Sea; rest: string[] } | null {
  for (const sea of SEAS) {
    for (const name of nameWords(sea)) {
      for (let start = 0; start + name.length <= words.length; start++) {
        if (!name.every((word, offset) => words[start + offset] === word)) continue;
        const rest = [...words.slice(0, start), ...words.slice(start + name.length)].filter((word) => !ARTICLES.has(word));
        return { sea, rest };
      }
    }
  }
  return null;
}

/** A sea's usual name in the visitor's language. */
export function seaName(sea: Sea, locale: string): string {
  return (locale === 'es' ? sea.names.es[0] : sea.names.en[0]) ?? sea.key;
}

/** Each of a sea's names as a to_tsquery('simple', …) phrase: "red <-> sea". */
export function seaPhrases(sea: Sea): string[] {
  return nameWords(sea).map((words) => words.join(' <-> '));
}
