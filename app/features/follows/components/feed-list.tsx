// The lines of a member's feed, each a link to what it is about, with its date.
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { useT } from '~/lib/use-translation.ts';

export type FeedLine = { id: number; text: string; link: string; createdAt: string; area: { radiusKm: number; place: string } | null };

export function FeedList({ items }: { items: readonly FeedLine[] }) {
  const t = useT();
  // As the other account pages: the date in UTC, the same on the server and in the browser.
  const when = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (!items.length) return <p className="mt-6 rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('follows.feed.empty')}</p>;
  return (
    <ul className="mt-6 flex flex-col divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="feed">
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.link} className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="min-w-0 break-words text-slate-900">
              {item.text}
              {item.area ? <span className="block text-sm text-slate-700">{t('follows.area.label', { radius: item.area.radiusKm, place: item.area.place })}</span> : null}
            </span>
            <time dateTime={item.createdAt} className="shrink-0 text-sm text-slate-700">
              {when.format(new Date(item.createdAt))}
            </time>
          </a>
        </li>
      ))}
    </ul>
  );
}
