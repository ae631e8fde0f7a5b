// The card of the selected marker, fetched when the selection changes.
import { useEffect, useState } from 'react';
import type { Selected } from './explorer-state.ts';
import type { MapCard } from './map-api.ts';

export type CardState = { data: MapCard | null; failed: boolean };

export function useMapCard(selected: Selected | null): CardState | null {
  const key = selected ? `${selected.layer}/${selected.id}` : null;
  const [loaded, setLoaded] = useState<(CardState & { key: string }) | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch(`/api/map/card/${key}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`card: ${response.status}`);
        return response.json() as Promise<MapCard>;
      })
      .then((data) => setLoaded({ key, data, failed: false }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setLoaded({ key, data: null, failed: true });
      });
    return () => controller.abort();
  }, [key]);

  if (!key) return null;
  return loaded?.key === key ? loaded : { data: null, failed: false };
}
