// Build settings for the web app; the test projects live in vitest.config.ts.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { PUSH_WORKER_PATH } from './app/lib/push-worker-path.ts';

type PluginContext = Rollup.PluginContext;

/** Every module `entry` imports, all the way down (static imports only). */
function staticClosure(context: PluginContext, entry: RegExp): Set<string> {
  const found = new Set<string>();
  const pending = [...context.getModuleIds()].filter((id) => entry.test(id));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Every page loads the root route (the frame) and the framework, so splitting them finer only adds
 * requests: the bundler's automatic splitting made a dozen small files of the frame's modules, each one
 * more request and more work for the browser on every page load. These groups keep each in one file,
 * and keep the pages' shared modules in few files.
 */
function frameChunks() {
  let frameModules = new Set<string>();
  let listingModules = new Set<string>();
  const plugin: Plugin = {
    name: 'diveatlas:frame-modules',
    apply: 'build',
    buildEnd() {
      // What every page runs, and what a dive site's page runs.
      frameModules = staticClosure(this, /[\\/]app[\\/]root\.tsx(\?|$)/);
      listingModules = staticClosure(this, /[\\/]app[\\/]routes[\\/]listing\.\$id\.tsx(\?|$)/);
    },
  };
  const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
  const sitesFeature = /[\\/]app[\\/]features[\\/]sites[\\/]/;
  return {
    plugin,
    groups: [
      { name: 'framework', test: (id: string) => framework.test(id), priority: 3 },
      { name: 'frame', test: (id: string) => frameModules.has(id) && !id.endsWith('.css'), priority: 2 },
      // A dive site's page shares small modules with the explorer, the comparison, the map, the history
      // and the wishlist, in as many combinations: split by the pages using them, they were 7 files of
      // 0.5 to 1.6 KB. The atlas's modules that the site's page uses, and another page shares, go in one
      // file. Measured: a listing 18 to 12 files (134.9 to 133.4 KB gzip), Lighthouse 93-94 to 95 (FCP
      // 2.39-2.50 to 2.20-2.26 s); the explorer 13 to 10 files (128.5 to 128.9 KB), 95.
      { name: 'site-views', test: (id: string) => listingModules.has(id) && sitesFeature.test(id) && !id.endsWith('.css'), minShareCount: 2, priority: 1 },
      // Our other modules that several pages share go into one file per set of pages that uses them, as
      // the bundler would split them. Sets under 1.5 KB used to join their nearest neighbour (a listing
      // loaded 25 files, a dozen under 1 KB), but as the pages grew that sent modules to pages that do not
      // use them (the home page loaded the logbook's dive details). Without the merging, measured by
      // `BENCH_ONLY=javascript npm run bench` (gzip, files): `/` 136.5 KB, 20 files to 129.5 KB, 18; a
      // listing 141.1 KB, 18 to 135.3 KB, 17; /news 139.1 KB, 19 to 124.8 KB, 13; the map 139.0 KB, 17 to
      // 139.5 KB, 21; the log 138.4 KB, 18 to 136.1 KB, 21.
      {
        name: 'shared',
        test: (id: string) => /[\\/]app[\\/]/.test(id) && !id.endsWith('.css'),
        minShareCount: 2,
        entriesAware: true,
        priority: 0,
      },
    ],
  };
}

const frame = frameChunks();

const PUSH_WORKER_SOURCE = '/app/push-worker/service-worker.ts';

/**
 * The service worker that shows pushes (app/push-worker/), at its fixed address (app/lib/push-worker-path.ts). Built with
 * the client as its own entry: it imports nothing the pages share, so it comes out as one plain
 * script. In development Vite serves it as a module (the settings page registers it as one there).
 */
function pushWorker(): Plugin {
  return {
    name: 'diveatlas:push-worker',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (this.environment.mode === 'build') this.emitFile({ type: 'chunk', id: `${import.meta.dirname}${PUSH_WORKER_SOURCE}`, fileName: PUSH_WORKER_PATH.slice(1) });
    },
    configureServer(server) {
      server.middlewares.use(PUSH_WORKER_PATH, (_req, res, next) => {
        server.environments.client
          .transformRequest(PUSH_WORKER_SOURCE)
          .then((result) => {
            if (!result) return next();
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(result.code);
          })
          .catch(next);
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), frame.plugin, pushWorker()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: frame.groups } } } } },
  },
});
