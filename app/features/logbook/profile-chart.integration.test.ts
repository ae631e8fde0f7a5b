// The profile chart's ceiling at the diver's own gradient factors (the planner's defaults until they
// choose), and the profile's picture only for a public dive.
import { replayLoggedDive } from '@diveatlas/deco';
import { describe, expect, it } from 'vitest';
import { authorOf, decoDiveRecording, diveInput } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { getDiveForViewer } from './dive-page.queries.server.ts';
import { createDive } from './dives.service.server.ts';
import { saveLogbookSettings } from './logbook-settings.server.ts';
import { profileChartFor } from './profile-chart.server.ts';
import { publicProfileImage } from './profile-image.server.tsx';

const recording = decoDiveRecording();

async function decoDive(member: Awaited<ReturnType<typeof createMember>>, privacy: 'public' | 'private') {
  const saved = await createDive({
    author: authorOf(member),
    input: diveInput({
      privacy,
      durationS: recording.durationS,
      maxDepthM: 40,
      meanDepthM: recording.meanDepthM,
      cylinders: [
        { description: 'Back gas', sizeL: 12, workPressureBar: 232, startPressureBar: 220, endPressureBar: null, o2Percent: 21, hePercent: 0, use: 'open-circuit' },
        { description: 'Stage', sizeL: 7, workPressureBar: 200, startPressureBar: 200, endPressureBar: null, o2Percent: 50, hePercent: 0, use: 'open-circuit' },
      ],
      gasSwitches: [{ timeS: recording.switchS, cylinderPosition: 1, o2Percent: 50, hePercent: 0 }],
    }),
    recording: {
      origin: 'import',
      profile: {
        samples: { timeS: Float64Array.from(recording.timeS), depthM: Float64Array.from(recording.depthM), temperatureC: Float64Array.from(recording.temperatureC), pressureBar: [Float64Array.from(recording.backBar), Float64Array.from(recording.stageBar)] },
        events: [],
        surfacePressureBar: 1.013,
        waterDensity: 1030,
      },
    },
  });
  if (!saved.ok) throw new Error(JSON.stringify(saved));
  return saved.diveId;
}

function replayAt(gfLow: number, gfHigh: number) {
  return replayLoggedDive({
    timesS: recording.timeS,
    depthsM: recording.depthM,
    gases: [{ fromS: 0, gas: { fO2: 0.21, fHe: 0 } }, { fromS: recording.switchS, gas: { fO2: 0.5, fHe: 0 } }],
    surfaceBar: 1.013,
    waterDensityKgM3: 1030,
    options: { gfLow, gfHigh },
  });
}

describe('the profile chart and picture', () => {
  it('computes the ceiling at 30/75 until the diver chooses, then at the diver\'s own gradient factors, for every viewer', async () => {
    const diver = await createMember();
    const diveId = await decoDive(diver, 'public');
    const dive = await getDiveForViewer(null, diveId);
    const byDefault = await profileChartFor(dive!);
    const planner = replayAt(0.3, 0.75);
    expect(byDefault!.deco).toMatchObject({ gfLow: 30, gfHigh: 75 });
    expect(byDefault!.deco!.ceilingM[163]).toBeCloseTo(planner.ceilingM[163]!, 2);
    expect(byDefault!.deco!.leading).toEqual(Array.from(planner.leadingCompartment));
    expect(byDefault!.gases.map((gas) => gas.o2Percent)).toEqual([21, 50]);
    expect(byDefault!.pressures.map((line) => line.cylinder)).toEqual([0, 1]);

    await saveLogbookSettings({ memberId: diver.id, input: { defaultPrivacy: 'private', countPrivateInFigures: true, gfLowPercent: 50, gfHighPercent: 85 } });
    const chosen = await profileChartFor((await getDiveForViewer(null, diveId))!);
    const liberal = replayAt(0.5, 0.85);
    expect(chosen!.deco).toMatchObject({ gfLow: 50, gfHigh: 85 });
    expect(chosen!.deco!.ceilingM[163]).toBeCloseTo(liberal.ceilingM[163]!, 2);
    expect(chosen!.deco!.ceilingM[163]).toBeLessThan(byDefault!.deco!.ceilingM[163]!);
  });

  it('draws no ceiling for a rebreather dive, and a picture only of a public dive with a profile', async () => {
    const diver = await createMember();
    const publicDive = await decoDive(diver, 'public');
    const privateDive = await decoDive(diver, 'private');
    const png = await publicProfileImage(publicDive);
    expect(png!.subarray(1, 4).toString()).toBe('PNG');
    expect(png!.readUInt32BE(16)).toBe(1200);
    expect(png!.readUInt32BE(20)).toBe(630);
    expect(await publicProfileImage(privateDive)).toBeNull();
    expect(await publicProfileImage(2_000_000_000)).toBeNull();

    const dive = (await getDiveForViewer(null, publicDive))!;
    const rebreather = await profileChartFor({ ...dive, mode: 'ccr' });
    expect(rebreather!.deco).toBeNull();
    expect(rebreather!.depthM).toHaveLength(recording.timeS.length);
  });
});
