// The map's markers: the clusters and points of the layers in view, fetched for a margin around the
// view so that small pans need no new request, and handed to the map engine.
import { useEffect, useRef } from 'react';
import type { SiteFilters } from '../sites/site-filters.ts';
import type { Shown } from './explorer-state.ts';
import { boxContains, formatBox, lngSpan, padBox, type Box } from '../../lib/geo-box.ts';
import type { ClustersBody } from './map-api.ts';
import type { MapEngine } from './map-engine.client.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import { mapFilterParams } from './map-state.ts';

const CLUSTER_MARGIN = 0.3;

export function useClusters(engine: MapEngine | null, shown: Shown | null, layers: MapLayerId[], filters: SiteFilters) {
  // Layers and filters as strings: a new array or object with the same content asks for nothing new.
  const layerList = layers.join(',');
  const filterQuery = mapFilterParams(filters).toString();
  const last = useRef<{ box: Box; zoom: number; query: string } | null>(null);

  useEffect(() => {
    if (!engine || !shown) return;
    if (!layerList) {
      engine.clearClusters();
      last.current = null;
      return;
    }
    const query = `${layerList}|${filterQuery}`;
    const zoom = Math.floor(shown.view.zoom);
    const previous = last.current;
    const [west, south, east, north] = shown.bounds;
    const covered =
      previous &&
      previous.query === query &&
      previous.zoom === zoom &&
      (lngSpan(previous.box) >= 360 || (boxContains(previous.box, west, south) && boxContains(previous.box, east, north) && lngSpan(shown.bounds) <= lngSpan(previous.box)));
    if (covered) return;
    const box = padBox(shown.bounds, CLUSTER_MARGIN, 0);
    const controller = new AbortController();
    const params = new URLSearchParams({ bbox: formatBox(box, 4), z: String(zoom), layers: layerList });
    for (const [key, value] of new URLSearchParams(filterQuery)) params.append(key, value);
    fetch(`/api/map/clusters?${params}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`clusters: ${response.status}`);
        return response.json() as Promise<ClustersBody>;
      })
      .then((body) => {
        last.current = { box, zoom, query };
        engine.setClusters(body);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.warn(error);
      });
    return () => controller.abort();
  }, [engine, shown, layerList, filterQuery]);
}
