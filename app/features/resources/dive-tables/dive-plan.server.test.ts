import { describe, expect, it } from 'vitest';
import { planDives } from './dive-plan.server.ts';
import type { PlannedDiveView } from './plan-view.ts';
import { defaultPlannerForm, type PlannerForm } from './planner-form.ts';
import { parsePlanner, type PlannerValues } from './planner.schema.ts';
import { DEFAULT_SETTINGS } from './table-settings.ts';

function values(changes: Partial<PlannerForm>, units: 'metric' | 'imperial' = 'metric'): PlannerValues {
  const parsed = parsePlanner({ ...defaultPlannerForm(units), ...changes }, units, DEFAULT_SETTINGS);
  if (!parsed.value) throw new Error(`invalid form: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

function planned(changes: Partial<PlannerForm>, units: 'metric' | 'imperial' = 'metric') {
  const result = planDives(DEFAULT_SETTINGS, values(changes, units), units);
  if (!result.first.ok) throw new Error('expected a plan');
  return { result, dive: result.first as PlannedDiveView };
}

describe('planning the page’s dives on the server', () => {
  it('plans a no-stop dive with a safety stop at 5 m, the limit, oxygen and the gas its cylinder gives', () => {
    const { dive } = planned({});
    expect(dive.decoRequired).toBe(false);
    expect(dive.stops.map((s) => [s.depthM, s.safetyS, s.slot])).toEqual([[5, 180, 0]]);
    expect(dive.ndl).toBeGreaterThan(30);
    expect(dive.maxPpO2).toBeCloseTo(0.21 * (1.01325 + 18 * 0.101), 2);
    const cylinder = dive.gases[0]?.cylinder;
    // About 30 minutes at 2.8 bar at 20 L/min: some 1,700 L, 140 bar of a 12 L cylinder.
    expect(cylinder?.usedL).toBeGreaterThan(1500);
    expect(cylinder?.usedL).toBeLessThan(1900);
    expect(cylinder?.endBar).toBeCloseTo(200 - (cylinder?.usedL ?? 0) / 12, 6);
    expect(dive.ceiling.length).toBeGreaterThan(10);
  });

  it('switches to each decompression gas at its depth and names the gas of every stop', () => {
    const { dive } = planned({ depth: '45', time: '30', g1O2: '50', g2O2: '100' });
    expect(dive.decoRequired).toBe(true);
    const switches = dive.stops.filter((s) => s.gasSwitchS > 0).map((s) => [s.depthM, s.slot]);
    expect(switches).toEqual([
      [21, 1],
      [6, 2],
    ]);
    // Every stop at 21 m or shallower and deeper than 6 m is on EAN50, from 6 m on oxygen.
    for (const stop of dive.stops) expect(stop.slot).toBe(stop.depthM > 21 ? 0 : stop.depthM > 6 ? 1 : 2);
    expect(dive.gases.map((g) => [g.role, g.switchDepthM])).toEqual([
      ['bottom', null],
      ['deco', 21],
      ['deco', 6],
    ]);
    // Three minutes of safety stop on top of the last decompression stop.
    expect(dive.stops.at(-1)).toMatchObject({ depthM: 3, safetyS: 180 });
    expect(dive.warnings).toEqual(expect.arrayContaining(['deco', 'deep']));
  });

  it('descends on the travel gas to its maximum depth, then breathes the hypoxic trimix', () => {
    const { dive } = planned({ depth: '80', time: '20', g0O2: '10', g0He: '70', g0Size: '24', g1O2: '21', g1He: '35', g1Size: '11', g2O2: '50', g3O2: '100' });
    const travel = dive.gases.find((g) => g.role === 'travel');
    // Trimix 21/35 at 1.4 bar reaches 56 m in sea water: the switch is at 54 m.
    expect(travel).toMatchObject({ slot: 1, travelToM: 54 });
    expect(dive.segments[0]).toMatchObject({ startDepthM: 0, endDepthM: 54, slot: 1 });
    expect(dive.segments[1]).toMatchObject({ startDepthM: 54, endDepthM: 80, slot: 0 });
    // No limit for a gas one cannot breathe at the surface.
    expect(dive.ndl).toBeNull();
    expect(dive.gases[0]?.minDepthM).toBeCloseTo(5.8, 1);
    expect(dive.warnings).toContain('travel');
    // On the way up the ascent switches back to the travel gas, then to the decompression gases.
    expect(dive.stops.filter((s) => s.gasSwitchS > 0).map((s) => s.slot)).toEqual([1, 2, 3]);
  });

  it('keeps a third of each cylinder with the rule of thirds, and turns the bottom gas at two thirds', () => {
    const { dive } = planned({ depth: '30', time: '25', reserve: 'thirds', g0Size: '15' });
    const bottom = dive.gases[0]?.cylinder;
    expect(bottom?.reserveBar).toBeCloseTo(200 / 3, 9);
    expect(bottom?.turnBar).toBeCloseTo((200 * 2) / 3, 9);
    // 25 minutes at 30 m on 15 L: well past a third before the ascent, though not empty at the end.
    expect(bottom?.status).toBe('belowTurn');
    expect(dive.warnings).toContain('reserve');
  });

  it('keeps Subsurface’s minimum gas: four minutes of problem solving and the ascent, for two stressed divers', () => {
    const { dive } = planned({ depth: '18', time: '30', reserve: 'minimum', g0Size: '15', g0Fill: '232' });
    const bottom = dive.gases[0]!;
    const bottomBar = 1.01325 + 18 * 0.1010085;
    const ascentL = bottom.cylinder.usedL - (bottom.cylinder.fillBar - (bottom.cylinder.bottomEndBar ?? 0)) * 15;
    expect(bottom.cylinder.reserveBar).toBeCloseTo((4 * (4 * 20 * bottomBar + ascentL)) / 15, 4);
    expect(bottom.cylinder.turnBar).toBe(bottom.cylinder.reserveBar);
    expect(bottom.cylinder.status).toBe('ok');
  });

  it('plans in feet with stops every 10 ft and a safety stop at 15 ft', () => {
    const { dive } = planned({ depth: '130', time: '20', lastStop: '10' }, 'imperial');
    const depthsFt = dive.stops.map((s) => Math.round((s.depthM / 0.3048) * 1000) / 1000);
    expect(depthsFt.length).toBeGreaterThan(0);
    for (const depth of depthsFt) expect(depth % 5).toBe(0);
    expect(new Set(depthsFt).size).toBe(depthsFt.length);
    const noStop = planned({ depth: '60', time: '30' }, 'imperial').dive;
    expect(noStop.stops.map((s) => Math.round(s.depthM / 0.3048))).toEqual([15]);
  });

  it('gives a shorter limit on a second dive than a rested diver would have', () => {
    const { result } = planned({ repeat: true, interval: '60', depth2: '15', time2: '20' });
    const second = result.second;
    if (!second?.ok) throw new Error('expected a second plan');
    expect(second.restedNdl).not.toBeNull();
    expect(second.ndl).toBeLessThan(second.restedNdl as number);
    expect(result.intervalMin).toBe(60);
  });
});
