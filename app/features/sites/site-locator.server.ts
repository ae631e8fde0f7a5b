// The static map on a dive site's page: the site as a pin, its nearby sites numbered as in the list.
import { buildLocator } from '../../lib/map/locator-map.server.ts';
import type { LatLng } from '../../lib/geo.ts';

export function siteLocator(site: LatLng, nearby: readonly LatLng[]) {
  return buildLocator([
    { lat: site.lat, lng: site.lng, label: '', kind: 'pin' },
    ...nearby.map((other, index) => ({ lat: other.lat, lng: other.lng, label: String(index + 1), kind: 'site' as const })),
  ]);
}
