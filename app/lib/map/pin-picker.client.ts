// The small map of the listing form: a click (or Enter, for the map's centre) puts the pin there,
// the pin can be dragged, and the form's fields move it. Loaded with import() by
// the sites' components/pin-picker.tsx, so MapLibre is fetched only once the form is on screen.
import { Marker, type LngLat as MapLngLat } from 'maplibre-gl';
import type { LatLng } from '../geo.ts';
import { createBasemap, reducedMotion, type MapStyleChoice } from './basemap.client.ts';
import './pin-picker.css';

export type PinPickerOptions = {
  container: HTMLElement;
  style: MapStyleChoice;
  controls: Record<string, string>;
  attribution: string;
  position: LatLng | null;
  onPick: (position: LatLng) => void;
};

export type PinPicker = {
  /** Moves the pin (and the map, when the pin is out of view) to a typed position; null removes it. */
  setPosition(position: LatLng | null): void;
  destroy(): void;
};

/** Close enough to tell a reef from the next one; the member zooms in further to be exact. */
const PIN_ZOOM = 11;
const WORLD = { center: [20, 15] as [number, number], zoom: 0.6 };

export function createPinPicker(options: PinPickerOptions): PinPicker {
  const map = createBasemap({
    container: options.container,
    style: options.style,
    controls: options.controls,
    attribution: options.attribution,
    center: options.position ? [options.position.lng, options.position.lat] : WORLD.center,
    zoom: options.position ? PIN_ZOOM : WORLD.zoom,
  });
  map.getCanvasContainer().classList.add('map-picker');

  const element = document.createElement('div');
  element.className = 'map-pin';
  // The fields beside the map are the accessible way to the position; the pin only shows it.
  element.setAttribute('aria-hidden', 'true');
  element.dataset.testid = 'map-pin';
  const pin = new Marker({ element, draggable: true, anchor: 'bottom' });
  let shown = false;

  function show(position: { lng: number; lat: number }) {
    pin.setLngLat([position.lng, position.lat]);
    if (!shown) pin.addTo(map);
    shown = true;
  }

  function pick(position: MapLngLat) {
    const wrapped = position.wrap();
    show(position);
    options.onPick({ lat: wrapped.lat, lng: wrapped.lng });
  }

  if (options.position) show(options.position);
  pin.on('dragend', () => pick(pin.getLngLat()));
  map.on('click', (event) => pick(event.lngLat));
  map.getCanvas().addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    pick(map.getCenter());
  });

  return {
    setPosition(position) {
      if (!position) {
        pin.remove();
        shown = false;
        return;
      }
      show(position);
      if (!map.getBounds().contains([position.lng, position.lat])) {
        map.easeTo({ center: [position.lng, position.lat], zoom: Math.max(map.getZoom(), PIN_ZOOM - 3), duration: reducedMotion() ? 0 : 600 });
      }
    },
    destroy() {
      pin.remove();
      map.remove();
    },
  };
}
