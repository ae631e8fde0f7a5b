import { describe, expect, it } from 'vitest';
import {
  afterSurfaceInterval,
  DecoInputError,
  noDecompressionLimit,
  noDecompressionTable,
  planDive,
  resolveOptions,
  DEFAULT_OPTIONS,
} from '../src/index.ts';

const AIR = { fO2: 0.21, fHe: 0 };

function errorOf(run: () => unknown): DecoInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DecoInputError);
    return error as DecoInputError;
  }
  throw new Error('expected a DecoInputError');
}

describe('options', () => {
  it('fills documented defaults', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ gfLow: 0.4 }).gfHigh).toBe(DEFAULT_OPTIONS.gfHigh);
    expect(DEFAULT_OPTIONS.gfMethod).toBe('subsurface');
  });

  it('gives every ascent band the ascent rate unless the band is set', () => {
    const resolved = resolveOptions({ ascentMPerMin: 10, ascentLast6mMPerMin: 3 });
    expect([resolved.ascent75MPerMin, resolved.ascent50MPerMin, resolved.ascentStopsMPerMin, resolved.ascentLast6mMPerMin]).toEqual([10, 10, 10, 3]);
  });

  it.each([
    [{ gfLow: -0.1 }, 'options.gfLow: must be between 0 and 1'],
    [{ gfHigh: 1.2 }, 'options.gfHigh: must be between 0 and 1'],
    [{ gfLow: 0.9, gfHigh: 0.7 }, 'gfLow (0.9) must not be greater than gfHigh (0.7)'],
    [{ gfHgh: 0.7 }, 'unknown option "gfHgh"'],
    [{ water: 'sea' }, 'options.water: must be one of fresh, salt, en13319'],
    [{ lastStopDepthM: 4 }, 'options.lastStopDepthM: must be 3 or 6 (metres), or 3.048 or 6.096 (10 or 20 ft)'],
    [{ gfMethod: 'baker' }, 'options.gfMethod: must be one of subsurface, baker-less-conservative'],
    [{ ascentLast6mMPerMin: 0.5 }, 'options.ascentLast6mMPerMin: must be between 1 and 18 m/min'],
    [{ safetyStopDepthM: 10 }, 'options.safetyStopDepthM: must be between 3 and 6 m'],
    [{ safetyStop: 'sometimes' }, 'options.safetyStop: must be one of never, auto, always'],
    [{ roundStopsToMinutes: 'yes' }, 'options.roundStopsToMinutes: must be true or false'],
    [{ ascentMPerMin: 30 }, 'options.ascentMPerMin: must be between 1 and 18 m/min'],
    [{ maxPpO2: 2 }, 'options.maxPpO2: must be between 0.5 and 1.6 bar'],
    [{ altitudeM: '1000' }, 'options.altitudeM: must be a finite number'],
    ['salt', 'options: must be an object'],
  ])('rejects %j', (options, message) => {
    expect(errorOf(() => resolveOptions(options)).message).toContain(message);
  });
});

