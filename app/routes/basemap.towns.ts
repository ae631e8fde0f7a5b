// /basemap/<version>/towns/<z>/<x>/<y>: a vector tile of the town names the built-in basemap shows
// (zoom 4 to 10; MapLibre enlarges zoom-10 tiles beyond). The version is in the URL, so a tile
// never changes and browsers keep it for a year.
import { data } from 'react-router';
import type { Route } from './+types/basemap.towns';
import { isTownTile, townTile, TOWNS_VERSION } from '~/features/map/towns.server.ts';

export function loader({ request, params }: Route.LoaderArgs) {
  const [z, x, y] = [params.z, params.x, params.y].map((text) => (/^\d{1,8}$/.test(text) ? Number(text) : NaN)) as [number, number, number];
  if (params.version !== TOWNS_VERSION || !isTownTile(z, x, y)) throw data('Not found', { status: 404 });
  const tile = townTile(z, x, y);
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.mapbox-vector-tile',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  };
  // Compressed once when cut, rather than on every request by the compression middleware.
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return new Response(gzip ? new Uint8Array(tile.gzip) : new Uint8Array(tile.pbf), { headers });
}
