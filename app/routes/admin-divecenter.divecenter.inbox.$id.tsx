// /admin-divecenter/divecenter/inbox/:id: one conversation of the centre, read and answered by any
// of its managers. When it is about a reservation, the reservation's details and the centre's
// answers (confirm, decline, cancel) are beside it, and each answer is posted into the thread.
// A conversation of another centre, or a viewer who does not run this one, gets 404.
import { data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.inbox.$id';
import type { FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { loadManagerPage } from '~/features/centers/manager-context.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import type { SessionUser } from '~/features/members/session-user.ts';
import { Thread, ThreadHeading } from '~/features/inbox/components/thread.tsx';
import { inboxMessages } from '~/features/inbox/inbox-messages.server.ts';
import { sideOf } from '~/features/inbox/inbox.policy.ts';
import { threadView } from '~/features/inbox/inbox-views.ts';
import { blocksBetween, conversationAccess, getThread } from '~/features/inbox/inbox.queries.server.ts';
import { markConversationRead } from '~/features/inbox/inbox.service.server.ts';
import { handleThreadAction } from '~/features/inbox/thread-actions.server.ts';
import { CenterReservationCard } from '~/features/trips/components/reservation-cards.tsx';
import { answerReservation, isCenterReservationIntent } from '~/features/trips/reservation-actions.server.ts';
import { centerReservationView } from '~/features/trips/reservation-views.ts';
import { centerReservationById } from '~/features/trips/reservations.queries.server.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';

/** The conversation, only if it is this centre's and the viewer answers for the centre. */
async function centerConversation(user: SessionUser, rawId: string | undefined, centerId: number) {
  const id = recordId(rawId);
  const access = id === null ? null : await conversationAccess(id);
  if (!access || access.centerId !== centerId || sideOf(user, access, 'center') !== 'center') throw data(null, { status: 404 });
  return access;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  if (!page.access) throw data(null, { status: 404 });
  const access = await centerConversation(page.user, params.id, page.access.id);
  // An admin acting as a manager reads without marking it read: the centre's own people have not seen it.
  if (!page.acting) await markConversationRead({ conversationId: access.id, side: 'center' });
  const [thread, blocks, reservation] = await Promise.all([getThread(access.id), blocksBetween(access.centerId, access.memberId), access.reservationId ? centerReservationById(access.centerId, access.reservationId) : null]);
  if (!thread) throw data(null, { status: 404 });
  const { notice = null } = readQuery(new URL(request.url).searchParams, { notice: oneOf(['archived', 'unarchived', 'blocked', 'unblocked', 'reported', 'confirm', 'decline', 'cancel', 'attended', 'card-seen'] as const) }).values;
  return {
    messages: { ...inboxMessages(locale), ...tripMessages(locale), ...loadMessages(locale, ['manager']) },
    centerId: access.centerId,
    thread: threadView(thread, 'center', locale, blocks),
    reservation: reservation ? centerReservationView(reservation, locale) : null,
    notice,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const page = await loadManagerPage(request);
  if (!page.access) throw data(null, { status: 404 });
  const access = await centerConversation(user, params.id, page.access.id);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const back = `/admin-divecenter/divecenter/inbox/${access.id}?center=${access.centerId}`;
  if (isCenterReservationIntent(intent)) {
    const answered = await answerReservation(form, intent, { centerId: access.centerId, userId: user.id, timeZone: page.access.timeZone, acting: page.acting });
    if (!answered.ok) return answered.response;
    throw redirect(`${back}&notice=${intent}`);
  }
  return handleThreadAction(form, { access, side: 'center', user, back, acting: page.acting });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: loaderData ? t('inbox.thread.title', { name: loaderData.thread.counterpart }) : t('inbox.center.title'), description: t('inbox.center.description'), noindex: true });
}

export default function CenterThread({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { thread, reservation, centerId } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <ThreadHeading thread={thread} backHref={`/admin-divecenter/divecenter/inbox?center=${centerId}`} backLabel={t('inbox.center.back')} />
      <div className="mt-6">
        <Thread
          thread={thread}
          reply={actionData}
          notice={loaderData.notice}
          aside={
            reservation ? (
              <div>
                <h2 className="mb-2 font-semibold text-slate-900">{t('inbox.thread.reservation')}</h2>
                <CenterReservationCard reservation={reservation} centerId={centerId} reply={actionData} compact />
              </div>
            ) : null
          }
        />
      </div>
    </div>
  );
}
