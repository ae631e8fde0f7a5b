// /admin/message-reports: messages that one side of a conversation reported, for moderators. Only
// here, and only while a report is open, may a moderator read that conversation; they dismiss the
// report or remove the message (its text is replaced by a notice for both sides).
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin.message-reports';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { LocalTime } from '~/ui/local-time.tsx';
import { oneOf, queryId, readQuery } from '~/lib/parameters.schema.ts';
import { requireRole } from '~/features/members/session.server.ts';
import { Thread } from '~/features/inbox/components/thread.tsx';
import { MessageText } from '~/features/inbox/components/thread.tsx';
import { inboxMessages } from '~/features/inbox/inbox-messages.server.ts';
import { canReadConversation } from '~/features/inbox/inbox.policy.ts';
import { ReportDecisionSchema } from '~/features/inbox/inbox.schema.ts';
import { decideMessageReport } from '~/features/inbox/inbox.service.server.ts';
import { threadView } from '~/features/inbox/inbox-views.ts';
import { conversationAccess, getThread, openMessageReports } from '~/features/inbox/inbox.queries.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const moderator = await requireRole(request, 'moderator');
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { conversation: queryId(), done: oneOf(['dismiss', 'remove'] as const) });
  const reports = await openMessageReports();
  // One reported conversation may be opened beside the queue, while its report is open.
  const openId = values.conversation ?? null;
  let conversation = null;
  if (openId !== null) {
    const access = await conversationAccess(openId);
    if (!access || !canReadConversation(moderator, access)) throw data(null, { status: 404 });
    const thread = await getThread(openId);
    if (thread) conversation = threadView(thread, 'member', locale, []);
  }
  return {
    messages: { ...inboxMessages(locale), ...loadMessages(locale, ['moderation']) },
    reports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString(), reported: { ...report.reported, createdAt: report.reported.createdAt.toISOString() } })),
    conversation,
    done: values.done ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator');
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent !== 'dismiss' && intent !== 'remove') throw data(null, { status: 400 });
  const formIntent = `decide-${String(form.get('reportId'))}`;
  const submission = parseSubmission(form, ReportDecisionSchema, { intent: formIntent });
  if (!submission.ok) return replyWith(submission.reply);
  const decided = await decideMessageReport({ reportId: submission.data.reportId, moderatorId: moderator.id, decision: intent, note: submission.data.note });
  if (!decided.ok) return replyWith(formReply({ intent: formIntent, values: submission.values, formError: decided.error }), 409);
  throw redirect(`/admin/message-reports?done=${intent}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('inbox.moderation.title'), description: t('inbox.moderation.description'), noindex: true });
}

export default function MessageReports({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { reports, conversation } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('inbox.moderation.title')}</h1>
      <p className="mt-2 text-slate-700">{t('inbox.moderation.intro')}</p>
      <div className="mt-6 flex flex-col gap-6">
        {loaderData.done ? <Notice tone="success">{t(`inbox.moderation.done.${loaderData.done}`)}</Notice> : null}
        {reports.length ? (
          <ul className="flex flex-col gap-4">
            {reports.map((report) => (
              <li key={report.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="message-report">
                <p className="text-sm text-slate-700">
                  {t('inbox.moderation.between', { member: report.memberName, center: report.centerName })} · <LocalTime value={report.createdAt} locale={t.locale} />
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  {t(`inbox.report.reasons.${report.reason}`)}
                  {report.reporter ? ` · ${t('inbox.moderation.by', { name: report.reporter })}` : ''}
                </p>
                {report.details ? <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{report.details}</p> : null}
                <blockquote className="mt-3 rounded-lg border-l-4 border-red-300 bg-red-50 p-3 text-sm text-slate-900">
                  <p className="mb-1 text-xs font-semibold text-slate-700">{t(`inbox.moderation.sender.${report.reported.sender}`)}</p>
                  <MessageText text={report.reported.body} />
                </blockquote>
                <p className="mt-3 text-sm">
                  <Link to={`/admin/message-reports?conversation=${report.conversationId}#conversation`} className="font-semibold text-sky-800 underline">
                    {t('inbox.moderation.read')}
                  </Link>
                </p>
                <FormKit idPrefix={`decide-${report.id}`} intent={`decide-${report.id}`} reply={actionData} className="mt-3 flex flex-col gap-2">
                  <input type="hidden" name="reportId" value={report.id} />
                  <TextField name="note" label={t('inbox.moderation.note')} maxLength={500} />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton name="intent" value="remove" tone="danger" size="small">
                      {t('inbox.moderation.remove')}
                    </SubmitButton>
                    <SubmitButton name="intent" value="dismiss" tone="secondary" size="small">
                      {t('inbox.moderation.dismiss')}
                    </SubmitButton>
                  </div>
                </FormKit>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('inbox.moderation.none')}</p>
        )}
        {conversation ? (
          <section id="conversation" aria-labelledby="conversation-heading" className="scroll-mt-24">
            <h2 id="conversation-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('inbox.moderation.conversation', { center: conversation.counterpart })}
            </h2>
            <Thread thread={conversation} reply={undefined} readOnly />
          </section>
        ) : null}
      </div>
    </div>
  );
}
