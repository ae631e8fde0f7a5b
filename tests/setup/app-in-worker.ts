// The app's production build behind the same Express app as in production, listening in this
// integration test worker on the worker's database: for tests that send raw HTTP requests to every
// route (the fuzz tests). Edit it when the server's entry (server/app.ts) takes new options.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { signInMember } from '../../app/features/members/auth.service.server.ts';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { createApp } from '../../server/app.ts';
import { CLIENT_BUILD, requireFreshBuild, SERVER_BUILD } from './production-build.ts';

export type AppInWorker = { base: string; close(): Promise<void> };

/**
 * Starts the production build on a free port, as `npm start` serves it. The build's modules find this
 * worker's runtime (its database, storage and mailer) where every copy of the app looks for it
 * (app/lib/runtime.server.ts). Run from source instead, through Vite's loader and React's development
 * build, the integration tests took 482 CPU-seconds instead of 375.
 */
export async function startAppInWorker(): Promise<AppInWorker> {
  requireFreshBuild();
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  const app = createApp({ runtime: getRuntime(), build, clientDir: CLIENT_BUILD });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The production build served to the tests of the calling file: started before the file's first test and
 * closed after its last. Call it before the file's own beforeAll hooks, which then find `app.base` set
 * (hooks run in the order they are declared).
 */
export function serveAppInWorker(): { readonly base: string } {
  let app: AppInWorker | undefined;
  beforeAll(async () => {
    app = await startAppInWorker();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });
  return {
    get base() {
      if (!app) throw new Error('The app is not started yet: read app.base inside a hook or a test');
      return app.base;
    },
  };
}

/** The Cookie header of a session of this member, signed in as the sign-in form does. */
export async function sessionCookie(base: string, member: { email: string; password: string }): Promise<string> {
  const signedIn = await signInMember({ request: new Request(`${base}/sign-in`, { method: 'POST' }), email: member.email, password: member.password });
  if (!signedIn.ok) throw new Error(`${member.email} could not sign in`);
  return signedIn.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Runs the tasks, at most `limit` at a time: enough to keep the server busy while others wait on the database. */
export async function inPool<T>(tasks: ReadonlyArray<() => Promise<T>>, limit = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** A request for a page as a browser sends it, with the member's cookie when given; redirects are not followed. */
export function getPage(base: string, path: string, cookie = ''): Promise<Response> {
  return fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

/**
 * A form posted as the site's own pages post it: URL-encoded, with the member's cookie and the site's
 * Origin when a cookie is given (without one, as a mail program's one-click request arrives).
 */
export function postForm(base: string, path: string, body: Record<string, string>, cookie = ''): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(body), headers: { ...(cookie ? { cookie, origin: base } : {}), 'content-type': 'application/x-www-form-urlencoded' } });
}
