// The map itself: an empty box on the server, MapLibre in the browser once this component mounts.
// The engine module (and MapLibre with it) is fetched here, so no other page pays for it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '~/lib/use-translation.ts';
import type { Box } from '../../../lib/geo-box.ts';
import type { MapLabels, MapStyleChoice } from '../../../lib/map/basemap.client.ts';
import type { MapEngine } from '../map-engine.client.ts';
import type { MapLayerId, MapView } from '../../../lib/map/map-view.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

type MapCanvasProps = {
  style: MapStyleChoice;
  initialView: MapView | undefined;
  initialBox: Box | undefined;
  labels: MapLabels;
  onReady: (engine: MapEngine) => void;
  onViewChange: (view: MapView, bounds: Box) => void;
  onPointClick: (layer: MapLayerId, id: number) => void;
};

export function MapCanvas(props: MapCanvasProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'ready' | 'failed' | null>(null);
  const status = outcome ?? (hydrated ? 'loading' : 'idle');

  useEffect(() => {
    let engine: MapEngine | undefined;
    let cancelled = false;
    const { style, initialView, initialBox, labels } = latest.current;
    import('../map-engine.client.ts')
      .then(({ createMapEngine }) => {
        if (cancelled || !container.current) return;
        engine = createMapEngine({
          container: container.current,
          style,
          view: initialView,
          box: initialBox,
          labels,
          onViewChange: (view, bounds) => latest.current.onViewChange(view, bounds),
          onPointClick: (layer, id) => latest.current.onPointClick(layer, id),
          onError: (error) => console.warn('map:', error.message),
        });
        setOutcome('ready');
        latest.current.onReady(engine);
      })
      .catch((error: unknown) => {
        // Without WebGL MapLibre cannot start; the list still shows every site in view.
        console.error(error);
        if (!cancelled) setOutcome('failed');
      });
    return () => {
      cancelled = true;
      engine?.destroy();
    };
  }, []);

  return (
    <div className="absolute inset-0 bg-[#cde9f6]">
      {/* MapLibre makes its container position: relative, so the size comes from h-full, not inset. */}
      <div ref={container} className="h-full w-full" data-testid="map-canvas" data-status={status} />
      {status !== 'ready' ? (
        // Before hydration (and without JavaScript) this says how to do without the map. Not a
        // <noscript>: React cannot hydrate elements inside one.
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center">
          <p className="max-w-xs rounded-xl bg-white/90 px-4 py-3 text-sm text-slate-700 shadow" role={status === 'failed' ? 'alert' : undefined}>
            {status === 'failed' ? t('map.canvas.failed') : status === 'loading' ? t('map.canvas.loading') : t('map.canvas.noScript')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
