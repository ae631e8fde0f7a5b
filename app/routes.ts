// The whole URL map of the site, in one place.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Dive sites
  route('explore', 'routes/explore.tsx'),
  route('explore/export/:format', 'routes/listing-export.ts'),
  route('listing/:id', 'routes/listing.$id.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
