// What a dive's profile chart draws, worked out on the server: the samples (thinned to what a chart can
// show), and at each one the decompression ceiling and the leading tissue from @diveatlas/deco, replayed
// over every sample for the gases breathed at the diver's own gradient factors (their logbook settings;
// the planner's defaults, Subsurface's 30/75, until they choose). The browser gets numbers only.
import { DecoInputError, replayLoggedDive, type LoggedGas } from '@diveatlas/deco';
import { eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { logger } from '../../lib/runtime.server.ts';
import type { DiveForViewer } from './dive-page.queries.server.ts';
import { DEFAULT_LOGBOOK_SETTINGS } from './logbook-settings.server.ts';
import { gasesBreathed, thinnedSamples, type ProfileChart } from './profile-chart.ts';

/** The gradient factors (percent) the diver chose for their profiles, found by their public member ID. */
async function diverGradientFactors(memberId: string): Promise<{ low: number; high: number }> {
  const s = schema.logbookSettings;
  const [row] = await db()
    .select({ low: s.gfLowPercent, high: s.gfHighPercent })
    .from(s)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, s.memberId))
    .where(eq(schema.authUsers.memberId, memberId));
  return row ?? { low: DEFAULT_LOGBOOK_SETTINGS.gfLowPercent, high: DEFAULT_LOGBOOK_SETTINGS.gfHighPercent };
}

type ChartDive = Pick<DiveForViewer, 'id' | 'mode' | 'cylinders' | 'gasSwitches' | 'profile'> & { diver: { memberId: string } };

const fraction = (percent: number) => Math.min(1, Math.max(0, percent / 100));

/** The chart of a dive's profile, or null when it has none. */
export async function profileChartFor(dive: ChartDive): Promise<ProfileChart | null> {
  const profile = dive.profile;
  if (!profile || profile.timeS.length < 2) return null;
  const keep = thinnedSamples(profile.depthM);
  const pick = <T,>(column: readonly T[]) => keep.map((i) => column[i]!);
  const gases = gasesBreathed(dive);
  const chart: ProfileChart = {
    timeS: pick(profile.timeS),
    depthM: pick(profile.depthM),
    temperatureC: profile.temperatureC ? pick(profile.temperatureC) : null,
    pressures: profile.pressureBar.flatMap((column, cylinder) => (column ? [{ cylinder, bar: pick(column) }] : [])),
    gases,
    events: profile.events.filter((event) => event.timeS >= 0).map((event) => ({ timeS: event.timeS, name: event.name })),
    sampleCount: profile.timeS.length,
    deco: null,
  };
  // The model is for open-circuit breathing: a rebreather's gas follows its setpoint, and a freediver
  // breathes at the surface.
  if (dive.mode !== 'open-circuit' && dive.mode !== 'gauge') return chart;
  const gf = await diverGradientFactors(dive.diver.memberId);
  try {
    const deco = replayLoggedDive({
      timesS: profile.timeS,
      depthsM: profile.depthM,
      gases: gases.map((gas): LoggedGas => ({ fromS: gas.fromS, gas: { fO2: fraction(gas.o2Percent), fHe: fraction(gas.hePercent) } })),
      ...(profile.surfacePressureBar !== null && profile.surfacePressureBar >= 0.4 && profile.surfacePressureBar <= 1.2 ? { surfaceBar: profile.surfacePressureBar } : {}),
      ...(profile.waterDensity !== null && profile.waterDensity >= 900 && profile.waterDensity <= 1100 ? { waterDensityKgM3: profile.waterDensity } : {}),
      options: { gfLow: gf.low / 100, gfHigh: gf.high / 100 },
    });
    chart.deco = {
      gfLow: gf.low,
      gfHigh: gf.high,
      ceilingM: keep.map((i) => Math.round(deco.ceilingM[i]! * 100) / 100),
      leading: keep.map((i) => deco.leadingCompartment[i]!),
      leadingPercent: keep.map((i) => Math.round(deco.leadingPercent[i]!)),
      deepestCeilingM: Math.round(Math.max(...deco.ceilingM) * 100) / 100,
    };
  } catch (error) {
    // A profile the model refuses (a broken sample) is drawn without a ceiling rather than failing the page.
    if (!(error instanceof DecoInputError)) throw error;
    logger().warn({ diveId: dive.id, reason: error.message }, 'profile without ceiling');
  }
  return chart;
}
