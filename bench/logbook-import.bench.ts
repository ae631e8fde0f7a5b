// The logbook import at the size of a long-kept log, in a throwaway embedded PostgreSQL, through the
// same service and query functions the import page calls: a Subsurface XML file of 1,000 dives and
// about 1,000,000 samples, made at bench time from the real sample files in ../shared/logbook-samples
// (their dives' profiles, repeated end to end and given new dates; nothing of them is kept). Goals:
// - read and staged for the preview, and the preview read: at most 10 s;
// - the 1,000 dives saved to the log: at most 20 s;
// - the process's resident memory grows by at most 300 MB while it runs, and comes back after;
// - stored profile: at most 6 bytes a sample (pg_total_relation_size of dive_profile ÷ samples).
// Prints figures beside goals; asserts nothing. Run with `node bench/logbook-import.bench.ts` or
// `BENCH_ONLY=logbook-import npm run bench` (LOGBOOK_SAMPLES_DIR overrides the samples' folder).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseDiveLog, WRITERS, type Dive, type Samples } from '@diveatlas/divelog';
import { generateMemberId } from '../app/lib/member-id.ts';
import { startBenchRuntime } from './bench-runtime.ts';
import { mib, record } from './figures.ts';
import type * as Staging from '../app/features/logbook/import-staging.server.ts';
import type * as Saving from '../app/features/logbook/import-saving.server.ts';
import type * as Preview from '../app/features/logbook/import-preview.queries.server.ts';

const DIVES = Number(process.env.LOGBOOK_BENCH_DIVES ?? 1000);
const SAMPLES_PER_DIVE = 1000;
const SAMPLES_DIR = process.env.LOGBOOK_SAMPLES_DIR ?? path.resolve(import.meta.dirname, '../../shared/logbook-samples');
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Resident memory after a full collection, once the heap has settled, and what JavaScript holds of it (heap and buffers). */
async function settledMemory(): Promise<{ rss: number; held: number }> {
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const usage = process.memoryUsage();
  return { rss: usage.rss, held: usage.heapUsed + usage.external };
}

/** Processor seconds PostgreSQL has used so far: the postmaster, its ended children and the live ones. */
function databaseCpuSeconds(clusterDir: string): number {
  const postmaster = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const ticks = (fields: string[], from: number, to: number) => fields.slice(from, to).reduce((sum, value) => sum + Number(value), 0);
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command's closing parenthesis: state is 3, ppid 4, utime 14 .. cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    if (pid === postmaster) total += ticks(fields, 11, 15);
    else if (Number(fields[1]) === postmaster) total += ticks(fields, 11, 13);
  }
  return total / 100;
}

/** What a phase took: clock time, and processor time of this process and of the database. */
async function measured<T>(clusterDir: string, work: () => Promise<T>): Promise<{ result: T; seconds: number; cpuSeconds: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const database = databaseCpuSeconds(clusterDir);
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 + databaseCpuSeconds(clusterDir) - database };
}

/** The profiles of every dive in the sample files that has one of at least 60 samples. */
async function sampleProfiles(): Promise<Samples[]> {
  if (!existsSync(SAMPLES_DIR)) throw new Error(`The sample files are not at ${SAMPLES_DIR} (set LOGBOOK_SAMPLES_DIR)`);
  const profiles: Samples[] = [];
  for (const name of readdirSync(SAMPLES_DIR).filter((file) => !file.endsWith('.md'))) {
    try {
      const { dives } = await parseDiveLog(readFileSync(path.join(SAMPLES_DIR, name)), { fileName: name });
      for (const dive of dives) {
        const samples = dive.computers[0]?.samples;
        if (samples && samples.timeS.length >= 60) profiles.push(samples);
      }
    } catch {
      // A sample this package cannot read gives no profile; the others are enough.
    }
  }
  if (!profiles.length) throw new Error('No profile found in the sample files');
  return profiles;
}

