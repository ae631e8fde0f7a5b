// "Use my location" for the listing form: fills the latitude and longitude fields from the
// browser's position. Shown only where the browser can do it (it needs JavaScript).
import { useT } from '../../../lib/use-translation.ts';
import { useGeolocation } from '~/lib/use-geolocation.ts';

export function LocateButton({ latId, lngId }: { latId: string; lngId: string }) {
  const t = useT();
  const { canLocate, state, locate } = useGeolocation({ enableHighAccuracy: true, timeout: 15_000 });
  if (!canLocate) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        onClick={() =>
          locate((coords) => {
            const lat = document.getElementById(latId) as HTMLInputElement | null;
            const lng = document.getElementById(lngId) as HTMLInputElement | null;
            // Five decimals is about a metre: as precise as a phone's position gets.
            if (lat) lat.value = coords.latitude.toFixed(5);
            if (lng) lng.value = coords.longitude.toFixed(5);
            // As if typed: the pin on the form's map follows the fields.
            lng?.dispatchEvent(new Event('input', { bubbles: true }));
            return 'done';
          })
        }
      >
        {t('sites.filters.useMyLocation')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'busy' ? t('sites.filters.locating') : state === 'failed' || state === 'denied' ? t('sites.filters.locationFailed') : state === 'done' ? t('sites.form.locationFilled') : ''}
      </span>
    </div>
  );
}
