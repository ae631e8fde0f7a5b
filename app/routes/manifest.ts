// /manifest.webmanifest: makes the site installable, under the configured organisation name.
import type { Route } from './+types/manifest';
import { catalogues, resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { config } = getRuntime();
  const { locale } = await resolveLocale(request);
  const manifest = {
    name: config.ORG_NAME,
    short_name: config.ORG_NAME,
    description: catalogues[locale].common?.siteDescription ?? '',
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#020b16',
    theme_color: '#06213a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
