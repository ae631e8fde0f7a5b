// What a listing page says about its changes: "Last updated 3 May 2026 by Ana" with a link to the
// history, and the viewer's own suggestions for this site with how each one went.
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import type { MemberEdit } from '../site-edits.server.ts';
import type { RevisionSummary } from '../site-history.server.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

export function formatDate(value: Date | string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}

export function LastUpdated({ change, updatedAt, siteId }: { change: RevisionSummary | null; updatedAt: Date | string; siteId: number }) {
  const t = useT();
  const when = formatDate(change?.createdAt ?? updatedAt, t.locale);
  const who = change?.author ? (
    <Link to={`/user/${change.author.memberId}`} className="font-semibold underline">
      {change.author.firstName}
    </Link>
  ) : (
    t(change?.kind === 'seed' ? 'sites.history.bySeed' : 'sites.history.byDeleted')
  );
  return (
    <p className="text-sm text-slate-700" data-testid="last-updated">
      {t('sites.history.lastUpdated', { date: when })} {t('sites.history.by')} {who} ·{' '}
      <Link to={`/listing/${siteId}/history`} className="underline">
        {t('sites.history.link')}
      </Link>
    </p>
  );
}

const STATUS_TONE = {
  pending: 'border-slate-300 bg-slate-50 text-slate-900',
  published: 'border-sky-300 bg-sky-50 text-sky-950',
  accepted: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  rejected: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** The viewer's suggestions for this site (or all sites, on their account page). */
export function OwnSuggestions({ edits, withSite = false }: { edits: MemberEdit[]; withSite?: boolean }) {
  const t = useT();
  if (!edits.length) return null;
  return (
    <section aria-labelledby="own-suggestions" className="rounded-xl border border-slate-200 p-3" data-testid="own-suggestions">
      <h2 id="own-suggestions" className="text-base font-semibold text-slate-900">
        {t('sites.suggest.yours')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {edits.map((edit) => (
          <li key={edit.id} className={`rounded-lg border px-3 py-2 text-sm ${STATUS_TONE[edit.status]}`} data-testid="own-suggestion">
            {withSite ? (
              <>
                <Link to={`/listing/${edit.siteId}`} className="font-semibold underline">
                  {edit.siteName}
                </Link>
                {' · '}
              </>
            ) : null}
            {formatDate(edit.createdAt, t.locale)} · {edit.changedFields.map((group) => t(`sites.fact.${group}`)).join(', ')}
            {edit.photoCount ? ` · ${t.plural('sites.suggest.photos', edit.photoCount)}` : ''}
            {': '}
            <strong>{t(`sites.suggest.status.${edit.status}`)}</strong>
            {edit.status === 'rejected' && edit.reason ? (
              <span>
                {' '}
                — {t('sites.suggest.reason')}: {edit.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
