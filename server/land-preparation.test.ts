// The background preparation's bookkeeping, with a stand-in script that writes the store's index
// after a moment (the real preparation is tested in land-tiles.server.test.ts).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLandPreparation } from './land-preparation.ts';
import { landStoreDir } from '../app/lib/land-store-folder.server.ts';

describe('preparing the detailed land in the background', () => {
  let dataDir: string;
  let script: string;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'diveatlas-prepare-'));
    script = path.join(dataDir, 'stand-in.mjs');
    await writeFile(
      script,
      `import { mkdirSync, writeFileSync } from 'node:fs';\nsetTimeout(() => { mkdirSync(process.argv[2], { recursive: true }); writeFileSync(process.argv[2] + '/index.json', '{}'); }, 500);\n`,
    );
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs once per data folder: a second server waits for the first, and a prepared folder needs nothing', async () => {
    const first = await startLandPreparation({ dataDir, script, log });
    expect(first).not.toBeNull();
    const lock = `${landStoreDir(dataDir)}.lock`;
    expect(existsSync(lock)).toBe(true);
    expect(await startLandPreparation({ dataDir, script, log })).toBeNull();
    await first!.done;
    expect(existsSync(path.join(landStoreDir(dataDir), 'index.json'))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(await startLandPreparation({ dataDir, script, log })).toBeNull();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'diveatlas-prepare-'));
    try {
      const lock = `${landStoreDir(other)}.lock`;
      await mkdir(path.dirname(lock), { recursive: true });
      // A process id far above any this machine hands out.
      await writeFile(lock, '4194999');
      const preparation = await startLandPreparation({ dataDir: other, script, log });
      expect(preparation).not.toBeNull();
      await preparation!.stop();
      expect(existsSync(lock)).toBe(false);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
