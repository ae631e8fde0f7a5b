// The map of a member's dives: the site's basemap (createBasemap) with a circle for each place dived,
// sized by how many dives, and a popup that names the place and links to its dives. Loaded with
// import() by components/dive-map.tsx, so MapLibre is fetched on the map page only.
import { LngLatBounds, Popup } from 'maplibre-gl';
import { createBasemap, type MapStyleChoice } from '../../lib/map/basemap.client.ts';

export type DiveMapPlace = { key: string; name: string; lat: number; lng: number; dives: number; href: string; label: string };

export type DiveMapOptions = {
  container: HTMLElement;
  style: MapStyleChoice;
  controls: Record<string, string>;
  attribution: string;
  places: DiveMapPlace[];
};

const SOURCE = 'dive-places';

export function createDiveMap(options: DiveMapOptions): { destroy(): void } {
  const { places } = options;
  const bounds = new LngLatBounds();
  for (const place of places) bounds.extend([place.lng, place.lat]);
  const map = createBasemap({
    container: options.container,
    style: options.style,
    controls: options.controls,
    attribution: options.attribution,
    ...(places.length ? { bounds } : { center: [20, 15] as [number, number], zoom: 0.6 }),
  });
  map.on('load', () => {
    map.addSource(SOURCE, {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: places.map((place, index) => ({ type: 'Feature', id: index, geometry: { type: 'Point', coordinates: [place.lng, place.lat] }, properties: { index, dives: place.dives } })),
      },
    });
    map.addLayer({
      id: SOURCE,
      type: 'circle',
      source: SOURCE,
      paint: {
        'circle-color': '#0369a1',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
        'circle-radius': ['interpolate', ['linear'], ['get', 'dives'], 1, 6, 20, 14, 100, 20],
      },
    });
    map.on('click', SOURCE, (event) => {
      const index = Number(event.features?.[0]?.properties?.index);
      const place = places[index];
      if (!place) return;
      const body = document.createElement('div');
      const link = document.createElement('a');
      link.href = place.href;
      link.textContent = place.name;
      link.className = 'font-semibold text-sky-800 underline';
      const count = document.createElement('p');
      count.textContent = place.label;
      body.append(link, count);
      new Popup({ closeButton: true }).setLngLat([place.lng, place.lat]).setDOMContent(body).addTo(map);
    });
    map.on('mouseenter', SOURCE, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', SOURCE, () => (map.getCanvas().style.cursor = ''));
  });
  return { destroy: () => map.remove() };
}
