// No-decompression table: limits for several gases over a range of depths, from one tissue state.
import { MIN_BREATHABLE_PPO2 } from './constants.ts';
import type { Gas } from './gases.ts';
import { ppO2At } from './gases.ts';
import { saturatedTissues } from './model.ts';
import { ndlFromTissues } from './ndl.ts';
import { environmentFor, resolveOptions, type DecoOptions } from './options.ts';
import { toTissues, validateState, type TissueState } from './repetitive.ts';
import { DecoInputError, expectDepth, expectRecord, rejectUnknownKeys, validateGas } from './validation.ts';

export interface NdlTableInput {
  depthsM: number[];
  gases: Gas[];
  options?: Partial<DecoOptions>;
  startState?: TissueState;
}

export interface NdlTableRow {
  depthM: number;
  /**
   * One entry per gas, in the order given: minutes (Infinity when unlimited), or null when the gas cannot be
   * used at that depth (ppO2 above maxPpO2, or too low to breathe).
   */
  ndlMin: (number | null)[];
}

export interface NdlTable {
  gases: Gas[];
  rows: NdlTableRow[];
}

const MAX_DEPTHS = 100;
const MAX_TABLE_GASES = 10;

export function noDecompressionTable(input: NdlTableInput): NdlTable {
  const record = expectRecord(input, '');
  rejectUnknownKeys(record, ['depthsM', 'gases', 'options', 'startState'], '', 'field');
  const options = resolveOptions(record.options);
  const env = environmentFor(options);
  if (!Array.isArray(record.depthsM) || record.depthsM.length === 0 || record.depthsM.length > MAX_DEPTHS) {
    throw new DecoInputError('depthsM', `must be a list of 1 to ${MAX_DEPTHS} depths`);
  }
  if (!Array.isArray(record.gases) || record.gases.length === 0 || record.gases.length > MAX_TABLE_GASES) {
    throw new DecoInputError('gases', `must be a list of 1 to ${MAX_TABLE_GASES} gases`);
  }
  const depths = record.depthsM.map((d, i) => expectDepth(d, `depthsM[${i}]`));
  const gases = record.gases.map((g, i) => validateGas(g, `gases[${i}]`));
  const start =
    record.startState === undefined
      ? saturatedTissues(env.surfaceBar)
      : toTissues(validateState(record.startState, 'startState'));
  const rows = depths.map((depthM) => ({
    depthM,
    ndlMin: gases.map((gas) => (usable(gas, depthM, options) ? ndlFromTissues(start, env, options, depthM, gas) : null)),
  }));
  return { gases, rows };

  function usable(gas: Gas, depthM: number, opts: DecoOptions): boolean {
    return ppO2At(env, gas, depthM) <= opts.maxPpO2 + 1e-9 && ppO2At(env, gas, 0) >= MIN_BREATHABLE_PPO2;
  }
}
