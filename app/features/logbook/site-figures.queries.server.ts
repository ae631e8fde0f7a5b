// A site's figures from the dives logged there, as its page shows them: for water temperature,
// visibility and current, the minimum, median and maximum of each month and of the whole year, with
// the number of dives behind each. One indexed read of at most 39 rows (dive-figures.server.ts keeps
// them), whatever the number of dives. Anonymous: nothing here names a dive or a diver.
import { sql } from 'drizzle-orm';
import { db } from '../../lib/db.server.ts';
import { SITE_DIVE_MEASURES, type SiteDiveMeasure } from '../../../db/schema/logbook.ts';

/** SI units: °C, metres; the current as its level in DIVE_CURRENTS (0 none … 3 strong). */
export type FigureRange = { min: number; median: number; max: number; dives: number };

/** `months[0]` is January; null where no counted dive gave a value that month. */
export type MeasureFigures = { year: FigureRange | null; months: Array<FigureRange | null> };

export type SiteDiveFigures = Record<SiteDiveMeasure, MeasureFigures>;

const emptyMeasure = (): MeasureFigures => ({ year: null, months: Array.from({ length: 12 }, () => null) });

/** The site's figures, or null while no counted dive gave any value there. */
export async function getSiteDiveFigures(siteId: number): Promise<SiteDiveFigures | null> {
  const { rows } = await db().execute<FigureRange & { measure: SiteDiveMeasure; month: number }>(sql`
    select measure, month, min, median, max, dives from site_dive_figure where site_id = ${siteId}`);
  if (!rows.length) return null;
  const figures = Object.fromEntries(SITE_DIVE_MEASURES.map((measure) => [measure, emptyMeasure()])) as SiteDiveFigures;
  for (const { measure, month, ...range } of rows) {
    const entry = figures[measure];
    if (!entry) continue;
    if (month === 0) entry.year = range;
    else entry.months[month - 1] = range;
  }
  return figures;
}
