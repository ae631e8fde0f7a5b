// A dive's part in its site's anonymous figures (water temperature, visibility and current, per month
// and for the whole year). The logbook's writes call these inside their transaction: `uncountDive`
// before a dive changes or goes, with the row as it was, and `countDive` once it is written, so the
// figures always match the dives. Whether a dive counts is `countsInSiteFigures` (logbook.policy.ts);
// `dive.in_site_figures` records whether it is counted now, so taking a dive out takes back exactly
// what was added.
//
// The figures are kept cheap to read at any size: site_dive_figure_count holds, per site, measure,
// month and value, how many counted dives gave that value (a histogram with one bucket per tenth of
// a degree, per decimetre, per current level). A write moves one bucket per measure, then recomputes
// the minimum, median and maximum of the dive's month and of the whole year from the buckets, which
// are a few hundred rows however many dives there are. The site's row is locked first, so writers at
// one site take turns and each recount sees what the previous one committed (as lockRow explains).
import { sql } from 'drizzle-orm';
import { lockRow, schema, type Transaction } from '../../lib/db.server.ts';
import { SITE_DIVE_MEASURES, type DivePrivacy, type SiteDiveMeasure } from '../../../db/schema/logbook.ts';
import { DIVE_CURRENTS } from './dive-vocabulary.ts';
import { countsInSiteFigures } from './logbook.policy.ts';

/** A dive as the figures see it. */
type FigureDive = {
  id: number;
  siteId: number | null;
  month: number;
  privacy: DivePrivacy;
  isDemo: boolean;
  inSiteFigures: boolean;
  countPrivateInFigures: boolean;
  waterTempC: number | null;
  visibilityM: number | null;
  current: string | null;
};

/** A bucket's value: temperature in tenths of a degree, visibility in decimetres, current as its level. */
function bucketsOf(dive: FigureDive): Array<{ measure: SiteDiveMeasure; value: number }> {
  const buckets: Array<{ measure: SiteDiveMeasure; value: number }> = [];
  if (dive.waterTempC !== null) buckets.push({ measure: 'water-temp', value: Math.round(dive.waterTempC * 10) });
  if (dive.visibilityM !== null) buckets.push({ measure: 'visibility', value: Math.round(dive.visibilityM * 10) });
  const level = DIVE_CURRENTS.indexOf(dive.current as (typeof DIVE_CURRENTS)[number]);
  if (level >= 0) buckets.push({ measure: 'current', value: level });
  return buckets;
}

async function readDives(tx: Transaction, where: ReturnType<typeof sql>): Promise<FigureDive[]> {
  const { rows } = await tx.execute<FigureDive>(sql`
    select d.id, d.site_id as "siteId", extract(month from d.start_local)::int as "month", d.privacy, d.is_demo as "isDemo",
      d.in_site_figures as "inSiteFigures", coalesce(s.count_private_in_figures, true) as "countPrivateInFigures",
      d.water_temp_c as "waterTempC", d.visibility_m as "visibilityM", d.current
    from dive d left join logbook_settings s on s.member_id = d.member_id
    where ${where}
    order by d.id`);
  return rows;
}

const counts = (dive: FigureDive) => countsInSiteFigures(dive, dive);

/**
 * Adds the dives to their sites' buckets (`delta` 1) or takes them out (-1), marks them, and
 * recomputes the figures of every site, measure and month they touched. The caller passes only dives
 * whose mark is the opposite of the change.
 */
async function moveDives(tx: Transaction, dives: readonly FigureDive[], delta: 1 | -1): Promise<void> {
  if (!dives.length) return;
  const ids = dives.map((dive) => dive.id);
  await tx.execute(sql`update dive set in_site_figures = ${delta === 1} where id in ${ids}`);
  const placed = dives.filter((dive) => dive.siteId !== null);
  const sites = [...new Set(placed.map((dive) => dive.siteId!))].sort((a, b) => a - b);
  // Always in the same order, so two writers over several sites never wait on each other in a circle.
  for (const siteId of sites) await lockRow(tx, schema.diveSites, siteId);

  const moved = new Map<string, { siteId: number; measure: SiteDiveMeasure; month: number; value: number; dives: number }>();
  for (const dive of placed) {
    for (const { measure, value } of bucketsOf(dive)) {
      const key = `${dive.siteId}|${measure}|${dive.month}|${value}`;
      const bucket = moved.get(key) ?? { siteId: dive.siteId!, measure, month: dive.month, value, dives: 0 };
      bucket.dives += 1;
      moved.set(key, bucket);
    }
  }
  const buckets = [...moved.values()];
  if (!buckets.length) return;
  // Each column goes as one array parameter (a plain array in the template would become a list).
  const column = <K extends keyof (typeof buckets)[number]>(key: K) => sql.param(buckets.map((bucket) => bucket[key]));
  const rows = sql`unnest(${column('siteId')}::int[], ${column('measure')}::text[], ${column('month')}::smallint[], ${column('value')}::int[], ${column('dives')}::int[]) as b(site_id, measure, month, value, dives)`;
  if (delta === 1) {
    await tx.execute(sql`
      insert into site_dive_figure_count (site_id, measure, month, value, dives)
      select site_id, measure, month, value, dives from ${rows}
      on conflict (site_id, measure, month, value) do update set dives = site_dive_figure_count.dives + excluded.dives`);
  } else {
    await tx.execute(sql`
      update site_dive_figure_count c set dives = greatest(c.dives - b.dives, 0) from ${rows}
      where c.site_id = b.site_id and c.measure = b.measure and c.month = b.month and c.value = b.value`);
    await tx.execute(sql`
      delete from site_dive_figure_count c using ${rows}
      where c.site_id = b.site_id and c.measure = b.measure and c.month = b.month and c.value = b.value and c.dives = 0`);
  }
  for (const siteId of sites) {
    const touched = buckets.filter((bucket) => bucket.siteId === siteId);
    await refreshFigures(tx, siteId, [...new Set(touched.map((bucket) => bucket.measure))], [...new Set(touched.map((bucket) => bucket.month))]);
  }
}

