// Which basemap the browser's maps draw: ours, or the style MAP_STYLE_URL names.
import { getRuntime } from '../../lib/runtime.server.ts';
import { BASEMAP_VERSION } from './basemap.server.ts';
import { LAND_VERSION } from '../../lib/land-store-folder.server.ts';
import { TOWNS_VERSION } from './towns.server.ts';
import type { MapStyleChoice } from '../../lib/map/basemap.client.ts';

export function mapStyleChoice(): MapStyleChoice {
  const styleUrl = getRuntime().config.MAP_STYLE_URL;
  return styleUrl ? { kind: 'url', url: styleUrl, basemapVersion: BASEMAP_VERSION } : { kind: 'builtin', basemapVersion: BASEMAP_VERSION, landVersion: LAND_VERSION, townsVersion: TOWNS_VERSION };
}
