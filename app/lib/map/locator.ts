// The static locator map, as locator-map.server.ts lays it out and app/ui/locator-map.tsx draws it.

/** A dive centre (numbered disc), a dive site (diamond, or numbered disc with a label), or the pin of the page's own site. */
export type LocatorMarkerKind = 'center' | 'site' | 'pin';
export type LocatorMarker = { x: number; y: number; label: string; kind: LocatorMarkerKind };
export type Locator = {
  width: number;
  height: number;
  land: string;
  markers: LocatorMarker[];
  origin: { x: number; y: number } | null;
  /** Kilometres on the ground per unit of the drawing, for a scale bar (the same across and down). */
  kmPerUnit: number;
};
