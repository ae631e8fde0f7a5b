// /account/reservations: the member's reservations, upcoming and past, each with its status, terms,
// what to bring, its calendar file and a way to cancel within the terms; and the private address of
// the member's calendar feed.
import { data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/account.reservations';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { requireMember, requireVerifiedMember } from '~/features/members/session.server.ts';
import { MemberReservationCard } from '~/features/trips/components/reservation-cards.tsx';
import { feedPath, feedToken, replaceFeedToken } from '~/features/trips/calendar-feed.server.ts';
import { memberReservationView } from '~/features/trips/reservation-views.ts';
import { memberReservation, memberReservations } from '~/features/trips/reservations.queries.server.ts';
import { cancelReservationAsMember } from '~/features/trips/reservations.service.server.ts';
import { cancellationTerms } from '~/features/trips/trip-format.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { MemberCancelSchema } from '~/features/trips/trip.schema.ts';
import { AccountPage, CardListSection, EmptyListCard } from '~/ui/account-page.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const [rows, token] = await Promise.all([memberReservations(user.id), feedToken(user.id)]);
  const { values: notices } = readQuery(new URL(request.url).searchParams, { cancelled: queryFlag(), feed: queryFlag() });
  const views = rows.map((row) => memberReservationView(row, user.id, locale));
  return {
    messages: { ...tripMessages(locale), ...loadMessages(locale, ['account']) },
    upcoming: views.filter((view) => !view.past),
    past: views.filter((view) => view.past),
    feed: token ? `${publicOrigin()}${feedPath(token)}` : null,
    notice: (['cancelled', 'feed'] as const).find((key) => notices[key]) ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'feed') {
    await replaceFeedToken(user.id);
    throw redirect('/account/reservations?feed=1#calendar');
  }
  if (intent !== 'cancel') throw data(null, { status: 400 });
  const formIntent = `cancel-${String(form.get('reservationId'))}`;
  const submission = parseSubmission(form, MemberCancelSchema, { intent: formIntent });
  if (!submission.ok) return replyWith(submission.reply);
  const reservation = await memberReservation(user.id, submission.data.reservationId);
  if (!reservation) throw data(null, { status: 404 });
  // A fee the terms name now must have been accepted: the page says what it is before the member confirms.
  const fee = reservation.status === 'confirmed' ? cancellationTerms(reservation.trip).feePercentNow : 0;
  if (fee > 0 && submission.data.acceptFee !== 'on') return replyWith(formReply({ intent: formIntent, values: submission.values, fieldErrors: { acceptFee: 'trips.error.acceptFee' } }));
  const cancelled = await cancelReservationAsMember({ memberId: user.id, reservationId: reservation.id, actorId: user.id, reason: submission.data.reason });
  if (!cancelled.ok) return replyWith(formReply({ intent: formIntent, values: submission.values, formError: cancelled.error }), 409);
  throw redirect(`/account/reservations?cancelled=1#reservation-${reservation.id}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.nav.reservations'), description: t('trips.memberReservations.description'), noindex: true });
}

export default function AccountReservations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { upcoming, past } = loaderData;
  return (
    <AccountPage title={t('account.nav.reservations')} intro={t('trips.memberReservations.intro')}>
      <div className="mt-6 flex flex-col gap-10">
        {loaderData.notice ? <Notice tone="success">{t(`trips.memberReservations.notice.${loaderData.notice}`)}</Notice> : null}
        <CardListSection
          id="upcoming"
          heading={t('trips.memberReservations.upcoming')}
          items={upcoming}
          itemKey={(reservation) => reservation.id}
          card={(reservation) => <MemberReservationCard reservation={reservation} reply={actionData} />}
          empty={<EmptyListCard text={t('account.empty.reservations')} linkTo="/find-a-trip" linkText={t('trips.memberReservations.find')} />}
        />
        <CardListSection id="past" heading={t('trips.memberReservations.past')} items={past} itemKey={(reservation) => reservation.id} card={(reservation) => <MemberReservationCard reservation={reservation} reply={actionData} />} />
        <section id="calendar" aria-labelledby="calendar-heading" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="calendar-heading" className="text-xl font-semibold text-slate-900">
            {t('trips.feed.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('trips.feed.text')}</p>
          {loaderData.feed ? (
            <>
              <label htmlFor="feed-address" className="mt-3 block text-sm font-semibold text-slate-900">
                {t('trips.feed.address')}
              </label>
              <input id="feed-address" readOnly value={loaderData.feed} className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900" />
              <p className="mt-2 text-sm text-slate-700">{t('trips.feed.private')}</p>
            </>
          ) : null}
          <FormKit className="mt-3">
            <SubmitButton name="intent" value="feed" tone="secondary" size="small">
              {loaderData.feed ? t('trips.feed.replace') : t('trips.feed.create')}
            </SubmitButton>
          </FormKit>
        </section>
      </div>
    </AccountPage>
  );
}
