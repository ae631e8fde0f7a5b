// Plans the page's dives on the server: the descent (on a travel gas when the bottom gas is hypoxic at the
// surface), the bottom time, the generated ascent with its gas switches and stops, then the gas each
// cylinder gives and the reserve it keeps. Returns plain figures for the page (plan-view.ts).
import {
  afterSurfaceInterval,
  createEnvironment,
  depthToBar,
  equivalentNarcoticDepth,
  maxOperatingDepth,
  minimumOperatingDepth,
  noDecompressionLimit,
  planDive,
  sampleCeiling,
  type DecoOptionsInput,
  type DivePlan,
  type Environment,
  type Gas,
  type PlanSegmentInput,
  type TissueState,
} from '@diveatlas/deco';
import { MAX_END_M, RECREATIONAL_LIMIT_M, type DiveView, type GasView, type LimitView, type PlannedDiveView, type PlanView, type ReserveStatus, type WarningCode } from './plan-view.ts';
import { chooseTravelGas, DESCENT_M_PER_MIN, stopStepM, travelSwitchDepthM, type DiveValues, type PlannerValues } from './planner.schema.ts';
import type { TableSettings } from './table-settings.ts';
import { METRES_PER_FOOT, type Units } from '~/lib/units.ts';

/** Seconds between ceiling samples: fine enough for a chart a few hundred pixels wide. */
const CEILING_STEP_S = 20;
/** CNS above this share of the NOAA limit gets a warning before it reaches 100 %. */
const CNS_HIGH_PERCENT = 80;
/**
 * Subsurface's minimum-gas convention (core/plannernotes.cpp, defaults in core/pref.cpp): the gas two
 * stressed divers need to solve a problem at the bottom for 4 minutes and then make the planned ascent,
 * breathing four times one diver's SAC; and no cylinder breathed below 10 bar.
 */
export const MIN_GAS_SAC_FACTOR = 4;
export const MIN_GAS_PROBLEM_MIN = 4;
export const MIN_CYLINDER_BAR = 10;

function limitView(minutes: number): LimitView {
  return Number.isFinite(minutes) ? minutes : 'unlimited';
}

function isPlannerRefusal(error: unknown): boolean {
  return error instanceof Error && (error.name === 'DecoInputError' || error.name === 'DecoPlanError');
}

/** The user's segments: down (on the travel gas first when the bottom gas needs one) and the bottom time. */
function diveSegments(env: Environment, gases: readonly Gas[], values: PlannerValues, dive: DiveValues, units: Units): { segments: PlanSegmentInput[]; travel: number | null; travelToM: number | null } {
  const totalS = dive.timeMin * 60;
  const travel = chooseTravelGas(env, gases, values.ppO2, dive.depthM, units);
  const bottom = gases[0];
  const travelGas = travel === null ? undefined : gases[travel];
  if (travel === null || !bottom || !travelGas) return { segments: [{ toDepthM: dive.depthM, durationS: totalS, gas: 0 }], travel: null, travelToM: null };
  const switchM = travelSwitchDepthM(env, travelGas, bottom, values.ppO2, dive.depthM, units) ?? dive.depthM;
  const toSwitchS = Math.ceil((switchM / DESCENT_M_PER_MIN) * 60 - 1e-9);
  const segments: PlanSegmentInput[] = [{ toDepthM: switchM, durationS: toSwitchS, gas: travel }];
  segments.push({ toDepthM: dive.depthM, durationS: totalS - toSwitchS, gas: 0 });
  return { segments, travel, travelToM: switchM };
}

function optionsFor(settings: TableSettings, values: PlannerValues, units: Units): DecoOptionsInput {
  return {
    gfLow: settings.gfLow,
    gfHigh: settings.gfHigh,
    water: settings.water,
    altitudeM: settings.altitudeM,
    maxPpO2: values.ppO2,
    maxDecoPpO2: values.decoPpO2,
    stopIncrementM: stopStepM(units),
    lastStopDepthM: values.lastStopM,
    // The safety stop at 5 m, or 15 ft.
    safetyStopDepthM: units === 'metric' ? 5 : Math.round(15 * METRES_PER_FOOT * 1000) / 1000,
    sacLPerMin: values.sacLPerMin,
    decoSacLPerMin: values.decoSacLPerMin,
  };
}

