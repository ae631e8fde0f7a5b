// A member's public dives on their profile: the totals of those dives and the dives themselves, newest
// first, a page at a time. Only public dives: a buddies or private dive is never listed or counted here,
// whoever looks.
import { Pager } from '~/ui/pager.tsx';
import { useT } from '~/lib/use-translation.ts';
import type { Units } from '~/lib/units.ts';
import { LOG_PAGE_SIZE } from '../log-filters.ts';
import type { LogEntry, LogTotals } from '../log.queries.server.ts';
import { LogList } from './log-list.tsx';
import { LogTotalsList } from './log-summary.tsx';

export function ProfileDives({ name, entries, totals, page, units }: { name: string; entries: LogEntry[]; totals: LogTotals; page: number; units: Units }) {
  const t = useT();
  return (
    <section aria-labelledby="dives-title" className="space-y-4" data-testid="profile-dives">
      <h2 id="dives-title" className="text-xl font-semibold">
        {t('logbook.memberDives.title')}
      </h2>
      {totals.dives ? (
        <>
          <LogTotalsList totals={totals} units={units} />
          <LogList entries={entries} units={units} showPrivacy={false} />
          <Pager
            page={page}
            hasNext={entries.length === LOG_PAGE_SIZE && page * LOG_PAGE_SIZE < totals.dives}
            pageLink={(to) => `?page=${to}#dives-title`}
            labels={{ nav: t('logbook.log.pages'), previous: t('logbook.log.newer'), next: t('logbook.log.older'), position: t('logbook.log.page', { page }) }}
          />
        </>
      ) : (
        <p className="text-slate-700">{t('logbook.memberDives.none', { name })}</p>
      )}
    </section>
  );
}
