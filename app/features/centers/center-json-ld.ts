// schema.org data for a centre's page, so search engines can show it as a local business.
//
// schema.org has no "dive centre" type, so each kind maps to the nearest real one:
// - a dive centre is a SportsActivityLocation, the LocalBusiness subtype for places where a sport
//   is practised and taught (its siblings are gyms, golf courses, ski resorts);
// - a resort is a Resort, the LodgingBusiness subtype for holiday places with their own activities;
// - a liveaboard is a LodgingBusiness: divers sleep aboard, and no boat-specific type exists.
// The email address is never included: the page keeps it from scrapers.
import type { DayHours, SocialLinks } from '../../../db/schema/centers.ts';
import type { CenterKind } from './center-vocabulary.ts';

export const SCHEMA_TYPE: Record<CenterKind, string> = {
  center: 'SportsActivityLocation',
  resort: 'Resort',
  liveaboard: 'LodgingBusiness',
};

const DAY_URIS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`);

export type CenterJsonLdInput = {
  url: string;
  kind: CenterKind;
  name: string;
  description: string | null;
  lat: number;
  lng: number;
  address: string | null;
  region: string | null;
  countryCode: string;
  phone: string | null;
  website: string | null;
  socialLinks: SocialLinks;
  images: string[];
  logo: string | null;
  languages: string[];
  openingHours: DayHours[] | null;
  courses: Array<{ name: string; price: string | null; currency: string | null }>;
  ratingAverage: number | null;
  ratingCount: number;
};

export function centerJsonLd(center: CenterJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[center.kind],
    '@id': center.url,
    url: center.url,
    name: center.name,
    geo: { '@type': 'GeoCoordinates', latitude: center.lat, longitude: center.lng },
    address: {
      '@type': 'PostalAddress',
      addressCountry: center.countryCode,
      ...(center.address ? { streetAddress: center.address } : {}),
      ...(center.region ? { addressRegion: center.region } : {}),
    },
  };
  if (center.description) data.description = center.description;
  if (center.phone) data.telephone = center.phone;
  if (center.images.length) data.image = center.images;
  if (center.logo) data.logo = center.logo;
  const sameAs = [center.website, ...Object.values(center.socialLinks)].filter((link): link is string => !!link);
  if (sameAs.length) data.sameAs = sameAs;
  if (center.languages.length) data.knowsLanguage = center.languages;
  if (center.openingHours) {
    data.openingHoursSpecification = center.openingHours.flatMap((hours, day) =>
      hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_URIS[day], opens: hours.open, closes: hours.close }] : [],
    );
  }
  const offers = center.courses.map((course) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: course.name },
    ...(course.price !== null && course.currency ? { price: course.price, priceCurrency: course.currency } : {}),
  }));
  if (offers.length) data.makesOffer = offers;
  if (center.ratingAverage !== null && center.ratingCount > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: center.ratingAverage, ratingCount: center.ratingCount, bestRating: 5, worstRating: 1 };
  }
  return data;
}
