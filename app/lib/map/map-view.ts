// What every map of the site agrees on: a view (centre and zoom), how far it zooms, and the kinds of
// point the map page shows (each a layer of its own).

/** Every point layer the map knows; a layer appears once its data source exists (the map feature's point-layers). */
export const MAP_LAYERS = ['sites', 'centres'] as const;
export type MapLayerId = (typeof MAP_LAYERS)[number];

export type MapView = { lat: number; lng: number; zoom: number };

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 18;
