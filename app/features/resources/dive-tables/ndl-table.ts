// The live no-decompression table: the planner library's limits for air and two common nitrox mixes at the
// depths a reader would look up, beside the published air tables read the way their cards say to read them.
import { AIR, createEnvironment, maxOperatingDepth, noDecompressionTable, type Gas } from '@diveatlas/deco';
import { MAX_PPO2, type TableSettings } from './dive-tables.schema.ts';
import { PADI_RDP_METRIC, publishedLimit, US_NAVY_REV7_AIR, type PublishedLimit } from './published-tables.ts';
import { FOOT_M, type Units } from './units.ts';

export const TABLE_GASES: readonly { id: 'air' | 'ean32' | 'ean36'; gas: Gas }[] = [
  { id: 'air', gas: AIR },
  { id: 'ean32', gas: { fO2: 0.32, fHe: 0 } },
  { id: 'ean36', gas: { fO2: 0.36, fHe: 0 } },
];

/**
 * Depths of the rows, in the reader's units: the PADI card's metric rows, and the Navy table's rows in
 * feet, so that at least one published column reads an exact row.
 */
export const TABLE_DEPTHS: Record<Units, readonly number[]> = {
  metric: [10, 12, 14, 16, 18, 20, 22, 25, 30, 35, 40],
  imperial: [35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130],
};

export type NdlRow = {
  depthM: number;
  /** One entry per gas of TABLE_GASES: minutes, Infinity when unlimited, null beyond the gas's MOD. */
  limits: (number | null)[];
  padi: PublishedLimit | null;
  navy: PublishedLimit | null;
};

export type NdlTableView = {
  rows: NdlRow[];
  /** Maximum operating depth of each gas at MAX_PPO2 in these conditions, metres. */
  modsM: number[];
};

export function computeNdlTable(settings: TableSettings, units: Units): NdlTableView {
  const depthsM = TABLE_DEPTHS[units].map((d) => (units === 'metric' ? d : d * FOOT_M));
  const options = {
    gfLow: settings.gfLow,
    gfHigh: settings.gfHigh,
    water: settings.water,
    altitudeM: settings.altitudeM,
    maxPpO2: MAX_PPO2,
  };
  const table = noDecompressionTable({ depthsM, gases: TABLE_GASES.map((g) => g.gas), options });
  const env = createEnvironment(settings.water, settings.altitudeM);
  return {
    rows: table.rows.map((row) => ({
      depthM: row.depthM,
      limits: row.ndlMin,
      padi: publishedLimit(PADI_RDP_METRIC, row.depthM),
      navy: publishedLimit(US_NAVY_REV7_AIR, row.depthM),
    })),
    modsM: TABLE_GASES.map((g) => maxOperatingDepth(env, g.gas, MAX_PPO2)),
  };
}
