import type { AddressInfo } from 'node:net';
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { getRuntime, type Runtime } from '../app/lib/runtime.server.ts';
import { createApp } from './app.ts';

const unbuilt = () => Promise.reject(new Error('pages are not part of this test'));

async function serve(runtime: Runtime) {
  const app = createApp({ runtime, build: unbuilt, clientDir: '/nonexistent' });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('GET /healthz', () => {
  const unreachable = new pg.Pool({ connectionString: 'postgres://nobody:secret@127.0.0.1:9/none', connectionTimeoutMillis: 500 });
  afterAll(() => unreachable.end());

  it('answers 200 when the database is reachable', async () => {
    const server = await serve(getRuntime());
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    await server.close();
  });

  it('answers 503 when the database is unreachable', async () => {
    const runtime = { ...getRuntime(), pool: unreachable, log: pino({ level: 'silent' }), requests: new AsyncLocalStorage() } as Runtime;
    const server = await serve(runtime);
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await server.close();
  });

  it('keeps a well-formed incoming request id and makes one otherwise', async () => {
    const server = await serve(getRuntime());
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-2f0c9a71' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-2f0c9a71');
    const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await server.close();
  });
});
