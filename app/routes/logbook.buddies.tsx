// /logbook/buddies: the dives on which other members named the signed-in member as their buddy. The
// member confirms or declines each (declining removes their name from the dive), and copies a confirmed
// one into their own log. The email that asks them links here.
import { redirect } from 'react-router';
import type { Route } from './+types/logbook.buddies';
import { requireMember } from '~/features/members/session.server.ts';
import { BuddyRequests } from '~/features/logbook/components/buddy-requests.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { BuddyAnswerSchema } from '~/features/logbook/buddy-answer.schema.ts';
import { answerBuddyRequest, buddyRequestsFor } from '~/features/logbook/buddies.service.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { done: oneOf(['confirmed', 'declined'] as const) });
  return { requests: await buddyRequestsFor(member.id), viewerId: member.id, units: member.units, done: values.done ?? null, messages: logbookMessages(locale) };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const { form } = await readForm(request);
  const submission = parseSubmission(form, BuddyAnswerSchema);
  if (!submission.ok) return replyWith(formReply({ formError: 'logbook.buddies.error.gone' }));
  const confirm = submission.data.answer === 'confirm';
  const answered = await answerBuddyRequest({ userId: member.id, diveId: submission.data.diveId, confirm });
  if (!answered) return replyWith(formReply({ formError: 'logbook.buddies.error.gone' }), 409);
  throw redirect(`/logbook/buddies?done=${confirm ? 'confirmed' : 'declined'}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.buddies.title'), description: t('logbook.buddies.description'), noindex: true });
}

export default function BuddyRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  return (
    <LogbookPage title={t('logbook.buddies.title')} intro={t('logbook.buddies.intro')} back={{ to: '/logbook', label: t('logbook.nav.backToLog') }}>
      {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
      {loaderData.done ? (
        <Notice tone="success">
          <p data-testid="buddy-done">{t(`logbook.buddies.done.${loaderData.done}`)}</p>
        </Notice>
      ) : null}
      <BuddyRequests requests={loaderData.requests} viewerId={loaderData.viewerId} units={loaderData.units} />
    </LogbookPage>
  );
}
