// Countries: the current ISO 3166-1 list (the kept `iso-3166` package, 249 codes, no retired ones
// such as DD, UK or CS), for validating a country field and listing the choices of one.
import { iso31661 } from 'iso-3166';
import { countryName } from './country-names.ts';
import { collator } from './intl-format.ts';

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
  const byName = collator(locale);
  return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => byName.compare(a.name, b.name));
}
