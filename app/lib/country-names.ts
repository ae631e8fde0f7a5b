// Country names in the visitor's language, from the runtime's own CLDR data (Intl.DisplayNames),
// so no country list has to be maintained by hand.

// Codes Intl names that are not countries or territories a dive site could be in.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

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

let allCodes: string[] | undefined;

/** Every ISO 3166-1 alpha-2 code that names a country or territory. */
export function countryCodes(): string[] {
  if (!allCodes) {
    const names = namesFor('en');
    const codes: string[] = [];
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        if (!NOT_COUNTRIES.has(code) && names.of(code)) codes.push(code);
      }
    }
    allCodes = codes;
  }
  return allCodes;
}

export function isCountryCode(value: string): boolean {
  return countryCodes().includes(value.toUpperCase());
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
