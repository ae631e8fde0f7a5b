// The whole URL map of the site, in one place.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Page frame and content pages
  route('about', 'routes/about.tsx'),
  route('who-we-are', 'routes/who-we-are.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('help', 'routes/help.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('news', 'routes/news.tsx'),
  route('member-offers', 'routes/member-offers.tsx'),
  route('consent', 'routes/consent.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
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
  // Dive centres and resorts
  route('find-a-dive-center', 'routes/find-a-dive-center.tsx'),
  route('find-a-dive-resort', 'routes/find-a-dive-resort.tsx'),
  route('dive-center/:id', 'routes/dive-center.$id.tsx'),
  route('add-dive-center', 'routes/add-dive-center.tsx'),
  route('admin-divecenter/divecenter', 'routes/admin-divecenter.divecenter.tsx'),
  route('admin/claims', 'routes/admin.claims.tsx'),
  route('listing/:id/edit', 'routes/listing.$id.edit.tsx'),
  route('listing/:id/report', 'routes/listing.$id.report.tsx'),
  route('listing/:id/photos/:file', 'routes/listing.$id.photos.$file.ts'),
  route('add-listing', 'routes/add-listing.tsx'),
  route('add-listing/photos/:file', 'routes/add-listing.photos.$file.ts'),
  route('account/wishlist/export/:format', 'routes/listing-export.wishlist.ts'),
  route('account/listings', 'routes/account.listings.tsx'),
  route('account/wishlist', 'routes/account.wishlist.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'routes/not-found-404' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
