// A trip as a card (the search, a centre's page, a dive site's page) and as a compact list of
// cards with an honest empty state. Needs the "trips" messages in the page's loader.
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import type { TripCardView } from '../trip-views.ts';

export function SeatsBadge({ seatsLeft, capacity }: { seatsLeft: number; capacity: number }) {
  const t = useT();
  if (seatsLeft <= 0) return <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('trips.card.full')}</span>;
  const few = seatsLeft <= Math.max(2, Math.ceil(capacity / 5));
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${few ? 'bg-amber-100 text-amber-950' : 'bg-emerald-100 text-emerald-900'}`}>
      {t.plural('trips.card.seatsLeft', seatsLeft)}
    </span>
  );
}

export function TripCard({ trip, showCenter = true, headingLevel = 3 }: { trip: TripCardView; showCenter?: boolean; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="trip-card">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-950">{t(`trips.kind.${trip.kind}`)}</span>
        {trip.status === 'cancelled' ? <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{t('trips.status.cancelled')}</span> : <SeatsBadge seatsLeft={trip.seatsLeft} capacity={trip.capacity} />}
        {trip.isSeed ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">{t('trips.card.sample')}</span> : null}
      </div>
      <Heading className="text-lg leading-snug font-semibold text-slate-900">
        <Link to={trip.href} className="text-sky-900 underline-offset-2 hover:underline" lang={trip.titleLang}>
          {trip.title}
        </Link>
      </Heading>
      <p className="text-sm text-slate-800">
        <time>{trip.when}</time>
        <span className="block text-xs text-slate-600">{t('trips.card.localTime', { zone: trip.zone })}</span>
      </p>
      {showCenter ? (
        <p className="text-sm text-slate-700">
          {trip.centerName} · {trip.place}
        </p>
      ) : null}
      <p className="mt-auto text-sm font-semibold text-slate-900">{t('trips.card.price', { price: trip.price })}</p>
    </article>
  );
}

/** A grid of trip cards, or the empty text. */
export function TripList({ trips, empty, showCenter = true }: { trips: TripCardView[]; empty: string; showCenter?: boolean }) {
  if (!trips.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {trips.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} showCenter={showCenter} />
        </li>
      ))}
    </ul>
  );
}

/** The "Trips to this site" section of a dive site's page: upcoming trips that visit it, compactly. */
export function SiteTrips({ trips, siteName }: { trips: TripCardView[]; siteName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="site-trips-heading" data-testid="site-trips">
      <h2 id="site-trips-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {t('trips.section.siteTitle')}
      </h2>
      {trips.length ? (
        <ul className="flex flex-col gap-3">
          {trips.map((trip) => (
            <li key={trip.id} className="flex flex-col gap-0.5">
              <Link to={trip.href} className="font-semibold text-sky-800 underline" lang={trip.titleLang}>
                {trip.title}
              </Link>
              <span className="text-sm text-slate-800">{trip.when}</span>
              <span className="text-sm text-slate-700">
                {trip.centerName} · {t('trips.card.price', { price: trip.price })}
              </span>
              <span>
                <SeatsBadge seatsLeft={trip.seatsLeft} capacity={trip.capacity} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('trips.section.siteNone', { site: siteName })}</p>
      )}
      <p className="mt-3 text-sm">
        <Link to="/find-a-trip" className="font-semibold text-sky-800 underline">
          {t('trips.section.findMore')}
        </Link>
      </p>
    </section>
  );
}

/** The home page's band of the soonest trips with seats left, and the way to the trip search. */
export function UpcomingTrips({ trips }: { trips: TripCardView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="home-trips-title" className="mx-auto max-w-7xl px-4 pb-20 lg:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-trips-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('trips.section.homeTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('trips.section.homeLead')}</p>
        </div>
        <Link to="/find-a-trip" className="font-semibold text-sky-800 underline-offset-4 hover:underline">
          {t('trips.section.homeAll')}
        </Link>
      </div>
      {trips.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('trips.section.homeNone')}</p>
      )}
    </section>
  );
}
