// /logbook: the signed-in member's own log, every dive whatever its privacy: filters (year, site,
// country, depth, buddy, tag) in the address, the totals and dives per month of what they pick, and the
// dives a page at a time.
import { Form, Link } from 'react-router';
import type { Route } from './+types/logbook._index';
import { requireMember } from '~/features/members/session.server.ts';
import { LogList } from '~/features/logbook/components/log-list.tsx';
import { DivesPerMonth, LogTotalsList } from '~/features/logbook/components/log-summary.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { TAGS } from '~/features/logbook/dive-vocabulary.ts';
import { buddyParam, isFiltered, LOG_PAGE_SIZE, parseLogFilters, refusedLogFilters, siteChoicesFor } from '~/features/logbook/log-filters.ts';
import { pendingBuddyRequests } from '~/features/logbook/buddies.service.server.ts';
import { logEntries, logSummary } from '~/features/logbook/log.queries.server.ts';
import { logPageMessages } from '~/features/logbook/logbook-messages.server.ts';
import { countryOptions } from '~/lib/country-codes.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { filterInputValue, depthUnit, metresToFeet } from '~/lib/units.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FilterFields, type FilterField } from '~/ui/filter-fields.tsx';
import { buttonClass, Notice } from '~/ui/form-kit.tsx';
import { Pager } from '~/ui/pager.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const filters = parseLogFilters(url.searchParams, member.units);
  const scope = { ownerId: member.id, viewer: member, filters };
  const [entries, { totals, months, choices }, buddyRequests] = await Promise.all([logEntries(scope), logSummary(scope), pendingBuddyRequests(member.id)]);
  return {
    entries,
    totals,
    months,
    choices: { ...choices, sites: siteChoicesFor(choices.sites, filters), countries: countryOptions(locale, choices.countries) },
    filters,
    buddyRequests,
    issues: refusedLogFilters(url.searchParams, filters),
    units: member.units,
    deleted: url.searchParams.get('deleted') === '1',
    messages: logPageMessages(locale),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.log.title'), description: t('logbook.log.description'), noindex: true });
}

