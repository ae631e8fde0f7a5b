// /basemap/<version>/<file>: the built-in basemap (land, borders, country outlines) as GeoJSON.
// The version is in the URL, so a file never changes and browsers keep it for a year.
import { data } from 'react-router';
import type { Route } from './+types/basemap.file';
import { BASEMAP_VERSION, basemapFile } from '~/features/map/basemap.server.ts';

export function loader({ request, params }: Route.LoaderArgs) {
  const file = params.version === BASEMAP_VERSION ? basemapFile(params.file) : undefined;
  if (!file) throw data('Not found', { status: 404 });
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': 'application/geo+json',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  };
  // Compressed once when first built, rather than on every request by the compression middleware.
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return new Response(gzip ? new Uint8Array(file.gzip) : file.json, { headers });
}
