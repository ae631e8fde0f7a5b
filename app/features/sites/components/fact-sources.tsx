// Where a fact comes from, shown beside it: "sources: Title A, Title B" (each a link when it has an
// address), "Ana's dive on 12 May 2025", "a dive centre: Blue Water Divers", or "no source given".
import { Link } from 'react-router';
import type { FactSource } from '../../../../db/schema/sites.ts';
import { useT } from '../../../lib/use-translation.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

function formatDay(date: string, locale: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}

export function SourceLabel({ source }: { source: FactSource }) {
  const t = useT();
  if (source.kind === 'none') return <span className="italic">{t('sites.source.none')}</span>;
  if (source.kind === 'dive') {
    const date = source.divedOn ? formatDay(source.divedOn, t.locale) : '';
    const who = source.memberId && source.memberName ? (
      <Link to={`/user/${source.memberId}`} className="underline">
        {source.memberName}
      </Link>
    ) : (
      t('sites.source.aMember')
    );
    return (
      <span>
        {t('sites.source.diveBy')} {who}
        {date ? `, ${date}` : ''}
      </span>
    );
  }
  const title = source.title ?? source.url ?? '';
  const prefix = source.kind === 'centre' ? `${t('sites.source.kind.centre')}: ` : source.kind === 'book' ? `${t('sites.source.kind.book')}: ` : '';
  return (
    <span>
      {prefix}
      {source.url ? (
        <a href={source.url} rel="noopener noreferrer nofollow" className="underline">
          {title}
        </a>
      ) : (
        title
      )}
    </span>
  );
}

/** The sources line under a fact; nothing when the fact has no recorded source at all. */
export function FactSourcesLine({ sources }: { sources: FactSource[] | undefined }) {
  const t = useT();
  if (!sources?.length) return null;
  return (
    <p className="mt-0.5 text-xs text-slate-700" data-testid="fact-sources">
      {t.plural('sites.source.label', sources.length)}:{' '}
      {sources.map((source, index) => (
        <span key={`${source.kind}-${source.title ?? ''}-${source.url ?? ''}-${index}`}>
          {index ? ', ' : ''}
          <SourceLabel source={source} />
        </span>
      ))}
    </p>
  );
}
