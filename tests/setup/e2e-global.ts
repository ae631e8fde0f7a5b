// Once per end-to-end run: the production build with its own database, and the shared browsers that
// every test file connects to (a plain one, one with WebGL for map pages, and one that resolves the
// public-looking host name diveatlas.test to this machine for the analytics tests).
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';
import { findChromium, launchChromiumServer, PUBLIC_HOST } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appDataDir: string;
    browserEndpoints: { plain: string; webgl: string; mapped: string };
  }
}

export default async function setup(project: TestProject) {
  findChromium();
  const [server, plain, webgl, mapped] = await Promise.all([
    startAppServer(),
    launchChromiumServer(),
    launchChromiumServer({ webgl: true }),
    launchChromiumServer({ extraArgs: [`--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`] }),
  ]);
  project.provide('baseUrl', server.url);
  project.provide('appDataDir', server.dataDir);
  project.provide('browserEndpoints', { plain: plain.wsEndpoint(), webgl: webgl.wsEndpoint(), mapped: mapped.wsEndpoint() });
  return async () => {
    await Promise.all([plain.close(), webgl.close(), mapped.close()]);
    await server.stop();
  };
}