/** A profile of `count` samples: the source's repeated end to end, each repeat after the last. */
function tiled(source: Samples, count: number): Samples {
  const length = source.timeS.length;
  const step = Math.max(1, (source.timeS[length - 1]! - source.timeS[0]!) / (length - 1));
  const span = source.timeS[length - 1]! - source.timeS[0]! + step;
  const timeS = new Float64Array(count);
  const depthM = new Float64Array(count);
  const temperatureC = source.temperatureC ? new Float64Array(count) : null;
  const pressure = source.pressureBar.find((channel) => channel !== null) ?? null;
  const pressureBar = pressure ? new Float64Array(count) : null;
  for (let i = 0; i < count; i++) {
    const from = i % length;
    timeS[i] = Math.floor(i / length) * span + source.timeS[from]! - source.timeS[0]!;
    depthM[i] = source.depthM[from]!;
    if (temperatureC) temperatureC[i] = source.temperatureC![from]!;
    if (pressureBar) pressureBar[i] = pressure![from]!;
  }
  return { timeS, depthM, temperatureC, pressureBar: pressureBar ? [pressureBar] : [], ppO2Bar: null, ndlS: null, cnsPercent: null, heartRateBpm: null };
}

function benchDive(index: number, samples: Samples): Dive {
  const day = new Date(Date.UTC(2010, 0, 1) + index * 86_400_000 * 2).toISOString().slice(0, 10);
  const depths = Array.from(samples.depthM).filter((depth) => Number.isFinite(depth));
  const durationS = Math.round(samples.timeS[samples.timeS.length - 1]!);
  return {
    sourceIndex: index,
    startLocal: `${day}T09:00:00`,
    utcOffsetMinutes: null,
    offsetSource: 'none',
    writtenAs: null,
    number: index + 1,
    durationS,
    maxDepthM: Math.max(...depths),
    meanDepthM: null,
    minWaterTempC: null,
    airTempC: null,
    fromProfile: [],
    mode: 'open-circuit',
    gases: [{ o2Percent: 32, hePercent: 0 }],
    cylinders: [{ description: 'D12', sizeL: 12, workPressureBar: 232, startPressureBar: 210, endPressureBar: 60, gas: { o2Percent: 32, hePercent: 0 }, use: 'open-circuit' }],
    site: { name: `Bench Site ${index % 50}`, lat: 10 + (index % 50) / 10, lng: 120 + (index % 50) / 10 },
    computers: [
      {
        computer: { model: 'Bench Computer', serial: 'B-1', firmware: null, deviceId: null, diveNumber: String(index + 1) },
        startLocal: null,
        durationS,
        maxDepthM: null,
        meanDepthM: null,
        minWaterTempC: null,
        surfacePressureBar: 1.013,
        waterDensity: 1030,
        mode: 'open-circuit',
        samples,
        gasSwitches: [],
        events: [],
      },
    ],
    buddies: [],
    diveGuide: null,
    notes: null,
    rating: null,
    visibilityM: null,
    visibilityRating: null,
    tags: [],
    suit: null,
    weights: [],
    trip: null,
  };
}

