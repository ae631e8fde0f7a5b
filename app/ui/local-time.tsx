// A moment shown in the reader's own time zone. The server cannot know that zone, so its HTML shows
// the time in UTC (and says so); once the page runs in the browser, the reader's zone takes over.
// Rendering both in one pass would make the server's and the browser's HTML differ.
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

function format(locale: string, timeZone: string | undefined, withDate: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...(withDate ? { dateStyle: 'medium' } : {}), timeStyle: 'short', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
}

export function LocalTime({ value, locale, className }: { value: string; locale: string; className?: string }) {
  const hydrated = useHydrated();
  const date = new Date(value);
  const text = hydrated ? format(locale, undefined, true).format(date) : `${format(locale, 'UTC', true).format(date)} UTC`;
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
