// Samples the decompression ceiling along a finished plan so that a chart can draw it next to the profile.
import { GF_LOW_ANCHOR_MIN_BAR } from './ascent.ts';
import { gasAt, type ProfilePiece } from './dive.ts';
import { barToDepth, depthToBar } from './environment.ts';
import { nitrogenFraction } from './gases.ts';
import { ceilingBar, ceilingBarConstantGf, isToleratedOnLine, loadLinear } from './model.ts';
import { environmentFor } from './options.ts';
import type { DivePlan } from './plan.ts';
import { toTissues } from './repetitive.ts';

export interface CeilingSample {
  timeS: number;
  /** The diver's depth at that time. */
  depthM: number;
  /** The shallowest depth the tissues tolerate on the plan's gradient factor line (0: no ceiling). */
  ceilingM: number;
}

/**
 * Replays the plan's profile and reports the ceiling every `stepS` seconds and at every segment boundary,
 * on the gradient factor line the plan's ascent was planned with.
 */
export function sampleCeiling(plan: DivePlan, stepS = 10): CeilingSample[] {
  if (!(stepS > 0) || !Number.isFinite(stepS)) throw new RangeError('stepS must be a positive number of seconds');
  const samples: CeilingSample[] = [];
  replay(plan, plan.profile, stepS, (sample) => {
    samples.push(sample);
    return true;
  });
  return samples;
}

/**
 * The first moment the user's own segments go shallower than the ceiling, or null. With the default method
 * the GF-low anchor follows the deepest GF-low ceiling met so far, as a dive computer running Subsurface's
 * conventions would show it; Baker's method uses the plan's line.
 *
 * Only ascending segments are checked, every 5 seconds: at a constant depth or going down the tissues stay
 * below the ambient pressure, and every compartment's ceiling stays shallower than its GF-low ceiling, which
 * is shallower than the diver.
 */
export function userCeilingViolation(plan: DivePlan): CeilingSample | null {
  const env = environmentFor(plan.options);
  const tissues = toTissues(plan.startState);
  const line = { ...plan.gfLine };
  const following = line.method === 'subsurface';
  if (following) line.anchorBar = env.surfaceBar + GF_LOW_ANCHOR_MIN_BAR;
  const follow = () => {
    if (following) line.anchorBar = Math.max(line.anchorBar, ceilingBarConstantGf(tissues, plan.options.gfLow));
  };
  // A centimetre of slack keeps rounding from being reported as a violation.
  const slackBar = 0.01 * env.barPerM;
  for (const piece of plan.profile) {
    if (piece.generated) break;
    const gas = gasAt(plan.gases, piece.gas);
    const fN2 = nitrogenFraction(gas);
    if (piece.endDepthM >= piece.startDepthM) {
      loadLinear(tissues, depthToBar(env, piece.startDepthM), depthToBar(env, piece.endDepthM), fN2, gas.fHe, piece.durationS);
      follow();
      continue;
    }
    const speed = (piece.endDepthM - piece.startDepthM) / piece.durationS;
    let offset = 0;
    while (offset < piece.durationS) {
      const next = Math.min(piece.durationS, offset + 5);
      const fromBar = depthToBar(env, piece.startDepthM + speed * offset);
      const toBar = depthToBar(env, piece.startDepthM + speed * next);
      loadLinear(tissues, fromBar, toBar, fN2, gas.fHe, next - offset);
      offset = next;
      follow();
      if (!isToleratedOnLine(tissues, toBar + slackBar, line)) {
        return {
          timeS: piece.startTimeS + offset,
          depthM: barToDepth(env, toBar),
          ceilingM: barToDepth(env, ceilingBar(tissues, line)),
        };
      }
    }
  }
  return null;
}

function replay(
  plan: DivePlan,
  pieces: readonly ProfilePiece[],
  stepS: number,
  visit: (sample: CeilingSample) => boolean,
): void {
  const env = environmentFor(plan.options);
  const tissues = toTissues(plan.startState);
  const emit = (timeS: number, depthM: number): boolean =>
    visit({ timeS, depthM, ceilingM: barToDepth(env, ceilingBar(tissues, plan.gfLine)) });

  const first = pieces[0];
  if (first === undefined || !emit(first.startTimeS, first.startDepthM)) return;
  for (const piece of pieces) {
    const gas = gasAt(plan.gases, piece.gas);
    const fN2 = nitrogenFraction(gas);
    const speed = (piece.endDepthM - piece.startDepthM) / piece.durationS;
    let offset = 0;
    while (offset < piece.durationS) {
      const nextOffset = Math.min(piece.durationS, (Math.floor(offset / stepS + 1e-9) + 1) * stepS);
      const fromDepth = piece.startDepthM + speed * offset;
      const toDepth = piece.startDepthM + speed * nextOffset;
      loadLinear(tissues, depthToBar(env, fromDepth), depthToBar(env, toDepth), fN2, gas.fHe, nextOffset - offset);
      offset = nextOffset;
      if (!emit(piece.startTimeS + offset, toDepth)) return;
    }
  }
}
