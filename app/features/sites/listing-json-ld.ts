// schema.org data for a listing page: a Place (a TouristAttraction, which is a Place) with its
// coordinates, so search engines can show the site on a map.

export type ListingJsonLdInput = {
  url: string;
  name: string;
  aliases: string[];
  description: string | null;
  lat: number;
  lng: number;
  countryCode: string;
  region: string | null;
  images: string[];
  ratingAverage: number | null;
  ratingCount: number;
};

export function listingJsonLd(site: ListingJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Place', 'TouristAttraction'],
    '@id': site.url,
    url: site.url,
    name: site.name,
    geo: { '@type': 'GeoCoordinates', latitude: site.lat, longitude: site.lng },
    address: { '@type': 'PostalAddress', addressCountry: site.countryCode, ...(site.region ? { addressRegion: site.region } : {}) },
  };
  if (site.aliases.length) data.alternateName = site.aliases;
  if (site.description) data.description = site.description;
  if (site.images.length) data.image = site.images;
  if (site.ratingAverage !== null && site.ratingCount > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: site.ratingAverage, ratingCount: site.ratingCount, bestRating: 5, worstRating: 1 };
  }
  return data;
}
