// /admin/members: admins find a member by name, email or member ID (or list the newest) and open
// their record. A plain GET form, so the search works without JavaScript and can be bookmarked.
import { Link } from 'react-router';
import type { Route } from './+types/admin.members';
import { ConsoleLayout, useConsoleDate } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { MEMBER_PAGE_SIZE, searchMembers } from '~/features/admin/members.queries.server.ts';
import { ROLES } from '~/features/members/member.policy.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, queryPage, readQuery, searchText } from '~/lib/parameters.schema.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { buttonClass, inputClass } from '~/ui/form-kit.tsx';
import { Pager } from '~/ui/pager.tsx';

/** Longer than any name, address or member ID. */
const MEMBER_QUERY_MAX = 100;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'members');
  const { locale } = await resolveLocale(request);
  const { values, issues } = readQuery(new URL(request.url).searchParams, { q: searchText(MEMBER_QUERY_MAX, 'admin.members.invalidSearch'), role: oneOf(ROLES), page: queryPage(1000) });
  const { q = '', role = null, page = 1 } = values;
  const result = await searchMembers({ q, role, page });
  return {
    messages: loadMessages(locale, ['admin']),
    viewer: { role: viewer.role },
    q,
    issues,
    role: role ?? '',
    page,
    pages: Math.max(1, Math.ceil(result.total / MEMBER_PAGE_SIZE)),
    ...result,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('admin.members.title'), description: t('admin.members.description'), noindex: true });
}

export default function ConsoleMembers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const date = useConsoleDate();
  const { members, q, role, page, pages, total, issues } = loaderData;
  const pageLink = (to: number) => `/admin/members?${new URLSearchParams({ ...(q ? { q } : {}), ...(role ? { role } : {}), page: String(to) }).toString()}`;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={t('admin.members.title')} intro={<p>{t('admin.members.intro')}</p>}>
      <form method="get" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="member-q" className="block text-sm font-semibold text-slate-900">
            {t('admin.members.search')}
          </label>
          <input id="member-q" name="q" type="search" defaultValue={q} maxLength={MEMBER_QUERY_MAX} className={inputClass} {...issueProps(issues.q, 'member-q')} />
          <FilterIssue issue={issues.q} id="member-q" />
        </div>
        <div>
          <label htmlFor="member-role" className="block text-sm font-semibold text-slate-900">
            {t('admin.members.role')}
          </label>
          <select id="member-role" name="role" defaultValue={role} className={inputClass}>
            <option value="">{t('admin.members.anyRole')}</option>
            {(['member', 'editor', 'moderator', 'admin'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`admin.role.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('admin.members.find')}
        </button>
      </form>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural('admin.members.count', total)}</h2>
      {members.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="member-results">
          {members.map((member) => (
            <li key={member.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link to={`/admin/members/${member.memberId}`} className="font-semibold text-sky-800 underline">
                  {member.firstName} {member.lastName}
                </Link>
                <p className="text-sm break-all text-slate-700">
                  {member.memberId} · {member.email}
                </p>
              </div>
              <p className="flex flex-wrap gap-2 text-sm text-slate-700">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{t(`admin.role.${member.role}`)}</span>
                {member.suspendedUntil ? <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{t('admin.members.suspended')}</span> : null}
                <span>{t('admin.members.joined', { date: date(member.createdAt) })}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('admin.members.none')}</p>
      )}
      <Pager page={page} hasNext={page < pages} pageLink={pageLink} labels={{ nav: t('admin.pages'), previous: t('admin.previous'), next: t('admin.next') }} />
    </ConsoleLayout>
  );
}
