// /api/map/list?bbox=…&lat=…&lng=…&<dive-site filters>&page=…: the list panel's sites in the visible
// box, nearest to the map's centre first, with the same filters as /explore.
import type { Route } from './+types/api.map.list';
import { parseBox } from '~/lib/geo-box.ts';
import { parseMapState } from '~/features/map/map-state.schema.ts';
import { availableLayers } from '~/features/map/point-layers.server.ts';
import { sitesInView } from '~/features/map/sites-in-view.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const box = parseBox(params.get('bbox'));
  const state = parseMapState(params, availableLayers());
  if (!box || !state.view) {
    return Response.json({ error: 'bbox, lat, lng and z are required' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const result = await sitesInView({ box, centre: state.view, filters: state.filters, page: state.page });
  return Response.json(result, { headers: { 'Cache-Control': 'no-cache' } });
}
