// Countries: the current ISO 3166-1 list (the kept `iso-3166` package, 249 codes, no retired ones
// such as DD, UK or CS), named in the visitor's language by the runtime's CLDR data
// (Intl.DisplayNames). Names are computed on the server and sent to the page: browsers ship other
// CLDR versions than Node, and a name computed again in the browser would not match the server's.
import { iso31661 } from 'iso-3166';

const displayNames = new Map<string, Intl.DisplayNames>();

function namesFor(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/** "Egypt" / "Egipto"; the code itself when the runtime does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return namesFor(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const CODES: readonly string[] = iso31661.map((entry) => entry.alpha2).sort();
const CODE_SET = new Set(CODES);

/** Every current ISO 3166-1 alpha-2 code (countries and territories), each once. */
export function countryCodes(): readonly string[] {
  return CODES;
}

export function isCountryCode(value: string): boolean {
  return CODE_SET.has(value.toUpperCase());
}

/** Countries as { code, name } sorted by their name in the given language. */
export function countryOptions(locale: string, codes: readonly string[] = countryCodes()): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(locale);
  return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** { code: name } for the given codes, for pages to pass to CountryNamesProvider. */
export function countryNamesFor(codes: Iterable<string>, locale: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) names[code.toUpperCase()] = countryName(code, locale);
  return names;
}
