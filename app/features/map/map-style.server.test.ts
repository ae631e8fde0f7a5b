import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/env.server.ts';
import { installRuntime, type Runtime } from '../../lib/runtime.server.ts';
import { LAND_VERSION } from '../../lib/land-store-folder.server.ts';
import { mapStyleChoice } from './map-style.server.ts';
import { TOWNS_VERSION } from './towns.server.ts';

function withConfig(env: Record<string, string>) {
  installRuntime({ config: loadConfig(env) } as Runtime);
}

describe('which basemap the maps draw', () => {
  afterEach(() => withConfig({}));

  it('is the built-in one by default, with the detailed land of the prepared version and the town names', () => {
    withConfig({});
    expect(mapStyleChoice()).toMatchObject({ kind: 'builtin', landVersion: LAND_VERSION, townsVersion: TOWNS_VERSION });
    expect(TOWNS_VERSION).toMatch(/^310-\d+$/);
    expect(LAND_VERSION).toMatch(/^060-\d+$/);
  });

  it('is a hosted OpenStreetMap style when one setting names it', () => {
    withConfig({ MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' });
    expect(mapStyleChoice()).toMatchObject({ kind: 'url', url: 'https://tiles.openfreemap.org/styles/liberty' });
  });
});
