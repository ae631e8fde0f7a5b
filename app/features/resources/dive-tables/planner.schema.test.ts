import { describe, expect, it } from 'vitest';
import { defaultPlannerForm, readPlannerForm, type PlannerForm } from './planner-form.ts';
import { parsePlanner } from './planner.schema.ts';
import { DEFAULT_SETTINGS } from './table-settings.ts';

const metric = (changes: Partial<PlannerForm>) => ({ ...defaultPlannerForm('metric'), ...changes });
const parse = (form: PlannerForm, units: 'metric' | 'imperial' = 'metric') => parsePlanner(form, units, DEFAULT_SETTINGS);

describe('the planner form', () => {
  it('accepts its own defaults: 18 m for 30 minutes on air with a 12 L cylinder at 200 bar', () => {
    const parsed = parse(defaultPlannerForm('metric'));
    expect(parsed.errors).toBeNull();
    expect(parsed.value).toMatchObject({ depthM: 18, timeMin: 30, sacLPerMin: 20, decoSacLPerMin: 17, ppO2: 1.4, decoPpO2: 1.6, lastStopM: 3, reserve: 'thirds', second: null });
    expect(parsed.value?.gases).toEqual([{ slot: 0, fO2: 0.21, fHe: 0, cylinder: { waterL: 12, fillBar: 200 } }]);
  });

  it('reads a posted body, keeping defaults for what is missing, and the checkbox as on or off', () => {
    const body = new FormData();
    body.set('depth', '40');
    body.set('g1O2', '50');
    body.set('repeat', 'on');
    const form = readPlannerForm(body, 'metric');
    expect(form).toMatchObject({ depth: '40', time: '30', g1O2: '50', repeat: true });
  });

  it('converts imperial figures: feet, cubic feet at a rated pressure, psi', () => {
    const parsed = parse({ ...defaultPlannerForm('imperial'), depth: '100', lastStop: '20' }, 'imperial');
    expect(parsed.errors).toBeNull();
    expect(parsed.value?.depthM).toBeCloseTo(30.48, 6);
    expect(parsed.value?.lastStopM).toBe(6.096);
    // An aluminium 80: 77.4 cu ft at 3000 psi is about 10.6 L of water; filled to 3000 psi, 206.8 bar.
    expect(parsed.value?.gases[0]?.cylinder.waterL).toBeCloseTo(10.6, 1);
    expect(parsed.value?.gases[0]?.cylinder.fillBar).toBeCloseTo(206.8, 1);
    expect(parsed.value?.sacLPerMin).toBeCloseTo(0.7 * 28.3168, 3);
  });

  it('adds the other gases whose oxygen is filled in, each with its cylinder', () => {
    const parsed = parse(metric({ depth: '45', g0O2: '21', g1O2: '50', g2O2: '100', g2Size: '5.5' }));
    expect(parsed.errors).toBeNull();
    expect(parsed.value?.gases.map((g) => [g.slot, g.fO2, g.fHe, g.cylinder.waterL])).toEqual([
      [0, 0.21, 0, 12],
      [1, 0.5, 0, 7],
      [2, 1, 0, 5.5],
    ]);
  });

  it.each([
    [{ depth: '120' }, { depth: { key: 'dive-tables.error.depth' } }],
    [{ time: '0' }, { time: { key: 'dive-tables.error.time' } }],
    [{ depth: '50', time: '2' }, { time: { key: 'dive-tables.error.timeShorterThanDescent', params: { min: 3 } } }],
    [{ g0O2: '' }, { g0O2: { key: 'dive-tables.error.o2' } }],
    [{ g0O2: '60', g0He: '50' }, { g0He: { key: 'dive-tables.error.mixOver100' } }],
    [{ g1O2: '32', g1Fill: '20' }, { g1Fill: { key: 'dive-tables.error.fill' } }],
    [{ sac: '90' }, { sac: { key: 'dive-tables.error.sac' } }],
    [{ ppO2: '1.8' }, { ppO2: { key: 'dive-tables.error.ppO2' } }],
    [{ lastStop: '4' }, { lastStop: { key: 'dive-tables.error.lastStop' } }],
    [{ reserve: 'half' }, { reserve: { key: 'dive-tables.error.reserve' } }],
    [{ g0O2: '36', depth: '40' }, { depth: { key: 'dive-tables.error.beyondMod', params: { mod: 28, ppo2: 1.4 } } }],
  ])('names the field and the reason: %j', (changes, errors) => {
    expect(parse(metric(changes as Partial<PlannerForm>)).errors).toEqual(errors);
  });

  it('wants a travel gas for a mix that is hypoxic at the surface, and accepts one that reaches its depth', () => {
    const trimix = metric({ depth: '80', time: '20', g0O2: '10', g0He: '70' });
    expect(parse(trimix).errors).toEqual({ g0O2: { key: 'dive-tables.error.needsTravelGas', params: { min: 6 } } });
    // EAN50 reaches 18 m at 1.4 bar, deeper than the 5.9 m 10/70 needs.
    expect(parse({ ...trimix, g1O2: '50' }).errors).toBeNull();
    // A mix too lean even at the bottom.
    expect(parse(metric({ depth: '5', g0O2: '5', g0He: '0' })).errors).toEqual({ g0O2: { key: 'dive-tables.error.hypoxicAtDepth', params: { min: 22 } } });
  });

  it('checks the second dive only when it is asked for', () => {
    expect(parse(metric({ depth2: 'deep' })).errors).toBeNull();
    expect(parse(metric({ repeat: true, depth2: 'deep' })).errors).toEqual({ depth2: { key: 'dive-tables.error.depth' } });
    expect(parse(metric({ repeat: true })).value?.second).toEqual({ intervalMin: 60, depthM: 12, timeMin: 40 });
  });
});
