// The strings every map of the site gives MapLibre: its controls in the visitor's language and the
// basemap credits (where the map data comes from, and under which licence). Needs the 'map' message
// catalogue on the page.
import type { Translator } from '../i18n.ts';

export function basemapLabels(t: Translator, title: string): { controls: Record<string, string>; attribution: string } {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    controls: {
      'Map.Title': title,
      'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
      'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
      'NavigationControl.ResetBearing': t('map.controls.resetNorth'),
      'AttributionControl.ToggleAttribution': t('map.controls.attribution'),
      'ScaleControl.Meters': 'm',
      'ScaleControl.Kilometers': 'km',
    },
    attribution: [
      `${escape(t('map.attribution.coast'))}: ${escape(t('map.attribution.osm', { osm: 'OpenStreetMap' })).replace('OpenStreetMap', '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>')}, <a href="https://github.com/simonepri/geo-maps">geo-maps</a> (${escape(t('map.attribution.odbl'))})`,
      `${escape(t('map.attribution.outlines'))}: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (${escape(t('map.attribution.publicDomain'))}), <a href="https://github.com/topojson/world-atlas">world-atlas</a> (${escape(t('map.attribution.isc'))})`,
      `${escape(t('map.attribution.towns'))}: <a href="https://www.geonames.org/">GeoNames</a> (${escape(t('map.attribution.ccBy'))})`,
    ].join(' · '),
  };
}

