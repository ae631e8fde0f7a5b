// /admin/audit: the audit log for admins, newest first, narrowed by kind of action or by actor's
// member ID. Read-only: the log has no form that changes it, and the database refuses changes.
import type { Route } from './+types/admin.audit';
import { listAudit } from '~/features/admin/audit.queries.server.ts';
import { AuditList } from '~/features/admin/components/audit-list.tsx';
import { ConsoleLayout } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { normalizeMemberId } from '~/lib/member-id.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, parsedBy, queryPage, readQuery } from '~/lib/parameters.schema.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { buttonClass, inputClass } from '~/ui/form-kit.tsx';
import { Pager } from '~/ui/pager.tsx';

const FAMILIES = ['member', 'site', 'site-review', 'site-edit', 'site-report', 'center', 'center-review', 'center-claim', 'offer', 'news'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'members');
  const { locale } = await resolveLocale(request);
  const { values, issues } = readQuery(new URL(request.url).searchParams, {
    action: oneOf(FAMILIES),
    actor: parsedBy(normalizeMemberId, 'admin.audit.invalidActor'),
    page: queryPage(1000),
  });
  const { action = '', actor = '', page = 1 } = values;
  const { entries, hasMore } = await listAudit({ action, actor, page });
  return { messages: loadMessages(locale, ['admin']), viewer: { role: viewer.role }, entries, hasMore, page, action, actor, issues };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('admin.audit.title'), description: t('admin.audit.description'), noindex: true });
}

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries, hasMore, page, action, actor } = loaderData;
  const pageLink = (to: number) => `/admin/audit?${new URLSearchParams({ ...(action ? { action } : {}), ...(actor ? { actor } : {}), page: String(to) }).toString()}`;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={t('admin.audit.title')} intro={<p>{t('admin.audit.intro')}</p>}>
      <form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="audit-action" className="block text-sm font-semibold text-slate-900">
            {t('admin.audit.kind')}
          </label>
          <select id="audit-action" name="action" defaultValue={action} className={inputClass}>
            <option value="">{t('admin.audit.anyKind')}</option>
            {FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`admin.audit.family.${family}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-semibold text-slate-900">
            {t('admin.audit.actor')}
          </label>
          <input id="audit-actor" name="actor" defaultValue={actor} maxLength={40} className={inputClass} {...issueProps(loaderData.issues.actor, 'audit-actor')} />
          <FilterIssue issue={loaderData.issues.actor} id="audit-actor" />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('admin.audit.filter')}
        </button>
      </form>
      <AuditList entries={entries} />
      <Pager page={page} hasNext={hasMore} pageLink={pageLink} labels={{ nav: t('admin.pages'), previous: t('admin.previous'), next: t('admin.next') }} />
    </ConsoleLayout>
  );
}
