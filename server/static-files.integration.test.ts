import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuntime } from '../app/lib/runtime.server.ts';
import { precompress } from '../scripts/precompress.ts';
import { createApp } from './app.ts';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body is read as sent, without the decoding fetch() would do. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static files of the build', () => {
  const script = `export const greeting = ${JSON.stringify('hello, divers '.repeat(400))};\n`;
  let folder: string;
  let url: string;
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'static-'));
    const clientDir = path.join(folder, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'assets', 'entry-D4x9Qa1b.js'), script);
    await writeFile(path.join(clientDir, 'assets', 'photo-Bq2w8ZxY.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(2000) }));
    await precompress(clientDir, path.join(folder, 'cache'));
    const server = createApp({ runtime: getRuntime(), build: () => Promise.reject(new Error('no pages here')), clientDir }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(resolve));
  });
  afterAll(async () => {
    await close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the brotli copy made at build time to a browser that accepts it, cached for a year', async () => {
    const response = await get(`${url}/assets/entry-D4x9Qa1b.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('sends gzip to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(`${url}/assets/entry-D4x9Qa1b.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get(`${url}/assets/entry-D4x9Qa1b.js`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    const refused = await get(`${url}/assets/entry-D4x9Qa1b.js`, { 'accept-encoding': 'br;q=0, gzip;q=1' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a revalidation with the copy’s ETag', async () => {
    const first = await get(`${url}/manifest.webmanifest`, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get(`${url}/manifest.webmanifest`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves images uncompressed, as they are, with the same year-long caching for hashed names', async () => {
    const response = await get(`${url}/assets/photo-Bq2w8ZxY.png`, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBe(4096);
  });
});
