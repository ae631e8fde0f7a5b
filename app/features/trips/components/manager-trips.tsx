// The manager's list of a centre's trips: each with its status, times, seats taken and the requests
// waiting for an answer, linking to its own page (changes, publishing, cancelling) and its reservations.
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import type { TripCardView } from '../trip-views.ts';

export type ManagerTripView = TripCardView & { requested: number; confirmed: number; waitlisted: number };

export function TripStatusBadge({ status, past }: { status: TripCardView['status']; past: boolean }) {
  const t = useT();
  const key = status === 'published' && past ? 'past' : status;
  const tone = { draft: 'bg-slate-200 text-slate-900', published: 'bg-emerald-100 text-emerald-900', cancelled: 'bg-red-100 text-red-900', past: 'bg-slate-100 text-slate-800' }[key];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`trips.status.${key}`)}</span>;
}

export function ManagerTripList({ centerId, trips }: { centerId: number; trips: ManagerTripView[] }) {
  const t = useT();
  if (!trips.length) return <p className="text-slate-700">{t('trips.manage.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="manager-trips">
      {trips.map((trip) => (
        <li key={trip.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-2">
            <TripStatusBadge status={trip.status} past={trip.past} />
            <span className="text-xs font-semibold text-slate-700">{t(`trips.kind.${trip.kind}`)}</span>
          </div>
          <h3 className="mt-1 text-lg font-semibold">
            <Link to={`/admin-divecenter/divecenter/trips/${trip.id}?center=${centerId}`} className="text-sky-900 underline" lang={trip.titleLang}>
              {trip.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-800">{trip.when}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t('trips.manage.seatsTaken', { taken: trip.capacity - trip.seatsLeft, capacity: trip.capacity })}
            {' · '}
            {t.plural('trips.manage.waitingAnswer', trip.requested)}
            {trip.waitlisted ? ` · ${t.plural('trips.manage.waitlisted', trip.waitlisted)}` : ''}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <TripManagerLinks centerId={centerId} trip={trip} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** From a trip on the manager pages: its reservations, and its public page once it is out of draft. */
export function TripManagerLinks({ centerId, trip }: { centerId: number; trip: { id: number; past: boolean; status: string; href: string } }) {
  const t = useT();
  return (
    <>
      <Link to={`/admin-divecenter/divecenter/reservations?center=${centerId}&trip=${trip.id}${trip.past ? '&scope=past' : ''}`} className="font-semibold text-sky-800 underline">
        {t('trips.manage.reservationsLink')}
      </Link>
      {trip.status !== 'draft' ? (
        <Link to={trip.href} className="font-semibold text-sky-800 underline">
          {t('trips.manage.publicPage')}
        </Link>
      ) : null}
    </>
  );
}