/** Free gas breathed from one gas during the user's own segments (the bottom phase), litres at 1 bar. */
function bottomPhaseLitres(env: Environment, plan: DivePlan, gas: number, sacLPerMin: number): number {
  let litres = 0;
  for (const piece of plan.profile) {
    if (piece.generated || piece.gas !== gas) continue;
    const meanBar = (depthToBar(env, piece.startDepthM) + depthToBar(env, piece.endDepthM)) / 2;
    litres += sacLPerMin * (piece.durationS / 60) * meanBar;
  }
  return litres;
}

function gasViews(env: Environment, plan: DivePlan, values: PlannerValues, dive: DiveValues, travel: number | null, travelToM: number | null): GasView[] {
  return values.gases.map((gas, index): GasView => {
    const used = plan.profile.some((piece) => piece.gas === index && piece.durationS > 0);
    const role = index === 0 ? 'bottom' : index === travel ? 'travel' : used ? 'deco' : 'unused';
    const switchStop = plan.stops.find((stop) => stop.gas === index && stop.gasSwitchS > 0);
    const { waterL, fillBar } = gas.cylinder;
    const usedL = plan.gasUsedL[index] ?? 0;
    const usedBar = usedL / waterL;
    const endBar = fillBar - usedBar;
    let reserveBar: number;
    let turnBar: number | null = null;
    let bottomEndBar: number | null = null;
    if (index === 0) bottomEndBar = fillBar - bottomPhaseLitres(env, plan, 0, values.sacLPerMin) / waterL;
    if (values.reserve === 'thirds') {
      // A third to go, a third to come back (or up), a third in reserve.
      reserveBar = fillBar / 3;
      if (index === 0) turnBar = fillBar - fillBar / 3;
    } else if (index === 0) {
      const ascentL = usedL - bottomPhaseLitres(env, plan, 0, values.sacLPerMin);
      const problemL = MIN_GAS_PROBLEM_MIN * values.sacLPerMin * depthToBar(env, dive.depthM);
      reserveBar = (MIN_GAS_SAC_FACTOR * (problemL + ascentL)) / waterL;
      turnBar = reserveBar;
    } else {
      // Enough left to give a buddy the same ascent on this gas, above 10 bar (Subsurface's gas-sharing check).
      reserveBar = MIN_CYLINDER_BAR + usedBar;
    }
    let status: ReserveStatus = 'ok';
    if (endBar < MIN_CYLINDER_BAR) status = 'empty';
    else if (index === 0 && turnBar !== null && bottomEndBar !== null && bottomEndBar < turnBar - 1e-9) status = 'belowTurn';
    else if (endBar < reserveBar - 1e-9 && !(values.reserve === 'minimum' && index === 0)) status = 'belowReserve';
    return {
      slot: gas.slot,
      fO2: gas.fO2,
      fHe: gas.fHe,
      role,
      modWorkingM: maxOperatingDepth(env, gas, values.ppO2),
      modDecoM: maxOperatingDepth(env, gas, values.decoPpO2),
      minDepthM: minimumOperatingDepth(env, gas),
      travelToM: index === travel ? travelToM : null,
      switchDepthM: switchStop?.depthM ?? null,
      endAtBottomM: index === 0 ? equivalentNarcoticDepth(env, gas, dive.depthM) : null,
      cylinder: { waterL, fillBar, usedL, usedBar, endBar, reserveBar, turnBar, bottomEndBar, status },
    };
  });
}

