// In-memory cluster indexes (supercluster) of each point layer, so a map request is answered
// without touching the database. Each app server builds its own from the database. When the change
// feed (app/lib/change-feed.server.ts) says the layer's table changed, on this server or another,
// the next request starts a check in the background: if the layer's version (bumped by a trigger in
// the same transaction as the change, see the migration "map_point_versions") moved on, the index is
// rebuilt; filtered views are dropped in either case, since any column may feed a filter.
import { sql } from 'drizzle-orm';
import Supercluster from 'supercluster';
import { changeStamp } from '../../lib/change-feed.server.ts';
import { db } from '../../lib/db.server.ts';
import { logger, runtimeScoped } from '../../lib/runtime.server.ts';
import type { SiteFilters } from '../sites/site-filters.ts';
import { mapFilterParams } from './map-state.ts';
import type { MapPoint, PointLayer } from './point-layers.server.ts';

/** Filtered views kept per layer, the least recently used dropped first. */
const FILTERED_INDEX_LIMIT = 16;

/** Clustering radius in screen pixels. */
export const CLUSTER_RADIUS_PX = 60;
/**
 * The last zoom that groups points. Divers choose a site at zoom 12 to 14, where neighbouring sites
 * are often a few hundred metres apart (the Blue Hole and The Bells at Dahab: 256 m, 15 pixels at
 * zoom 12): from zoom 12 every site has its own pin and its name beside it.
 */
export const CLUSTER_MAX_ZOOM = 11;

export type PointProps = { i: number };
export type ClusterIndex = { index: Supercluster<PointProps>; points: MapPoint[] };
/**
 * The index of what the map shows with no filter (every point but those off by default: dive sites
 * closed to scuba), every point of the layer (`all`, which filtered views pick from), and the views.
 */
type Built = ClusterIndex & { all: MapPoint[]; version: string; filtered: Map<string, Promise<ClusterIndex>> };
/** `heard`: the change feed's stamp of the layer's table when the index was last checked. */
type LayerState = { built?: Built; refreshing?: Promise<Built>; heard?: string };

const STATES = Symbol('cluster indexes');
/** Each layer's state, on this runtime's database. */
const layerStates = () => runtimeScoped(STATES, () => new Map<string, LayerState>());

export function buildClusterIndex(points: MapPoint[]): ClusterIndex {
  const index = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM, extent: 512, nodeSize: 64 });
  index.load(points.map((point, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })));
  return { index, points };
}

async function layerVersion(table: string): Promise<string> {
  const { rows } = await db().execute<{ version: string | null }>(
    sql`select value ->> 'version' as version from app_meta where key = ${`map_points:${table}`}`,
  );
  return rows[0]?.version ?? '0';
}

async function refresh(layer: PointLayer, state: LayerState): Promise<Built> {
  // The stamp and the version are read before the points: a change landing in between only causes
  // one more check.
  const heard = changeStamp(layer.table);
  const version = await layerVersion(layer.table);
  if (state.built && state.built.version === version) {
    state.built.filtered.clear();
    state.heard = heard;
    return state.built;
  }
  const all = await layer.loadPoints();
  const built: Built = { ...buildClusterIndex(all.some((point) => point.offByDefault) ? all.filter((point) => !point.offByDefault) : all), all, version, filtered: new Map() };
  state.built = built;
  state.heard = heard;
  return built;
}

/**
 * The layer's full index. Once there is one, requests never wait: after a change the first of them
 * starts a check in the background, and a rebuild if the layer's version moved on (a few seconds for
 * 100,000 points), while the others keep using the current index.
 */
function layerIndex(layer: PointLayer): Promise<Built> {
  const states = layerStates();
  let state = states.get(layer.id);
  if (!state) {
    state = {};
    states.set(layer.id, state);
  }
  const owner = state;
  const start = () =>
    (owner.refreshing ??= refresh(layer, owner).finally(() => {
      owner.refreshing = undefined;
    }));
  if (!owner.built) return start();
  if (changeStamp(layer.table) !== owner.heard && !owner.refreshing) {
    start().catch((error: unknown) => logger().error({ err: error, layer: layer.id }, 'map: cluster index refresh failed'));
  }
  return Promise.resolve(owner.built);
}

/** Starts building every layer's index without waiting (the map page does this while it renders). */
export function warmClusterIndexes(layers: readonly PointLayer[]): void {
  for (const layer of layers) layerIndex(layer).catch((error: unknown) => logger().error({ err: error, layer: layer.id }, 'map: cluster index build failed'));
}

/** Waits for a refresh in progress, if any (tests that change data and then look at the map). */
export async function settleClusterIndexes(): Promise<void> {
  await Promise.all([...layerStates().values()].map((state) => state.refreshing?.catch(() => undefined)));
}

/** The index for a layer under the given filters (the full index when nothing narrows it). */
export async function clusterIndex(layer: PointLayer, filters: SiteFilters | undefined): Promise<ClusterIndex> {
  const full = await layerIndex(layer);
  if (!filters || !layer.matchingIds) return full;
  const key = mapFilterParams(filters).toString();
  if (!key) return full;
  const cached = full.filtered.get(key);
  if (cached) {
    // Map iteration order is insertion order: re-inserting marks the entry as recently used.
    full.filtered.delete(key);
    full.filtered.set(key, cached);
    return cached;
  }
  const matching = layer.matchingIds;
  const built = matching(filters).then((ids) => buildClusterIndex(full.all.filter((point) => ids.has(point.id))));
  full.filtered.set(key, built);
  built.catch(() => full.filtered.delete(key));
  while (full.filtered.size > FILTERED_INDEX_LIMIT) {
    const oldest = full.filtered.keys().next().value;
    if (oldest === undefined) break;
    full.filtered.delete(oldest);
  }
  return built;
}

/** Every point of a layer held in memory (for place search boxes: a closed site is found by its name). */
export async function layerPoints(layer: PointLayer): Promise<MapPoint[]> {
  return (await layerIndex(layer)).all;
}

/** Forgets every index (tests that rebuild the database under a running process). */
export function resetClusterIndexes(): void {
  layerStates().clear();
}
