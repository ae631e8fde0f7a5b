// Date and number formatters and collators, one per language and options, made once and reused. Creating an
// Intl formatter is far slower than using one: made on every call, date formatting alone took a
// twentieth of the server's time rendering the home page.
import { jsonForScript } from './json-for-script.ts';
import { RecencyCache } from './recency-cache.ts';

// Options come from code, currencies and time zones from data: a bound keeps a flood of odd values
// from growing the cache without end.
const formatters = new RecencyCache<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(2_000);

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(key: string, make: () => T): T {
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

/** Compares words as the language sorts them. */
export function collator(locale: string): Intl.Collator {
  return cached(`c|${locale}`, () => new Intl.Collator(locale));
}

/** A price in its currency, in the reader's language ("€95", "95 €"); cents only when there are any. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
  } catch {
    // A currency code Intl does not know: still readable.
    return `${amount} ${currency}`;
  }
}

/** A distance in kilometres: "3.2 km" under 10 km, "42 km" from there. */
export function formatKm(km: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/**
 * An inline script for the top of the page: a throwaway worker makes one number and one date formatter.
 * The first number or date formatter a browser process makes took 36 to 94 ms in Chromium on a 2-core
 * server (the engine lists the languages it knows, once per process); made on the page's own thread,
 * that time lands in the middle of hydration, and a slow phone takes several times as long. Made in a
 * worker, it runs on another core while the page loads, and the page's own first formatter then took
 * under a millisecond.
 */
export function intlWarmUpScript(locale: string): string {
  const work = `new Intl.NumberFormat(${jsonForScript(locale)}).format(1);new Intl.DateTimeFormat(${jsonForScript(locale)}).format(0);close();`;
  return `try{new Worker(URL.createObjectURL(new Blob([${jsonForScript(work)}],{type:"text/javascript"})))}catch(e){}`;
}