/**
 * Recomputes a site's figures for the measures and months given, and for the whole year (month 0),
 * from the buckets; a figure left with no dive goes. The median of an even count is the mean of the
 * two middle values, except for the current, whose levels have no mean: it takes the lower one.
 */
async function refreshFigures(tx: Transaction, siteId: number, measures: readonly SiteDiveMeasure[], months: readonly number[]): Promise<void> {
  await tx.execute(sql`
    with buckets as (
      select measure, month, value, dives from site_dive_figure_count
      where site_id = ${siteId} and measure in ${measures} and month in ${months}
      union all
      select measure, 0::smallint, value, sum(dives)::int from site_dive_figure_count
      where site_id = ${siteId} and measure in ${measures} group by measure, value
    ),
    ranked as (
      select measure, month, value,
        sum(dives) over (partition by measure, month order by value rows unbounded preceding) as upto,
        sum(dives) over (partition by measure, month) as total
      from buckets where dives > 0
    ),
    figures as (
      select measure, month, min(value) as lo, max(value) as hi, max(total)::int as total,
        min(value) filter (where upto >= (total + 1) / 2) as mid_low,
        min(value) filter (where upto >= total / 2 + 1) as mid_high,
        case measure when 'current' then 1.0 else 10.0 end as scale
      from ranked group by measure, month
    ),
    written as (
      insert into site_dive_figure (site_id, measure, month, min, median, max, dives, updated_at)
      select ${siteId}, measure, month, lo / scale,
        case measure when 'current' then mid_low else (mid_low + mid_high) / 2.0 / scale end,
        hi / scale, total, now()
      from figures
      on conflict (site_id, measure, month) do update
        set min = excluded.min, median = excluded.median, max = excluded.max, dives = excluded.dives, updated_at = excluded.updated_at
      returning measure, month
    )
    delete from site_dive_figure f
    where f.site_id = ${siteId} and f.measure in ${measures} and (f.month in ${months} or f.month = 0)
      and not exists (select 1 from figures x where x.measure = f.measure and x.month = f.month)`);
}

/** Takes the dive's values out of its site's figures, if they are counted. */
export async function uncountDive(tx: Transaction, diveId: number): Promise<void> {
  const dives = await readDives(tx, sql`d.id = ${diveId} and d.in_site_figures`);
  await moveDives(tx, dives, -1);
}

/** Adds the dive's values to its site's figures, if it counts. */
export async function countDive(tx: Transaction, diveId: number): Promise<void> {
  const dives = await readDives(tx, sql`d.id = ${diveId} and not d.in_site_figures`);
  await moveDives(tx, dives.filter(counts), 1);
}

/**
 * After the member changes whether their private dives count: each of their dives counted again, or
 * not, as the setting now says (the settings row is written earlier in the same transaction).
 */
export async function recountMemberDives(tx: Transaction, memberId: string): Promise<void> {
  const dives = await readDives(tx, sql`d.member_id = ${memberId}`);
  await moveDives(tx, dives.filter((dive) => dive.inSiteFigures && !counts(dive)), -1);
  await moveDives(tx, dives.filter((dive) => !dive.inSiteFigures && counts(dive)), 1);
}

/**
 * Recomputes every figure of a site from its buckets: for an operator who filled the buckets in bulk
 * (the benchmark's synthetic dives), or who repairs a site's figures by hand.
 */
export async function refreshSiteFigures(tx: Transaction, siteId: number): Promise<void> {
  await lockRow(tx, schema.diveSites, siteId);
  await refreshFigures(tx, siteId, SITE_DIVE_MEASURES, Array.from({ length: 12 }, (_, index) => index + 1));
}
