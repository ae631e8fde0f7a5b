// The dives of the log, newest first: number, date, place and the main figures, each a link to the dive.
import { Link } from 'react-router';
import { formatDepth, formatTemperature, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { formatDiveDate } from '../dive-format.ts';
import type { LogEntry } from '../log.queries.server.ts';
import { formatDuration } from './dive-details.tsx';

export function LogList({ entries, units, showPrivacy }: { entries: LogEntry[]; units: Units; showPrivacy: boolean }) {
  const t = useT();
  const locale = t.locale;
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="log-list">
      {entries.map((entry) => (
        <li key={entry.id} className="relative flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50">
          <span className="w-12 shrink-0 font-mono text-sm text-slate-600">#{entry.number}</span>
          <span className="min-w-0 flex-1">
            <Link to={`/dive/${entry.id}`} className="font-semibold text-slate-900 after:absolute after:inset-0 hover:underline">
              {entry.place ?? t('logbook.fact.placeNone')}
            </Link>
            <span className="block text-sm text-slate-600">{formatDiveDate(entry.startLocal, locale)}</span>
          </span>
          {/* On a phone the figures take their own line under the place, so a long name never runs into them. */}
          <span className="flex basis-full flex-wrap gap-x-3 pl-16 text-sm text-slate-800 sm:basis-auto sm:pl-0">
            {entry.maxDepthM !== null ? <span>{formatDepth(entry.maxDepthM, units, locale)}</span> : null}
            {entry.durationS !== null ? <span>{formatDuration(entry.durationS, t)}</span> : null}
            {entry.waterTempC !== null ? <span>{formatTemperature(entry.waterTempC, units, locale)}</span> : null}
            {showPrivacy ? <span className="rounded-full bg-slate-100 px-2 text-xs leading-5 text-slate-700">{t(`logbook.privacy.${entry.privacy}`)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
