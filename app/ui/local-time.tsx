// When something was sent, in the reader's own time zone (the rule is formatSentAt in
// app/lib/time-format.ts). The server cannot know that zone, so its HTML shows the time in UTC and
// says so; once the page runs in the browser, the reader's zone takes over, named when it reads
// differently from the centre's clock (`placeZone`), which the page's other times are written in.
// Rendering both in one pass would make the server's and the browser's HTML differ.
import { formatSentAt } from '~/lib/time-format.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

function readerZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function LocalTime({ value, locale, placeZone, className }: { value: string; locale: string; placeZone?: string | null; className?: string }) {
  const hydrated = useHydrated();
  const text = formatSentAt(new Date(value), locale, { readerZone: hydrated ? readerZone() : null, placeZone });
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
