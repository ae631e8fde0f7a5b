// The demo member's sample dives: loaded with the demo data into their log, marked as demo and saying
// they are invented, and never counted in a real site's figures nor listed on its page, even when
// their diver makes them public and their dives are counted again.
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '../../app/lib/db.server.ts';
import { getRuntime } from '../../app/lib/runtime.server.ts';
import { recountMemberDives } from '../../app/features/logbook/dive-figures.server.ts';
import { getSiteDiveFigures } from '../../app/features/logbook/site-figures.queries.server.ts';
import { publicDivesAtSite } from '../../app/features/logbook/site-dives.queries.server.ts';
import { logTotals } from '../../app/features/logbook/log.queries.server.ts';
import { DEMO_DIVER_EMAIL, DEMO_DIVES } from './demo-dives.ts';
import { seedDemoDataOnce } from './index.ts';

describe('demo dives in the demo data', () => {
  it("fill the demo member's log, say they are invented, and never count in or show on a real site", async () => {
    const { pool } = getRuntime();
    expect(await seedDemoDataOnce(pool, pino({ level: 'silent' }))).toBe(true);
    const { rows } = await db().execute<{ member_id: string; site_id: number; is_demo: boolean; origin: string; privacy: string; notes: string; water_temp_c: number; number: number }>(sql`
      select d.member_id, d.site_id, d.is_demo, d.origin, d.privacy, d.notes, d.water_temp_c, d.number
      from dive d join auth_user u on u.id = d.member_id where u.email = ${DEMO_DIVER_EMAIL} order by d.number`);
    expect(rows).toHaveLength(DEMO_DIVES.length);
    expect(rows.map((row) => row.number)).toEqual(DEMO_DIVES.map((_, index) => index + 1));
    for (const row of rows) {
      expect(row).toMatchObject({ is_demo: true, origin: 'demo', privacy: 'private' });
      expect(row.notes).toContain('invented');
      expect(row.water_temp_c).not.toBeNull();
    }
    const memberId = rows[0]!.member_id;
    const totals = await logTotals({ ownerId: memberId, viewer: { id: memberId }, filters: { page: 1 } });
    expect(totals.dives).toBe(DEMO_DIVES.length);

    // Even made public and counted again, an invented dive gives a real site no figure and no entry.
    await db().execute(sql`update dive set privacy = 'public' where member_id = ${memberId}`);
    await db().transaction((tx) => recountMemberDives(tx, memberId));
    const sites = [...new Set(rows.map((row) => row.site_id))];
    for (const siteId of sites) {
      expect(await getSiteDiveFigures(siteId)).toBeNull();
      expect(await publicDivesAtSite(siteId)).toEqual({ entries: [], count: 0, more: false });
    }
    const { rows: counted } = await db().execute<{ n: number }>(sql`select count(*)::int as n from dive where member_id = ${memberId} and in_site_figures`);
    expect(counted[0]!.n).toBe(0);
  });
});
