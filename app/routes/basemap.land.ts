// /basemap/<version>/land/<z>/<x>/<y>: a vector tile of the detailed land and coastline (zoom 6 to
// 14), cut on the server from the data prepared on first start. The version is in the URL, so a
// tile never changes and browsers keep it for a year. Until the preparation is done: 503.
import { data } from 'react-router';
import type { Route } from './+types/basemap.land';
import { wholeNumber } from '~/lib/parameters.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { isLandTile, landTile } from '~/features/map/land-tiles.server.ts';
import { preparedLandStore } from '~/features/map/land-store.server.ts';
import { LAND_VERSION } from '~/lib/land-store-folder.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  // isLandTile checks each against the zoom's own range.
  const [z, x, y] = [params.z, params.x, params.y].map((text) => wholeNumber(text, 0, 2 ** 30) ?? NaN) as [number, number, number];
  if (params.version !== LAND_VERSION || !isLandTile(z, x, y)) throw data('Not found', { status: 404 });
  const store = await preparedLandStore(getRuntime().dataDir);
  if (!store) {
    return new Response('The detailed basemap is being prepared; try again in a minute.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '15' },
    });
  }
  const tile = await landTile(store, z, x, y);
  const gzip = tile.gzip.length > 0 && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.mapbox-vector-tile',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  };
  // Compressed once when cut, rather than on every request by the compression middleware.
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return new Response(gzip ? new Uint8Array(tile.gzip) : new Uint8Array(tile.pbf), { headers });
}
