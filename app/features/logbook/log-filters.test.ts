import { describe, expect, it } from 'vitest';
import { parseLogFilters, refusedLogFilters, SITE_CHOICES_MAX, siteChoicesFor } from './log-filters.ts';

const read = (query: string, units: 'metric' | 'imperial' = 'metric') => parseLogFilters(new URLSearchParams(query), units);

describe('the log’s filters in the address', () => {
  it('reads every filter, depths in the reader’s units', () => {
    expect(read('year=2024&site=12&country=mt&minDepth=20&maxDepth=40,5&buddy=m:ABCD2345&tag=night&page=2')).toEqual({
      year: 2024,
      siteId: 12,
      country: 'MT',
      minDepthM: 20,
      maxDepthM: 40.5,
      buddy: { memberId: 'ABCD2345' },
      tag: 'night',
      page: 2,
    });
    expect(read('minDepth=100', 'imperial').minDepthM).toBeCloseTo(30.48, 6);
    expect(read('buddy=n:Carlos').buddy).toEqual({ name: 'Carlos' });
  });

  it('leaves out what no dive can match and PostgreSQL would refuse: control characters, ids past its integer, numbers written otherwise', () => {
    expect(read('tag=%00&buddy=n:Ana%00&site=2147483648&year=1e3&minDepth=1e3&maxDepth=Infinity&page=-1')).toEqual({ page: 1 });
    expect(read('tag=a%0Ab').tag).toBeUndefined();
  });

  it('names each parameter it left out, so the page can say so beside its control, and none it read or that was empty', () => {
    const refused = (query: string) => refusedLogFilters(new URLSearchParams(query), parseLogFilters(new URLSearchParams(query), 'metric'));
    expect(refused('year=1e3&site=2147483648&country=XX&minDepth=deep&maxDepth=40&buddy=Carlos&tag=%00')).toEqual({
      year: 'common.params.invalid',
      site: 'common.params.invalid',
      country: 'common.params.invalid',
      minDepth: 'common.params.invalid',
      buddy: 'common.params.invalid',
      tag: 'common.params.invalid',
    });
    expect(refused('year=2024&site=&tag=night&buddy=n:Ana')).toEqual({});
  });
});

describe('the site filter’s choices', () => {
  const sites = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Site ${i + 1}`, countryCode: i % 2 ? 'EG' : 'MT' }));

  it('lists every site of a log with few of them', () => {
    expect(siteChoicesFor(sites(SITE_CHOICES_MAX), { country: undefined, siteId: undefined })).toEqual({ sites: sites(SITE_CHOICES_MAX), byCountry: false });
  });

  it('in a log of many sites, waits for a country, then lists its sites; the chosen site always stays', () => {
    const many = sites(SITE_CHOICES_MAX + 1);
    expect(siteChoicesFor(many, { country: undefined, siteId: undefined })).toEqual({ sites: [], byCountry: true });
    const egypt = siteChoicesFor(many, { country: 'EG', siteId: undefined });
    expect(egypt.sites).toHaveLength(SITE_CHOICES_MAX / 2);
    expect(egypt.sites.every((site) => site.countryCode === 'EG')).toBe(true);
    expect(siteChoicesFor(many, { country: undefined, siteId: 7 }).sites).toEqual([{ id: 7, name: 'Site 7', countryCode: 'MT' }]);
    expect(siteChoicesFor(many, { country: 'EG', siteId: 7 }).sites.map((site) => site.id)).toContain(7);
  });
});
