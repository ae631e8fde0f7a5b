// Finds the system Chromium that end-to-end tests and benchmarks drive, and starts it with the flags
// this kind of sandboxed, offline machine needs.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: "sudo apt-get install chromium") ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS, headless: true });
}
