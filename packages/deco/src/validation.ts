// Input checks shared by the API and the CLI. Every failure throws a DecoInputError whose message names the
// offending field, so a form or a terminal can show it as is.
import { MAX_DEPTH_M } from './constants.ts';
import type { Gas } from './gases.ts';

export class DecoInputError extends Error {
  /** Where the problem is, e.g. "segments[1].toDepthM" or "options.gfLow"; empty for the input as a whole. */
  readonly path: string;

  constructor(path: string, message: string) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'DecoInputError';
    this.path = path;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectRecord(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new DecoInputError(path, 'must be an object');
  return value;
}

export function rejectUnknownKeys(value: Record<string, unknown>, known: readonly string[], path: string, what: string): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      throw new DecoInputError(path, `unknown ${what} "${key}" (expected one of: ${known.join(', ')})`);
    }
  }
}

export function expectNumber(value: unknown, path: string, min: number, max: number, unit = ''): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DecoInputError(path, 'must be a finite number');
  }
  if (value < min || value > max) {
    const suffix = unit ? ` ${unit}` : '';
    throw new DecoInputError(path, `must be between ${min} and ${max}${suffix} (got ${value})`);
  }
  return value;
}

export function expectInteger(value: unknown, path: string, min: number, max: number): number {
  const n = expectNumber(value, path, min, max);
  if (!Number.isInteger(n)) throw new DecoInputError(path, `must be a whole number (got ${n})`);
  return n;
}

export function expectDepth(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DecoInputError(path, 'depth must be a finite number of metres');
  }
  if (value < 0) throw new DecoInputError(path, `depth must not be negative (got ${value} m)`);
  if (value > MAX_DEPTH_M) {
    throw new DecoInputError(path, `depth must be at most ${MAX_DEPTH_M} m (got ${value} m)`);
  }
  return value;
}

// Fractions typed as 0.79 + 0.21 can add to 1.0000000000000002; that is not a mistake worth rejecting.
const FRACTION_SLACK = 1e-9;

export function validateGas(value: unknown, path: string): Gas {
  const record = expectRecord(value, path);
  rejectUnknownKeys(record, ['fO2', 'fHe'], path, 'gas field');
  if (record.fO2 === undefined) throw new DecoInputError(`${path}.fO2`, 'is required');
  const fO2 = expectNumber(record.fO2, `${path}.fO2`, 0, 1);
  if (fO2 <= 0) throw new DecoInputError(`${path}.fO2`, 'must be greater than 0');
  const fHe = record.fHe === undefined ? 0 : expectNumber(record.fHe, `${path}.fHe`, 0, 1);
  if (fO2 + fHe > 1 + FRACTION_SLACK) {
    throw new DecoInputError(path, `fO2 + fHe must not exceed 1 (got ${fO2} + ${fHe} = ${round(fO2 + fHe, 6)})`);
  }
  return { fO2, fHe };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
