// A stored trip as the manager's form shows it: local dates and times in the centre's zone, the
// two languages in their own fields, lists as lists.
import type { FormValues } from '../../lib/form-submission.ts';
import { zonedParts } from '../../lib/time-zones.ts';
import type { TripDetail } from './trips.queries.server.ts';

export function tripFormValues(trip: TripDetail): FormValues {
  const start = zonedParts(trip.startsAt, trip.timeZone);
  const end = zonedParts(trip.endsAt, trip.timeZone);
  return {
    kind: trip.kind,
    titleEn: trip.title.en ?? '',
    titleEs: trip.title.es ?? '',
    descriptionEn: trip.description.en ?? '',
    descriptionEs: trip.description.es ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    siteIds: trip.sites.map((site) => String(site.id)),
    meetingPoint: trip.meetingPoint ?? '',
    price: String(Number(trip.price)),
    currency: trip.currency,
    included: trip.included,
    capacity: String(trip.capacity),
    minCertTier: trip.minCertTier ?? '',
    minLoggedDives: trip.minLoggedDives ? String(trip.minLoggedDives) : '',
    cancellationPolicy: trip.cancellationPolicy,
    paymentNote: trip.paymentNote ?? '',
  };
}

/** A new trip's form: the centre's usual currency and the middle cancellation terms. */
export function newTripValues(currency: string | null): FormValues {
  return { currency: currency ?? '', cancellationPolicy: 'moderate', startTime: '08:00', endTime: '12:00', included: [], siteIds: [] };
}
