// An export parsed again gives the same dives: UDDF and Subsurface XML, on dives fast-check makes up. Each
// writer is compared on what its format can hold (README, "Writers").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKind } from '../src/readers/subsurface-xml.ts';
import { parseDiveLog, WRITERS, type ComputerRecord, type Dive, type DiveMode, type GasSwitch, type Samples, type SummaryField, type WallClock } from '../src/index.ts';

const CHARACTERS = [...`abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .'&<>"éñ-`];
const text = (max: number) =>
  fc
    .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: max })
    .map((chars) => chars.join('').trim().replace(/\s+/g, ' '))
    .filter((s) => s.length > 0);
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const centi = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const wallClock: fc.Arbitrary<WallClock> = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2025-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 19));

const EVENT_NAMES = ['bookmark', 'heading', 'ascent', 'deco stop violation', 'safety stop', 'battery low', 'Tank Pressure Info'];

interface Shape {
  cylinders: number;
  modes: DiveMode[];
}

function samplesArb(cylinders: number): fc.Arbitrary<Samples> {
  return fc.integer({ min: 0, max: 40 }).chain((n) =>
    fc
      .record({
        steps: fc.array(fc.integer({ min: 1, max: 120 }), { minLength: n, maxLength: n }),
        depth: fc.array(centi(0, 120), { minLength: n, maxLength: n }),
        temp: fc.option(fc.array(fc.option(tenths(-2, 35), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }),
        pressure: fc.array(fc.option(fc.array(fc.option(tenths(1, 300), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }), { minLength: cylinders, maxLength: cylinders }),
        po2: fc.option(fc.array(fc.option(centi(0.1, 1.6), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }),
        ndl: fc.option(fc.array(fc.option(fc.integer({ min: 0, max: 5940 }), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }),
        cns: fc.option(fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }),
        heart: fc.option(fc.array(fc.option(fc.integer({ min: 40, max: 180 }), { nil: NaN }), { minLength: n, maxLength: n }), { nil: null }),
      })
      .map(({ steps, depth, temp, pressure, po2, ndl, cns, heart }) => {
        let t = -1;
        const column = (values: number[] | null) => (values && values.some((v) => !Number.isNaN(v)) ? Float64Array.from(values) : null);
        return {
          timeS: Float64Array.from(steps, (s) => (t += s)),
          depthM: Float64Array.from(depth),
          temperatureC: column(temp),
          pressureBar: pressure.map(column),
          ppO2Bar: column(po2),
          ndlS: column(ndl),
          cnsPercent: column(cns),
          heartRateBpm: column(heart),
        };
      }),
  );
}

function computerArb(shape: Shape, cylinderGases: { o2Percent: number; hePercent: number }[]): fc.Arbitrary<ComputerRecord> {
  return samplesArb(shape.cylinders).chain((samples) => {
    const times = [...samples.timeS];
    return fc.record({
      computer: fc.record({ model: text(20), serial: maybe(text(12)), firmware: maybe(text(8)), deviceId: maybe(fc.integer({ min: 1, max: 0x7fffffff }).map((n) => n.toString(16).padStart(8, '0'))), diveNumber: maybe(fc.integer({ min: 1, max: 0xffff }).map((n) => n.toString(16).padStart(8, '0'))) }),
      startLocal: fc.constant(null),
      durationS: fc.integer({ min: 60, max: 20_000 }),
      maxDepthM: centi(1, 150),
      meanDepthM: centi(0.5, 1),
      minWaterTempC: tenths(-2, 35),
      surfacePressureBar: maybe(fc.integer({ min: 900, max: 1100 }).map((n) => n / 1000)),
      waterDensity: maybe(fc.constantFrom(1000, 1020, 1030)),
      mode: fc.constantFrom(...shape.modes),
      samples: fc.constant(samples),
      gasSwitches:
        shape.cylinders > 0 && times.length > 0
          ? fc.uniqueArray(fc.constantFrom(...times), { maxLength: 3 }).chain((at) =>
              fc.array(fc.integer({ min: 0, max: shape.cylinders - 1 }), { minLength: at.length, maxLength: at.length }).map((indexes) => {
                const sorted = [...at].sort((a, b) => a - b);
                return sorted
                  .map((timeS, i) => ({ timeS, cylinderIndex: indexes[i]!, gas: { ...cylinderGases[indexes[i]!]! } }))
                  .filter((s, i, all) => i === 0 || all[i - 1]!.cylinderIndex !== s.cylinderIndex);
              }),
            )
          : fc.constant<GasSwitch[]>([]),
      events: fc.array(fc.record({ timeS: fc.integer({ min: 0, max: 5000 }), name: fc.constantFrom(...EVENT_NAMES), value: maybe(fc.integer({ min: 1, max: 359 })) }), { maxLength: 3 }).map((events) =>
        events.sort((a, b) => a.timeS - b.timeS).map((e) => ({ ...e, kind: eventKind(e.name) })),
      ),
    }).map((c) => ({ ...c, meanDepthM: Math.round(c.maxDepthM * c.meanDepthM * 100) / 100 }));
  });
}

function diveArb(shape: { modes: DiveMode[]; computers: number }): fc.Arbitrary<Dive> {
  return fc.integer({ min: 0, max: 4 }).chain((cylinderCount) =>
    fc
      .array(fc.integer({ min: 5, max: 100 }).chain((o2) => fc.integer({ min: 0, max: 100 - o2 }).map((he) => ({ o2Percent: o2, hePercent: he }))), { minLength: cylinderCount, maxLength: cylinderCount })
      .chain((gases) =>
        fc.record({
          sourceIndex: fc.constant(0),
          startLocal: wallClock,
          // Real offsets: whole hours, or with 30 or 45 minutes, never zero hours and some minutes (README, "Time").
          utcOffsetMinutes: maybe(fc.integer({ min: -48, max: 56 }).map((q) => q * 15).filter((m) => m === 0 || Math.abs(m) >= 60)),
          offsetSource: fc.constant('file' as const),
          writtenAs: fc.constant(null),
          number: maybe(fc.integer({ min: 1, max: 9999 })),
          airTempC: maybe(tenths(-10, 40)),
          fromProfile: fc.constant<SummaryField[]>([]),
          mode: fc.constantFrom(...shape.modes),
          cylinders: fc.tuple(
            ...gases.map((gas) =>
              fc.record({
                description: maybe(text(12)),
                sizeL: maybe(tenths(1, 30)),
                workPressureBar: maybe(fc.integer({ min: 150, max: 300 })),
                startPressureBar: maybe(fc.integer({ min: 50, max: 300 })),
                endPressureBar: maybe(fc.integer({ min: 1, max: 200 })),
                gas: fc.constant(gas),
                use: fc.constant('open-circuit' as const),
              }),
            ),
          ),
          site: maybe(fc.record({ name: text(20).map((s) => `Reef ${s}`), lat: fc.integer({ min: -89_000_000, max: 89_000_000 }).map((n) => (n + 500_000) / 1e6), lng: fc.integer({ min: -179_000_000, max: 179_000_000 }).map((n) => n / 1e6) })),
          computers: fc.array(computerArb({ cylinders: cylinderCount, modes: shape.modes }, gases), { minLength: shape.computers, maxLength: shape.computers }),
          buddies: fc.uniqueArray(text(15), { maxLength: 3 }),
          diveGuide: maybe(text(15)),
          notes: maybe(fc.array(text(30), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'))),
          rating: maybe(fc.integer({ min: 1, max: 5 })),
          visibilityM: maybe(fc.integer({ min: 1, max: 40 })),
          visibilityRating: maybe(fc.integer({ min: 1, max: 5 })),
          tags: fc.uniqueArray(text(10), { maxLength: 3 }),
          suit: maybe(text(15)),
          weights: fc.array(fc.record({ kg: tenths(0.5, 10), description: maybe(text(10)) }), { maxLength: 2 }),
          trip: maybe(text(15)),
        }),
      )
      .map((d) => {
        const first = d.computers[0]!;
        const gases: { o2Percent: number; hePercent: number }[] = [];
        for (const g of [...d.cylinders.map((c) => c.gas), ...d.computers.flatMap((c) => c.gasSwitches.map((s) => s.gas))]) {
          if (!gases.some((x) => x.o2Percent === g.o2Percent && x.hePercent === g.hePercent)) gases.push({ ...g });
        }
        return { ...d, durationS: first.durationS, maxDepthM: first.maxDepthM, meanDepthM: first.meanDepthM, minWaterTempC: first.minWaterTempC, mode: first.mode, gases } as Dive;
      }),
  );
}

const round = (v: number | null, decimals = 3) => (v === null ? null : Math.round(v * 10 ** decimals) / 10 ** decimals);
const column = (c: Float64Array | null | undefined, decimals = 3) => (c ? [...c].map((v) => (Number.isNaN(v) ? 'gap' : round(v, decimals))) : null);

/** What both formats keep of a dive. */
function common(d: Dive) {
  const first = d.computers[0]!;
  return {
    startLocal: d.startLocal,
    number: d.number,
    durationS: d.durationS,
    maxDepthM: round(d.maxDepthM),
    meanDepthM: round(d.meanDepthM),
    minWaterTempC: round(d.minWaterTempC),
    airTempC: round(d.airTempC),
    mode: d.mode,
    gases: d.gases,
    cylinders: d.cylinders.map((c) => ({ ...c, sizeL: round(c.sizeL), use: undefined })),
    site: d.site,
    buddies: d.buddies,
    notes: d.notes,
    rating: d.rating,
    computer: { model: first.computer.model, serial: first.computer.serial, firmware: first.computer.firmware },
    surfacePressureBar: first.surfacePressureBar,
    samples: {
      timeS: column(first.samples.timeS),
      depthM: column(first.samples.depthM),
      temperatureC: column(first.samples.temperatureC),
      pressureBar: first.samples.pressureBar.map((c) => column(c)),
      ppO2Bar: column(first.samples.ppO2Bar),
      ndlS: column(first.samples.ndlS),
      cnsPercent: column(first.samples.cnsPercent),
      heartRateBpm: column(first.samples.heartRateBpm),
    },
    gasSwitches: first.gasSwitches,
  };
}

function trimPressures(p: (Float64Array | null)[]): (Float64Array | null)[] {
  const out = [...p];
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}

function normalise(d: Dive) {
  // A pressure column with no value is the same as none; trailing empty ones are not written.
  return { ...d, computers: d.computers.map((c) => ({ ...c, samples: { ...c.samples, pressureBar: trimPressures(c.samples.pressureBar) } })) };
}

async function roundTrip(writer: 'uddf' | 'subsurface-xml', dives: Dive[]): Promise<Dive[]> {
  const text = WRITERS[writer].write(dives);
  const { dives: read } = await parseDiveLog(Buffer.from(text), { format: writer });
  return read;
}

describe('an export parsed again gives the same dives', () => {
  it('UDDF 3.2 keeps the dive, its offset, cylinders, profile and gas switches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(diveArb({ modes: ['open-circuit', 'ccr', 'scr', 'freedive'], computers: 1 }), { minLength: 1, maxLength: 4 }), async (dives) => {
        const read = await roundTrip('uddf', dives);
        expect(read).toHaveLength(dives.length);
        read.forEach((dive, i) => {
          const original = normalise(dives[i]!);
          // UDDF's tank data has no working pressure.
          const withoutWorkPressure = (d: Dive) => ({ ...d, cylinders: d.cylinders.map((c) => ({ ...c, workPressureBar: null })) });
          expect(common(normalise(dive))).toEqual(common(withoutWorkPressure(original)));
          expect(dive.utcOffsetMinutes).toBe(original.utcOffsetMinutes);
          expect(dive.visibilityM).toBe(original.visibilityM);
          expect(round(dive.weights.reduce((s, w) => s + w.kg, 0))).toBe(round(original.weights.reduce((s, w) => s + w.kg, 0)));
        });
      }),
      { numRuns: 150 },
    );
    // Hundreds of generated cases: seconds on a busy machine.
  }, 60_000);

  it('Subsurface XML keeps the dive with every computer, events, trip, tags and equipment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(diveArb({ modes: ['open-circuit', 'ccr', 'scr', 'freedive', 'gauge'], computers: 2 }), { minLength: 1, maxLength: 4 }), async (dives) => {
        const read = await roundTrip('subsurface-xml', dives);
        expect(read).toHaveLength(dives.length);
        read.forEach((dive, i) => {
          const original = normalise(dives[i]!);
          expect(common(normalise(dive))).toEqual(common(original));
          expect(dive.cylinders.map((c) => c.use)).toEqual(original.cylinders.map((c) => c.use));
          expect({ tags: dive.tags, suit: dive.suit, diveGuide: dive.diveGuide, trip: dive.trip, visibilityRating: dive.visibilityRating, weights: dive.weights }).toEqual({
            tags: original.tags,
            suit: original.suit,
            diveGuide: original.diveGuide,
            trip: original.trip,
            visibilityRating: original.visibilityRating,
            weights: original.weights,
          });
          expect(dive.computers[0]!.events).toEqual(original.computers[0]!.events);
          expect(dive.computers[0]!.computer).toEqual(original.computers[0]!.computer);
          const [, second] = dive.computers.map((c) => normalise({ ...dive, computers: [c] }).computers[0]!);
          const [, originalSecond] = original.computers;
          expect({ ...common({ ...dive, computers: [second!] }), ...pick(second!) }).toEqual({ ...common({ ...original, computers: [originalSecond!] }), ...pick(originalSecond!) });
        });
      }),
      { numRuns: 100 },
    );
    // Hundreds of generated cases: seconds on a busy machine.
  }, 60_000);
});

function pick(c: ComputerRecord) {
  return { durationS: c.durationS, maxDepthM: round(c.maxDepthM), meanDepthM: round(c.meanDepthM), minWaterTempC: round(c.minWaterTempC), mode: c.mode, waterDensity: c.waterDensity, events: c.events };
}
