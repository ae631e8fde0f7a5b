#!/usr/bin/env node
// Command-line interface: JSON in on standard input, JSON out on standard output (`deco --help` explains).
// Any mistake in the input prints one line on standard error and exits with code 2.
import { noDecompressionLimit } from './ndl.ts';
import { planDive } from './plan.ts';
import { noDecompressionTable } from './table.ts';

const USAGE = 'usage: deco <ndl|plan|table> < input.json   (deco --help for details)';

const HELP = `deco: a Bühlmann ZHL-16C decompression planner with gradient factors.

Usage:
  deco ndl   < input.json     no-decompression limit at one depth
  deco plan  < input.json     a dive plan: stops, gas switches, runtime
  deco table < input.json     no-decompression limits for several depths and gases
  deco --help                 this text

Each command reads one JSON object on standard input and writes one JSON line on standard output.
Depths are in metres, durations in seconds (the limit in minutes), gas fractions from 0 to 1.

  ndl    {"depthM": 18, "gas": {"fO2": 0.32, "fHe": 0}, "options": {...}}
         prints {"ndlMin": 77} (null when unlimited)
  plan   {"gases": [{"fO2": 0.21, "fHe": 0}, {"fO2": 0.5, "fHe": 0}],
          "segments": [{"toDepthM": 40, "durationS": 1500, "gas": 0}], "options": {...}}
         a segment's durationS includes the travel to toDepthM; gas is an index into gases.
         prints {"segments": [{"startDepthM", "endDepthM", "durationS", "gas"}...], "runtimeS": N}
  table  {"depthsM": [12, 18, 24], "gases": [{"fO2": 0.21}, {"fO2": 0.32}], "options": {...}}
         prints {"rows": [{"depthM": 12, "ndlMin": [minutes or null per gas]}...]}

Options (all optional; defaults follow the Subsurface planner):
  gfLow, gfHigh          gradient factors, 0..1 (0.30, 0.75)
  gfMethod               "subsurface" (default) or "baker-less-conservative", which anchors GF low at
                         the first stop and plans shorter decompression
  water, altitudeM       "salt" (default), "fresh" or "en13319"; altitude of the site (0 m)
  descentMPerMin         18
  ascentMPerMin          9; the generated ascent by band: ascent75MPerMin, ascent50MPerMin
                         (deeper than 75 % / 50 % of the average depth), ascentStopsMPerMin (deeper
                         than 6 m), ascentLast6mMPerMin
  stopIncrementM         3 (3.048 for stops every 10 ft)
  lastStopDepthM         3 or 6, or 3.048 or 6.096 (10 or 20 ft)
  safetyStop             "auto" (deeper than 10 m), "always" or "never": 3 min at safetyStopDepthM (5 m)
                         after a no-decompression dive, added to the last stop after decompression
  roundStopsToMinutes    true
  gasSwitchMin           1
  maxPpO2, maxDecoPpO2   1.4 and 1.6 bar
  sacLPerMin, decoSacLPerMin   20 and 17 litres per minute

A mistake in the input prints one line starting with "error:" on standard error and exits with code 2.
The figures are for planning and teaching: dive with a computer, within your training.
`;

type Command = (input: unknown) => unknown;

const COMMANDS: Record<string, Command> = {
  ndl: (input) => ({ ndlMin: finiteOrNull(noDecompressionLimit(input as never)) }),
  plan: (input) => {
    const plan = planDive(input as never);
    return {
      segments: plan.segments.map((s) => ({
        startDepthM: s.startDepthM,
        endDepthM: s.endDepthM,
        durationS: s.durationS,
        gas: s.gas,
      })),
      runtimeS: plan.runtimeS,
    };
  },
  table: (input) => {
    const table = noDecompressionTable(input as never);
    return { rows: table.rows.map((r) => ({ depthM: r.depthM, ndlMin: r.ndlMin.map(finiteOrNull) })) };
  },
};

/** JSON has no Infinity: an unlimited no-decompression time is written as null. */
function finiteOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

function fail(message: string): never {
  process.stderr.write(`error: ${message.replace(/\s+/g, ' ').trim()}\n`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(HELP);
    return;
  }
  if (name === undefined) fail(USAGE);
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) fail(`unknown command "${name}" (${USAGE})`);
  if (process.argv.length > 3) fail(`unexpected argument "${process.argv[3]}" (${USAGE})`);
  const text = await readStdin();
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    fail(`input is not valid JSON (${(error as Error).message})`);
  }
  let output: unknown;
  try {
    output = command(input);
  } catch (error) {
    // Input mistakes and plans beyond the planner's reach are the user's to fix: same one-line contract.
    if (error instanceof Error && (error.name === 'DecoInputError' || error.name === 'DecoPlanError')) {
      fail(error.message);
    }
    throw error;
  }
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

await main();
