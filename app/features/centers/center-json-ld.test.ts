import { describe, expect, it } from 'vitest';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { centerJsonLd, type CenterJsonLdInput } from './center-json-ld.ts';

const centre: CenterJsonLdInput = {
  url: 'https://diveatlas.example/dive-center/1',
  kind: 'center',
  name: 'Reef </script><script>alert(1)</script> Divers',
  description: null,
  lat: 28.5,
  lng: 34.5,
  address: null,
  region: 'Dahab',
  countryCode: 'EG',
  phone: '+20 100 000 0000',
  website: 'https://example.org',
  socialLinks: { instagram: 'https://instagram.example/reef' },
  images: [],
  logo: null,
  languages: ['en', 'ar'],
  openingHours: [{ open: '08:00', close: '17:00' }, null, null, null, null, null, null],
  courses: [{ name: 'PADI Open Water Diver', price: '380.00', currency: 'EUR' }],
  ratingAverage: null,
  ratingCount: 0,
};

describe('schema.org data for a centre', () => {
  it('uses the nearest real type for each kind of business', () => {
    expect(centerJsonLd(centre)['@type']).toBe('SportsActivityLocation');
    expect(centerJsonLd({ ...centre, kind: 'resort' })['@type']).toBe('Resort');
    expect(centerJsonLd({ ...centre, kind: 'liveaboard' })['@type']).toBe('LodgingBusiness');
  });

  it('describes hours, offers, languages and links, and leaves out unknown facts', () => {
    const data = centerJsonLd(centre);
    expect(data.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' }]);
    expect(data.makesOffer).toEqual([{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'PADI Open Water Diver' }, price: '380.00', priceCurrency: 'EUR' }]);
    expect(data.sameAs).toEqual(['https://example.org', 'https://instagram.example/reef']);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('description');
    expect(JSON.stringify(data)).not.toContain('email');
  });

  it('cannot close the inline script early', () => {
    const text = jsonForScript(centerJsonLd(centre));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe(centre.name);
  });
});
