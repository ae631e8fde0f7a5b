import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

function request(overrides: { method?: string; url?: string; headers?: Record<string, string> } = {}): Request {
  const url = overrides.url ?? '/';
  return {
    method: overrides.method ?? 'GET',
    protocol: 'http',
    host: 'dives.test',
    originalUrl: url,
    path: url.split('?')[0],
    headers: overrides.headers ?? {},
  } as unknown as Request;
}

function cacheAt(options: { seconds?: number; maxChars?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = createPageCache({ seconds: options.seconds ?? 2, maxChars: options.maxChars, dataVersion: async () => 'v1', now: () => clock.now });
  return { cache, clock };
}

const page = (html: string, version = 'v1') => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']] as Array<[string, string]>, html, version });

describe('which requests share a page', () => {
  const { cache } = cacheAt();

  it('keys a signed-out GET of a page by address, language choices and bot or not', () => {
    const plain = cache.keyFor(request());
    expect(plain).not.toBeNull();
    expect(cache.keyFor(request())).toBe(plain);
    expect(cache.keyFor(request({ url: '/?page=2' }))).not.toBe(plain);
    expect(cache.keyFor(request({ headers: { cookie: 'lang=es' } }))).not.toBe(plain);
    expect(cache.keyFor(request({ headers: { cookie: 'lang=es; cookieChoiceDone=true' } }))).toBe(cache.keyFor(request({ headers: { cookie: 'cookieChoiceDone=true; lang=es' } })));
    expect(cache.keyFor(request({ headers: { 'accept-language': 'es-ES' } }))).not.toBe(plain);
    expect(cache.keyFor(request({ headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }))).not.toBe(plain);
  });

  it('renders anew for a session, any unknown cookie, credentials, a route data request or another method', () => {
    expect(cache.keyFor(request({ headers: { cookie: 'better-auth.session_token=abc' } }))).toBeNull();
    expect(cache.keyFor(request({ headers: { cookie: 'lang=es; flash=saved' } }))).toBeNull();
    expect(cache.keyFor(request({ headers: { authorization: 'Basic eDp5' } }))).toBeNull();
    expect(cache.keyFor(request({ url: '/explore.data' }))).toBeNull();
    expect(cache.keyFor(request({ method: 'POST' }))).toBeNull();
    expect(cache.keyFor(request({ method: 'HEAD' }))).toBeNull();
  });

  it('reads the Cookie header as the page does: what has no value is no cookie', () => {
    expect(cache.keyFor(request({ headers: { cookie: 'lang' } }))).toBe(cache.keyFor(request()));
    expect(cache.keyFor(request({ headers: { cookie: 'lang=es; lang=en' } }))).toBe(cache.keyFor(request({ headers: { cookie: 'lang=es' } })));
  });

  it('is off at 0 seconds', () => {
    expect(cacheAt({ seconds: 0 }).cache.keyFor(request())).toBeNull();
  });
});

describe('a kept page', () => {
  it('is served while the data stands where it stood at render and its seconds last', async () => {
    const { cache, clock } = cacheAt();
    cache.begin('home').keep(page('<p>reefs</p>'));
    expect((await cache.find('home', 'v1'))?.html).toBe('<p>reefs</p>');
    expect(await cache.find('home', 'v2')).toBeNull();
    cache.begin('home').keep(page('<p>reefs</p>'));
    clock.now += 2001;
    expect(await cache.find('home', 'v1')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('is given to requests that came while it rendered, if they see the same data', async () => {
    const { cache } = cacheAt();
    const ticket = cache.begin('home');
    const waiting = cache.find('home', 'v1');
    const newer = cache.find('home', 'v2');
    ticket.keep(page('<p>once</p>'));
    expect((await waiting)?.html).toBe('<p>once</p>');
    expect(await newer).toBeNull();
  });

  it('sends waiters to render themselves when the render was not worth keeping, and counts only the first offer', async () => {
    const { cache } = cacheAt();
    const ticket = cache.begin('home');
    const waiting = cache.find('home', 'v1');
    ticket.keep(null);
    ticket.keep(page('<p>late</p>'));
    expect(await waiting).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('gives way to newer pages past its size budget, oldest first', async () => {
    const { cache } = cacheAt({ maxChars: 25 });
    cache.begin('a').keep(page('x'.repeat(10)));
    cache.begin('b').keep(page('y'.repeat(10)));
    cache.begin('c').keep(page('z'.repeat(10)));
    expect(await cache.find('a', 'v1')).toBeNull();
    expect((await cache.find('b', 'v1'))?.html).toHaveLength(10);
    expect((await cache.find('c', 'v1'))?.html).toHaveLength(10);
  });
});

describe('an answer from a kept page', () => {
  it('carries its own nonce and request id in place of the placeholders', () => {
    const { cache } = cacheAt();
    const { nonce, requestId } = cache.placeholder;
    const html = `<script nonce="${nonce}"></script><script nonce="${nonce}">["requestId","${requestId}"]</script>`;
    expect(cache.fill(html, { nonce: 'n+1/Q==', requestId: 'req-1' })).toBe('<script nonce="n+1/Q=="></script><script nonce="n+1/Q==">["requestId","req-1"]</script>');
    expect(createPageCache({ seconds: 2, dataVersion: async () => '' }).placeholder.nonce).not.toBe(nonce);
  });

  it('is only made from a 200 HTML page that sets no cookie and is not private', () => {
    const { cache } = cacheAt();
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(cache.keepable(new Response('ok', { headers: html }))).toBe(true);
    expect(cache.keepable(new Response('gone', { status: 404, headers: html }))).toBe(false);
    expect(cache.keepable(new Response('ok', { headers: { ...html, 'set-cookie': 'lang=es' } }))).toBe(false);
    expect(cache.keepable(new Response('ok', { headers: { ...html, 'cache-control': 'no-store' } }))).toBe(false);
    expect(cache.keepable(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});

describe('asking the database where its data stands', () => {
  it('asks once for the requests of one turn, and again for later ones', async () => {
    let asked = 0;
    const cache = createPageCache({ seconds: 2, dataVersion: async () => `v${++asked}` });
    const together = await Promise.all([cache.dataVersion(), cache.dataVersion(), cache.dataVersion()]);
    expect(together).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.dataVersion()).toBe('v2');
  });
});
