#!/usr/bin/env node
// Command-line interface: JSON in on standard input, JSON out on standard output.
//   node packages/deco/src/cli.ts ndl    < {"depthM": 18, "gas": {"fO2": 0.21, "fHe": 0}, "options": {}}
//   node packages/deco/src/cli.ts plan   < {"gases": [...], "segments": [...], "options": {}}
//   node packages/deco/src/cli.ts table  < {"depthsM": [...], "gases": [...], "options": {}}
// Any mistake in the input prints one line on standard error and exits with code 2.
import { noDecompressionLimit } from './ndl.ts';
import { planDive } from './plan.ts';
import { noDecompressionTable } from './table.ts';

const USAGE = 'usage: deco <ndl|plan|table> < input.json';

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
  if (name === undefined || name === '--help' || name === '-h') fail(USAGE);
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
