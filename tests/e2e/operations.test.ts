// What an operator reads and relies on, on one server of its own (its own DATA_DIR and embedded
// PostgreSQL, logging every request): the request log holds no secret from an address, and the
// server brings its embedded database back when that database dies under it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberInApp } from '../factories/app-members.ts';
import { isRunning, startAppServer, type AppServer } from '../setup/app-server.ts';
import { signInOverHttp } from '../setup/http-member.ts';

type LogLine = { msg?: string; url?: string; [field: string]: unknown };

function logLines(server: AppServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

function postmasterPid(dataDir: string): number {
  return Number.parseInt(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
}

/** The postmaster that holds the data folder now, once it is not `previous` and accepts connections. */
function newPostmaster(dataDir: string, previous: number): number | null {
  try {
    const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number.parseInt(lines[0]!, 10);
    return pid !== previous && lines[7]?.trim() === 'ready' && isRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

describe('the server as an operator watches it', { timeout: 180_000 }, () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('writes no secret from an address to its request log', async () => {
    const secret = () => randomBytes(20).toString('hex');
    const calendar = secret();
    const reset = secret();
    const verify = secret();
    const unsubscribe = secret();
    const authReset = secret();
    for (const address of [
      `/calendar/${calendar}/trips.ics`,
      `/reset-password?lang=es&token=${reset}`,
      `/verify-email?token=${verify}`,
      `/unsubscribe/${unsubscribe}`,
      `/api/auth/reset-password/${authReset}?callbackURL=%2Freset-password`,
    ]) {
      await (await fetch(`${server.url}${address}`)).arrayBuffer();
    }

    const requested = () => logLines(server).filter((line) => line.msg === 'request').map((line) => line.url);
    await expect.poll(() => requested().filter((url) => /calendar|reset-password|verify-email|unsubscribe/.test(url ?? '')).length).toBe(5);
    expect(requested()).toEqual(
      expect.arrayContaining([
        '/calendar/[redacted]/trips.ics',
        '/reset-password?lang=es&token=[redacted]',
        '/verify-email?token=[redacted]',
        '/unsubscribe/[redacted]',
        '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
      ]),
    );
    for (const token of [calendar, reset, verify, unsubscribe, authReset]) expect(server.output()).not.toContain(token);
  });

  it('starts its embedded PostgreSQL again when it dies, and signed-in pages work again', async () => {
    const member = await createMemberInApp(server.dataDir, { firstName: 'Rescued' });
    const cookie = await signInOverHttp(server.url, member);
    const welcomed = async () => {
      const response = await fetch(`${server.url}/dive-tables`, { headers: { cookie } });
      return response.status === 200 && (await response.text()).includes('Welcome Rescued');
    };
    expect(await welcomed()).toBe(true);

    // As systemd's default stop (KillMode=control-group) does to every process of the service, but
    // here to PostgreSQL alone: a smart shutdown, which waits for the server's connections to end.
    const first = postmasterPid(server.dataDir);
    process.kill(first, 'SIGTERM');
    await expect.poll(() => newPostmaster(server.dataDir, first), { timeout: 30_000 }).not.toBeNull();
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 }).toBe(200);
    await expect.poll(welcomed, { timeout: 30_000 }).toBe(true);

    // Killed outright (the kernel's out-of-memory killer): the same again.
    const second = postmasterPid(server.dataDir);
    process.kill(second, 'SIGKILL');
    await expect.poll(() => newPostmaster(server.dataDir, second), { timeout: 30_000 }).not.toBeNull();
    await expect.poll(welcomed, { timeout: 30_000 }).toBe(true);

    expect(server.child.exitCode).toBeNull();
    const restarts = logLines(server).filter((line) => line.msg === 'embedded PostgreSQL stopped unexpectedly: starting it again');
    expect(restarts.map((line) => line.postmasterPid)).toEqual([first, second]);
  });
});
