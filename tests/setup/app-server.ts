// Starts the production build as a child process, on a free port and a throwaway DATA_DIR
// (so also a fresh embedded PostgreSQL). Used by the end-to-end tests and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../db/embedded-postgres.ts';
import { requireFreshBuild } from './production-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHARED_BASEMAP = path.join(ROOT, '.cache', 'basemap');

export type AppServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server has written to stdout and stderr so far (its log). */
  output(): string;
  stop(): Promise<void>;
};

/** Pass `dataDir` to start on an existing folder (a restart); the folder is then left in place on stop(). */
export async function startAppServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<AppServer> {
  requireFreshBuild();
  // In the temporary folder, which the database's own account can enter even when the checkout is private.
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'diveatlas-app-data-')));
  // Every test server shares one prepared basemap: it is prepared once per checkout, not per run.
  await mkdir(SHARED_BASEMAP, { recursive: true });
  if (!existsSync(path.join(dataDir, 'basemap'))) await symlink(SHARED_BASEMAP, path.join(dataDir, 'basemap'), 'dir');
  const port = await findFreePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    // As `npm run serve` starts it (package.json; docs/decisions/0021-memory-after-load.md).
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TOP_PAD_: '1048576', DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for as long as the server runs: a test may read its log.
  let output = '';
  let started = false;
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start within 90 s:\n${output}`)), 90_000);
    const onData = () => {
      const match = started ? null : /is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited with code ${code} during start-up:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether a process is alive: not gone, and not a zombie waiting for its parent (Linux). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
