// A date kept as precisely as its source gives it: a year ("2004"), a month ("2004-01") or a day
// ("2004-01-15"), shown in the reader's language at that precision ("January 2004", "enero de 2004").
import { dateTimeFormat } from './intl-format.ts';

export function formatPartialDate(text: string, locale: string): string {
  const [year, month, day] = text.split('-').map(Number);
  if (!year) return text;
  if (!month) return String(year);
  const date = new Date(Date.UTC(year, month - 1, day || 1));
  const options: Intl.DateTimeFormatOptions = day ? { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } : { year: 'numeric', month: 'long', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(date);
}
