// Finds the system Chromium that end-to-end tests and benchmarks drive, and starts it with the flags
// this kind of sandboxed, offline machine needs.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

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

/**
 * Chromium reads only the last `--disable-features` switch, so this one repeats the features Playwright turns
 * off for automation (playwright-core's chromiumSwitches.ts) and adds the omnibox pop-ups: every new window of
 * the full browser otherwise loads two chrome:// pages of its own, which cost about a third of the CPU a
 * test's new context takes.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/**
 * V8's optimising compilers (Maglev, TurboFan) pay off in a page that runs for minutes; a test page lives a
 * few seconds, and compiling for it only took CPU from the test beside it. Without them, four of the largest
 * test files took 376 to 392 CPU-s instead of 427 to 441. Benchmarks (bench/) launch without this, as users'
 * browsers run.
 */
const TEST_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/** What Playwright launches with, on top of CHROMIUM_FLAGS. */
const AUTOMATION_FLAGS = [`--disable-features=${DISABLED_FEATURES.join(',')}`, TEST_JS_FLAGS];

/**
 * For pages with a MapLibre map: the usual flags turn the GPU off, and MapLibre needs WebGL, which
 * headless Chromium offers through SwiftShader once it is allowed to use it.
 */
export const WEBGL_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS.filter((flag) => flag !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** A public-looking host name that the shared "mapped" browser resolves to this machine. */
export const PUBLIC_HOST = 'diveatlas.test';

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

export function launchChromium(options: { webgl?: boolean; extraArgs?: string[] } = {}): Promise<Browser> {
  const args = [...(options.webgl ? WEBGL_CHROMIUM_FLAGS : CHROMIUM_FLAGS), ...AUTOMATION_FLAGS, ...(options.extraArgs ?? [])];
  return chromium.launch({ executablePath: findChromium(), args, headless: true });
}

/**
 * One Chromium for a whole end-to-end run, which every test file connects to (each file then works in
 * its own contexts): connecting takes milliseconds where starting a browser takes a second or more.
 */
export function launchChromiumServer(options: { webgl?: boolean; extraArgs?: string[] } = {}): Promise<BrowserServer> {
  const args = [...(options.webgl ? WEBGL_CHROMIUM_FLAGS : CHROMIUM_FLAGS), ...AUTOMATION_FLAGS, ...(options.extraArgs ?? [])];
  return chromium.launchServer({ executablePath: findChromium(), args, headless: true });
}

/** Connects to a browser started by launchChromiumServer. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
