// schema.org data for a trip's page: an Event (the trip, at its meeting point or its centre) with
// an Offer (the price per person, and whether seats are left), organised by the centre. Dates carry
// the centre's own offset, so search engines show the trip's local time.
import { isoInZone } from '../../lib/time-zones.ts';

export type TripJsonLdInput = {
  url: string;
  name: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cancelled: boolean;
  price: string;
  currency: string;
  capacity: number;
  seatsLeft: number;
  meetingPoint: string | null;
  center: { name: string; url: string; lat: number; lng: number; countryCode: string; region: string | null };
  image: string | null;
};

export function tripJsonLd(trip: TripJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': trip.url,
    url: trip.url,
    name: trip.name,
    startDate: isoInZone(trip.startsAt, trip.timeZone),
    endDate: isoInZone(trip.endsAt, trip.timeZone),
    eventStatus: trip.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: trip.meetingPoint ?? trip.center.name,
      geo: { '@type': 'GeoCoordinates', latitude: trip.center.lat, longitude: trip.center.lng },
      address: { '@type': 'PostalAddress', addressCountry: trip.center.countryCode, ...(trip.center.region ? { addressRegion: trip.center.region } : {}) },
    },
    organizer: { '@type': 'Organization', name: trip.center.name, url: trip.center.url },
    offers: {
      '@type': 'Offer',
      url: trip.url,
      price: trip.price,
      priceCurrency: trip.currency,
      availability: trip.cancelled || trip.seatsLeft <= 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    maximumAttendeeCapacity: trip.capacity,
    remainingAttendeeCapacity: Math.max(0, trip.seatsLeft),
  };
  if (trip.description) data.description = trip.description;
  if (trip.image) data.image = [trip.image];
  return data;
}
