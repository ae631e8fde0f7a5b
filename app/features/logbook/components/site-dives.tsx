// "Dives logged here" on a site's page: the newest public dives at the site, each a link to its page
// and to its diver's profile, and how many public dives the site has.
import { Link } from 'react-router';
import { formatDepth, formatNumber, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { formatDiveDate } from '../dive-date.ts';
import type { SiteDives } from '../site-dives.queries.server.ts';

export function SiteDivesSection({ dives, units }: { dives: SiteDives; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const count = formatNumber(dives.count, locale);
  return (
    <section aria-labelledby="logged-dives-heading" data-testid="site-dives">
      <h2 id="logged-dives-heading" className="mb-1 text-xl font-semibold text-slate-900">
        {t('logbook.site.divesTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        {dives.count === 0 ? t('logbook.site.divesNone') : dives.more ? t('logbook.site.divesMore', { count }) : t.plural('logbook.site.divesCount', dives.count, { count })}
      </p>
      {dives.entries.length ? (
        <ol className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {dives.entries.map((dive) => (
            <li key={dive.id} className="px-3 py-2 text-sm">
              <Link to={`/dive/${dive.id}`} className="font-semibold text-sky-800 underline underline-offset-2">
                {formatDiveDate(dive.startLocal, locale)}
              </Link>
              {dive.maxDepthM !== null ? <span className="text-slate-700"> · {formatDepth(dive.maxDepthM, units, locale)}</span> : null}
              <span className="block text-slate-600">
                {t('logbook.site.by')}{' '}
                <Link to={`/user/${dive.diver.memberId}`} className="underline underline-offset-2">
                  {`${dive.diver.firstName} ${dive.diver.lastName}`.trim()}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
