// The server's life as an operator sees it: a clean stop, a crash and restart, and a database outage.
// Each test starts its own server (on its own DATA_DIR and, but for the outage, embedded PostgreSQL).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded-postgres.ts';
import { isRunning, startAppServer, type AppServer } from '../setup/app-server.ts';

function postmasterPid(dataDir: string): number {
  return Number.parseInt(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
}

function exitOf(server: AppServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => server.child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function siteCount(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  return /([\d,.]+) dive sites and counting/.exec(html)?.[1] ?? 'none';
}

describe('the server as an operator runs it', { timeout: 240_000 }, () => {
  const started: AppServer[] = [];
  const stopLater: EmbeddedDatabase[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) await server.stop();
    for (const database of stopLater.splice(0)) await database.stop();
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('stops on SIGTERM with exit code 0 and leaves no PostgreSQL running', async () => {
    const server = await startAppServer({ SEED_DEMO_DATA: 'false' });
    started.push(server);
    const postgres = postmasterPid(server.dataDir);
    expect(isRunning(postgres)).toBe(true);
    const exited = exitOf(server);
    server.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(isRunning(postgres)).toBe(false);
  });

  it('stops within 5 s of SIGTERM when nothing is in flight, though a kept-alive connection is open', async () => {
    const server = await startAppServer({ SEED_DEMO_DATA: 'false' });
    started.push(server);
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => http.get(`${server.url}/healthz`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject));
    const exited = exitOf(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(5000);
    agent.destroy();
  });

  it('on SIGTERM, refuses new connections at once and gives a request in flight its whole answer', async () => {
    const server = await startAppServer({ SEED_DEMO_DATA: 'false' });
    started.push(server);
    const url = new URL('/sign-in', server.url);
    // A sign-in whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.write('email=nobody%40test.diveatlas.example&pass');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end('word=not-the-right-password'), 500);
      }, 300);
    });
    const exited = exitOf(server);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    const { status, body } = await answer;
    expect(status).toBe(400);
    expect(body.trimEnd()).toMatch(/<\/html>$/);
    expect(await exited).toEqual({ code: 0, signal: null });
  });

  it('starts again after being killed, on the same data, without loading the demo data twice', async () => {
    const first = await startAppServer();
    folders.push(first.dataDir);
    const before = await siteCount(first.url);
    expect(Number.parseInt(before.replace(/\D/g, ''), 10)).toBeGreaterThan(100);
    const orphan = postmasterPid(first.dataDir);
    const killed = exitOf(first);
    first.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');

    const second = await startAppServer({}, { dataDir: first.dataDir });
    started.push(second);
    expect(isRunning(orphan)).toBe(false);
    expect(await siteCount(second.url)).toBe(before);
  });

  it('when its database server goes away, pages that need it show the error page with its reference, and the others still work', async () => {
    // A server of its own (DATABASE_URL), as a deployment on a managed database has: the app waits for
    // it to come back. (The embedded one is started again by the app: tests/e2e/operations.test.ts.)
    const folder = await mkdtemp(path.join(tmpdir(), 'diveatlas-outage-'));
    folders.push(folder);
    const database = await startEmbeddedPostgres({ clusterDir: path.join(folder, 'cluster'), password: 'outage-test', database: 'diveatlas', log: pino({ level: 'silent' }), durable: false });
    stopLater.push(database);
    const server = await startAppServer({ DATABASE_URL: database.url });
    started.push(server);
    // A signed-in member: the page frame reads their session from the database on every page.
    const signIn = await fetch(`${server.url}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'demo.member@diveatlas.example', password: 'explore-the-reef-demo', redirectTo: '/' }),
    });
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toMatch(/session/);
    expect(await (await fetch(`${server.url}/dive-tables`, { headers: { cookie } })).text()).toContain('Welcome Demo');

    await database.stop();
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(503);

    const failing = await fetch(`${server.url}/explore`);
    expect(failing.status).toBe(500);
    const html = await failing.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain(`Reference: ${failing.headers.get('x-request-id')}`);
    const spanish = await (await fetch(`${server.url}/explore?lang=es`)).text();
    expect(spanish).toContain('Algo ha salido mal');

    // The member's session cannot be read now: the frame shows them signed out rather than failing.
    const tables = await fetch(`${server.url}/dive-tables`, { headers: { cookie } });
    expect(tables.status).toBe(200);
    const tablesHtml = await tables.text();
    expect(tablesHtml).toContain('<h1');
    expect(tablesHtml).not.toContain('Welcome Demo');
    const failingSignedIn = await fetch(`${server.url}/explore`, { headers: { cookie } });
    expect(failingSignedIn.status).toBe(500);
    expect(await failingSignedIn.text()).toContain(`Reference: ${failingSignedIn.headers.get('x-request-id')}`);
  });
});
