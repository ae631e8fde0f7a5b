import { describe, expect, it } from 'vitest';
import { cylinderConsumption, type ConsumptionDive } from './gas-consumption.ts';

// Sea water (1030 kg/m³) adds 1030 × 9.80665 / 100000 = 0.101008495 bar a metre; the surface is 1.01325 bar.
const BAR_PER_M = 0.101008495;

const reefDive = (overrides: Partial<ConsumptionDive> = {}): ConsumptionDive => ({
  durationS: 45 * 60,
  meanDepthM: 11.5,
  cylinders: [{ sizeL: 11.1, startPressureBar: 200, endPressureBar: 60, use: 'open-circuit' }],
  gasSwitches: [],
  profile: null,
  ...overrides,
});

describe('gas consumption per cylinder', () => {
  it('works out a logged-by-hand reef dive as a diver would by hand', () => {
    // 11.1 L × (200 − 60) bar = 1554 L of free gas in 45 min: 34.533 L/min at a mean 11.5 m, where the
    // ambient pressure is 1.01325 + 11.5 × 0.101008495 = 2.174848 bar: 34.533 / 2.174848 = 15.879 L/min.
    // The pressure: 140 bar / 45 min / 2.174848 = 1.4305 bar/min.
    const [figures] = cylinderConsumption(reefDive());
    expect(figures).not.toBeNull();
    expect(figures!.gasUsedL).toBeCloseTo(1554, 9);
    expect(figures!.minutes).toBe(45);
    expect(figures!.meanDepthM).toBe(11.5);
    expect(figures!.rmvLPerMin).toBeCloseTo(15.8785, 4);
    expect(figures!.sacBarPerMin).toBeCloseTo(1.4305, 4);
    expect(1.01325 + 11.5 * BAR_PER_M).toBeCloseTo(2.174848, 6);
  });

  it('splits a dive between cylinders at the gas switches, with each one\'s mean depth from the profile', () => {
    // Down to 30 m in a minute, 25 minutes there, up to 6 m in two minutes, switch to the second cylinder
    // at 28 min, 3 minutes at 6 m, a minute to the surface.
    // Cylinder 1 (0 to 1680 s): depth × time = 15 × 60 + 30 × 1500 + 18 × 120 = 48060 m·s, a mean 28.6071 m,
    // 3.902814 bar; 12 L × 120 bar / 28 min / 3.902814 = 13.1773 L/min, 120 / 28 / 3.902814 = 1.0981 bar/min.
    // Cylinder 2 (1680 to 1920 s): 6 × 180 + 3 × 60 = 1260 m·s, a mean 5.25 m, 1.543545 bar;
    // 7 L × 20 bar / 4 min / 1.543545 = 22.6751 L/min.
    const dive = reefDive({
      durationS: 1920,
      meanDepthM: 25,
      cylinders: [
        { sizeL: 12, startPressureBar: 200, endPressureBar: 80, use: 'open-circuit' },
        { sizeL: 7, startPressureBar: null, endPressureBar: null, use: 'open-circuit' },
      ],
      gasSwitches: [{ timeS: 1680, cylinderPosition: 1 }],
      profile: {
        timeS: [0, 60, 1560, 1680, 1860, 1920],
        depthM: [0, 30, 30, 6, 6, 0],
        // The second cylinder's pressures come from its line in the profile: 200 at first, 180 at last.
        pressureBar: [null, [null, 200, 198, 190, 185, 180]],
        surfacePressureBar: null,
        waterDensity: null,
      },
    });
    const [bottom, deco] = cylinderConsumption(dive);
    expect(bottom!.minutes).toBe(28);
    expect(bottom!.meanDepthM).toBeCloseTo(28.6071, 4);
    expect(bottom!.rmvLPerMin).toBeCloseTo(13.1773, 4);
    expect(bottom!.sacBarPerMin).toBeCloseTo(1.0981, 4);
    expect(deco!.minutes).toBe(4);
    expect(deco!.meanDepthM).toBeCloseTo(5.25, 9);
    expect(deco!.rmvLPerMin).toBeCloseTo(22.6751, 4);
  });

  it('reads the dive\'s own water and surface pressure: fresh water at altitude breathes less gas for the same drop', () => {
    const profile = { timeS: [0, 2700], depthM: [11.5, 11.5], pressureBar: [], surfacePressureBar: 0.85, waterDensity: 1000 };
    const [lake] = cylinderConsumption(reefDive({ profile }));
    // 0.85 + 11.5 × 1000 × 9.80665 / 100000 = 1.977765 bar: 34.5333 / 1.977765 = 17.4608 L/min.
    expect(lake!.rmvLPerMin).toBeCloseTo(17.4608, 4);
  });

  it('leaves out what it cannot know: no size, no pressures, a rebreather cylinder, a cylinder never switched to, a second cylinder without a profile', () => {
    const unknown = cylinderConsumption(
      reefDive({
        cylinders: [
          { sizeL: null, startPressureBar: 200, endPressureBar: 50, use: 'open-circuit' },
          { sizeL: 11.1, startPressureBar: 200, endPressureBar: null, use: 'open-circuit' },
          { sizeL: 3, startPressureBar: 200, endPressureBar: 100, use: 'diluent' },
          { sizeL: 11.1, startPressureBar: 200, endPressureBar: 150, use: 'open-circuit' },
        ],
      }),
    );
    expect(unknown).toEqual([null, null, null, null]);
    const switched = cylinderConsumption(
      reefDive({
        cylinders: [
          { sizeL: 11.1, startPressureBar: 200, endPressureBar: 90, use: 'open-circuit' },
          { sizeL: 7, startPressureBar: 200, endPressureBar: 150, use: 'open-circuit' },
        ],
        gasSwitches: [{ timeS: 2400, cylinderPosition: 1 }],
      }),
    );
    // Without a profile the dive's mean depth is not the mean of either part.
    expect(switched).toEqual([null, null]);
    expect(cylinderConsumption(reefDive({ durationS: null }))).toEqual([null]);
  });
});
