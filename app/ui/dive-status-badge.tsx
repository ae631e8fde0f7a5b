// Whether scuba is open at a dive site, where a diver sees the site: its page, a search result, the
// comparison, the map's card and list. A site closed to scuba (closed, snorkelling or cage only) is
// marked in red, one that needs a permit in amber; an open site, or one with nothing recorded, has no mark.
import { formatPartialDate } from '~/lib/partial-date.ts';
import { useT } from '~/lib/use-translation.ts';

export function DiveStatusBadge({ status, since, closedToScuba, size = 'small' }: { status: string | null; since: string | null; closedToScuba: boolean; size?: 'small' | 'large' }) {
  const t = useT();
  if (!status || status === 'open') return null;
  const label = t(`sites.diveStatus.${status}`);
  const text = since ? t('sites.diveStatus.since', { status: label, date: formatPartialDate(since, t.locale) }) : label;
  const tone = closedToScuba ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950';
  const shape = size === 'large' ? 'rounded-lg px-3 py-1.5 text-base' : 'rounded-full px-2 py-0.5 text-xs';
  return (
    <span className={`inline-flex items-center border font-semibold ${tone} ${shape}`} data-testid="dive-status" data-status={status}>
      {text}
    </span>
  );
}
