// Country names in the visitor's language, by the runtime's CLDR data (Intl.DisplayNames). Names
// are computed on the server and sent to the page: browsers ship other CLDR versions than Node, and a
// name computed again in the browser would not match the server's. The list of codes is in
// ./country-codes.ts, apart, so a page that only names a country does not load the whole list.

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

/** { code: name } for the given codes, for pages to pass to CountryNamesProvider. */
export function countryNamesFor(codes: Iterable<string>, locale: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) names[code.toUpperCase()] = countryName(code, locale);
  return names;
}
