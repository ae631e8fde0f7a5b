// The listing form's map: click it or drag the pin and the latitude and longitude fields are filled
// in; type in the fields and the pin follows. The fields stay the way to give the position without
// JavaScript or a pointer, so the map appears only in a browser that has run the page's script.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/use-translation.ts';
import { basemapLabels } from '../../../lib/map/basemap-labels.ts';
import type { MapStyleChoice } from '../../../lib/map/basemap.client.ts';
import { fieldsFromPosition, positionFromFields } from '../../../lib/map/pin-position.ts';
import type { PinPicker as PinPickerEngine } from '../../../lib/map/pin-picker.client.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

function fieldValue(id: string): string {
  return (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
}

export function PinPicker({ latId, lngId, style }: { latId: string; lngId: string; style: MapStyleChoice }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <PinPickerMap latId={latId} lngId={lngId} style={style} />;
}

function PinPickerMap({ latId, lngId, style }: { latId: string; lngId: string; style: MapStyleChoice }) {
  const t = useT();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [placed, setPlaced] = useState<{ lat: string; lng: string } | null>(null);
  // The strings are read once, when the map starts: the form does not change language in place.
  const labels = useRef(basemapLabels(t, t('sites.form.pinMap.label')));
  const styleChoice = useRef(style);

  useEffect(() => {
    let picker: PinPickerEngine | undefined;
    let cancelled = false;
    const lat = document.getElementById(latId) as HTMLInputElement | null;
    const lng = document.getElementById(lngId) as HTMLInputElement | null;
    const follow = () => picker?.setPosition(positionFromFields(fieldValue(latId), fieldValue(lngId)));
    lat?.addEventListener('input', follow);
    lng?.addEventListener('input', follow);
    import('../../../lib/map/pin-picker.client.ts')
      .then(({ createPinPicker }) => {
        if (cancelled || !container.current) return;
        picker = createPinPicker({
          container: container.current,
          style: styleChoice.current,
          ...labels.current,
          position: positionFromFields(fieldValue(latId), fieldValue(lngId)),
          onPick(position) {
            const fields = fieldsFromPosition(position);
            if (lat) lat.value = fields.lat;
            if (lng) lng.value = fields.lng;
            setPlaced(fields);
          },
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        // Without WebGL MapLibre cannot start; the fields still take the position.
        console.error(error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      lat?.removeEventListener('input', follow);
      lng?.removeEventListener('input', follow);
      picker?.destroy();
    };
  }, [latId, lngId]);

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('sites.form.pinMap.hint')}
      </p>
      <div className="relative h-72 overflow-hidden rounded-xl border border-slate-300 bg-[#cde9f6]">
        <div ref={container} className="h-full w-full" data-testid="pin-map" data-status={status} />
        {status !== 'ready' ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center">
            <p className="max-w-xs rounded-xl bg-white/90 px-4 py-3 text-sm text-slate-700 shadow">{t(status === 'failed' ? 'sites.form.pinMap.failed' : 'sites.form.pinMap.loading')}</p>
          </div>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {placed ? t('sites.form.pinMap.placed', { lat: placed.lat, lng: placed.lng }) : ''}
      </p>
    </div>
  );
}
