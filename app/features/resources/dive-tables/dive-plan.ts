// Runs the planner for the page: one dive, and optionally a second one after a surface interval, with
// everything the results need (profile, ceiling, limits) gathered in one place.
import {
  afterSurfaceInterval,
  createEnvironment,
  noDecompressionLimit,
  planDive,
  ppO2At,
  sampleCeiling,
  type CeilingSample,
  type DecoOptionsInput,
  type DivePlan,
  type Gas,
  type TissueState,
} from '@diveatlas/deco';
import { MAX_PPO2, type PlannerValues, type TableSettings } from './dive-tables.schema.ts';

export type PlannedDive = {
  ok: true;
  plan: DivePlan;
  ceiling: CeilingSample[];
  /** No-decompression limit at this depth on this gas, from the tissue state the dive starts with. */
  ndlMin: number;
  /** The limit a rested diver would have; only set for a repetitive dive. */
  restedNdlMin: number | null;
  /** Oxygen partial pressure at the deepest point, bar. */
  maxPpO2: number;
};

/** The library refused the plan (a stop beyond a day, say); the page says so instead of failing. */
export type UnplannableDive = { ok: false };

export type PlanResult = {
  first: PlannedDive | UnplannableDive;
  second: PlannedDive | UnplannableDive | null;
};

/** Seconds between ceiling samples: fine enough for a chart a few hundred pixels wide. */
const CEILING_STEP_S = 20;

export function planDives(settings: TableSettings, values: PlannerValues): PlanResult {
  const gas: Gas = { fO2: values.fO2, fHe: 0 };
  const options = {
    gfLow: settings.gfLow,
    gfHigh: settings.gfHigh,
    water: settings.water,
    altitudeM: settings.altitudeM,
    maxPpO2: MAX_PPO2,
    sacLPerMin: values.sacLPerMin,
    // One SAC for the whole dive keeps the form short; stops are usually calmer, so this errs on the safe side.
    decoSacLPerMin: values.sacLPerMin,
  };
  const first = planOne(gas, values.depthM, values.timeMin, options, undefined);
  if (!values.second) return { first, second: null };
  if (!first.ok) return { first, second: { ok: false } };
  const startState = afterSurfaceInterval(first.plan.endState, values.second.intervalMin, options);
  return { first, second: planOne(gas, values.second.depthM, values.second.timeMin, options, startState) };
}

function planOne(
  gas: Gas,
  depthM: number,
  timeMin: number,
  options: DecoOptionsInput,
  startState: TissueState | undefined,
): PlannedDive | UnplannableDive {
  try {
    const plan = planDive({
      gases: [gas],
      segments: [{ toDepthM: depthM, durationS: timeMin * 60, gas: 0 }],
      options,
      ...(startState ? { startState } : {}),
    });
    const ndlMin = noDecompressionLimit({ depthM, gas, options, ...(startState ? { startState } : {}) });
    const restedNdlMin = startState ? noDecompressionLimit({ depthM, gas, options }) : null;
    const env = createEnvironment(plan.options.water, plan.options.altitudeM);
    return {
      ok: true,
      plan,
      ceiling: sampleCeiling(plan, CEILING_STEP_S),
      ndlMin,
      restedNdlMin,
      maxPpO2: ppO2At(env, gas, plan.maxDepthM),
    };
  } catch (error) {
    if (error instanceof Error && (error.name === 'DecoInputError' || error.name === 'DecoPlanError')) return { ok: false };
    throw error;
  }
}
