// The scale bar of the static locator map: the longest round distance (1, 2 or 5 times a power of
// ten, in the viewer's unit) whose bar still fits the space it is given.
import { KM_PER_MILE } from '~/lib/units.ts';

export type ScaleBar = {
  /** In the viewer's unit (km or mi). */
  value: number;
  /** The same distance in kilometres, for formatting. */
  km: number;
  /** Length in units of the drawing. */
  length: number;
};

export function scaleBar(kmPerUnit: number, maxLength: number, unit: 'km' | 'mi'): ScaleBar | null {
  if (!(kmPerUnit > 0) || !(maxLength > 0)) return null;
  const unitKm = unit === 'mi' ? KM_PER_MILE : 1;
  const fits = (maxLength * kmPerUnit) / unitKm;
  const power = 10 ** Math.floor(Math.log10(fits));
  const value = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= fits) ?? power;
  return { value, km: value * unitKm, length: (value * unitKm) / kmPerUnit };
}
