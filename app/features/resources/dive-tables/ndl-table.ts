// The no-decompression table as the page shows it: the rows and gases it lists, and the figures the server
// computes for them (ndl-table.server.ts).
import type { PublishedLimit } from './published-tables.ts';
import type { Units } from '~/lib/units.ts';

export const TABLE_GASES: readonly { id: 'air' | 'ean32' | 'ean36'; fO2: number }[] = [
  { id: 'air', fO2: 0.21 },
  { id: 'ean32', fO2: 0.32 },
  { id: 'ean36', fO2: 0.36 },
];

/**
 * Depths of the rows, in the reader's units: the PADI card's metric rows, and in feet the imperial card's
 * rows, which the Navy table lists too, so that every published column reads an exact row.
 */
export const TABLE_DEPTHS: Record<Units, readonly number[]> = {
  metric: [10, 12, 14, 16, 18, 20, 22, 25, 30, 35, 40],
  imperial: [35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130],
};

/** Minutes, 'unlimited', or null beyond the gas's maximum operating depth. */
export type TableLimit = number | 'unlimited' | null;

export type NdlRow = {
  depthM: number;
  /** One entry per gas of TABLE_GASES. */
  limits: TableLimit[];
  padi: PublishedLimit | null;
  navy: PublishedLimit | null;
};

export type NdlTableView = {
  rows: NdlRow[];
  /** Maximum operating depth of each gas at MAX_PPO2 in these conditions, metres. */
  modsM: number[];
};