async function main() {
  const bench = await startBenchRuntime({ name: 'logbook-import', poolSize: 10, mailer: { send: async () => undefined } });
  const { pool, folder } = bench;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const staging = (await vite.ssrLoadModule('/app/features/logbook/import-staging.server.ts')) as typeof Staging;
    const saving = (await vite.ssrLoadModule('/app/features/logbook/import-saving.server.ts')) as typeof Saving;
    const preview = (await vite.ssrLoadModule('/app/features/logbook/import-preview.queries.server.ts')) as typeof Preview;

    // The file: the samples' profiles, 1,000 samples a dive, written as Subsurface XML to disk.
    const profiles = await sampleProfiles();
    const file = path.join(folder, 'logbook.ssrf');
    {
      const dives = Array.from({ length: DIVES }, (_, index) => benchDive(index, tiled(profiles[index % profiles.length]!, SAMPLES_PER_DIVE)));
      await writeFile(file, WRITERS['subsurface-xml'].write(dives));
    }
    const memberId = randomBytes(16).toString('hex');
    await pool.query(`insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id) values ($1, 'Bench Diver', $1 || '@bench.diveatlas.example', true, 'Bench', 'Diver', $2)`, [memberId, generateMemberId()]);
    await pool.query('insert into member_profile (user_id) values ($1)', [memberId]);
    // Sites for half the bench's places, so matching finds some and suggests the others.
    for (let s = 0; s < 25; s++) await pool.query(`insert into dive_site (name, country_code, lat, lng, site_types) values ($1, 'PH', $2, $3, '{reef}')`, [`Bench Reef ${s}`, 10 + s / 10 + 0.001, 120 + s / 10]);

    const clusterDir = path.join(folder, 'postgres');
    const before = await settledMemory();
    let peak = before.rss;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    // In a function of its own, so nothing of the file or the preview is held when memory is measured after.
    const run = async () => {
      const read = await measured(clusterDir, async () => {
        const bytes = new Uint8Array(await readFile(file));
        const importId = await staging.stageImport({ memberId, files: [{ name: 'logbook.ssrf', bytes }] });
        return { importId, size: bytes.length, shown: (await preview.importPreview(memberId, importId))! };
      });
      const { importId, size, shown } = read.result;
      const samples = shown.dives.reduce((sum, dive) => sum + dive.sampleCount, 0);
      console.log(`Logbook import: ${shown.dives.length} dives, ${samples.toLocaleString('en')} samples, ${(size / MB).toFixed(1)} MB of Subsurface XML, from ${profiles.length} sample profiles`);
      record({ figure: 'Import: read and previewed (1,000 dives, 1M samples)', value: `${read.seconds.toFixed(2)} s`, goal: '≤ 10 s', met: read.seconds <= 10 });
      record({ figure: '  processor time of that (app + database)', value: `${read.cpuSeconds.toFixed(2)} s`, goal: '' });
      const author = { id: memberId, memberId: 'BENCH', firstName: 'Bench', emailVerified: true };
      const saved = await measured(clusterDir, () => saving.saveImport({ author, importId, chosen: new Set(shown.dives.map((dive) => dive.position)), privacy: 'private' }));
      const count = saved.result.ok ? saved.result.saved : 0;
      record({ figure: 'Import: saved to the log', value: `${saved.seconds.toFixed(2)} s (${count} dives)`, goal: '≤ 20 s', met: saved.seconds <= 20 && count === DIVES });
      record({ figure: '  processor time of that (app + database)', value: `${saved.cpuSeconds.toFixed(2)} s`, goal: '' });
    };
    await run();
    clearInterval(watch);
    record({ figure: 'Import: memory growth while it runs (resident)', value: mib(peak - before.rss), goal: '≤ 300 MB', met: peak - before.rss <= 300 * MB });
    const after = await settledMemory();
    // The allocator keeps some freed pages for the next request: what the heap and buffers hold is what must come back.
    record({ figure: 'Import: heap and buffers after it', value: mib(Math.max(0, after.held - before.held)), goal: 'back (≤ 20 MB)', met: after.held - before.held <= 20 * MB });
    record({ figure: '  resident memory after it', value: mib(Math.max(0, after.rss - before.rss)), goal: '' });

    const { rows } = await pool.query<{ bytes: string; samples: string }>(`select pg_total_relation_size('dive_profile') as bytes, (select sum(sample_count) from dive_profile) as samples`);
    const perSample = Number(rows[0]!.bytes) / Number(rows[0]!.samples);
    record({ figure: 'Stored profile per sample (pg_total_relation_size)', value: `${perSample.toFixed(2)} bytes`, goal: '≤ 6 bytes', met: perSample <= 6 });
  } finally {
    await vite.close();
    await bench.stop();
  }
}

await main();
