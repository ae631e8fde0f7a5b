// Oxygen exposure: CNS "clock" and pulmonary oxygen toxicity units (OTU).

/**
 * NOAA single-exposure limits (NOAA Diving Manual, oxygen exposure table): minutes allowed at each ppO2.
 * Between rows the limit is interpolated linearly.
 */
const NOAA_PPO2 = [0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6];
const NOAA_LIMIT_MIN = [720, 570, 450, 360, 300, 240, 210, 180, 150, 120, 45];

/** CNS exposure in percent per minute at a constant ppO2. */
export function cnsPercentPerMinute(ppO2: number): number {
  // Below 0.5 bar oxygen adds no CNS load; from 0.5 to 0.6 the 0.6 bar limit is used (the table starts there).
  if (ppO2 < 0.5) return 0;
  if (ppO2 <= NOAA_PPO2[0]!) return 100 / NOAA_LIMIT_MIN[0]!;
  const last = NOAA_PPO2.length - 1;
  if (ppO2 > NOAA_PPO2[last]!) {
    // The table ends at 1.6 bar. Beyond it the limit keeps shrinking at the 1.5 -> 1.6 bar ratio per 0.1 bar,
    // which keeps the figure finite and steep; such a plan also carries a warning.
    const ratio = NOAA_LIMIT_MIN[last]! / NOAA_LIMIT_MIN[last - 1]!;
    const limit = NOAA_LIMIT_MIN[last]! * Math.pow(ratio, (ppO2 - NOAA_PPO2[last]!) / 0.1);
    return 100 / limit;
  }
  let i = 1;
  while (ppO2 > NOAA_PPO2[i]!) i++;
  const x0 = NOAA_PPO2[i - 1]!;
  const x1 = NOAA_PPO2[i]!;
  const limit = NOAA_LIMIT_MIN[i - 1]! + ((ppO2 - x0) / (x1 - x0)) * (NOAA_LIMIT_MIN[i]! - NOAA_LIMIT_MIN[i - 1]!);
  return 100 / limit;
}

/** Pulmonary toxicity units per minute (Lambertsen's UPTD curve as used by the REPEX method). */
export function otuPerMinute(ppO2: number): number {
  if (ppO2 <= 0.5) return 0;
  return Math.pow((ppO2 - 0.5) / 0.5, 5 / 6);
}

export interface OxygenExposure {
  cnsPercent: number;
  otu: number;
}

/** Exposure while ppO2 changes linearly from start to end over the given time (midpoint rule, 10 s steps). */
export function oxygenExposure(ppO2Start: number, ppO2End: number, seconds: number): OxygenExposure {
  if (seconds <= 0) return { cnsPercent: 0, otu: 0 };
  if (ppO2Start === ppO2End) {
    const minutes = seconds / 60;
    return { cnsPercent: cnsPercentPerMinute(ppO2Start) * minutes, otu: otuPerMinute(ppO2Start) * minutes };
  }
  const steps = Math.max(1, Math.ceil(seconds / 10));
  const dtMin = seconds / steps / 60;
  let cns = 0;
  let otu = 0;
  for (let k = 0; k < steps; k++) {
    const p = ppO2Start + ((k + 0.5) / steps) * (ppO2End - ppO2Start);
    cns += cnsPercentPerMinute(p) * dtMin;
    otu += otuPerMinute(p) * dtMin;
  }
  return { cnsPercent: cns, otu };
}

/** CNS load decays at the surface with a 90 minute half-time (the usual dive-computer convention). */
export const CNS_SURFACE_HALF_TIME_MIN = 90;

export function cnsAfterSurfaceInterval(cnsPercent: number, minutes: number): number {
  return cnsPercent * Math.pow(0.5, minutes / CNS_SURFACE_HALF_TIME_MIN);
}
