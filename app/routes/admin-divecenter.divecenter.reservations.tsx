// /admin-divecenter/divecenter/reservations: a centre's reservations, trip by trip (today's trips
// first, then those to come; or past trips), with each diver's certification and logged dives, and
// the centre's answers. ?trip= narrows to one trip. Owners and managers (or an admin acting as one); others 403.
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.reservations';
import { oneOf, queryId, readQuery } from '~/lib/parameters.schema.ts';
import type { FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { ManagerHeader, NoCenterYet } from '~/features/centers/components/manager-nav.tsx';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { CenterReservationCard } from '~/features/trips/components/reservation-cards.tsx';
import { answerReservation, CENTER_RESERVATION_INTENTS, isCenterReservationIntent } from '~/features/trips/reservation-actions.server.ts';
import { centerReservationView, type CenterReservationView } from '~/features/trips/reservation-views.ts';
import { centerReservations } from '~/features/trips/reservations.queries.server.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { centerForTrips, managerBadges } from '~/features/trips/trips.queries.server.ts';

const PATH = '/admin-divecenter/divecenter/reservations';

/** What the page shows: upcoming or past trips, or one trip's reservations. */
const VIEW_PARAMS = { scope: oneOf(['upcoming', 'past'] as const), trip: queryId() };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  const messages = { ...tripMessages(locale), ...loadMessages(locale, ['manager']) };
  if (!page.access) return { messages, center: null };
  const { values } = readQuery(new URL(request.url).searchParams, { ...VIEW_PARAMS, done: oneOf(CENTER_RESERVATION_INTENTS) });
  const scope = values.scope ?? 'upcoming';
  const tripId = values.trip ?? null;
  const [center, rows, badges] = await Promise.all([centerForTrips(page.access.id), centerReservations(page.access.id, { scope, tripId }), managerBadges(page.access.id)]);
  if (!center) throw data(null, { status: 404 });
  return {
    messages,
    center: { id: center.id, name: center.name },
    managed: page.managed,
    badges,
    scope,
    tripId,
    reservations: rows.map((row) => centerReservationView(row, locale)),
    done: values.done ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form } = await readForm(request);
  const { user, access, acting } = await requireManagedCenterFromForm(request, form);
  const intent = String(form.get('intent') ?? '');
  if (!isCenterReservationIntent(intent)) throw data(null, { status: 400 });
  const answered = await answerReservation(form, intent, { centerId: access.id, userId: user.id, timeZone: access.timeZone, acting });
  if (!answered.ok) return answered.response;
  // Forms post to the page's own address, so the trip and scope being looked at stay chosen.
  const { values } = readQuery(new URL(request.url).searchParams, VIEW_PARAMS);
  const query = new URLSearchParams({ center: String(access.id), done: intent });
  if (values.trip) query.set('trip', String(values.trip));
  if (values.scope) query.set('scope', values.scope);
  throw redirect(`${PATH}?${query}#reservation-${answered.reservationId}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('trips.centerReservations.title'), description: t('trips.centerReservations.description'), noindex: true });
}

/** Reservations grouped by trip, in the order they came. */
function byTrip(reservations: CenterReservationView[]) {
  const groups = new Map<number, { trip: CenterReservationView; items: CenterReservationView[] }>();
  for (const reservation of reservations) {
    const group = groups.get(reservation.tripId) ?? { trip: reservation, items: [] };
    group.items.push(reservation);
    groups.set(reservation.tripId, group);
  }
  return [...groups.values()];
}

function TripGroups({ groups, centerId, reply }: { groups: ReturnType<typeof byTrip>; centerId: number; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ trip, items }) => (
        <section key={trip.tripId} aria-labelledby={`trip-${trip.tripId}-heading`} className="rounded-2xl bg-slate-100 p-4">
          <h3 id={`trip-${trip.tripId}-heading`} className="text-lg font-semibold text-slate-900">
            <Link to={`/admin-divecenter/divecenter/trips/${trip.tripId}?center=${centerId}`} className="text-sky-900 underline" lang={trip.titleLang}>
              {trip.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-800">
            {trip.when} <span className="text-slate-600">({trip.zone})</span>
          </p>
          <p className="text-sm text-slate-700">{t.plural('trips.centerReservations.count', items.length)}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {items.map((reservation) => (
              <li key={reservation.id}>
                <CenterReservationCard reservation={reservation} centerId={centerId} reply={reply} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function CenterReservations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  if (!loaderData.center) return <NoCenterYet title={t('trips.centerReservations.title')} />;
  const { center, reservations, scope } = loaderData;
  const today = byTrip(reservations.filter((reservation) => scope === 'upcoming' && reservation.today));
  const later = byTrip(reservations.filter((reservation) => !(scope === 'upcoming' && reservation.today)));
  const link = (next: 'upcoming' | 'past') => `${PATH}?center=${center.id}${next === 'past' ? '&scope=past' : ''}`;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagerHeader
        title={t('trips.centerReservations.title')}
        center={center}
        managed={loaderData.managed}
        current={PATH}
        badges={loaderData.badges}
      />
      <div className="mt-6 flex flex-col gap-6">
        {loaderData.done ? <Notice tone="success">{t(`trips.centerReservations.done.${loaderData.done}`)}</Notice> : null}
        <nav aria-label={t('trips.centerReservations.scopes')} className="flex flex-wrap gap-3 text-sm">
          {(['upcoming', 'past'] as const).map((name) => (
            <Link key={name} to={link(name)} aria-current={scope === name && !loaderData.tripId ? 'page' : undefined} className={scope === name ? 'rounded-full bg-sky-800 px-3 py-1 font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-900'}>
              {t(`trips.centerReservations.scope.${name}`)}
            </Link>
          ))}
          {loaderData.tripId ? (
            <Link to={link(scope)} className="px-1 py-1 font-semibold text-sky-800 underline">
              {t('trips.centerReservations.allTrips')}
            </Link>
          ) : null}
        </nav>
        {!reservations.length ? <p className="text-slate-700">{t(`trips.centerReservations.none.${scope}`)}</p> : null}
        {today.length ? (
          <section aria-labelledby="today-heading">
            <h2 id="today-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('trips.centerReservations.today')}
            </h2>
            <TripGroups groups={today} centerId={center.id} reply={actionData} />
          </section>
        ) : null}
        {later.length ? (
          <section aria-labelledby="later-heading">
            <h2 id="later-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t(scope === 'past' ? 'trips.centerReservations.scope.past' : 'trips.centerReservations.later')}
            </h2>
            <TripGroups groups={later} centerId={center.id} reply={actionData} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
