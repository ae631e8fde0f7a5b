// /api/map/clusters?bbox=west,south,east,north&z=zoom&layers=…&<dive-site filters>: the clusters and
// single points of each layer inside the box, computed on the server from in-memory indexes.
import type { Route } from './+types/api.map.clusters';
import { clustersResponse } from '~/features/map/map-clusters.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { status, json } = await clustersResponse(new URL(request.url));
  return new Response(json, {
    status,
    // A short shared cache: panning back and forth reuses answers, and a change shows within seconds.
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': status === 200 ? 'public, max-age=10' : 'no-store' },
  });
}
