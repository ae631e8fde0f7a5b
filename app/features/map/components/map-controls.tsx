// Small controls laid over the map: the layer switches and "locate me".
import type { LocateState } from '~/lib/use-geolocation.ts';
import { useT } from '~/lib/use-translation.ts';
import type { MapLayerId } from '../../../lib/map/map-view.ts';

export function LayerToggles({ available, shown, onChange }: { available: readonly MapLayerId[]; shown: readonly MapLayerId[]; onChange: (layers: MapLayerId[]) => void }) {
  const t = useT();
  return (
    <fieldset className="pointer-events-auto rounded-xl bg-white/95 px-3 py-2 shadow-md ring-1 ring-slate-200" data-testid="map-layers">
      <legend className="sr-only">{t('map.layers.title')}</legend>
      {available.map((layer) => (
        <label key={layer} className="flex items-center gap-2 py-0.5 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={shown.includes(layer)}
            onChange={(event) => onChange(event.target.checked ? available.filter((id) => id === layer || shown.includes(id)) : shown.filter((id) => id !== layer))}
            className="h-4 w-4 accent-sky-700"
          />
          <span aria-hidden="true" className={layer === 'sites' ? 'h-3 w-3 rounded-full bg-sky-600 ring-2 ring-white' : 'h-3 w-3 rounded-sm bg-orange-600 ring-2 ring-white'} />
          {t(`map.layers.${layer}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function LocateButton({ state, onLocate }: { state: LocateState; onLocate: () => void }) {
  const t = useT();
  return (
    <div className="pointer-events-auto flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={onLocate}
        disabled={state === 'busy'}
        className="flex items-center gap-2 rounded-full bg-white/95 px-3 py-2 text-sm font-semibold text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-white disabled:opacity-70"
      >
        <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
        </svg>
        {state === 'busy' ? t('map.locate.busy') : t('map.locate.button')}
      </button>
      <p role="status" aria-live="polite" className={state === 'failed' || state === 'denied' ? 'max-w-56 rounded-lg bg-white/95 px-2 py-1 text-xs text-slate-800 shadow' : 'sr-only'}>
        {state === 'denied' ? t('map.locate.denied') : state === 'failed' ? t('map.locate.failed') : ''}
      </p>
    </div>
  );
}
