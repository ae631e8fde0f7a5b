import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/lib/i18n.server.ts';
import { createTranslator } from '~/lib/i18n.ts';
import { siteFilterFields } from './site-filter-fields.ts';
import { SiteFiltersSchema } from './site-filters.schema.ts';
import { EMPTY_FILTERS } from './site-filters.ts';

const t = createTranslator('en', loadMessages('en', ['sites']));

describe('the dive-site filter fields shared by /explore and the map', () => {
  it('are each read by the one filter schema under the same name', () => {
    const fields = siteFilterFields(EMPTY_FILTERS, { t, units: 'metric', countries: [] });
    const names = fields.flatMap((field) => (field.kind === 'range' ? [field.from.name, field.to.name] : [field.name]));
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(Object.keys(SiteFiltersSchema.shape), name).toContain(name);
  });

  it('offer every rating the schema accepts, from 4 stars down to 1', () => {
    const rating = siteFilterFields({ ...EMPTY_FILTERS, minRating: 3 }, { t, units: 'metric', countries: [] }).find((field) => field.kind === 'select' && field.name === 'rating');
    expect(rating).toMatchObject({ value: '3' });
    expect(rating?.kind === 'select' && rating.options.map((option) => option.value)).toEqual(['', '4', '3', '2', '1']);
  });
});
