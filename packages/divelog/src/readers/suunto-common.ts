// What Suunto's SML (DM5) and the Suunto app's JSON write alike: a gas as fractions of oxygen and helium with
// its tank's size in cubic metres (older exports: percent and litres) and pressures in pascal, and the dive
// mode by name.
import { AIR, newCylinder } from '../draft.ts';
import type { Cylinder, DiveMode } from '../model.ts';
import { pascalToBar } from '../units.ts';

export interface SuuntoGas {
  oxygen: number | null;
  helium: number | null;
  tankSize: number | null;
  fillPa: number | null;
  startPa: number | null;
  endPa: number | null;
}

const percent = (value: number) => Math.round((value <= 1 ? value * 100 : value) * 10) / 10;
const bar = (pascal: number | null) => (pascal ? pascalToBar(pascal) : null);

export function suuntoCylinder(gas: SuuntoGas): Cylinder {
  const cylinder = newCylinder(gas.oxygen === null ? AIR : { o2Percent: percent(gas.oxygen), hePercent: percent(gas.helium ?? 0) });
  cylinder.sizeL = gas.tankSize ? (gas.tankSize < 1 ? gas.tankSize * 1000 : gas.tankSize) : null;
  cylinder.workPressureBar = bar(gas.fillPa);
  cylinder.startPressureBar = bar(gas.startPa);
  cylinder.endPressureBar = bar(gas.endPa);
  return cylinder;
}

export function suuntoMode(text: string | null): DiveMode | null {
  const mode = (text ?? '').toLowerCase();
  if (mode.includes('gauge')) return 'gauge';
  if (mode.includes('free') || mode.includes('apnea')) return 'freedive';
  if (mode.includes('ccr') || mode.includes('closed')) return 'ccr';
  return mode ? 'open-circuit' : null;
}