export default function Logbook({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries, totals, months, choices, filters, issues, units, deleted, buddyRequests } = loaderData;
  const filtered = isFiltered(filters);
  const any = (label: string) => ({ value: '', label });
  const fields: FilterField[] = [
    { kind: 'select', name: 'year', label: t('logbook.filter.year'), value: filters.year ? String(filters.year) : '', issue: issues.year, options: [any(t('logbook.filter.anyYear')), ...choices.years.map((year) => ({ value: String(year), label: String(year) }))] },
    { kind: 'select', name: 'country', label: t('logbook.filter.country'), value: filters.country ?? '', issue: issues.country, options: [any(t('logbook.filter.anyCountry')), ...choices.countries.map((country) => ({ value: country.code, label: country.name }))] },
    {
      kind: 'select',
      name: 'site',
      label: t('logbook.filter.site'),
      value: filters.siteId ? String(filters.siteId) : '',
      issue: issues.site,
      hint: choices.sites.byCountry && !filters.country ? t('logbook.filter.siteByCountry') : undefined,
      options: [any(t('logbook.filter.anySite')), ...choices.sites.sites.map((site) => ({ value: String(site.id), label: site.name }))],
    },
    { kind: 'select', name: 'buddy', label: t('logbook.filter.buddy'), value: buddyParam(filters.buddy), issue: issues.buddy, options: [any(t('logbook.filter.anyBuddy')), ...choices.buddies] },
    {
      kind: 'select',
      name: 'tag',
      label: t('logbook.filter.tag'),
      value: filters.tag ?? '',
      issue: issues.tag,
      options: [any(t('logbook.filter.anyTag')), ...choices.tags.map((tag) => ({ value: tag, label: (TAGS as readonly string[]).includes(tag) ? t(`logbook.tag.${tag}`) : tag }))],
    },
    {
      kind: 'range',
      legend: t('logbook.filter.depth', { unit: depthUnit(units) }),
      from: { name: 'minDepth', label: t('logbook.filter.from'), value: filterInputValue(filters.minDepthM, units, metresToFeet), min: 0, issue: issues.minDepth },
      to: { name: 'maxDepth', label: t('logbook.filter.to'), value: filterInputValue(filters.maxDepthM, units, metresToFeet), min: 0, issue: issues.maxDepth },
    },
  ];
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    if (filters.year) params.set('year', String(filters.year));
    if (filters.siteId) params.set('site', String(filters.siteId));
    if (filters.country) params.set('country', filters.country);
    if (filters.buddy) params.set('buddy', buddyParam(filters.buddy));
    if (filters.tag) params.set('tag', filters.tag);
    const minDepth = filterInputValue(filters.minDepthM, units, metresToFeet);
    const maxDepth = filterInputValue(filters.maxDepthM, units, metresToFeet);
    if (minDepth) params.set('minDepth', minDepth);
    if (maxDepth) params.set('maxDepth', maxDepth);
    if (page > 1) params.set('page', String(page));
    return `/logbook${params.size ? `?${params}` : ''}`;
  };
  return (
    <LogbookPage
      wide
      title={t('logbook.log.title')}
      intro={t('logbook.log.intro')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/logbook/new" className={buttonClass('primary', 'small')} data-testid="log-dive">
            {t('logbook.log.new')}
          </Link>
          <Link to="/logbook/map" className={buttonClass('secondary', 'small')}>
            {t('logbook.log.map')}
          </Link>
          <Link to="/logbook/import" className={buttonClass('secondary', 'small')}>{t('logbook.import.link')}</Link>
          <Link to="/logbook/export" className={buttonClass('secondary', 'small')}>{t('logbook.export.link')}</Link>
          <Link to="/logbook/buddies" className={buttonClass('secondary', 'small')} data-testid="buddy-requests-link">
            {buddyRequests > 0 ? t.plural('logbook.buddies.linkWaiting', buddyRequests) : t('logbook.buddies.link')}
          </Link>
        </div>
      }
    >
      {deleted ? <Notice tone="success">{t('logbook.log.deleted')}</Notice> : null}
      <Form method="get" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={t('logbook.filter.label')}>
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <FilterFields fields={fields} compact />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('primary', 'small')}>
            {t('logbook.filter.apply')}
          </button>
          {filtered ? (
            <Link to="/logbook" className="text-sm font-semibold text-sky-800 underline underline-offset-2">
              {t('logbook.filter.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
      <section aria-labelledby="log-totals-title" className="space-y-3">
        <h2 id="log-totals-title" className="text-xl font-semibold text-slate-900">
          {filtered ? t('logbook.totals.titleFiltered') : t('logbook.totals.title')}
        </h2>
        <LogTotalsList totals={totals} units={units} />
      </section>
      {months.length ? (
        <section aria-labelledby="log-months-title" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="log-months-title" className="text-xl font-semibold text-slate-900">
            {t('logbook.perMonth.title')}
          </h2>
          <DivesPerMonth months={months} />
        </section>
      ) : null}
      <section aria-labelledby="log-dives-title" className="space-y-3">
        <h2 id="log-dives-title" className="text-xl font-semibold text-slate-900">
          {t('logbook.log.dives')}
        </h2>
        {entries.length ? (
          <LogList entries={entries} units={units} showPrivacy />
        ) : (
          <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200" data-testid="log-empty">
            {filtered ? t('logbook.log.noneFiltered') : t('logbook.log.empty')}
          </p>
        )}
        <Pager
          page={filters.page}
          hasNext={entries.length === LOG_PAGE_SIZE && filters.page * LOG_PAGE_SIZE < totals.dives}
          pageLink={pageLink}
          labels={{ nav: t('logbook.log.pages'), previous: t('logbook.log.newer'), next: t('logbook.log.older'), position: t('logbook.log.page', { page: filters.page }) }}
        />
      </section>
    </LogbookPage>
  );
}
