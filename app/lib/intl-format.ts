// Date and number formatters, one per language and options, made once and reused. Creating an
// Intl formatter is far slower than using one: made on every call, date formatting alone took a
// twentieth of the server's time rendering the home page.
import { RecencyCache } from './recency-cache.ts';

// Options come from code, currencies and time zones from data: a bound keeps a flood of odd values
// from growing the cache without end.
const formatters = new RecencyCache<string, Intl.DateTimeFormat | Intl.NumberFormat>(2_000);

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    // Throws, as the constructor does, for an unknown currency or time zone; nothing is kept then.
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
