// Server-side checks of the planner's form: every typed value in the reader's units, then what depends on
// the gases and the water (each gas's MOD at the depth, a travel gas for a mix that is hypoxic at the
// surface). Error messages are catalogue keys with the figures they quote; values come out in metres, bar,
// litres and fractions.
import { z } from 'zod';
import {
  createEnvironment,
  DEFAULT_OPTIONS,
  maxOperatingDepth,
  minimumOperatingDepth,
  MIN_BREATHABLE_PPO2,
  type Environment,
  type Gas,
} from '@diveatlas/deco';
import { collectErrors, numberField, type Parsed } from './dive-tables.schema.ts';
import {
  gasField,
  gasRowUsed,
  GAS_SLOTS,
  LAST_STOPS,
  PLANNER_FIELDS,
  plannerLimits,
  RESERVE_RULES,
  type GasSlot,
  type PlannerField,
  type PlannerForm,
  type ReserveRule,
} from './planner-form.ts';
import type { TableSettings } from './table-settings.ts';
import { cylinderWaterLitres, METRES_PER_FOOT, lengthFromDisplay, lengthToDisplay, pressureFromDisplay, volumeFromDisplay, type Units } from '~/lib/units.ts';

/** The planner library's descent rate; a bottom time shorter than the descent cannot be planned. */
export const DESCENT_M_PER_MIN = DEFAULT_OPTIONS.descentMPerMin;

export type PlannedGas = Gas & {
  /** The form row it came from: 0 is the bottom gas. */
  slot: GasSlot;
  cylinder: { waterL: number; fillBar: number };
};

export type DiveValues = { depthM: number; timeMin: number };

export type PlannerValues = DiveValues & {
  /** The bottom gas first, then the other gases in the order of the form. */
  gases: PlannedGas[];
  sacLPerMin: number;
  decoSacLPerMin: number;
  /** Highest ppO2 on the bottom gas (and a travel gas on the way down), bar. */
  ppO2: number;
  /** ppO2 at which decompression gases are switched to, bar. */
  decoPpO2: number;
  /** Depth of the last stop, metres (3 or 6 m, or 10 or 20 ft). */
  lastStopM: number;
  reserve: ReserveRule;
  second: (DiveValues & { intervalMin: number }) | null;
};

/** The depth, in metres, a stop grid step is: 3 m, or 10 ft. */
export function stopStepM(units: Units): number {
  return units === 'metric' ? 3 : 10 * METRES_PER_FOOT;
}

/**
 * Where a hypoxic bottom gas takes over from the travel gas on the way down: the deepest stop-grid depth
 * within the travel gas's MOD at the working ppO2. Null when no such depth is deep enough for the bottom gas.
 */
export function travelSwitchDepthM(env: Environment, travel: Gas, bottom: Gas, ppO2: number, bottomDepthM: number, units: Units): number | null {
  const step = stopStepM(units);
  const deepest = Math.min(maxOperatingDepth(env, travel, ppO2), bottomDepthM);
  const switchM = Math.round(Math.floor(deepest / step + 1e-9) * step * 1e6) / 1e6;
  return switchM > 0 && switchM >= minimumOperatingDepth(env, bottom) - 1e-9 ? switchM : null;
}

/** The travel gas for a bottom gas that is hypoxic at the surface: the one that reaches deepest. */
export function chooseTravelGas(env: Environment, gases: readonly Gas[], ppO2: number, bottomDepthM: number, units: Units): number | null {
  const bottom = gases[0];
  if (!bottom || minimumOperatingDepth(env, bottom) <= 0) return null;
  let best: number | null = null;
  gases.forEach((gas, index) => {
    if (index === 0 || gas.fO2 * env.surfaceBar < MIN_BREATHABLE_PPO2) return;
    const switchM = travelSwitchDepthM(env, gas, bottom, ppO2, bottomDepthM, units);
    if (switchM === null) return;
    const leader = best === null ? undefined : gases[best];
    if (!leader || switchM > (travelSwitchDepthM(env, leader, bottom, ppO2, bottomDepthM, units) ?? 0)) best = index;
  });
  return best;
}

const number = (range: { min: number; max: number }, key: string) => numberField(range, key, false);

