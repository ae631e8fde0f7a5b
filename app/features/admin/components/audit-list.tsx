// Audit log entries as a list: when, who, what (a sentence in the viewer's language), to what, why.
// Texts staff typed (reasons, names) are shown as text, never as markup.
import { Link } from 'react-router';
import type { AuditRow } from '../audit.queries.server.ts';
import { useT } from '~/lib/use-translation.ts';
import { useConsoleDate } from './console-layout.tsx';

/** Where the console or the site shows a target, when it has a page. */
function targetPath(entry: Pick<AuditRow, 'targetType' | 'targetId' | 'details'>): string | null {
  switch (entry.targetType) {
    case 'member':
      return `/admin/members/${entry.targetId}`;
    case 'site':
      return `/listing/${entry.targetId}`;
    case 'center':
      return `/dive-center/${entry.targetId}`;
    case 'site-review':
    case 'site-report':
    case 'site-edit':
      return typeof entry.details.siteId === 'number' ? `/listing/${entry.details.siteId}` : null;
    case 'center-review':
    case 'center-claim':
    case 'offer':
      return typeof entry.details.centerId === 'number' ? `/dive-center/${entry.details.centerId}` : null;
    case 'news':
      return `/admin/news/${entry.targetId}`;
    default:
      return null;
  }
}

export function AuditList({ entries }: { entries: ReadonlyArray<AuditRow> }) {
  const t = useT();
  const date = useConsoleDate();
  if (!entries.length) return <p className="mt-2 text-slate-700">{t('admin.audit.empty')}</p>;
  return (
    <ol className="mt-3 flex flex-col gap-2" data-testid="audit-entries">
      {entries.map((entry) => {
        const path = targetPath(entry);
        const details = Object.entries(entry.details).filter(([, value]) => value !== null && value !== '');
        return (
          <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="audit-entry">
            <p className="text-slate-600">
              <time dateTime={new Date(entry.createdAt).toISOString()}>{date(entry.createdAt, true)}</time>
            </p>
            <p className="text-slate-900">
              <span className="font-semibold">{entry.actorName || t('admin.audit.deletedActor')}</span>
              {entry.actorMemberId ? <span className="text-slate-700"> ({entry.actorMemberId})</span> : null} {t(`admin.action.${entry.action}`)}{' '}
              {path ? (
                <Link to={path} className="text-sky-800 underline">
                  {entry.targetLabel || `${entry.targetType} ${entry.targetId}`}
                </Link>
              ) : (
                <span>{entry.targetLabel || `${entry.targetType} ${entry.targetId}`}</span>
              )}
            </p>
            {details.length ? <p className="break-all text-slate-700">{details.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}</p> : null}
            {entry.reason ? (
              <p className="mt-1 whitespace-pre-line text-slate-800">
                <span className="font-semibold">{t('admin.audit.reason')}</span> {entry.reason}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
