// The JSON behind /api/map/clusters: for a box and a zoom, each layer's clusters and single points,
// from the in-memory indexes. The browser asks for what it shows (plus a margin), never for every
// point. Rows are arrays rather than objects to keep a busy view well under 100 KB.
import { decimalNumber } from '../../lib/parameters.ts';
import type { SiteFilters } from '../sites/site-filters.ts';
import { clusterIndex } from './cluster-index.server.ts';
import { parseBox, type Box } from '../../lib/geo-box.ts';
import type { ClusterRow, ClustersBody, PointRow } from './map-api.ts';
import { parseMapState } from './map-state.schema.ts';
import { MAX_ZOOM, type MapLayerId } from '../../lib/map/map-view.ts';
import { availableLayers, pointLayer } from './point-layers.server.ts';

export type ClustersRequest = { box: Box; zoom: number; layers: MapLayerId[]; filters: SiteFilters | undefined };

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** Reads ?bbox=w,s,e,n&z=…&layers=…&<site filters>; undefined when the box or zoom is missing. */
export function parseClustersRequest(params: URLSearchParams): ClustersRequest | undefined {
  const box = parseBox(params.get('bbox'));
  const zoom = decimalNumber(params.get('z'), -1000, 1000);
  if (!box || zoom === null) return undefined;
  const state = parseMapState(params, availableLayers());
  return { box, zoom: Math.max(0, Math.min(MAX_ZOOM, zoom)), layers: state.layers, filters: state.filters };
}

export async function mapClusters(request: ClustersRequest): Promise<ClustersBody> {
  // supercluster keeps one tree per whole zoom level; MapLibre's fractional zoom shows the one below.
  const zoom = Math.floor(request.zoom);
  const body: ClustersBody = { zoom, layers: {} };
  for (const id of request.layers) {
    const layer = pointLayer(id);
    if (!layer) continue;
    const { index, points } = await clusterIndex(layer, request.filters);
    const clusters: ClusterRow[] = [];
    const singles: PointRow[] = [];
    for (const item of index.getClusters(request.box, zoom)) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      const properties = item.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
      if (properties.cluster && properties.cluster_id !== undefined) {
        const clusterId = properties.cluster_id;
        clusters.push([round(lng), round(lat), properties.point_count ?? 0, clusterId, index.getClusterExpansionZoom(clusterId)]);
      } else if (properties.i !== undefined) {
        const point = points[properties.i];
        if (point) singles.push([round(point.lng), round(point.lat), point.id, point.name]);
      }
    }
    body.layers[id] = { clusters, points: singles };
  }
  return body;
}

/** The endpoint's whole work for one request URL: the status and the JSON text to send. */
export async function clustersResponse(url: URL): Promise<{ status: number; json: string }> {
  const request = parseClustersRequest(url.searchParams);
  if (!request) return { status: 400, json: JSON.stringify({ error: 'bbox and z are required: ?bbox=west,south,east,north&z=zoom' }) };
  return { status: 200, json: JSON.stringify(await mapClusters(request)) };
}
