// The position of a pin placed on a map, to and from the latitude and longitude fields of a form.
// Typed the way the listing form's server reads them: decimal degrees, with "." or ",".
import type { LatLng } from '../geo.ts';

const RANGE = { lat: 90, lng: 180 } as const;
/** Five decimals is about a metre: finer than anyone can click. */
const DECIMALS = 5;

/** The typed value of one field, or null when it is empty, not a number, or out of range. */
export function parseCoordinate(text: string, axis: 'lat' | 'lng'): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= RANGE[axis] ? value : null;
}

export function positionFromFields(lat: string, lng: string): LatLng | null {
  const latitude = parseCoordinate(lat, 'lat');
  const longitude = parseCoordinate(lng, 'lng');
  return latitude === null || longitude === null ? null : { lat: latitude, lng: longitude };
}

/**
 * What goes into the fields for a point picked on the map: rounded, the longitude brought back
 * into -180..180 (a map scrolled round the world gives 190 for -170), and no "-0".
 */
export function fieldsFromPosition(position: LatLng): { lat: string; lng: string } {
  const lng = ((((position.lng + 180) % 360) + 360) % 360) - 180;
  const lat = Math.max(-90, Math.min(90, position.lat));
  const format = (value: number) => {
    const text = value.toFixed(DECIMALS);
    return Number(text) === 0 ? (0).toFixed(DECIMALS) : text;
  };
  return { lat: format(lat), lng: format(lng === -180 && position.lng > 0 ? 180 : lng) };
}
