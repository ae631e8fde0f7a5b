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
  // Map
  route('map-explore', 'routes/map-explore.tsx'),
  route('api/map/clusters', 'routes/api.map.clusters.ts'),
  route('api/map/places', 'routes/api.map.places.ts'),
  route('api/map/list', 'routes/api.map.list.ts'),
  route('api/map/card/:layer/:id', 'routes/api.map.card.ts'),
  route('basemap/:version/:file', 'routes/basemap.file.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
