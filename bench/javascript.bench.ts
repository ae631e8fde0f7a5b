// The JavaScript each page loads at start, read from the production build without a server: the browser
// entry and each route module of the page (the root's included) with the files it imports, each file
// compressed with gzip, as the browser loads them from the page's module preloads. Code a page loads later,
// on demand (a member's form, the cookie banner), is not counted, nor is React Router's manifest file: the
// page carries the part of it that it needs in its HTML, and other routes are asked for as links appear. Prints the framework's
// size, the home page against framework + 25 KB and every page against 150 KB (javascript-budget.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, record } from './figures.ts';
import { HOME_MARGIN_KB, isFrameworkFile, PAGE_LIMIT_KB } from './javascript-budget.ts';

const CLIENT = path.resolve(import.meta.dirname, '../build/client');

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; hasDefaultExport: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** React Router's browser manifest (`window.__reactRouterManifest = {...}`): every route and its files. */
function readManifest(): Manifest {
  const folder = path.join(CLIENT, 'assets');
  for (const name of readdirSync(folder).filter((file) => /^manifest-.*\.js$/.test(file))) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    const start = text.indexOf('window.__reactRouterManifest=');
    if (start === -1) continue;
    const json = text.slice(start + 'window.__reactRouterManifest='.length).replace(/;\s*$/, '');
    return JSON.parse(json) as Manifest;
  }
  throw new Error('No React Router manifest in build/client/assets: run "npm run build" first (npm run bench does).');
}

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT, file))).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The page's address as app/routes.ts writes it, from its route and the routes above it. */
function address(routes: Manifest['routes'], route: ManifestRoute): string {
  const parts: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) parts.unshift(current.path);
  }
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

const manifest = readManifest();
const pages = Object.values(manifest.routes)
  .filter((route) => route.id !== 'root' && route.hasDefaultExport)
  .map((route) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) {
      files.add(current.module);
      for (const imported of current.imports ?? []) files.add(imported);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const framework = [...files].filter(isFrameworkFile).reduce((sum, file) => sum + gzipSize(file), 0);
    return { id: route.id, address: address(manifest.routes, route), files: files.size, bytes, framework };
  })
  .sort((a, b) => b.bytes - a.bytes);

const home = pages.find((page) => page.id === 'routes/home');
if (!home || home.framework === 0) throw new Error('No home page, or no framework file in its scripts (see vite.config.ts, the "framework" group).');

console.log('\nJavaScript at start per page (each file gzipped), largest first');
for (const page of pages) console.log(`  ${page.address.padEnd(52)} ${kb(page.bytes).padStart(10)}  ${String(page.files).padStart(3)} files`);
console.log('');
record({ figure: 'framework (React, React DOM, React Router)', value: `${kb(home.framework)} gz`, goal: '' });
const homeGoal = home.framework + HOME_MARGIN_KB * 1024;
record({ figure: 'JS at start /', value: `${kb(home.bytes)} gz`, goal: `≤ framework + ${HOME_MARGIN_KB} KB = ${kb(homeGoal)}`, met: home.bytes <= homeGoal });
const over = pages.filter((page) => page.bytes > PAGE_LIMIT_KB * 1024);
const largest = pages[0]!;
record({
  figure: `JS at start, every page (${pages.length}); the largest`,
  value: `${kb(largest.bytes)} gz ${largest.address}`,
  goal: `≤ ${PAGE_LIMIT_KB} KB each`,
  met: over.length === 0,
});
if (over.length) console.log(`  over ${PAGE_LIMIT_KB} KB: ${over.map((page) => `${page.address} ${kb(page.bytes)}`).join(', ')}`);
