// Build settings for the web app; the test projects live in vitest.config.ts.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Every page loads the root route (the frame) and the framework, so splitting them finer only adds
 * requests: the bundler's automatic splitting made a dozen small files of the frame's modules, each one
 * more request and more work for the browser on every page load. These groups keep each in one file,
 * and keep the pages' shared modules in few files.
 */
function frameChunks() {
  const frameModules = new Set<string>();
  const plugin: Plugin = {
    name: 'diveatlas:frame-modules',
    apply: 'build',
    buildEnd() {
      // The root route's static imports, all the way down: what every page runs.
      const pending = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (frameModules.has(id)) continue;
        frameModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
  return {
    plugin,
    groups: [
      { name: 'framework', test: (id: string) => framework.test(id), priority: 2 },
      { name: 'frame', test: (id: string) => frameModules.has(id) && !id.endsWith('.css'), priority: 1 },
      // Our modules that several pages share go into one file per set of pages that uses them, as the
      // bundler would split them, except that sets under 1.5 KB join their nearest neighbour: a listing
      // loaded 25 files, a dozen of them under 1 KB, and on a phone's connection each costs a round trip.
      // Measured: a listing's files 25 to 19 (139.0 to 139.5 KB gzip), Lighthouse 91-93 to 93-94;
      // `/` 16 to 12 files (126.1 to 128.4 KB), 95 to 95-96.
      {
        name: 'shared',
        test: (id: string) => /[\\/]app[\\/]/.test(id) && !id.endsWith('.css'),
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: 1500,
        priority: 0,
      },
    ],
  };
}

const frame = frameChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), frame.plugin],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: frame.groups } } } } },
  },
});
