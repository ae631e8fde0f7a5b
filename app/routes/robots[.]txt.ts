// /robots.txt: crawl the public pages, skip the private and machine ones, find the sitemap.
import { publicOrigin } from '~/lib/public-origin.server.ts';

const PRIVATE_PATHS = ['/account', '/admin', '/admin-divecenter', '/add-listing', '/add-dive-center', '/sign-in', '/sign-up', '/forgot-password', '/explore/export', '/compare'];

export function loader() {
  const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicOrigin()}/sitemap.xml`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