export function plannerSchema(units: Units, settings: TableSettings) {
  const limits = plannerLimits(units);
  const env = createEnvironment(settings.water, settings.altitudeM);
  const metric = units === 'metric';
  const optionalNumber = z.string();
  const gasRows = Object.fromEntries(
    GAS_SLOTS.flatMap((slot) => [
      [gasField(slot, 'O2'), optionalNumber],
      [gasField(slot, 'He'), optionalNumber],
      [gasField(slot, 'Size'), optionalNumber],
      [gasField(slot, 'Rated'), optionalNumber],
      [gasField(slot, 'Fill'), optionalNumber],
    ]),
  ) as Record<`g${GasSlot}${'O2' | 'He' | 'Size' | 'Rated' | 'Fill'}`, typeof optionalNumber>;
  return z
    .object({
      depth: number(limits.depth, 'dive-tables.error.depth'),
      time: numberField(limits.time, 'dive-tables.error.time', true),
      sac: number(limits.sac, 'dive-tables.error.sac'),
      decoSac: number(limits.sac, 'dive-tables.error.sac'),
      ppO2: number(limits.ppO2, 'dive-tables.error.ppO2'),
      decoPpO2: number(limits.ppO2, 'dive-tables.error.ppO2'),
      lastStop: z.enum(LAST_STOPS[units] as [string, ...string[]], { error: 'dive-tables.error.lastStop' }),
      reserve: z.enum(RESERVE_RULES, { error: 'dive-tables.error.reserve' }),
      repeat: z.boolean(),
      interval: z.string(),
      depth2: z.string(),
      time2: z.string(),
      ...gasRows,
    })
    .transform((value, ctx): PlannerValues => {
      const issue = (path: PlannerField, message: string, params?: Record<string, string | number>) =>
        ctx.addIssue({ code: 'custom', path: [path], message, ...(params ? { params } : {}) });
      const parseIn = (field: PlannerField, range: { min: number; max: number }, key: string, integer = false): number | null => {
        const parsed = numberField(range, key, integer).safeParse(value[field as keyof typeof value]);
        if (parsed.success) return parsed.data;
        issue(field, key);
        return null;
      };

      // Gases and cylinders: the bottom gas always, the others when their oxygen is filled in.
      const gases: PlannedGas[] = [];
      for (const slot of GAS_SLOTS) {
        if (!gasRowUsed(value as unknown as PlannerForm, slot)) continue;
        const o2 = parseIn(gasField(slot, 'O2'), limits.o2, 'dive-tables.error.o2', true);
        const heText = (value[gasField(slot, 'He')] ?? '').trim();
        const he = heText === '' ? 0 : parseIn(gasField(slot, 'He'), limits.he, 'dive-tables.error.he', true);
        if (o2 !== null && he !== null && o2 + he > 100) issue(gasField(slot, 'He'), 'dive-tables.error.mixOver100');
        const size = parseIn(gasField(slot, 'Size'), limits.size, 'dive-tables.error.size');
        const rated = metric ? null : parseIn(gasField(slot, 'Rated'), limits.rated, 'dive-tables.error.rated', true);
        const fill = parseIn(gasField(slot, 'Fill'), limits.fill, 'dive-tables.error.fill');
        if (o2 === null || he === null || o2 + he > 100 || size === null || fill === null || (!metric && rated === null)) continue;
        const ratedBar = rated === null ? null : pressureFromDisplay(rated, units);
        gases.push({
          slot,
          fO2: o2 / 100,
          fHe: he / 100,
          cylinder: { waterL: cylinderWaterLitres(size, ratedBar, units), fillBar: pressureFromDisplay(fill, units) },
        });
      }

      const depthM = lengthFromDisplay(value.depth, units);
      const descentMin = (depth: number) => Math.ceil(depth / DESCENT_M_PER_MIN - 1e-9);
      if (value.time < descentMin(depthM)) issue('time', 'dive-tables.error.timeShorterThanDescent', { min: descentMin(depthM) });

      // The bottom gas at the bottom, and a way to breathe from the surface down to it.
      const bottom = gases[0]?.slot === 0 ? gases[0] : undefined;
      const checkBottomGas = (depthField: 'depth' | 'depth2', depth: number) => {
        if (!bottom) return;
        const mod = maxOperatingDepth(env, bottom, value.ppO2);
        if (depth > mod + 1e-9) {
          issue(depthField, 'dive-tables.error.beyondMod', {
            mod: Math.floor(lengthToDisplay(mod, units) + 1e-9),
            ppo2: value.ppO2,
          });
        }
        if (minimumOperatingDepth(env, bottom) > depth) {
          issue('g0O2', 'dive-tables.error.hypoxicAtDepth', { min: Math.ceil(lengthToDisplay(minimumOperatingDepth(env, bottom), units) - 1e-9) });
        } else if (minimumOperatingDepth(env, bottom) > 0 && chooseTravelGas(env, gases, value.ppO2, depth, units) === null) {
          issue('g0O2', 'dive-tables.error.needsTravelGas', {
            min: Math.ceil(lengthToDisplay(minimumOperatingDepth(env, bottom), units) - 1e-9),
          });
        }
      };
      checkBottomGas('depth', depthM);

      let second: PlannerValues['second'] = null;
      if (value.repeat) {
        const interval = parseIn('interval', limits.interval, 'dive-tables.error.interval', true);
        const depth2 = parseIn('depth2', limits.depth, 'dive-tables.error.depth');
        const time2 = parseIn('time2', limits.time, 'dive-tables.error.time', true);
        if (interval !== null && depth2 !== null && time2 !== null) {
          const depth2M = lengthFromDisplay(depth2, units);
          if (time2 < descentMin(depth2M)) issue('time2', 'dive-tables.error.timeShorterThanDescent', { min: descentMin(depth2M) });
          checkBottomGas('depth2', depth2M);
          second = { intervalMin: interval, depthM: depth2M, timeMin: time2 };
        }
      }

      return {
        depthM,
        timeMin: value.time,
        gases,
        sacLPerMin: volumeFromDisplay(value.sac, units),
        decoSacLPerMin: volumeFromDisplay(value.decoSac, units),
        ppO2: value.ppO2,
        decoPpO2: value.decoPpO2,
        // 3 or 6 m, 3.048 or 6.096 m (10 or 20 ft): the depths the planner accepts as a last stop.
        lastStopM: Math.round(lengthFromDisplay(Number(value.lastStop), units) * 1000) / 1000,
        reserve: value.reserve,
        second,
      };
    });
}

export function parsePlanner(form: PlannerForm, units: Units, settings: TableSettings): Parsed<PlannerValues, PlannerField> {
  const result = plannerSchema(units, settings).safeParse(form);
  return result.success ? { value: result.data, errors: null } : { value: null, errors: collectErrors(result.error.issues, PLANNER_FIELDS) };
}
