// One conversation: its messages (the reader's own on the right, the other side's on the left, the
// site's notices of a reservation's changes in the middle), plain text with links made clickable,
// a "Seen" mark, the reply form, and the conversation's tools: archive, report a message, block.
// New messages appear without a reload (the live inbox's events reload the page's data).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { LocalTime } from '~/ui/local-time.tsx';
import { MESSAGE_REPORT_REASONS } from '../../../../db/schema/inbox.ts';
import type { MessageView, ThreadView } from '../inbox-views.ts';
import { messageParts } from '../message-text.ts';
import { useEventText, useReloadOnInboxChange } from './conversations.tsx';

type Reply = Partial<FormReply> | undefined;

export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-line">
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} rel="nofollow noopener noreferrer ugc" target="_blank" className="underline">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function ReportForm({ message, reply }: { message: MessageView; reply: Reply }) {
  const t = useT();
  const intent = `report-${message.id}`;
  return (
    <details className="mt-1 text-xs open:w-full open:max-w-sm" open={reply?.intent === intent}>
      <summary className="cursor-pointer text-slate-600 hover:text-red-800">{t('inbox.report.open')}</summary>
      <FormKit idPrefix={intent} intent={intent} reply={reply} className="mt-2 flex flex-col gap-2 text-sm">
        <input type="hidden" name="messageId" value={message.id} />
        <SelectField name="reason" label={t('inbox.report.reason')} required emptyLabel={t('inbox.report.choose')} options={MESSAGE_REPORT_REASONS.map((reason) => ({ value: reason, label: t(`inbox.report.reasons.${reason}`) }))} />
        <TextField name="details" label={t('inbox.report.details')} rows={2} maxLength={1000} />
        <p className="text-xs text-slate-700">{t('inbox.report.explain')}</p>
        <div>
          <SubmitButton name="intent" value="report" tone="dangerOutline" size="small">
            {t('inbox.report.send')}
          </SubmitButton>
        </div>
      </FormKit>
    </details>
  );
}

function Message({ message, seen, canReport, reply, counterpart, side, placeZone }: { message: MessageView; seen: boolean; canReport: boolean; reply: Reply; counterpart: string; side: ThreadView['side']; placeZone: string }) {
  const t = useT();
  const eventText = useEventText();
  if (message.event && message.sender === 'system') {
    const reason = message.event.params?.reason;
    return (
      <li className="mx-auto max-w-md rounded-lg bg-slate-100 px-3 py-2 text-center text-sm text-slate-800" data-testid="system-message">
        <span className="font-semibold">{eventText(message.event)}</span>
        {reason ? <span className="block">{t('inbox.thread.reason', { reason: String(reason) })}</span> : null}
        {message.event.kind === 'invitation.sent' && side === 'member' ? (
          <Link to="/account/invitations" className="block font-semibold text-sky-800 underline">
            {t('inbox.thread.answerInvitation')}
          </Link>
        ) : null}
        <LocalTime value={message.at} locale={t.locale} placeZone={placeZone} className="block text-xs text-slate-600" />
      </li>
    );
  }
  const removed = message.event?.kind === 'message.removed';
  const who = message.mine ? t('inbox.thread.you') : message.sender === 'center' && message.author ? t('inbox.thread.centerAuthor', { name: message.author, center: counterpart }) : counterpart;
  return (
    <li className={`flex flex-col ${message.mine ? 'items-end' : 'items-start'}`} data-testid="message">
      <div className={`max-w-[85%] rounded-2xl px-4 py-2 ${message.mine ? 'bg-sky-800 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200'}`}>
        <p className={`text-xs font-semibold ${message.mine ? 'text-sky-100' : 'text-slate-600'}`}>{who}</p>
        {message.subject ? <p className="font-semibold">{message.subject}</p> : null}
        {removed ? <p className="italic">{t('inbox.event.message.removed')}</p> : <MessageText text={message.body} />}
      </div>
      <p className="mt-0.5 flex gap-2 text-xs text-slate-600">
        <LocalTime value={message.at} locale={t.locale} placeZone={placeZone} />
        {seen ? <span data-testid="seen">{t('inbox.thread.seen')}</span> : null}
      </p>
      {canReport && !message.mine && !removed ? <ReportForm message={message} reply={reply} /> : null}
    </li>
  );
}

