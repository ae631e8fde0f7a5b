// /account/inbox/:id: one of the member's conversations with a dive centre. Opening it marks it
// read. Anyone but the member gets 404 here (the centre's side reads it in its own inbox).
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/account.inbox.$id';
import type { FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { requireMember, requireVerifiedMember } from '~/features/members/session.server.ts';
import { Thread, ThreadHeading } from '~/features/inbox/components/thread.tsx';
import { inboxMessages } from '~/features/inbox/inbox-messages.server.ts';
import { threadView } from '~/features/inbox/inbox-views.ts';
import { blocksBetween, conversationAccess, getThread } from '~/features/inbox/inbox.queries.server.ts';
import { markConversationRead } from '~/features/inbox/inbox.service.server.ts';
import { handleThreadAction } from '~/features/inbox/thread-actions.server.ts';
import { ReservationStatusBadge } from '~/features/trips/components/reservation-cards.tsx';
import { memberReservationView } from '~/features/trips/reservation-views.ts';
import { memberReservation } from '~/features/trips/reservations.queries.server.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';

/** Beside the thread: the reservation's status, and where and when to meet once the centre said. */
function reservationAside(view: ReturnType<typeof memberReservationView>) {
  return { id: view.id, status: view.status, meeting: view.status === 'confirmed' && view.meeting.at ? view.meeting : null };
}

/** The conversation, only if the signed-in member is its member. */
async function ownConversation(userId: string, rawId: string | undefined) {
  const id = recordId(rawId);
  const access = id === null ? null : await conversationAccess(id);
  if (!access || access.memberId !== userId) throw data(null, { status: 404 });
  return access;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const access = await ownConversation(user.id, params.id);
  await markConversationRead({ conversationId: access.id, side: 'member' });
  const [thread, blocks, reservation] = await Promise.all([getThread(access.id), blocksBetween(access.centerId, access.memberId), access.reservationId ? memberReservation(user.id, access.reservationId) : null]);
  if (!thread) throw data(null, { status: 404 });
  const { notice = null } = readQuery(new URL(request.url).searchParams, { notice: oneOf(['archived', 'unarchived', 'blocked', 'unblocked', 'reported'] as const) }).values;
  return {
    messages: { ...inboxMessages(locale), ...tripMessages(locale), ...loadMessages(locale, ['account']) },
    thread: threadView(thread, 'member', locale, blocks),
    reservation: reservation ? reservationAside(memberReservationView(reservation, user.id, locale)) : null,
    notice,
    canWrite: user.emailVerified,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const access = await ownConversation(user.id, params.id);
  const { form } = await readForm(request);
  return handleThreadAction(form, { access, side: 'member', user, back: `/account/inbox/${access.id}` });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: loaderData ? t('inbox.thread.title', { name: loaderData.thread.counterpart }) : t('account.nav.inbox'), description: t('inbox.list.description'), noindex: true });
}

export default function MemberThread({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { thread, reservation } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <ThreadHeading thread={thread} backHref="/account/inbox" backLabel={t('inbox.thread.back')} />
      <div className="mt-6">
        <Thread
          thread={thread}
          reply={actionData}
          notice={loaderData.notice}
          readOnly={!loaderData.canWrite}
          aside={
            reservation ? (
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <h2 className="font-semibold text-slate-900">{t('inbox.thread.reservation')}</h2>
                <p className="mt-1">
                  <ReservationStatusBadge status={reservation.status} />
                </p>
                {reservation.meeting ? (
                  <p className="mt-2 text-slate-800" data-testid="meeting">
                    <span className="font-semibold">{t('trips.page.meetingPoint')}:</span> {reservation.meeting.point}
                    <span className="block">{t('trips.reservation.meetAt', { at: reservation.meeting.at ?? '' })}</span>
                  </p>
                ) : null}
                <p className="mt-2">
                  <Link to={`/account/reservations#reservation-${reservation.id}`} className="font-semibold text-sky-800 underline">
                    {t('inbox.thread.seeReservation')}
                  </Link>
                </p>
              </div>
            ) : null
          }
        />
      </div>
    </div>
  );
}
