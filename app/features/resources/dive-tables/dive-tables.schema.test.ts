import { describe, expect, it } from 'vitest';
import { parseTableSettings, usableSettings } from './dive-tables.schema.ts';
import { convertSettings, DEFAULT_SETTINGS, defaultSettingsForm, readSettingsForm, settingsSearch } from './table-settings.ts';

describe('reading the table settings from the URL', () => {
  it('fills the defaults for the units and keeps what the URL says', () => {
    const form = readSettingsForm(new URLSearchParams('gfHigh=85&water=fresh'), 'imperial');
    expect(form).toEqual({ units: 'imperial', gfLow: '30', gfHigh: '85', water: 'fresh', altitude: '0' });
    expect(readSettingsForm(new URLSearchParams('units=metric'), 'imperial').units).toBe('metric');
    // An unknown unit system falls back on the member's.
    expect(readSettingsForm(new URLSearchParams('units=cubits'), 'imperial').units).toBe('imperial');
  });

  it('round-trips through the search string and keeps unrelated parameters', () => {
    const form = { ...defaultSettingsForm('metric'), gfLow: '40' };
    const search = settingsSearch(form, new URLSearchParams('lang=es'));
    expect(search).toContain('lang=es');
    expect(readSettingsForm(new URLSearchParams(search), 'imperial')).toEqual(form);
  });

  it('converts the altitude when the reader switches units', () => {
    const imperial = convertSettings({ ...defaultSettingsForm('metric'), altitude: '1000' }, 'imperial');
    expect(imperial).toMatchObject({ units: 'imperial', altitude: '3281' });
    expect(convertSettings(imperial, 'metric').altitude).toBe('1000');
  });
});

describe('checking the table settings', () => {
  it('turns percentages into fractions and feet into metres', () => {
    const parsed = parseTableSettings({ ...defaultSettingsForm('imperial'), gfLow: '40', gfHigh: '85', altitude: '1000' });
    expect(parsed.errors).toBeNull();
    expect(parsed.value).toMatchObject({ gfLow: 0.4, gfHigh: 0.85, water: 'salt' });
    expect(parsed.value?.altitudeM).toBeCloseTo(304.8, 6);
  });

  it('names the field and the reason when a value is wrong', () => {
    expect(parseTableSettings({ ...defaultSettingsForm('metric'), gfHigh: '120' }).errors).toEqual({ gfHigh: { key: 'dive-tables.error.gf' } });
    expect(parseTableSettings({ ...defaultSettingsForm('metric'), gfLow: '90', gfHigh: '70' }).errors).toEqual({ gfLow: { key: 'dive-tables.error.gfOrder' } });
    expect(parseTableSettings({ ...defaultSettingsForm('metric'), water: 'lava' }).errors).toEqual({ water: { key: 'dive-tables.error.water' } });
    expect(parseTableSettings({ ...defaultSettingsForm('metric'), gfHigh: '8,5e' }).errors?.gfHigh?.key).toBe('dive-tables.error.gf');
  });

  it('computes the table with the valid settings and the default in place of a wrong one', () => {
    const { settings, errors } = usableSettings({ ...defaultSettingsForm('metric'), gfLow: '40', gfHigh: '150', water: 'fresh' });
    expect(errors.gfHigh?.key).toBe('dive-tables.error.gf');
    expect(settings).toEqual({ gfLow: 0.4, gfHigh: DEFAULT_SETTINGS.gfHigh, water: 'fresh', altitudeM: 0 });
    // GF low above GF high: both fall back.
    expect(usableSettings({ ...defaultSettingsForm('metric'), gfLow: '90', gfHigh: '70' }).settings).toMatchObject({ gfLow: 0.3, gfHigh: 0.75 });
  });
});
