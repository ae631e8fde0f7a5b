// One app process per DATA_DIR: a second start on the same folder stops with a clear message
// instead of sharing (and risking) the embedded database.
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !fields.slice(fields.lastIndexOf(')') + 2).startsWith('Z');
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(pid: number, dataDir: string): DataDirInUseError {
  return new DataDirInUseError(
    `Another DiveAtlas server (pid ${pid}) is already running on ${dataDir}. Use that one, stop it first, or start this one with another DATA_DIR.`,
  );
}

/** The pid of a live server holding the folder's lock, or null. */
export async function runningServerOn(dataDir: string): Promise<number | null> {
  const holder = Number.parseInt(await readFile(path.join(dataDir, 'server.pid'), 'utf8').catch(() => ''), 10);
  if (!Number.isInteger(holder) || holder <= 0 || !isLiveProcess(holder)) return null;
  const cmdline = await readFile(`/proc/${holder}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('node') ? holder : null;
}

/**
 * Stops early with the "already running" message, before `npm start` rebuilds the bundle that the
 * running server is serving.
 */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const holder = await runningServerOn(dataDir);
  if (holder !== null) throw inUse(holder, dataDir);
}

export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  // Exclusive create: of two servers starting at the same moment, exactly one gets the lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        async release() {
          const current = await readFile(file, 'utf8').catch(() => '');
          if (Number.parseInt(current, 10) === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await runningServerOn(dataDir);
    if (holder !== null) throw inUse(holder, dataDir);
    // The lock was left by a server that is gone (a crash or kill -9): take it over.
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another server is starting on it at this moment.`);
}
