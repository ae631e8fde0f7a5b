// /admin/members/:memberId: one member's record for admins (role, sign-up date, contributions,
// reports, suspensions, what staff did about them) and the three things done here: change the role,
// suspend with a reason and an end date, lift a suspension. Each writes the audit log.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/admin.members.$memberId';
import { normalizeMemberId } from '~/lib/member-id.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { LiftSchema, RoleChangeSchema, SuspendSchema } from '~/features/admin/admin.schema.ts';
import { REASON_MAX } from '~/features/admin/admin.fields.ts';
import { listAudit } from '~/features/admin/audit.queries.server.ts';
import { AuditList } from '~/features/admin/components/audit-list.tsx';
import { ConsoleLayout, useConsoleDate } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { memberRecord } from '~/features/admin/members.queries.server.ts';
import { changeMemberRole, liftSuspension, suspendMember } from '~/features/admin/members.service.server.ts';
import { canManageRoles, canSuspend } from '~/features/members/member.policy.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';

async function loadRecord(memberId: string | undefined) {
  const id = normalizeMemberId(memberId ?? '');
  const record = id ? await memberRecord(id) : null;
  if (!record) throw new Response(null, { status: 404 });
  return record;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'members');
  const { locale } = await resolveLocale(request);
  const record = await loadRecord(params.memberId);
  const { done = null } = readQuery(new URL(request.url).searchParams, { done: oneOf(['role', 'suspend', 'lift'] as const) }).values;
  return {
    messages: loadMessages(locale, ['admin']),
    viewer: { id: viewer.id, role: viewer.role },
    record,
    history: (await listAudit({ target: `member:${record.memberId}` })).entries,
    done,
    // An admin's own role is changed by another admin (ADR 18), so their own page has no role form.
    mayChangeRole: canManageRoles(viewer) && viewer.id !== record.id,
    maySuspend: canSuspend(viewer, record),
    tomorrow: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireConsole(request, 'members');
  const record = await loadRecord(params.memberId);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const back = (done: string) => redirect(`/admin/members/${record.memberId}?done=${done}`);
  if (intent === 'role') {
    const submission = parseSubmission(form, RoleChangeSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await changeMemberRole({ actor: viewer, memberId: record.memberId, role: submission.data.role, reason: submission.data.reason });
    if (!result.ok) return replyWith(formReply({ intent, formError: result.error, values: submission.values }), result.error === 'admin.error.ownRole' ? 403 : 409);
    throw back('role');
  }
  if (intent === 'suspend') {
    const submission = parseSubmission(form, SuspendSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await suspendMember({ actor: viewer, memberId: record.memberId, reason: submission.data.reason, until: submission.data.until });
    if (!result.ok) return replyWith(formReply({ intent, formError: result.error, values: submission.values }), result.error === 'admin.error.cannotSuspend' ? 403 : 409);
    throw back('suspend');
  }
  if (intent === 'lift') {
    const submission = parseSubmission(form, LiftSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await liftSuspension({ actor: viewer, memberId: record.memberId, reason: submission.data.reason });
    if (!result.ok) return replyWith(formReply({ intent, formError: result.error, values: submission.values }), 409);
    throw back('lift');
  }
  return replyWith(formReply({ formError: 'admin.error.invalid' }));
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const name = loaderData ? `${loaderData.record.firstName} ${loaderData.record.lastName}` : t('admin.member.title');
  return pageMeta({ matches, location, title: name, description: t('admin.member.description'), noindex: true });
}

export default function ConsoleMember({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const date = useConsoleDate();
  const { record } = loaderData;
  const reply = actionData as FormReply | undefined;
  const { tomorrow } = loaderData;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={`${record.firstName} ${record.lastName}`} intro={<p>{t('admin.member.intro')}</p>}>
      {loaderData.done ? (
        <div className="mt-4">
          <Notice tone="success">{t(`admin.member.done.${loaderData.done}`)}</Notice>
        </div>
      ) : null}
      <dl className="mt-6 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="member-record">
        <dt className="font-semibold text-slate-900">{t('admin.member.memberId')}</dt>
        <dd className="text-slate-800">
          <Link to={`/user/${record.memberId}`} className="text-sky-800 underline">
            {record.memberId}
          </Link>
        </dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.email')}</dt>
        <dd className="break-all text-slate-800">
          {record.email} {record.emailVerified ? null : <span className="text-red-800">({t('admin.member.unverified')})</span>}
        </dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.role')}</dt>
        <dd className="text-slate-800" data-testid="member-role">
          {t(`admin.role.${record.role}`)}
        </dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.joined')}</dt>
        <dd className="text-slate-800">{date(record.createdAt)}</dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.status')}</dt>
        <dd className="text-slate-800" data-testid="member-status">
          {record.suspendedUntil ? t('admin.member.suspendedUntil', { date: date(record.suspendedUntil, true) }) : t('admin.member.active')}
        </dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.contributions')}</dt>
        <dd className="text-slate-800">
          {t('admin.member.contributionCounts', {
            sites: record.contributions.sites,
            reviews: record.contributions.siteReviews + record.contributions.centerReviews,
            edits: record.contributions.edits,
            centers: record.contributions.centers,
          })}
        </dd>
        <dt className="font-semibold text-slate-900">{t('admin.member.reports')}</dt>
        <dd className="text-slate-800">{t.plural('admin.member.reportsFiled', record.reportsFiled)}</dd>
      </dl>

      {loaderData.mayChangeRole ? (
        <section aria-labelledby="role-title" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="role-title" className="text-xl font-semibold text-slate-900">
            {t('admin.member.changeRole')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('admin.member.roleHint')}</p>
          <FormKit reply={reply} intent="role" idPrefix="role" defaults={{ role: record.role }} className="mt-4 flex flex-col gap-3">
            <SelectField name="role" label={t('admin.member.newRole')} options={(['member', 'editor', 'moderator', 'admin'] as const).map((role) => ({ value: role, label: t(`admin.role.${role}`) }))} />
            <TextField name="reason" label={t('admin.member.roleReason')} maxLength={REASON_MAX} />
            <div>
              <SubmitButton name="intent" value="role">
                {t('admin.member.saveRole')}
              </SubmitButton>
            </div>
          </FormKit>
        </section>
      ) : null}

      {loaderData.maySuspend ? (
        <section aria-labelledby="suspend-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="suspend-title" className="text-xl font-semibold text-slate-900">
            {record.suspendedUntil ? t('admin.member.suspension') : t('admin.member.suspend')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('admin.member.suspendHint')}</p>
          {record.suspendedUntil ? (
            <FormKit reply={reply} intent="lift" idPrefix="lift" className="mt-4 flex flex-col gap-3">
              <TextField name="reason" label={t('admin.member.liftReason')} maxLength={REASON_MAX} />
              <div>
                <SubmitButton name="intent" value="lift" tone="secondary">
                  {t('admin.member.lift')}
                </SubmitButton>
              </div>
            </FormKit>
          ) : null}
          <FormKit reply={reply} intent="suspend" idPrefix="suspend" defaults={{ until: tomorrow }} className="mt-4 flex flex-col gap-3">
            <TextField name="reason" label={t('admin.member.suspendReason')} hint={t('admin.member.suspendReasonHint')} rows={3} maxLength={REASON_MAX} required />
            <TextField name="until" type="date" label={t('admin.member.until')} hint={t('admin.member.untilHint')} required />
            <div>
              <SubmitButton name="intent" value="suspend" tone="danger">
                {record.suspendedUntil ? t('admin.member.resuspend') : t('admin.member.suspendSubmit')}
              </SubmitButton>
            </div>
          </FormKit>
        </section>
      ) : null}

      <section aria-labelledby="suspensions-title" className="mt-10">
        <h2 id="suspensions-title" className="text-xl font-semibold text-slate-900">
          {t('admin.member.suspensions')}
        </h2>
        {record.suspensions.length ? (
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {record.suspensions.map((suspension) => (
              <li key={suspension.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="text-slate-900">{t('admin.member.suspensionLine', { from: date(suspension.createdAt), until: date(suspension.endsAt), by: suspension.by ?? '—' })}</p>
                <p className="whitespace-pre-line text-slate-700">{suspension.reason}</p>
                {suspension.liftedAt ? <p className="text-slate-700">{t('admin.member.liftedOn', { date: date(suspension.liftedAt) })}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('admin.member.noSuspensions')}</p>
        )}
      </section>

      <section aria-labelledby="history-title" className="mt-10">
        <h2 id="history-title" className="text-xl font-semibold text-slate-900">
          {t('admin.member.history')}
        </h2>
        <AuditList entries={loaderData.history} />
      </section>
    </ConsoleLayout>
  );
}
