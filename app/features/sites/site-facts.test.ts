import { describe, expect, it } from 'vitest';
import { SEED_FACT_GROUPS } from '../../../db/seed/index.ts';
import { applyGroups, changedGroups, coordinateDecimals, formatPosition, isFactGroup, pickGroups, shownPosition, type SiteFacts } from './site-facts.ts';

const base: SiteFacts = {
  name: 'Test Reef',
  aliases: [],
  countryCode: 'EG',
  region: 'Hurghada',
  lat: 27.123456,
  lng: 33.987654,
  positionPrecisionM: 1000,
  siteTypes: ['reef'],
  depthMinM: null,
  depthMaxM: 18,
  level: null,
  entry: ['boat'],
  current: null,
  visibilityMinM: null,
  visibilityMaxM: null,
  diveStatus: null,
  diveStatusSince: null,
  waterTempByMonth: null,
  bestMonths: [5, 6],
  marineLife: [],
  hazards: [],
  accessNotes: null,
  description: {},
  notice: null,
  factSources: { depth: [{ kind: 'web', title: 'Guide A', url: 'https://example.test/a' }] },
};

describe('a site\u2019s facts', () => {
  it('finds the groups that changed, and nothing when a description is only empty in another way', () => {
    expect(changedGroups(base, { ...base, depthMaxM: 30, level: 'advanced' })).toEqual(['depth', 'level']);
    expect(changedGroups(base, { ...base, description: { en: '' } })).toEqual([]);
    expect(changedGroups(base, { ...base, description: { es: 'Un arrecife.' } })).toEqual(['description']);
    // Choices sent in another order are the same choices.
    expect(changedGroups({ ...base, siteTypes: ['wreck', 'reef'] }, { ...base, siteTypes: ['reef', 'wreck'], bestMonths: [6, 5] })).toEqual([]);
    // A partial proposal is compared on the groups it holds only.
    expect(changedGroups(base, { depthMinM: null, depthMaxM: 30 })).toEqual(['depth']);
  });

  it('applies a change with its source as the one source of each changed group', () => {
    const source = { kind: 'dive' as const, title: null, url: null, divedOn: '2025-05-12' };
    const next = applyGroups(base, pickGroups({ ...base, depthMaxM: 30 }, ['depth']), ['depth'], source);
    expect(next.depthMaxM).toBe(30);
    expect(next.factSources.depth).toEqual([source]);
    expect(base.factSources.depth?.[0]?.title).toBe('Guide A');
  });

  it('shows a position no finer than it is known', () => {
    expect(coordinateDecimals(1000)).toBe(2);
    expect(coordinateDecimals(100)).toBe(3);
    expect(coordinateDecimals(10)).toBe(4);
    expect(coordinateDecimals(5000)).toBe(1);
    expect(coordinateDecimals(null)).toBe(5);
    expect(formatPosition(base)).toBe('27.12, 33.99');
    expect(shownPosition(base)).toEqual({ lat: 27.12, lng: 33.99 });
    expect(formatPosition({ ...base, positionPrecisionM: null })).toBe('27.12346, 33.98765');
  });
});

describe('seed facts', () => {
  it('back fact groups the app knows', () => {
    for (const group of Object.values(SEED_FACT_GROUPS)) expect(isFactGroup(group), group).toBe(true);
  });
});
