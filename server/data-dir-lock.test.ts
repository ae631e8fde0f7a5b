import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertDataDirFree, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('the DATA_DIR lock', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('refuses a second server while the first one runs, naming its pid', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      await writeFile(path.join(folder, 'server.pid'), `${other.pid}\n`);
      await expect(lockDataDir(folder)).rejects.toThrow(DataDirInUseError);
      await expect(lockDataDir(folder)).rejects.toThrow(`pid ${other.pid}`);
      await expect(assertDataDirFree(folder)).rejects.toThrow(`pid ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a server that was killed, and releases it', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lock-'));
    await writeFile(path.join(folder, 'server.pid'), '999999999\n');
    await expect(assertDataDirFree(folder)).resolves.toBeUndefined();
    const lock = await lockDataDir(folder);
    expect(await readFile(path.join(folder, 'server.pid'), 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    await expect(readFile(path.join(folder, 'server.pid'), 'utf8')).rejects.toThrow();
  });
});
