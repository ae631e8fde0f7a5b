// The list beside the map: the server's first list, then whatever area, filters and page the
// visitor asks for, fetched a moment after they stop asking.
import { useEffect, useState } from 'react';
import type { ListTarget } from './explorer-state.ts';
import { formatBox } from '../../lib/geo-box.ts';
import type { SitesInView } from './map-api.ts';
import type { MapLayerId } from '../../lib/map/map-view.ts';
import { mapStateToSearchParams } from './map-state.ts';

const LIST_DELAY_MS = 250;

export function useSiteList(first: SitesInView, target: ListTarget | null, available: readonly MapLayerId[]): { list: SitesInView; loading: boolean } {
  const [list, setList] = useState(first);
  const [loading, setLoading] = useState(false);
  // The list is of dive sites whatever layers are shown, so layers stay out of the request.
  const query = target ? `${mapStateToSearchParams({ view: target.view, layers: available, filters: target.filters, page: target.page }, available)}&bbox=${formatBox(target.bounds, 5)}` : null;

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetch(`/api/map/list?${query}`, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`list: ${response.status}`);
          return response.json() as Promise<SitesInView>;
        })
        .then((body) => {
          setList(body);
          setLoading(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          console.warn(error);
          setLoading(false);
        });
    }, LIST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return { list, loading };
}