export function Thread({ thread, reply, notice, aside, readOnly = false }: { thread: ThreadView; reply: Reply; notice?: string | null; aside?: ReactNode; readOnly?: boolean }) {
  const t = useT();
  useReloadOnInboxChange(thread.id);
  const blocked = thread.blockedByMe || thread.blockedByThem;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="thread-heading" className="min-w-0">
        <h2 id="thread-heading" className="sr-only">
          {t('inbox.thread.messages')}
        </h2>
        {notice ? (
          <div className="mb-3">
            <Notice tone="success">{t(`inbox.notice.${notice}`)}</Notice>
          </div>
        ) : null}
        {thread.earlier ? <p className="mb-2 text-center text-xs text-slate-600">{t('inbox.thread.earlier')}</p> : null}
        <ol className="flex flex-col gap-3" aria-live="polite" data-testid="thread">
          {thread.messages.map((message) => (
            <Message key={message.id} message={message} seen={message.id === thread.seenUpTo} canReport={!readOnly} reply={reply} counterpart={thread.counterpart} side={thread.side} placeZone={thread.placeZone} />
          ))}
        </ol>
        {readOnly ? null : blocked ? (
          <p className="mt-6 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">{t(thread.blockedByMe ? 'inbox.thread.youBlocked' : 'inbox.thread.theyBlocked')}</p>
        ) : (
          <FormKit idPrefix="reply" intent="reply" reply={reply} className="mt-6 flex flex-col gap-2" key={thread.messages.filter((message) => message.mine).length}>
            <TextField name="body" label={t('inbox.thread.replyLabel', { name: thread.counterpart })} rows={3} maxLength={5000} required />
            <p className="text-xs text-slate-600">{t('inbox.thread.plainText')}</p>
            <div>
              <SubmitButton name="intent" value="reply">
                {t('inbox.thread.send')}
              </SubmitButton>
            </div>
          </FormKit>
        )}
      </section>
      <aside className="flex flex-col gap-4 text-sm" aria-label={t('inbox.thread.tools')}>
        {aside}
        {readOnly ? null : (
          <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <FormKit>
              <SubmitButton name="intent" value={thread.archived ? 'unarchive' : 'archive'} tone="secondary" size="small">
                {t(thread.archived ? 'inbox.thread.unarchive' : 'inbox.thread.archive')}
              </SubmitButton>
            </FormKit>
            <FormKit>
              <SubmitButton name="intent" value={thread.blockedByMe ? 'unblock' : 'block'} tone={thread.blockedByMe ? 'secondary' : 'dangerOutline'} size="small">
                {t(thread.blockedByMe ? 'inbox.thread.unblock' : thread.side === 'member' ? 'inbox.thread.blockCenter' : 'inbox.thread.blockMember', { name: thread.counterpart })}
              </SubmitButton>
            </FormKit>
            <p className="text-xs text-slate-600">{t('inbox.thread.blockExplain')}</p>
          </div>
        )}
      </aside>
    </div>
  );
}

/** The thread's heading: who with, about what, and where that is. */
export function ThreadHeading({ thread, backHref, backLabel }: { thread: ThreadView; backHref: string; backLabel: string }) {
  const t = useT();
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm">
        <Link to={backHref} className="font-semibold text-sky-800 underline">
          {backLabel}
        </Link>
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {thread.counterpartProfile ? (
          <Link to={thread.counterpartProfile} className="hover:underline">
            {thread.counterpart}
          </Link>
        ) : (
          thread.counterpart
        )}
      </h1>
      {thread.topic ? (
        <p className="text-slate-800">
          {thread.tripId ? (
            <Link to={`/trip/${thread.tripId}`} className="font-semibold text-sky-800 underline" lang={thread.topicLang ?? undefined}>
              {thread.topic}
            </Link>
          ) : (
            thread.topic
          )}
        </p>
      ) : (
        <p className="text-slate-700">{t('inbox.thread.general')}</p>
      )}
    </header>
  );
}
