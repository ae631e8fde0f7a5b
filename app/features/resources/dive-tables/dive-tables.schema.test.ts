import { describe, expect, it } from 'vitest';
import {
  convertForm,
  DEFAULT_SETTINGS,
  defaultForm,
  diveFormSearch,
  parsePlanner,
  parseTableSettings,
  readDiveForm,
} from './dive-tables.schema.ts';

describe('reading the dive-tables form from the URL', () => {
  it('fills the defaults for the units and keeps what the URL says', () => {
    const form = readDiveForm(new URLSearchParams('gfHigh=85&water=fresh'), 'imperial');
    expect(form.units).toBe('imperial');
    expect(form.gfHigh).toBe('85');
    expect(form.water).toBe('fresh');
    expect(form.depth).toBe('60');
    expect(readDiveForm(new URLSearchParams('units=metric'), 'imperial').depth).toBe('18');
  });

  it('round-trips through the search string and keeps unrelated parameters', () => {
    const form = { ...defaultForm('metric'), repeat: true, depth: '25' };
    const search = diveFormSearch(form, new URLSearchParams('lang=es'));
    expect(search).toContain('lang=es');
    expect(readDiveForm(new URLSearchParams(search), 'imperial')).toEqual(form);
  });

  it('converts typed figures when the reader switches units', () => {
    const imperial = convertForm({ ...defaultForm('metric'), depth: '30', altitude: '1000', sac: '20' }, 'imperial');
    expect(imperial).toMatchObject({ units: 'imperial', depth: '98', altitude: '3281', sac: '0.71' });
    expect(convertForm(imperial, 'metric')).toMatchObject({ depth: '30', altitude: '1000', sac: '20' });
  });
});

describe('table settings', () => {
  it('turns percentages into fractions and feet into metres', () => {
    const parsed = parseTableSettings({ ...defaultForm('imperial'), gfLow: '40', gfHigh: '85', altitude: '1000' });
    expect(parsed.errors).toBeNull();
    expect(parsed.value?.gfLow).toBe(0.4);
    expect(parsed.value?.gfHigh).toBe(0.85);
    expect(parsed.value?.altitudeM).toBeCloseTo(304.8, 6);
  });

  it('names the field and the reason when a value is wrong', () => {
    expect(parseTableSettings({ ...defaultForm('metric'), gfHigh: '120' }).errors).toEqual({ gfHigh: { key: 'dive-tables.error.gf' } });
    expect(parseTableSettings({ ...defaultForm('metric'), gfLow: '90', gfHigh: '70' }).errors).toEqual({ gfLow: { key: 'dive-tables.error.gfOrder' } });
    expect(parseTableSettings({ ...defaultForm('metric'), water: 'lava' }).errors).toEqual({ water: { key: 'dive-tables.error.water' } });
    expect(parseTableSettings({ ...defaultForm('metric'), altitude: '' }).errors).toEqual({ altitude: { key: 'dive-tables.error.altitude' } });
    expect(parseTableSettings({ ...defaultForm('metric'), gfLow: '30.5' }).errors).toEqual({ gfLow: { key: 'dive-tables.error.gf' } });
  });

  it('accepts a decimal comma', () => {
    expect(parseTableSettings({ ...defaultForm('metric'), altitude: '1,5' }).value?.altitudeM).toBe(1.5);
  });
});

describe('planner fields', () => {
  it('converts the dive to metres and litres and ignores the second dive unless asked', () => {
    const parsed = parsePlanner({ ...defaultForm('imperial'), depth: '100', sac: '0.7', depth2: 'x' }, DEFAULT_SETTINGS);
    expect(parsed.errors).toBeNull();
    expect(parsed.value?.depthM).toBeCloseTo(30.48, 6);
    expect(parsed.value?.sacLPerMin).toBeCloseTo(19.82, 2);
    expect(parsed.value?.second).toBeNull();
  });

  it('refuses a depth beyond the maximum operating depth of the mix, giving the MOD in the reader’s units', () => {
    const metric = parsePlanner({ ...defaultForm('metric'), depth: '40', o2: '32' }, DEFAULT_SETTINGS);
    expect(metric.errors).toEqual({ depth: { key: 'dive-tables.error.beyondMod', params: { mod: 33, o2: 32 } } });
    const imperial = parsePlanner({ ...defaultForm('imperial'), depth: '130', o2: '32' }, DEFAULT_SETTINGS);
    expect(imperial.errors?.depth?.params?.mod).toBe(109);
  });

  it('refuses a bottom time shorter than the descent and a depth beyond the page limit', () => {
    expect(parsePlanner({ ...defaultForm('metric'), depth: '40', time: '2' }, DEFAULT_SETTINGS).errors).toEqual({
      time: { key: 'dive-tables.error.timeShorterThanDescent', params: { min: 3 } },
    });
    expect(parsePlanner({ ...defaultForm('metric'), depth: '61' }, DEFAULT_SETTINGS).errors).toEqual({ depth: { key: 'dive-tables.error.depth' } });
  });

  it('checks the second dive only when it is planned', () => {
    const form = { ...defaultForm('metric'), repeat: true, interval: '5', depth2: '15', time2: '30' };
    expect(parsePlanner(form, DEFAULT_SETTINGS).errors).toEqual({ interval: { key: 'dive-tables.error.interval' } });
    const ok = parsePlanner({ ...form, interval: '90' }, DEFAULT_SETTINGS);
    expect(ok.value?.second).toEqual({ intervalMin: 90, depthM: 15, timeMin: 30 });
  });
});
