// How fast the diver breathed from each cylinder, where the dive tells enough to know: the cylinder's
// size, the pressure it started and ended at (typed, or the first and last of its profile's pressure
// line), and when it was breathed from (the whole dive for the first cylinder, or between the gas switches
// that name it). Gas is taken as ideal (litres used = size × pressure drop), as divers compute it by hand;
// real air at 200 bar takes a few per cent more room, so the figures are a few per cent high at most.
import { depthToBar, loggedDiveEnvironment } from '@diveatlas/deco';

export type ConsumptionDive = {
  durationS: number | null;
  meanDepthM: number | null;
  cylinders: ReadonlyArray<{ sizeL: number | null; startPressureBar: number | null; endPressureBar: number | null; use: string }>;
  gasSwitches: ReadonlyArray<{ timeS: number; cylinderPosition: number | null }>;
  profile: {
    timeS: readonly number[];
    depthM: readonly number[];
    pressureBar: ReadonlyArray<ReadonlyArray<number | null> | null>;
    surfacePressureBar: number | null;
    waterDensity: number | null;
  } | null;
};

export type CylinderConsumption = {
  /** The cylinder's position on the dive. */
  cylinder: number;
  /** How long it was breathed from, in minutes, and the mean depth meanwhile. */
  minutes: number;
  meanDepthM: number;
  /** Free gas used, litres at 1 bar. */
  gasUsedL: number;
  /** Respiratory minute volume: litres breathed a minute (the same at any depth). */
  rmvLPerMin: number;
  /** Surface air consumption: the pressure this cylinder would lose a minute at 1 bar ambient. */
  sacBarPerMin: number;
};

/** Periods (from, to, in seconds) each cylinder was breathed from; -1 collects a mix tied to no cylinder. */
function breathingPeriods(dive: ConsumptionDive, endS: number): Map<number, Array<[number, number]>> {
  const periods = new Map<number, Array<[number, number]>>();
  const switches = [...dive.gasSwitches].filter((change) => change.timeS >= 0 && change.timeS < endS).sort((a, b) => a.timeS - b.timeS);
  let current = 0;
  let from = 0;
  for (const change of switches) {
    if (change.timeS > from) periods.set(current, [...(periods.get(current) ?? []), [from, change.timeS]]);
    current = change.cylinderPosition ?? -1;
    from = change.timeS;
  }
  periods.set(current, [...(periods.get(current) ?? []), [from, endS]]);
  return periods;
}

/** The integral of depth over [from, to] along the profile (depth straight between samples), in metre-seconds. */
function depthSeconds(timeS: readonly number[], depthM: readonly number[], from: number, to: number): number {
  let sum = 0;
  const at = (t: number, i: number) => depthM[i]! + ((depthM[i + 1]! - depthM[i]!) * (t - timeS[i]!)) / (timeS[i + 1]! - timeS[i]!);
  for (let i = 0; i + 1 < timeS.length; i++) {
    const start = Math.max(from, timeS[i]!);
    const end = Math.min(to, timeS[i + 1]!);
    if (end <= start) continue;
    sum += ((at(start, i) + at(end, i)) / 2) * (end - start);
  }
  return sum;
}

function firstAndLast(column: ReadonlyArray<number | null> | null | undefined): [number | null, number | null] {
  if (!column) return [null, null];
  const known = column.filter((value): value is number => value !== null && Number.isFinite(value));
  return [known[0] ?? null, known[known.length - 1] ?? null];
}

/** Per cylinder, its breathing figures, or null where the dive does not tell enough to compute them. */
export function cylinderConsumption(dive: ConsumptionDive): Array<CylinderConsumption | null> {
  const profile = dive.profile && dive.profile.timeS.length > 1 ? dive.profile : null;
  const endS = dive.durationS ?? (profile ? profile.timeS[profile.timeS.length - 1]! : null);
  const env = loggedDiveEnvironment(dive.profile?.surfacePressureBar ?? null, dive.profile?.waterDensity ?? null);
  const periods = endS && endS > 0 ? breathingPeriods(dive, endS) : new Map<number, Array<[number, number]>>();
  return dive.cylinders.map((cylinder, position) => {
    const used = periods.get(position);
    if (!used || cylinder.use !== 'open-circuit' || !cylinder.sizeL) return null;
    const [firstP, lastP] = firstAndLast(profile?.pressureBar[position]);
    const start = cylinder.startPressureBar ?? firstP;
    const end = cylinder.endPressureBar ?? lastP;
    if (start === null || end === null || !(start > end)) return null;
    const seconds = used.reduce((sum, [from, to]) => sum + (to - from), 0);
    if (seconds <= 0) return null;
    let meanDepthM: number;
    if (profile) meanDepthM = used.reduce((sum, [from, to]) => sum + depthSeconds(profile.timeS, profile.depthM, from, to), 0) / seconds;
    // Without a profile the dive's mean depth stands only for a cylinder breathed from all through it.
    else if (dive.meanDepthM !== null && seconds === endS) meanDepthM = dive.meanDepthM;
    else return null;
    const minutes = seconds / 60;
    const ambientBar = depthToBar(env, meanDepthM);
    const drop = start - end;
    return {
      cylinder: position,
      minutes,
      meanDepthM,
      gasUsedL: cylinder.sizeL * drop,
      rmvLPerMin: (cylinder.sizeL * drop) / minutes / ambientBar,
      sacBarPerMin: drop / minutes / ambientBar,
    };
  });
}
