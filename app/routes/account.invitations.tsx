// /account/invitations: invitations to help manage a dive centre, each accepted or declined here
// (the invitation email links to this page). Accepting makes the member a manager at once.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/account.invitations';
import { answerInvitation, invitationsForMember } from '~/features/centers/center-invitations.server.ts';
import { InvitationAnswerSchema } from '~/features/centers/center.schema.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { pickMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, queryId, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { dateTimeFormat } from '../lib/intl-format.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { done: oneOf(['accepted', 'declined'] as const), center: queryId() });
  return {
    messages: pickMessages(locale, ['centers.invitations.', 'centers.manage.']),
    invitations: await invitationsForMember(user.id),
    done: values.done ?? null,
    centerId: values.center ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const submission = parseSubmission(form, InvitationAnswerSchema);
  if (!submission.ok) return replyWith(formReply({ formError: 'centers.invitations.gone' }));
  const answered = await answerInvitation({ invitationId: submission.data.invitationId, userId: user.id, accept: submission.data.answer === 'accept' });
  if (!answered) return replyWith(formReply({ formError: 'centers.invitations.gone' }), 409);
  throw redirect(`/account/invitations?done=${submission.data.answer === 'accept' ? 'accepted' : 'declined'}&center=${answered.centerId}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('centers.invitations.title'), description: t('centers.invitations.description'), noindex: true });
}

export default function AccountInvitations({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const date = (value: Date | string) => dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('centers.invitations.title')}</h1>
      <p className="mt-2 text-slate-700">{t('centers.invitations.intro')}</p>
      <div className="mt-4 flex flex-col gap-3">
        {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
        {loaderData.done ? (
          <Notice tone="success">
            {t(`centers.invitations.${loaderData.done}`)}{' '}
            {loaderData.done === 'accepted' && loaderData.centerId ? (
              <Link to={`/admin-divecenter/divecenter?center=${loaderData.centerId}`} className="font-semibold underline">
                {t('centers.manage.page.centre')}
              </Link>
            ) : null}
          </Notice>
        ) : null}
      </div>
      {loaderData.invitations.length ? (
        <ul className="mt-6 flex flex-col gap-4" data-testid="invitations">
          {loaderData.invitations.map((invitation) => (
            <li key={invitation.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id={`invitation-${invitation.id}`} className="text-lg font-semibold text-slate-900">
                <Link to={`/dive-center/${invitation.centerId}`} className="text-sky-800 underline">
                  {invitation.centerName}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t('centers.invitations.from', { name: invitation.invitedBy ?? '—', date: date(invitation.createdAt) })}</p>
              <FormKit className="mt-3 flex flex-wrap gap-3">
                <input type="hidden" name="invitationId" value={invitation.id} />
                <SubmitButton name="answer" value="accept" describedBy={`invitation-${invitation.id}`}>
                  {t('centers.invitations.accept')}
                </SubmitButton>
                <SubmitButton name="answer" value="decline" tone="secondary" describedBy={`invitation-${invitation.id}`}>
                  {t('centers.invitations.decline')}
                </SubmitButton>
              </FormKit>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-700">{t('centers.invitations.none')}</p>
      )}
    </div>
  );
}
