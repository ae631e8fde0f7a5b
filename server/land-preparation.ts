// Starts the one-off preparation of the detailed land (app/features/map/land-store.server.ts) in a
// child process when the server starts on a data folder without it: the site answers at once, and
// the map shows the detailed coast a minute or so later. A lock file keeps two servers sharing the
// folder from doing the work twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { landStoreDir } from '../app/lib/land-store-folder.server.ts';

/** The heap the preparation may use; it needs about 100 MB (measured peak RSS 230 to 280 MB). */
const PREPARATION_HEAP_MB = 192;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file, or returns false when a live process holds it. */
async function takeLock(file: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(file, 'utf8').catch(() => ''));
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) return false;
      // Left behind by a process that died: take it over.
      await rm(file, { force: true });
    }
  }
  return false;
}

export type LandPreparation = { done: Promise<void>; stop(): Promise<void> };

/**
 * Prepares the detailed land for `dataDir` unless it is there already (or being prepared by
 * another process). `script` is scripts/prepare-basemap.ts, run with this process's Node.
 */
export async function startLandPreparation(options: { dataDir: string; script: string; log: Logger }): Promise<LandPreparation | null> {
  const { dataDir, script, log } = options;
  const dir = landStoreDir(dataDir);
  if (existsSync(path.join(dir, 'index.json'))) return null;
  await mkdir(path.dirname(dir), { recursive: true });
  const lock = `${dir}.lock`;
  if (!(await takeLock(lock))) {
    log.info('the detailed basemap is being prepared by another process');
    return null;
  }
  const started = performance.now();
  log.info('preparing the detailed basemap in the background (once, about a minute)');
  const child: ChildProcess = spawn(process.execPath, [`--max-old-space-size=${PREPARATION_HEAP_MB}`, script, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid) {
    // The site comes first on a small machine: the preparation takes what CPU is left.
    setPriority(child.pid, 10);
    // The lock names the process doing the work, which outlives a server killed outright.
    await writeFile(lock, String(child.pid));
  }
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopped = false;
  const done = new Promise<void>((resolve) => {
    child.on('error', (error) => {
      log.error({ err: error }, 'could not start preparing the detailed basemap');
      void rm(lock, { force: true }).then(() => resolve());
    });
    child.on('exit', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (code === 0) log.info({ seconds, result: output.trim() }, 'the detailed basemap is ready');
      else if (!stopped) log.error({ code, signal, output: output.slice(-2000) }, 'preparing the detailed basemap failed; the map shows the coarse basemap only');
      void rm(lock, { force: true }).then(() => resolve());
    });
  });
  return {
    done,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      child.kill('SIGTERM');
      await done;
    },
  };
}
