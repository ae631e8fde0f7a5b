// The map of the member's dives, drawn once the page runs in a browser; the list of places beside it
// is the way to the same dives without JavaScript, a pointer or WebGL.
import { useEffect, useRef, useState } from 'react';
import { basemapLabels } from '~/lib/map/basemap-labels.ts';
import type { MapStyleChoice } from '~/lib/map/basemap.client.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import type { DiveMapPlace } from '../dive-map.client.ts';

export function DiveMap({ places, style }: { places: DiveMapPlace[]; style: MapStyleChoice }) {
  const t = useT();
  const hydrated = useHydrated();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const start = useRef({ places, style, labels: basemapLabels(t, t('logbook.map.canvas')) });

  useEffect(() => {
    let map: { destroy(): void } | undefined;
    let cancelled = false;
    import('../dive-map.client.ts')
      .then(({ createDiveMap }) => {
        if (cancelled || !container.current) return;
        const { places: shown, style: chosen, labels } = start.current;
        map = createDiveMap({ container: container.current, style: chosen, ...labels, places: shown });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        // Without WebGL MapLibre cannot start; the list below still leads to every dive.
        console.error(error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, []);

  const message = !hydrated ? t('map.canvas.noScript') : status === 'failed' ? t('map.canvas.failed') : status === 'loading' ? t('map.canvas.loading') : null;
  return (
    <div className="relative h-[60vh] min-h-72 overflow-hidden rounded-2xl bg-[#cde9f6] ring-1 ring-slate-200">
      <div ref={container} className="h-full w-full" data-testid="dive-map" data-status={hydrated ? status : 'idle'} />
      {message ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center">
          <p className="max-w-xs rounded-xl bg-white/90 px-4 py-3 text-sm text-slate-700 shadow" role={status === 'failed' ? 'alert' : undefined}>
            {message}
          </p>
        </div>
      ) : null}
    </div>
  );
}
