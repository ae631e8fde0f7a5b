// How the page writes depths, durations, volumes and gases for a reader, in their units and language.
import type { Translator } from '~/lib/i18n.ts';
import { formatNumber, lengthToDisplay, pressureToDisplay, volumeToDisplay, type Units } from '~/lib/units.ts';
import { lengthUnitKey, pressureUnitKey, volumeUnitKey } from './unit-keys.ts';

export function formatLength(metres: number, units: Units, t: Translator, digits = 0): string {
  return `${formatNumber(lengthToDisplay(metres, units), t.locale, digits)} ${t(lengthUnitKey(units))}`;
}

export function formatVolume(litres: number, units: Units, t: Translator): string {
  const digits = units === 'metric' ? 0 : 1;
  return `${formatNumber(volumeToDisplay(litres, units), t.locale, digits)} ${t(volumeUnitKey(units))}`;
}

/** Cylinder pressure in bar or psi, to the nearest whole unit (psi to the nearest 10). */
export function formatPressure(bar: number, units: Units, t: Translator): string {
  const shown = pressureToDisplay(bar, units);
  const rounded = units === 'metric' ? Math.round(shown) : Math.round(shown / 10) * 10;
  return `${formatNumber(rounded, t.locale)} ${t(pressureUnitKey(units))}`;
}

/** "12 min" or "12 min 30 s": the planner works in whole seconds. */
export function formatDuration(seconds: number, t: Translator): string {
  const whole = Math.round(seconds);
  const min = Math.floor(whole / 60);
  const sec = whole % 60;
  if (min === 0) return t('dive-tables.duration.sec', { sec });
  return sec === 0 ? t('dive-tables.duration.min', { min }) : t('dive-tables.duration.minSec', { min, sec });
}

/**
 * Past this many minutes a computed limit says nothing useful (gas, cold and the next dive decide), and
 * a figure like "2,185 min" would only invite a misreading, so it reads "more than 300 min".
 */
export const DISPLAYED_LIMIT_CAP_MIN = 300;

/** Minutes of a no-decompression limit; Infinity or 'unlimited' reads as "unlimited". */
export function formatLimit(minutes: number | 'unlimited', t: Translator): string {
  if (minutes === 'unlimited' || !Number.isFinite(minutes)) return t('dive-tables.table.unlimited');
  if (minutes > DISPLAYED_LIMIT_CAP_MIN) return t('dive-tables.table.overCap', { min: formatNumber(DISPLAYED_LIMIT_CAP_MIN, t.locale) });
  return t('dive-tables.duration.min', { min: formatNumber(minutes, t.locale) });
}

/** "Air", "EAN32", "Oxygen", "Trimix 18/45". */
export function gasLabel(fO2: number, t: Translator, fHe = 0): string {
  const o2 = Math.round(fO2 * 100);
  const he = Math.round(fHe * 100);
  if (he > 0) return t('dive-tables.gas.trimix', { o2, he });
  if (o2 === 100) return t('dive-tables.gas.oxygen');
  return o2 === 21 ? t('dive-tables.gas.air') : t('dive-tables.gas.nitrox', { o2 });
}

/** A limit not to pass (a maximum operating depth): rounded down in the reader's units, never up. */
export function formatLengthLimit(metres: number, units: Units, t: Translator): string {
  return `${formatNumber(Math.floor(lengthToDisplay(metres, units) + 1e-9), t.locale)} ${t(lengthUnitKey(units))}`;
}
