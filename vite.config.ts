// Build settings for the web app; the test projects live in vitest.config.ts.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Every page loads the root route (the frame) and the framework, so splitting them finer only adds
 * requests: the bundler's automatic splitting made a dozen small files of the frame's modules, each one
 * more request and more work for the browser on every page load. These groups keep each in one file;
 * the pages' own modules are split as before.
 */
function frameChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
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
      { name: 'framework', test: (id) => framework.test(id), priority: 2 },
      { name: 'frame', test: (id) => frameModules.has(id) && !id.endsWith('.css'), priority: 1 },
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
