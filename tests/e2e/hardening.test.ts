// The site probed as an attacker and a careless client would, over plain HTTP against the production
// build: forged Host headers, oversized and endless bodies, crafted redirect targets, malformed
// addresses and cross-site posts with a member's cookie. Each answer is what a visitor should get.
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../factories/members.ts';
import { baseUrl } from '../setup/browser.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; sentBytes: number };

/**
 * One request over a raw connection, so that Host and the body can be anything: `body` is written
 * as given, `chunks` of `chunkBytes` are streamed (chunked, no length) until an answer arrives.
 */
function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: string; chunks?: number; chunkBytes?: number }): Promise<Answer> {
  const url = new URL(options.path, baseUrl());
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: new http.Agent({ keepAlive: true }) });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sentBytes });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunks) {
      const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, 'a');
      let left = options.chunks;
      // One chunk per turn of the event loop, as a browser sends, so that an answer is read as soon as
      // it comes; writing in a tight loop, a busy machine put megabytes more into the socket first.
      const write = () => {
        if (answered) return;
        if (left === 0) return void request.end();
        left -= 1;
        sentBytes += chunk.byteLength;
        if (request.write(chunk)) setImmediate(write);
        else request.once('drain', () => setImmediate(write));
      };
      write();
    } else {
      request.end(options.body);
    }
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

async function outboxFor(email: string): Promise<Array<{ subject: string; links: string[] }>> {
  const folder = path.join(inject('appDataDir'), 'outbox');
  const messages = await Promise.all((await readdir(folder)).map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))));
  return messages.filter((message) => message.to === email);
}

/** A new member, signed up through the form; returns their address, password and session cookie. */
async function newMember() {
  const email = uniqueEmail('probe');
  const password = 'probing-the-reef-wall';
  const answer = await send({
    method: 'POST',
    path: '/sign-up',
    headers: { origin: baseUrl(), 'content-type': FORM },
    body: form({ firstName: 'Petra', lastName: 'Probe', email, password, acceptTerms: 'on', ageConfirm: 'on' }),
  });
  expect(answer.status).toBe(302);
  const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  expect(cookie).toMatch(/session_token=/);
  return { email, password, cookie };
}

describe('a forged Host header', () => {
  it('never reaches the link in a password-reset email', async () => {
    const member = await newMember();
    // curl -H 'Host: evil.example' -H 'Origin: http://evil.example' --data 'email=VICTIM' …/forgot-password
    const answer = await send({ method: 'POST', path: '/forgot-password', headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': FORM }, body: form({ email: member.email }) });
    expect(answer.status).toBe(200);
    await expect.poll(async () => (await outboxFor(member.email)).filter((message) => /password/i.test(message.subject)).length, { timeout: 10_000 }).toBe(1);
    const [reset] = (await outboxFor(member.email)).filter((message) => /password/i.test(message.subject));
    expect(reset!.links[0]).toMatch(new RegExp(`^${baseUrl().replaceAll('.', '\\.')}/reset-password\\?token=`));
    expect(JSON.stringify(reset)).not.toContain('evil.example');
  });
});

describe('large and endless bodies', () => {
  it('a body declared at 100 MB is refused with 413 before it is sent', async () => {
    const answer = await send({ method: 'POST', path: '/sign-in', headers: { origin: baseUrl(), 'content-type': FORM, 'content-length': String(100 * 1024 * 1024) }, chunks: 1600 });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('That was too much to send');
    expect(answer.sentBytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('a chunked body without a length is cut at the limit with 413', async () => {
    const answer = await send({ method: 'POST', path: '/sign-in', headers: { origin: baseUrl(), 'content-type': FORM, 'transfer-encoding': 'chunked' }, chunks: 1600 });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('a chunked body to a page without an action gets its answer, and is not read to the end', async () => {
    const answer = await send({ method: 'POST', path: '/about', headers: { origin: baseUrl(), 'content-type': FORM, 'transfer-encoding': 'chunked' }, chunks: 1600 });
    expect(answer.status).toBe(405);
    expect(answer.sentBytes).toBeLessThan(20 * 1024 * 1024);
  });
});

describe('redirect targets', () => {
  it('a crafted target sends the member home after signing in, and when already signed in', async () => {
    const member = await newMember();
    for (const target of ['/.//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example']) {
      const signIn = await send({ method: 'POST', path: '/sign-in', headers: { origin: baseUrl(), 'content-type': FORM }, body: form({ email: member.email, password: member.password, redirectTo: target }) });
      expect(signIn.status, target).toBe(302);
      expect(signIn.headers.location, target).toBe('/');
      const signedIn = await send({ path: `/sign-in?redirectTo=${encodeURIComponent(target)}`, headers: { cookie: member.cookie } });
      expect(signedIn.status, target).toBe(302);
      expect(signedIn.headers.location, target).toBe('/');
    }
    const kept = await send({ path: `/sign-in?redirectTo=${encodeURIComponent('/account/settings#sessions')}`, headers: { cookie: member.cookie } });
    expect(kept.headers.location).toBe('/account/settings#sessions');
  });
});

describe('malformed addresses', () => {
  it('answer 400 for a path that does not decode, and ignore a malformed query', async () => {
    for (const address of ['/uploads/%E0', '/listing/1/photos/%E0', '/user/%E0%A4']) {
      const answer = await send({ path: address, headers: { 'accept-language': 'es' } });
      expect(answer.status, address).toBe(400);
      expect(answer.body).toContain('No se ha podido leer esta dirección');
    }
    const search = await send({ path: '/explore?q=%E0' });
    expect(search.status).toBe(200);
    expect(search.body).toContain('<h1');
  });
});

describe('cross-site posts with a member cookie', () => {
  it('are refused without changing anything, whether Origin is foreign or missing', async () => {
    const member = await newMember();
    const saved = async () => /href="\/listing\/1"/.test((await send({ path: '/account/wishlist', headers: { cookie: member.cookie } })).body);
    expect(await saved()).toBe(false);
    const attempts: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { origin: 'http://evil.example' },
      {},
    ];
    for (const headers of attempts) {
      const answer = await send({ method: 'POST', path: '/listing/1', headers: { cookie: member.cookie, 'content-type': FORM, ...headers }, body: form({ intent: 'wishlist-add' }) });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toContain('This form was not sent from a page of this site');
    }
    expect(await saved()).toBe(false);
    // The same post from the site itself goes through.
    const own = await send({ method: 'POST', path: '/listing/1', headers: { cookie: member.cookie, 'content-type': FORM, origin: baseUrl(), 'sec-fetch-site': 'same-origin' }, body: form({ intent: 'wishlist-add' }) });
    expect(own.status).toBeLessThan(400);
    expect(await saved()).toBe(true);
  });
});
