import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function run(args: string[], input: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', timeout: 20000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('deco CLI', () => {
  it('prints the no-decompression limit', () => {
    const result = run(['ndl'], JSON.stringify({ depthM: 18, gas: { fO2: 0.21, fHe: 0 }, options: { gfLow: 1, gfHigh: 1 } }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ndlMin: 58 });
  });

  it('works through the project script as the README shows it', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const npm = spawnSync('npm', ['run', '--silent', 'deco', '--', 'ndl'], {
      cwd: root,
      input: JSON.stringify({ depthM: 18, gas: { fO2: 0.21, fHe: 0 }, options: { gfLow: 1, gfHigh: 1 } }),
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(npm.status).toBe(0);
    expect(JSON.parse(npm.stdout)).toEqual({ ndlMin: 58 });
    const refused = spawnSync('npm', ['run', '--silent', 'deco', '--', 'ndl'], { cwd: root, input: '{"depthM": "deep"}', encoding: 'utf8', timeout: 30000 });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/depthM/);
    // Two runs of npm, each starting Node twice: seconds on a busy machine.
  }, 60_000);

  it('prints a help text that names every command and option', () => {
    for (const flag of ['--help', '-h']) {
      const result = run([flag], '');
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      for (const word of ['ndl', 'plan', 'table', 'gfLow', 'gfMethod', 'baker-less-conservative', 'ascentLast6mMPerMin', 'lastStopDepthM', 'safetyStop', 'exits with code 2']) {
        expect(result.stdout).toContain(word);
      }
    }
  });

  it('prints null for an unlimited no-decompression time', () => {
    const result = run(['ndl'], JSON.stringify({ depthM: 5, gas: { fO2: 0.21, fHe: 0 } }));
    expect(JSON.parse(result.stdout)).toEqual({ ndlMin: null });
  });

  it('prints a plan with merged generated segments and the runtime', () => {
    const input = {
      gases: [{ fO2: 0.21, fHe: 0 }, { fO2: 0.5, fHe: 0 }],
      segments: [{ toDepthM: 40, durationS: 1800, gas: 0 }],
      options: { gfLow: 0.3, gfHigh: 0.75 },
    };
    const result = run(['plan'], JSON.stringify(input));
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as {
      segments: { startDepthM: number; endDepthM: number; durationS: number; gas: number }[];
      runtimeS: number;
    };
    expect(Object.keys(output).sort()).toEqual(['runtimeS', 'segments']);
    expect(output.segments[0]).toEqual({ startDepthM: 0, endDepthM: 40, durationS: 134, gas: 0 });
    expect(output.segments[1]).toEqual({ startDepthM: 40, endDepthM: 40, durationS: 1666, gas: 0 });
    // The ascent to the EAN50 switch at 21 m is one merged segment.
    expect(output.segments[2]).toMatchObject({ startDepthM: 40, endDepthM: 21, gas: 0 });
    expect(output.segments[3]).toMatchObject({ startDepthM: 21, endDepthM: 21, gas: 1 });
    expect(output.segments.at(-1)?.endDepthM).toBe(0);
    const sum = output.segments.reduce((total, s) => total + s.durationS, 0);
    expect(output.runtimeS).toBe(sum);
    output.segments.slice(1).forEach((segment, i) => expect(segment.startDepthM).toBe(output.segments[i]?.endDepthM));
  });

  it.each([
    [['ndl'], '{"depthM": -5, "gas": {"fO2": 0.21, "fHe": 0}}', /depthM: depth must not be negative/],
    [['ndl'], '{"depthM": 250, "gas": {"fO2": 0.21, "fHe": 0}}', /at most 200 m/],
    [['ndl'], '{"depthM": 18, "gas": {"fO2": 0.5, "fHe": 0.6}}', /fO2 \+ fHe must not exceed 1/],
    [['ndl'], '{"depthM": 18, "gas": {"fO2": 0.21, "fHe": 0}, "options": {"turbo": true}}', /unknown option "turbo"/],
    [['ndl'], '{"depthM": 18, ', /not valid JSON/],
    [['plan'], '{"gases": [{"fO2": 0.21}], "segments": [{"toDepthM": 18, "durationS": 60, "gas": 3}]}', /segments\[0\]\.gas/],
    [['dive'], '{}', /unknown command "dive"/],
    [[], '{}', /usage/],
  ])('fails with exit code 2 and one line on stderr: %j %s', (args, input, message) => {
    const result = run(args, input);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
