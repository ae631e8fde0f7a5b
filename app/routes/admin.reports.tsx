// /admin/reports: the moderators' queue of members' reports about dive sites, newest first. A
// moderator fixes the site (edits it, then marks the report fixed with what was changed and the
// version that changed it), hides the reported site (which closes its open reports) or dismisses
// the report; the reporter is told by email. The "handled" view lists what was decided, by whom and when.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/admin.reports';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass, FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireRole } from '~/features/members/session.server.ts';
import { ReportDecisionSchema } from '~/features/sites/reports.schema.ts';
import { handleReport, listReports, recentVersions, type QueuedReport, type ReportQueueView } from '~/features/sites/reports.server.ts';
import { ReportFixSchema } from '~/features/sites/site-edits.schema.ts';
import { REASON_MAX } from '~/features/sites/site-edits.fields.ts';
import type { FormReply } from '~/lib/form-submission.ts';
import { dateTimeFormat } from '../lib/intl-format.ts';

/** Which queue is shown, and the confirmation after a decision. */
const PAGE_PARAMS = { view: oneOf<ReportQueueView>(['open', 'handled']), done: oneOf(['hide', 'dismiss', 'fix'] as const) };

function viewFrom(request: Request): ReportQueueView {
  return readQuery(new URL(request.url).searchParams, PAGE_PARAMS).values.view ?? 'open';
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'moderator');
  const { locale } = await resolveLocale(request);
  const view = viewFrom(request);
  const { done = null } = readQuery(new URL(request.url).searchParams, PAGE_PARAMS).values;
  const reports = await listReports(view);
  return {
    messages: loadMessages(locale, ['moderation', 'sites']),
    view,
    reports,
    versions: view === 'open' ? await recentVersions(reports.map((report) => report.site.id)) : {},
    done,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator');
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent.startsWith('fix-')) {
    // One fix form per report: its intent ("fix-<report id>") names the report, so its errors show
    // beside its own fields.
    const formIntent = intent.slice(0, 20);
    form.set('reportId', formIntent.slice('fix-'.length));
    const submission = parseSubmission(form, ReportFixSchema, { intent: formIntent });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await handleReport({ intent: 'fix', ...submission.data, moderatorId: moderator.id });
    if (!result.ok) return replyWith(formReply({ intent: formIntent, formError: result.error, values: submission.values }), 409);
    throw redirect('/admin/reports?done=fix');
  }
  const submission = parseSubmission(form, ReportDecisionSchema, { intent: 'decision' });
  if (!submission.ok) return replyWith(formReply({ intent: 'decision', formError: 'moderation.error.invalid', values: submission.reply.values }));
  const result = await handleReport({ ...submission.data, moderatorId: moderator.id });
  if (!result.ok) return replyWith(formReply({ intent: 'decision', formError: result.error, values: submission.values }), 409);
  throw redirect(`/admin/reports?done=${submission.data.intent}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('moderation.reports.title'), description: t('moderation.reports.description'), noindex: true });
}

const VIEW_LINK = 'rounded-full px-4 py-1.5 text-sm font-semibold';

export default function ReportsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { reports, view } = loaderData;
  const reply = actionData as FormReply | undefined;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('moderation.reports.title')}</h1>
      <p className="mt-2 text-slate-700">{t('moderation.reports.intro')}</p>
      {reply?.intent === 'decision' && reply.formError ? (
        <div className="mt-4">
          <Notice tone="error">{t(reply.formError)}</Notice>
        </div>
      ) : loaderData.done ? (
        <div className="mt-4">
          <Notice tone="success">{t(`moderation.reports.done.${loaderData.done}`)}</Notice>
        </div>
      ) : null}
      <nav aria-label={t('moderation.reports.views')} className="mt-6">
        <ul className="flex gap-2">
          {(['open', 'handled'] as const).map((option) => (
            <li key={option}>
              <Link
                to={option === 'open' ? '/admin/reports' : '/admin/reports?view=handled'}
                aria-current={option === view ? 'page' : undefined}
                className={option === view ? `${VIEW_LINK} bg-slate-900 text-white` : `${VIEW_LINK} border border-slate-400 text-slate-900 hover:bg-slate-50`}
              >
                {t(`moderation.reports.view.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural(view === 'open' ? 'moderation.reports.openCount' : 'moderation.reports.handledCount', reports.length)}</h2>
      {reports.length ? (
        <ol className="mt-4 flex flex-col gap-6">
          {reports.map((report) => (
            <li key={report.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="report">
              <ReportCard report={report} versions={loaderData.versions[report.site.id] ?? []} reply={reply} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-slate-700">{t(`moderation.reports.empty.${view}`)}</p>
      )}
    </div>
  );
}

type Version = { version: number; createdAt: Date | string; changedFields: string[] };

function ReportCard({ report, versions, reply }: { report: QueuedReport; versions: Version[]; reply: FormReply | undefined }) {
  const t = useT();
  const date = (value: Date | string) => dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  const titleId = `report-${report.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <Link to={`/listing/${report.site.id}`} className="text-sky-800 underline">
          {report.site.name}
        </Link>
        {report.status === 'open' && report.site.status !== 'published' ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('moderation.reports.siteHidden')}</span>
        ) : null}
      </h3>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-900">{t('moderation.reports.reason')}</dt>
        <dd className="text-slate-800">{t(`moderation.reports.reason.${report.reason}`)}</dd>
        {report.duplicateOf ? (
          <>
            <dt className="font-semibold text-slate-900">{t('moderation.reports.duplicateOf')}</dt>
            <dd className="text-slate-800">
              <Link to={`/listing/${report.duplicateOf.id}`} className="text-sky-800 underline">
                {report.duplicateOf.name}
              </Link>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">{t('moderation.reports.details')}</dt>
        <dd className="whitespace-pre-line text-slate-800">{report.details || t('moderation.reports.noDetails')}</dd>
        <dt className="font-semibold text-slate-900">{t('moderation.reports.reporter')}</dt>
        <dd className="text-slate-800">
          {report.reporter ? (
            <Link to={`/user/${report.reporter.memberId}`} className="text-sky-800 underline">
              {report.reporter.firstName}
            </Link>
          ) : (
            t('moderation.reports.deletedMember')
          )}
        </dd>
        <dt className="font-semibold text-slate-900">{t('moderation.reports.reportedOn')}</dt>
        <dd className="text-slate-800">{date(report.createdAt)}</dd>
        {report.status === 'open' ? null : (
          <>
            <dt className="font-semibold text-slate-900">{t('moderation.reports.outcome')}</dt>
            <dd className="text-slate-800">{t(`moderation.reports.outcome.${report.status}`)}</dd>
            {report.status === 'fixed' ? (
              <>
                <dt className="font-semibold text-slate-900">{t('moderation.reports.fixedWith')}</dt>
                <dd className="whitespace-pre-line text-slate-800">
                  {report.fixNote}
                  {report.fixVersion ? (
                    <>
                      {' · '}
                      <Link to={`/listing/${report.site.id}/history`} className="text-sky-800 underline">
                        {t('moderation.reports.fixedVersion', { version: report.fixVersion })}
                      </Link>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-900">{t('moderation.reports.handledBy')}</dt>
            <dd className="text-slate-800">
              {report.handler ? (
                <Link to={`/user/${report.handler.memberId}`} className="text-sky-800 underline">
                  {report.handler.firstName}
                </Link>
              ) : (
                t('moderation.reports.deletedMember')
              )}
            </dd>
            {report.handledAt ? (
              <>
                <dt className="font-semibold text-slate-900">{t('moderation.reports.handledOn')}</dt>
                <dd className="text-slate-800">{date(report.handledAt)}</dd>
              </>
            ) : null}
          </>
        )}
      </dl>
      {report.status === 'open' ? (
        <>
          <FormKit className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="reportId" value={report.id} />
            <SubmitButton name="intent" value="hide" tone="danger" size="small">
              {t('moderation.reports.hide')}
            </SubmitButton>
            <SubmitButton name="intent" value="dismiss" tone="secondary" size="small">
              {t('moderation.reports.dismiss')}
            </SubmitButton>
            <Link to={`/listing/${report.site.id}/edit`} className={buttonClass('secondary', 'small')}>
              {t('moderation.reports.editSite')}
            </Link>
          </FormKit>
          <details className="mt-4 rounded-xl border border-slate-200 p-3" open={reply?.intent === `fix-${report.id}`}>
            <summary className="cursor-pointer font-semibold text-slate-900">{t('moderation.reports.fix')}</summary>
            <FormKit reply={reply} intent={`fix-${report.id}`} idPrefix={`fix-${report.id}`} defaults={{ note: '', version: versions[0] ? String(versions[0].version) : '' }} className="mt-3 flex flex-col gap-3">
              <TextField name="note" label={t('moderation.reports.fixNote')} hint={t('moderation.reports.fixNoteHint')} rows={2} maxLength={REASON_MAX} required />
              <SelectField
                name="version"
                label={t('moderation.reports.fixVersion')}
                emptyLabel={t('moderation.reports.fixVersionNone')}
                options={versions.map((version) => ({
                  value: String(version.version),
                  label: `${t('sites.history.version', { version: version.version })} · ${date(version.createdAt)}${version.changedFields.length ? ` · ${version.changedFields.map((group) => t(`sites.fact.${group}`)).join(', ')}` : ''}`,
                }))}
              />
              <div>
                <SubmitButton name="intent" value={`fix-${report.id}`} size="small">{t('moderation.reports.fix')}</SubmitButton>
              </div>
            </FormKit>
          </details>
        </>
      ) : null}
    </article>
  );
}
