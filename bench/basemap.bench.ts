// The built-in basemap's detailed land: the one-off preparation (as the server runs it on first
// start: a child process, its wall time, CPU time and peak memory), then tiles cut from it at zoom
// 6, 8, 10, 13 and 14 around dive areas, cold (first cut, cell read from disk) and warm (kept).
// Prints figures; asserts nothing. Run with `node bench/basemap.bench.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectLat, projectLng, WORLD_SIZE } from '../app/features/map/land-geometry.ts';
import { LandStore } from '../app/features/map/land-store.server.ts';
import { landTile } from '../app/features/map/land-tiles.server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLACES: Array<[string, number, number]> = [
  ['Blue Hole, Dahab', 28.572, 34.537],
  ['Palancar, Cozumel', 20.32, -87.03],
  ['Raja Ampat', -0.56, 130.68],
  ['Lofoten fjords', 68.2, 14.5],
  ['Tubbataha', 8.93, 119.9],
];
const ZOOMS = [6, 8, 10, 13, 14];

const dir = await mkdtemp(path.join(tmpdir(), 'diveatlas-basemap-bench-'));
try {
  const store = path.join(dir, 'land');
  const started = performance.now();
  // The same command, heap limit and all, that the server starts.
  const run = spawnSync(process.execPath, ['--max-old-space-size=192', path.join(ROOT, 'scripts', 'prepare-basemap.ts'), store], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`preparation failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split('\n').pop()!) as { cells: number; points: number; bytes: number; cpuSeconds: number; peakRssMb: number };
  console.log(
    `preparation: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${result.cpuSeconds} s CPU, peak RSS ${result.peakRssMb} MB; ` +
      `${result.cells} cells, ${(result.points / 1e6).toFixed(2)} M points, ${(result.bytes / 1e6).toFixed(1)} MB on disk`,
  );

  const land = (await LandStore.open(store))!;
  console.log('\nplace                zoom   cold ms   warm ms   tile bytes (gzip)');
  const colds: number[] = [];
  for (const [name, lat, lng] of PLACES) {
    for (const z of ZOOMS) {
      const size = WORLD_SIZE / 2 ** z;
      const [x, y] = [Math.floor(projectLng(lng) / size), Math.floor(projectLat(lat) / size)];
      let time = performance.now();
      const tile = await landTile(land, z, x, y);
      const cold = performance.now() - time;
      time = performance.now();
      const rounds = 1000;
      for (let round = 0; round < rounds; round++) await landTile(land, z, x, y);
      const warm = (performance.now() - time) / rounds;
      colds.push(cold);
      console.log(`${name.padEnd(20)} ${String(z).padStart(4)} ${cold.toFixed(1).padStart(9)} ${warm.toFixed(3).padStart(9)} ${String(tile.pbf.length).padStart(8)} (${tile.gzip.length})`);
    }
  }
  colds.sort((a, b) => a - b);
  console.log(`\ncold tiles: median ${colds[Math.floor(colds.length / 2)]!.toFixed(1)} ms, slowest ${colds[colds.length - 1]!.toFixed(1)} ms; RSS after ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  await land.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
