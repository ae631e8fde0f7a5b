// A dive's part in its site's anonymous figures (water temperature by month, visibility, current). The
// logbook's writes call these inside their transaction: `uncountDive` before a dive changes or goes,
// with the row as it was, and `countDive` once it is written, so the figures always match the dives.
// Whether a dive counts is `countsInSiteFigures` (logbook.policy.ts); `dive.in_site_figures` records
// whether it is counted now. The counting itself belongs with the sites' conditions from dives, which
// fill site_dive_figure_count and site_dive_figure; until then a dive changes no figure.
import type { Transaction } from '../../lib/db.server.ts';

/** Takes the dive's values out of its site's figures, if they are counted. */
export async function uncountDive(_tx: Transaction, _diveId: number): Promise<void> {}

/** Adds the dive's values to its site's figures, if it counts. */
export async function countDive(_tx: Transaction, _diveId: number): Promise<void> {}

/** After the member changes whether their private dives count: each of their dives counted again, or not. */
export async function recountMemberDives(_tx: Transaction, _memberId: string): Promise<void> {}
