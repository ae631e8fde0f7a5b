import { describe, expect, it } from 'vitest';
import { displayNumber, parseSiteForm, siteToFormValues, storedNumbers, type SiteFormValues } from './site.schema.ts';

const valid: SiteFormValues = { name: 'Test Reef', countryCode: 'eg', lat: '27.8136', lng: '33,9215', siteTypes: ['wreck', 'nonsense'], sourceKind: 'book', sourceTitle: 'Red Sea Dive Guide', units: 'metric' };

describe('the listing form', () => {
  it('accepts a minimal site and stores what was typed, in SI units', () => {
    const result = parseSiteForm({ ...valid, depthMax: '30', aliases: 'One\nTwo\nOne', marineLife: 'turtles, rays,, turtles' });
    expect(result.ok && result.input).toMatchObject({ countryCode: 'EG', lat: 27.8136, lng: 33.9215, siteTypes: ['wreck'], depthMaxM: 30, aliases: ['One', 'Two'], marineLife: ['turtles', 'rays'] });
    expect(result.ok && result.input.source).toEqual({ kind: 'book', title: 'Red Sea Dive Guide', url: null, divedOn: null });
  });

  it('takes a suggestion without a source as "none", and asks for one when adding a site', () => {
    const { sourceKind: _kind, sourceTitle: _title, ...withoutSource } = valid;
    const suggestion = parseSiteForm(withoutSource);
    expect(suggestion.ok && suggestion.input.source).toEqual({ kind: 'none', title: null, url: null, divedOn: null });
    const addition = parseSiteForm(withoutSource, { requireSource: true });
    expect(!addition.ok && addition.fieldErrors.sourceKind).toBe('sites.form.error.sourceKind');
    const none = parseSiteForm({ ...withoutSource, sourceKind: 'none' }, { requireSource: true });
    expect(!none.ok && none.fieldErrors.sourceKind).toBe('sites.form.error.sourceRequired');
  });

  it('asks a dive as a source for its date, not in the future', () => {
    const undated = parseSiteForm({ ...valid, sourceKind: 'dive', sourceDivedOn: '' });
    expect(!undated.ok && undated.fieldErrors.sourceDivedOn).toBe('sites.form.error.sourceDate');
    const future = parseSiteForm({ ...valid, sourceKind: 'dive', sourceDivedOn: '2999-01-01' });
    expect(!future.ok && future.fieldErrors.sourceDivedOn).toBe('sites.form.error.sourceDateFuture');
    const dated = parseSiteForm({ ...valid, sourceKind: 'dive', sourceDivedOn: '2025-05-12' });
    expect(dated.ok && dated.input.source).toEqual({ kind: 'dive', title: null, url: null, divedOn: '2025-05-12' });
  });

  it('converts feet and Fahrenheit without rounding what is stored', () => {
    const result = parseSiteForm({ ...valid, units: 'imperial', depthMax: '100', tempMin8: '80', tempMax8: '84.2' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.depthMaxM).toBeCloseTo(30.48, 10);
    expect(result.input.waterTempByMonth[7]!.minC).toBeCloseTo(26.6667, 3);
    expect(result.input.waterTempByMonth[0]).toBeNull();
  });

  it('keeps a stored value that was shown rounded and sent back unchanged', () => {
    const stored = { name: 'X', aliases: [], countryCode: 'EG', region: null, lat: 27.8, lng: 33.9, siteTypes: ['reef'], depthMinM: 5, depthMaxM: 18, level: null, entry: [], current: null, visibilityMinM: null, visibilityMaxM: null, waterTempByMonth: null, bestMonths: [], marineLife: [], hazards: [], accessNotes: null, description: {}, notice: null };
    const values = siteToFormValues(stored, 'imperial');
    expect(values.depthMax).toBe('59.1');
    const result = parseSiteForm({ ...values, name: 'Test Reef' }, { original: storedNumbers(stored), display: (field, si) => displayNumber(field, si, 'imperial') });
    expect(result.ok && result.input.depthMaxM).toBe(18);
  });

  it('names every wrong field with a message key', () => {
    const result = parseSiteForm({ name: 'X', countryCode: 'ZZ', lat: '95', lng: 'abc', siteTypes: [], sourceKind: 'web', sourceTitle: '', sourceUrl: 'not an address', depthMin: '40', depthMax: '20', tempMin3: '30', tempMax3: '20', units: 'metric' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      name: 'sites.form.error.nameRequired',
      countryCode: 'sites.form.error.country',
      lat: 'sites.form.error.latitude',
      lng: 'sites.form.error.number',
      siteTypes: 'sites.form.error.typeRequired',
      sourceTitle: 'sites.form.error.sourceTitle',
      sourceUrl: 'sites.form.error.sourceUrl',
      depthMax: 'sites.form.error.depthOrder',
      tempMax3: 'sites.form.error.temperatureOrder',
    });
  });
});
