// Published no-decompression limits on air, shown beside the computed table for comparison. Facts
// transcribed from shared/reference/published-ndl-tables.json, with the sources that file names.
import { metresToFeet } from '~/lib/units.ts';

export type PublishedTable = {
  id: 'padi' | 'navy';
  /** Depth unit of the published rows: metres, feet, or feet of sea water. */
  depthUnit: 'm' | 'ft' | 'fsw';
  /** Minutes of bottom time by tabulated depth; null where the table says "unlimited". */
  limits: ReadonlyMap<number, number | null>;
  sources: readonly { label: string; url: string | null }[];
};

/**
 * PADI Recreational Dive Planner, Table 1 (metric), DSAT. Bottom time from the start of the descent to the
 * start of the ascent. The card footnotes its 10 m row as 10.5 m actual.
 */
export const PADI_RDP_METRIC: PublishedTable = {
  id: 'padi',
  depthUnit: 'm',
  limits: new Map<number, number | null>([
    [10, 219],
    [12, 147],
    [14, 98],
    [16, 72],
    [18, 56],
    [20, 45],
    [22, 37],
    [25, 29],
    [30, 20],
    [35, 14],
    [40, 9],
    [42, 8],
  ]),
  sources: [
    { label: 'PADI Recreational Dive Planner, Table 1 (metric), text scan of the card', url: 'https://pdfcoffee.com/padi-rdp-table-rdp-table-met-4-pdf-free.html' },
  ],
};

/**
 * PADI Recreational Dive Planner, Table 1 (imperial), DSAT: its own rows in feet, which are not the metric
 * card's rows converted (60 ft reads 55 minutes, where the metric card's 18 m row reads 56 and its 20 m row
 * 45). Bottom time from the start of the descent to the start of the ascent.
 */
export const PADI_RDP_IMPERIAL: PublishedTable = {
  id: 'padi',
  depthUnit: 'ft',
  limits: new Map<number, number | null>([
    [35, 205],
    [40, 140],
    [50, 80],
    [60, 55],
    [70, 40],
    [80, 30],
    [90, 25],
    [100, 20],
    [110, 16],
    [120, 13],
    [130, 10],
    [140, 8],
  ]),
  sources: [
    { label: 'Scuba Toronto: how to use the PADI Recreational Dive Planner (60 ft, 55 minutes, Table 1)', url: 'http://www.scubatoronto.com/howpadi.asp' },
    {
      label: 'Imperial card transcribed in two unrelated open-source dive-table programs found by code search (identical rows, 35 to 140 ft)',
      url: null,
    },
  ],
};

/** The PADI card a reader of these units would hold. */
export function padiTableFor(units: 'metric' | 'imperial'): PublishedTable {
  return units === 'metric' ? PADI_RDP_METRIC : PADI_RDP_IMPERIAL;
}

/**
 * U.S. Navy Diving Manual Revision 7 (SS521-AG-PRO-010, 2016), Table 9-7, no-decompression limits for air.
 * Bottom time from leaving the surface to leaving the bottom; descent 75 fsw/min, ascent 30 fsw/min.
 */
export const US_NAVY_REV7_AIR: PublishedTable = {
  id: 'navy',
  depthUnit: 'fsw',
  limits: new Map<number, number | null>([
    [10, null],
    [15, null],
    [20, null],
    [25, 1102],
    [30, 371],
    [35, 232],
    [40, 163],
    [45, 125],
    [50, 92],
    [55, 74],
    [60, 63],
    [70, 48],
    [80, 39],
    [90, 33],
    [100, 25],
    [110, 20],
    [120, 15],
    [130, 12],
    [140, 10],
    [150, 8],
    [160, 7],
    [170, 6],
    [180, 6],
    [190, 5],
  ]),
  sources: [
    { label: 'U.S. Navy Diving Manual, Revision 7 (2016), Table 9-7', url: null },
    { label: 'Transcription: Melon-Robotics/melon-wiki, USN_AIR_DIVE_TABLES.md', url: 'https://github.com/Melon-Robotics/melon-wiki/blob/db472bd324265c3da3c051765d822939320cb624/USN_AIR_DIVE_TABLES.md' },
    { label: 'Transcription: RonaldCrb/diving-decompression-ts, usnavy-nodeco-rev7.ts', url: 'https://github.com/RonaldCrb/diving-decompression-ts/blob/6bb3ea97da3ad634a704f36d97c801e482c922a4/src/tables/usnavy-nodeco-rev7.ts' },
  ],
};

export type PublishedLimit = {
  /** Minutes, or null for "unlimited". */
  minutes: number | null;
  /** The tabulated depth read, in the table's own unit. */
  rowDepth: number;
  /** False when the depth asked for lies between rows and the next deeper row was read, as the tables instruct. */
  exact: boolean;
};

/**
 * The limit a diver would read from a published table for a depth in metres: the row for that depth, or the
 * next deeper row when it is not listed. Null when the depth is beyond the table.
 */
export function publishedLimit(table: PublishedTable, depthM: number): PublishedLimit | null {
  // A foot of sea water, as the Navy tables count depth, is a foot of depth.
  const depth = table.depthUnit === 'm' ? depthM : metresToFeet(depthM);
  // A hundredth of a unit of slack keeps 9.144 m from reading as just over 30 fsw.
  const rows = [...table.limits.keys()].sort((a, b) => a - b);
  const row = rows.find((r) => r >= depth - 0.01);
  if (row === undefined) return null;
  return { minutes: table.limits.get(row) ?? null, rowDepth: row, exact: Math.abs(row - depth) < 0.01 };
}
