// The production build the test servers run (npm run build; npm test builds before the integration
// tests). A build older than the code it was made from would test yesterday's app, so it is refused
// with the command that makes a new one.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUILD = path.join(ROOT, 'build', 'server', 'index.js');
export const CLIENT_BUILD = path.join(ROOT, 'build', 'client');

/** What the build is made of: the app, the schema it reads, the packages it bundles, the build's configuration. */
const SOURCES = ['app', 'db', 'packages', 'vite.config.ts', 'react-router.config.ts'];

function newestSource(entry: string): { file: string; mtimeMs: number } | null {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return null;
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(entry) ? null : { file: entry, mtimeMs: stats.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'test' || name === 'fixtures' || name.startsWith('.')) continue;
    const found = newestSource(path.join(entry, name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Throws, saying what to run, when there is no build or a source file changed after it was made. */
export function requireFreshBuild(): void {
  if (!existsSync(SERVER_BUILD)) throw new Error('No production build: run "npm run build" before the integration and end-to-end tests (npm test does).');
  const built = statSync(SERVER_BUILD).mtimeMs;
  for (const source of SOURCES) {
    const newest = newestSource(path.join(ROOT, source));
    if (newest && newest.mtimeMs > built) {
      throw new Error(`The production build is older than ${path.relative(ROOT, newest.file)}: run "npm run build" again before the integration and end-to-end tests (npm test does).`);
    }
  }
}
