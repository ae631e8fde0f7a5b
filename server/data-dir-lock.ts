// One app process per DATA_DIR: a second start on the same folder stops with a clear message
// instead of sharing (and risking) the embedded database.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
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

export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder > 0 && isLiveProcess(holder)) {
    const cmdline = await readFile(`/proc/${holder}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('node')) {
      throw new DataDirInUseError(
        `Another DiveAtlas server (pid ${holder}) is already running on ${dataDir}. Use that one, stop it first, or start this one with another DATA_DIR.`,
      );
    }
  }
  await writeFile(file, `${process.pid}\n`);
  return {
    async release() {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (Number.parseInt(current, 10) === process.pid) await unlink(file).catch(() => undefined);
    },
  };
}
