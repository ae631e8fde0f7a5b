// "Use my location" for the listing form: fills the latitude and longitude fields from the
// browser's position. Shown only where the browser can do it (it needs JavaScript).
import { useState } from 'react';
import { useT } from '../../../lib/use-translation.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

export function LocateButton({ latId, lngId }: { latId: string; lngId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle');
  if (!hydrated || typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        onClick={() => {
          setState('busy');
          navigator.geolocation.getCurrentPosition(
            (position) => {
              const lat = document.getElementById(latId) as HTMLInputElement | null;
              const lng = document.getElementById(lngId) as HTMLInputElement | null;
              // Five decimals is about a metre: as precise as a phone's position gets.
              if (lat) lat.value = position.coords.latitude.toFixed(5);
              if (lng) lng.value = position.coords.longitude.toFixed(5);
              // As if typed: the pin on the form's map follows the fields.
              lng?.dispatchEvent(new Event('input', { bubbles: true }));
              setState('done');
            },
            () => setState('failed'),
            { enableHighAccuracy: true, timeout: 15_000 },
          );
        }}
      >
        {t('sites.filters.useMyLocation')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'busy' ? t('sites.filters.locating') : state === 'failed' ? t('sites.filters.locationFailed') : state === 'done' ? t('sites.form.locationFilled') : ''}
      </span>
    </div>
  );
}