function planOne(settings: TableSettings, values: PlannerValues, dive: DiveValues, units: Units, startState: TissueState | undefined): { view: DiveView; plan: DivePlan | null } {
  const env = createEnvironment(settings.water, settings.altitudeM);
  const gases: Gas[] = values.gases.map((g) => ({ fO2: g.fO2, fHe: g.fHe }));
  const options = optionsFor(settings, values, units);
  try {
    const { segments, travel, travelToM } = diveSegments(env, gases, values, dive, units);
    const plan = planDive({ gases, segments, options, ...(startState ? { startState } : {}) });
    const bottom = gases[0]!;
    const breathableAtSurface = minimumOperatingDepth(env, bottom) <= 0;
    const ndlOf = (state: TissueState | undefined) =>
      breathableAtSurface ? limitView(noDecompressionLimit({ depthM: dive.depthM, gas: bottom, options, ...(state ? { startState: state } : {}) })) : null;
    const maxPpO2 = Math.max(
      ...plan.profile.map((piece) => depthToBar(env, Math.max(piece.startDepthM, piece.endDepthM)) * (gases[piece.gas]?.fO2 ?? 0)),
    );
    const slotOf = (index: number) => values.gases[index]?.slot ?? 0;
    const gasList = gasViews(env, plan, values, dive, travel, travelToM);
    const warnings: WarningCode[] = [];
    if (plan.decoRequired) warnings.push('deco');
    if (plan.maxDepthM > RECREATIONAL_LIMIT_M + 1e-9) warnings.push('deep');
    if (plan.cnsPercent > 100) warnings.push('cns');
    else if (plan.cnsPercent > CNS_HIGH_PERCENT) warnings.push('cnsHigh');
    if ((gasList[0]?.endAtBottomM ?? 0) > MAX_END_M + 1e-9) warnings.push('end');
    if (gasList.some((g) => g.cylinder.status !== 'ok' && g.role !== 'unused')) warnings.push('reserve');
    if (travel !== null) warnings.push('travel');
    const view: PlannedDiveView = {
      ok: true,
      runtimeS: plan.runtimeS,
      maxDepthM: plan.maxDepthM,
      ascentStartS: plan.ascentStartS,
      decoRequired: plan.decoRequired,
      decoTotalS: plan.stops.reduce((sum, s) => sum + s.decoS, 0),
      firstStopM: plan.firstStopDepthM,
      gfLowAnchorM: plan.gfLowAnchorDepthM,
      ndl: ndlOf(startState),
      restedNdl: startState ? ndlOf(undefined) : null,
      maxPpO2,
      cnsPercent: plan.cnsPercent,
      otu: plan.otu,
      stops: plan.stops.map((s) => ({ depthM: s.depthM, startTimeS: s.startTimeS, durationS: s.durationS, slot: slotOf(s.gas), decoS: s.decoS, safetyS: s.safetyS, gasSwitchS: s.gasSwitchS })),
      segments: plan.segments.map((s) => ({ startTimeS: s.startTimeS, startDepthM: s.startDepthM, endDepthM: s.endDepthM, durationS: s.durationS, slot: slotOf(s.gas), generated: s.generated })),
      ceiling: sampleCeiling(plan, CEILING_STEP_S).map((c) => ({ timeS: c.timeS, ceilingM: c.ceilingM })),
      gases: gasList,
      warnings,
    };
    return { view, plan };
  } catch (error) {
    if (isPlannerRefusal(error)) return { view: { ok: false }, plan: null };
    throw error;
  }
}

export function planDives(settings: TableSettings, values: PlannerValues, units: Units): PlanView {
  const first = planOne(settings, values, values, units, undefined);
  const result: PlanView = { first: first.view, second: null, intervalMin: values.second?.intervalMin ?? null, reserve: values.reserve };
  if (!values.second) return result;
  if (!first.plan) return { ...result, second: { ok: false } };
  const rested = afterSurfaceInterval(first.plan.endState, values.second.intervalMin, optionsFor(settings, values, units));
  return { ...result, second: planOne(settings, values, values.second, units, rested).view };
}
