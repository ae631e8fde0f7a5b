// One server process per core: WEB_CONCURRENCY=2 starts two server processes behind one port, with one
// database; a process that dies is replaced; SIGTERM stops them all, then the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning, startAppServer, type AppServer } from '../setup/app-server.ts';

/** The server processes (node) a primary has started; the database's processes are not counted. */
function workersOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server/main.ts');
    } catch {
      return false;
    }
  });
}

async function until<T>(check: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WEB_CONCURRENCY=2', { timeout: 180_000 }, () => {
  let server: AppServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('serves pages from two processes, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    server = await startAppServer({ WEB_CONCURRENCY: '2', SEED_DEMO_DATA: 'false' });
    const primary = server.child.pid!;
    const workers = await until(() => (workersOf(primary).length === 2 ? workersOf(primary) : undefined));
    expect(workers).toHaveLength(2);

    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const now = workersOf(primary);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    });
    expect(replaced).toContain(workers[1]);
    const again = await fetch(`${server.url}/healthz`);
    expect(again.status).toBe(200);

    const postmaster = Number.parseInt(readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
    const exited = new Promise((resolve) => server!.child.once('exit', (code, signal) => resolve({ code, signal })));
    server.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    for (const worker of replaced) expect(isRunning(worker)).toBe(false);
    expect(isRunning(postmaster)).toBe(false);
  });
});