describe('no-decompression limit input', () => {
  it.each([
    [{ depthM: -1, gas: AIR }, 'depthM: depth must not be negative (got -1 m)'],
    [{ depthM: 201, gas: AIR }, 'depthM: depth must be at most 200 m (got 201 m)'],
    [{ depthM: 18, gas: { fO2: 0.5, fHe: 0.6 } }, 'gas: fO2 + fHe must not exceed 1'],
    [{ depthM: 18, gas: { fO2: 0, fHe: 0 } }, 'gas.fO2: must be greater than 0'],
    [{ depthM: 18, gas: { fO2: 1.1, fHe: 0 } }, 'gas.fO2: must be between 0 and 1'],
    [{ depthM: 18, gas: { fO2: 0.21, fHe: -0.1 } }, 'gas.fHe: must be between 0 and 1'],
    [{ depthM: 18, gas: { fO2: 0.21, fN2: 0.79 } }, 'unknown gas field "fN2"'],
    [{ depthM: 18, gas: AIR, options: { colour: 'red' } }, 'unknown option "colour"'],
    [{ depthM: 40, gas: { fO2: 0.36, fHe: 0 } }, 'EAN36 has a ppO2 of 1.82 bar at 40 m, above maxPpO2 1.4 bar'],
    [{ depthM: 30, gas: { fO2: 0.1, fHe: 0.7 } }, 'too little oxygen to breathe'],
    [{ depth: 18, gas: AIR }, 'unknown field "depth"'],
  ])('rejects %j', (input, message) => {
    expect(errorOf(() => noDecompressionLimit(input as never)).message).toContain(message);
  });

  it('accepts fractions that add up to 1 up to rounding', () => {
    expect(noDecompressionLimit({ depthM: 5, gas: { fO2: 0.7, fHe: 0.30000000000000004 } })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('plan input', () => {
  const ok = { gases: [AIR], segments: [{ toDepthM: 18, durationS: 1800, gas: 0 }] };

  it.each([
    [{ ...ok, gases: [] }, 'gases: must be a non-empty list of gases'],
    [{ ...ok, segments: [] }, 'segments: must be a non-empty list of segments'],
    [{ ...ok, segments: [{ toDepthM: 250, durationS: 600, gas: 0 }] }, 'segments[0].toDepthM: depth must be at most 200 m'],
    [{ ...ok, segments: [{ toDepthM: -3, durationS: 600, gas: 0 }] }, 'segments[0].toDepthM: depth must not be negative'],
    [{ ...ok, segments: [{ toDepthM: 18, durationS: 600, gas: 1 }] }, 'segments[0].gas: must be between 0 and 0'],
    [{ ...ok, segments: [{ toDepthM: 18, durationS: 0, gas: 0 }] }, 'segments[0].durationS: must be greater than 0'],
    [{ ...ok, segments: [{ toDepthM: 40, durationS: 60, gas: 0 }] }, 'segments[0].durationS: 60 s is too short to go from 0 m to 40 m at 18 m/min (needs 134 s)'],
    [{ ...ok, segments: [{ toDepthM: 18, durationS: 600, gas: 0, note: 'x' }] }, 'unknown segment field "note"'],
    [{ ...ok, gases: [{ fO2: 0.8, fHe: 0.3 }] }, 'gases[0]: fO2 + fHe must not exceed 1'],
    [{ ...ok, options: { gfLow: 2 } }, 'options.gfLow'],
    [{ ...ok, startState: { n2: [1], he: [] } }, 'startState.n2: must be a list of 16 pressures in bar'],
  ])('rejects %j', (input, message) => {
    expect(errorOf(() => planDive(input as never)).message).toContain(message);
  });

  it('accepts a plan that ends at the surface on its own', () => {
    const plan = planDive({
      gases: [AIR],
      segments: [
        { toDepthM: 10, durationS: 600, gas: 0 },
        { toDepthM: 0, durationS: 120, gas: 0 },
      ],
    });
    expect(plan.runtimeS).toBe(720);
    expect(plan.stops).toEqual([]);
  });

  it('warns when the user segments go above the ceiling', () => {
    const plan = planDive({
      gases: [AIR],
      segments: [
        { toDepthM: 40, durationS: 1800, gas: 0 },
        { toDepthM: 3, durationS: 300, gas: 0 },
      ],
    });
    expect(plan.warnings[0]).toMatch(/above the decompression ceiling/);
  });
});

describe('other inputs', () => {
  it('rejects a bad surface interval and a bad table', () => {
    const state = planDive({ gases: [AIR], segments: [{ toDepthM: 18, durationS: 1800, gas: 0 }] }).endState;
    expect(errorOf(() => afterSurfaceInterval(state, -5)).message).toContain('surfaceIntervalMin');
    expect(errorOf(() => noDecompressionTable({ depthsM: [], gases: [AIR] })).message).toContain('depthsM');
    expect(errorOf(() => noDecompressionTable({ depthsM: [18, 300], gases: [AIR] })).message).toContain('depthsM[1]');
  });
});
