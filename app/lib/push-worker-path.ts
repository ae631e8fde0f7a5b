// Where the service worker that shows pushes (app/push-worker/) is served: the build writes it there
// (vite.config.ts), the server sends it (server/static-files.ts) and the settings page registers it.
// At the site's root, its scope is the whole site; the address stays the same from one version to the
// next, so a new version replaces the old one.
export const PUSH_WORKER_PATH = '/push-worker.js';
