// The page cache behind the real app and routes (Vite's SSR loader) on this file's database: what a
// signed-out visitor gets twice, what a write made outside the server changes, and who never shares.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember } from '../app/features/members/auth.service.server.ts';
import { db, schema } from '../app/lib/db.server.ts';
import { getRuntime } from '../app/lib/runtime.server.ts';
import { createMember } from '../tests/factories/members.ts';
import { createDiveSite } from '../tests/factories/sites.ts';
import { createApp } from './app.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let vite: ViteDevServer;
let server: Server;
let base = '';

beforeAll(async () => {
  const { createServer } = await import('vite');
  vite = await createServer({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  server = createApp({ runtime: getRuntime(), build, clientDir: path.join(ROOT, 'build', 'client') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
});

async function visit(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers });
  const html = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, html, policyNonce, pageNonces: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])) };
}

/**
 * Visits until an answer comes from the cache. Transaction ids count across the whole PostgreSQL
 * server, and the other test files write to their own databases on it meanwhile: a write anywhere
 * between two visits rightly makes the second render again.
 */
async function visitUntilServedAgain(pathname: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await visit(pathname, headers);
    if (answer.response.headers.get('x-page-cache') === 'hit') return answer;
  }
  throw new Error(`${pathname} was never served from the cache`);
}

describe('a page signed-out visitors share', () => {
  it('is rendered once and served again, each answer with its own nonce and request id', async () => {
    const site = await createDiveSite({ name: 'Cache Test Wall' });
    const first = await visit(`/listing/${site.id}`);
    const second = await visitUntilServedAgain(`/listing/${site.id}`);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain('Cache Test Wall');
    expect(first.response.headers.get('x-page-cache')).toBeNull();
    expect(second.html).toContain('Cache Test Wall');
    for (const answer of [first, second]) {
      expect([...answer.pageNonces]).toEqual([answer.policyNonce]);
      expect(answer.html).toContain(answer.response.headers.get('x-request-id'));
      expect(answer.html).not.toMatch(/nonce[0-9a-f]{24}|request[0-9a-f]{24}/);
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
  });

  it('is rendered again once a write changed the data, wherever the write came from', async () => {
    const site = await createDiveSite({ name: 'Before The Storm' });
    expect((await visitUntilServedAgain(`/listing/${site.id}`)).html).toContain('Before The Storm');
    await db().update(schema.diveSites).set({ name: 'After The Storm' }).where(eq(schema.diveSites.id, site.id));
    const after = await visit(`/listing/${site.id}`);
    expect(after.response.headers.get('x-page-cache')).toBeNull();
    expect(after.html).toContain('After The Storm');
    expect(after.html).not.toContain('Before The Storm');
  });

  it('is kept apart for each language choice', async () => {
    const english = await visitUntilServedAgain('/', { cookie: 'lang=en' });
    const spanish = await visitUntilServedAgain('/', { cookie: 'lang=es' });
    expect(english.html).toContain('<html lang="en"');
    expect(spanish.html).toContain('<html lang="es"');
  });
});

describe('a page never shared', () => {
  it('for a signed-in member, who sees their own account', async () => {
    const member = await createMember({ firstName: 'Marina', lastName: 'Cachefree' });
    const signedIn = await signInMember({ request: new Request(`${base}/sign-in`, { method: 'POST' }), email: member.email, password: member.password });
    if (!signedIn.ok) throw new Error('the member could not sign in');
    const cookie = signedIn.cookies.map((text) => text.split(';')[0]).join('; ');
    await visitUntilServedAgain('/');
    const theirs = await visit('/', { cookie });
    expect(theirs.response.headers.get('x-page-cache')).toBeNull();
    expect(theirs.html).toContain('Marina Cachefree');
    expect((await visit('/')).html).not.toContain('Marina Cachefree');
  });

  it('for an answer that sets a cookie or is not found', async () => {
    const chosen = await visit('/?lang=es');
    expect(chosen.response.headers.get('set-cookie')).toMatch(/^lang=es/);
    expect(chosen.response.headers.get('x-page-cache')).toBeNull();
    await visit('/listing/999999999');
    const missing = await visit('/listing/999999999');
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('x-page-cache')).toBeNull();
    expect([...missing.pageNonces]).toEqual([missing.policyNonce]);
  });
});
