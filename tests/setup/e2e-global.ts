// Once per end-to-end run: check for Chromium, then start the production build with its own database.
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';
import { findChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  findChromium();
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('appDataDir', server.dataDir);
  return () => server.stop();
}
