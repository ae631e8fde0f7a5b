import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { getRuntime, type Runtime } from '../app/lib/runtime.server.ts';
import { LARGEST_BODY_BYTES, LARGEST_TEXT_BODY_BYTES } from '../app/lib/body-limits.ts';
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

describe('requests refused before they are routed', () => {
  const ORIGIN_HEADERS = (url: string) => ({ origin: url, 'content-type': 'application/x-www-form-urlencoded' });

  it('answers a path with malformed percent-encoding with 400 in the visitor language', async () => {
    const server = await serve(getRuntime());
    for (const path of ['/uploads/%E0', '/listing/1/photos/%E0', '/%', '/explore/%zz']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
      expect(response.status, path).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('No se ha podido leer esta dirección');
      expect(html).toContain(`Referencia: ${response.headers.get('x-request-id')}`);
    }
    await server.close();
  });

  it('refuses a state change from another site, or one carrying a session cookie without proof of origin', async () => {
    const server = await serve(getRuntime());
    const cookie = 'diveatlas.session_token=abc.def';
    const post = (headers: Record<string, string>) => fetch(`${server.url}/account/settings`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'intent=profile', redirect: 'manual' });
    const refused: Array<Record<string, string>> = [
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie },
      { cookie, origin: 'null' },
      { cookie, origin: 'http://evil.example' },
      { origin: 'http://evil.example' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
      { cookie: '__Secure-diveatlas.session_token=abc.def', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain('This form was not sent from a page of this site');
    }
    // These pass the check (the test app has no pages, so they end in its error answer, not a refusal).
    const accepted: Array<Record<string, string>> = [{ cookie, origin: server.url }, { cookie, 'sec-fetch-site': 'same-origin' }, {}, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of accepted) expect((await post(headers)).status, JSON.stringify(headers)).not.toBe(403);
    await server.close();
  });

  it('refuses a body declared over the limit with 413 before reading it', async () => {
    const server = await serve(getRuntime());
    const { port } = new URL(server.url);
    const declared = async (contentType: string, length: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // Only the headers are sent: an answer proves the body was not waited for.
        const request = http.request({ host: '127.0.0.1', port, path: '/sign-in', method: 'POST', headers: { ...ORIGIN_HEADERS(server.url), 'content-type': contentType, 'content-length': String(length) } });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
        });
        request.on('error', reject);
        request.flushHeaders();
      });
    const form = await declared('application/x-www-form-urlencoded', LARGEST_TEXT_BODY_BYTES + 1);
    expect(form.status).toBe(413);
    expect(form.body).toContain('That was too much to send');
    const upload = await declared('multipart/form-data; boundary=x', LARGEST_BODY_BYTES + 1);
    expect(upload.status).toBe(413);
    expect(upload.body).toContain('That was too much to send');
    await server.close();
  });
});
