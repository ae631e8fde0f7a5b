import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/two-computers.ssrf', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 30_000 });

describe('logbook CLI', () => {
  it('prints the dives of each file as JSON with the documented fields', () => {
    const result = run(['parse', FIXTURE]);
    expect(result.status).toBe(0);
    const { files } = JSON.parse(result.stdout);
    expect(files).toHaveLength(1);
    expect(files[0].format).toBe('subsurface-xml');
    expect(files[0].dives[0]).toMatchObject({
      startLocal: '2021-03-04T09:15:30',
      utcOffsetMinutes: null,
      durationS: 2550,
      maxDepthM: 30.2,
      meanDepthM: 14.5,
      minWaterTempC: 18.5,
      gases: [
        { o2Percent: 32, hePercent: 0 },
        { o2Percent: 50, hePercent: 0 },
      ],
      sampleCount: 5,
      site: { name: 'Test Reef & Wall', lat: 12.345678, lng: -98.765432 },
      computer: { model: 'Reef Ray 2', serial: 'RR2-0042', firmware: '1.7', diveNumber: '0000002a' },
      computers: 2,
    });
    // Each run starts Node: seconds on a busy machine.
  }, 60_000);

  it('converts to UDDF, Subsurface XML and CSV on standard output', () => {
    for (const format of ['uddf', 'ssrf']) {
      const exported = run(['export', '--format', format, FIXTURE]);
      expect(exported.status).toBe(0);
      expect(exported.stdout).toContain(format === 'uddf' ? '<uddf' : '<divelog');
    }
    expect(run(['export', '--format', 'csv', FIXTURE]).stdout.split('\r\n')[1]).toMatch(/^7,2021-03-04,09:15:30,42:30,,30.2,14.5,OC,24,18.5,12,210,70.5,32,0,7,200,150,50,0,/);
  }, 60_000);

  it('reports an unreadable file as an error code and exits with 1, still printing the others', () => {
    const result = run(['parse', FIXTURE, '/no/such/file.uddf']);
    expect(result.status).toBe(1);
    const { files } = JSON.parse(result.stdout);
    expect(files[0].dives).toHaveLength(2);
    expect(files[1]).toMatchObject({ file: '/no/such/file.uddf', error: { code: 'file-not-found' } });
    expect(run(['export', '--format', 'pdf', FIXTURE]).status).toBe(2);
    expect(run(['parse']).stderr).toMatch(/^error: parse needs at least one file/);
  }, 60_000);
});
