// A site's figures from the dives logged there, against a real PostgreSQL: the minimum, median and
// maximum with the count of dives per month and for the year; private dives counted only when their
// diver allows it (and counted again, or taken out, when the setting changes); demo dives and dives
// with no site never; a change or a deletion moves the figures with it; many dives at once at one
// site all counted; figures stay when an account goes.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { getRuntime, installRuntime } from '../../lib/runtime.server.ts';
import { authorOf, diveInput, logDive } from '../../../tests/factories/dives.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { recountMemberDives } from './dive-figures.server.ts';
import { createDive, deleteDive, updateDive } from './dives.service.server.ts';
import { getSiteDiveFigures } from './site-figures.queries.server.ts';

const atSite = (siteId: number) => ({ kind: 'site' as const, siteId });

async function allowPrivate(memberId: string, allowed: boolean) {
  await db().transaction(async (tx) => {
    await tx
      .insert(schema.logbookSettings)
      .values({ memberId, countPrivateInFigures: allowed })
      .onConflictDoUpdate({ target: schema.logbookSettings.memberId, set: { countPrivateInFigures: allowed } });
    await recountMemberDives(tx, memberId);
  });
}

async function bucketRows(siteId: number) {
  const { rows } = await db().execute<{ n: number }>(sql`select coalesce(sum(dives), 0)::int as n from site_dive_figure_count where site_id = ${siteId}`);
  return rows[0]!.n;
}

describe("a site's figures from logged dives", () => {
  it('give the minimum, median, maximum and count of each month and of the year', async () => {
    const site = await createDiveSite();
    const diver = await createMember();
    const may = (day: string, waterTempC: number, visibilityM: number | null, current: 'none' | 'light' | 'moderate' | 'strong' | null) =>
      logDive(diver, { place: atSite(site.id), privacy: 'public', startLocal: `2024-05-${day}T10:00:00`, waterTempC, visibilityM, current });
    await may('03', 24, 10, 'light');
    await may('04', 26, 20, 'strong');
    await may('05', 25.04, null, null);
    await logDive(diver, { place: atSite(site.id), privacy: 'public', startLocal: '2023-08-14T08:00:00', waterTempC: 28.6, visibilityM: 30, current: 'moderate' });

    const figures = await getSiteDiveFigures(site.id);
    expect(figures?.['water-temp'].months[4]).toEqual({ min: 24, median: 25, max: 26, dives: 3 });
    expect(figures?.['water-temp'].months[7]).toEqual({ min: 28.6, median: 28.6, max: 28.6, dives: 1 });
    expect(figures?.['water-temp'].months.filter(Boolean)).toHaveLength(2);
    expect(figures?.['water-temp'].year).toEqual({ min: 24, median: 25.5, max: 28.6, dives: 4 });
    expect(figures?.visibility.months[4]).toEqual({ min: 10, median: 15, max: 20, dives: 2 });
    expect(figures?.visibility.year).toEqual({ min: 10, median: 20, max: 30, dives: 3 });
    // Current levels: 0 none, 1 light, 2 moderate, 3 strong; an even count takes the lower middle level.
    expect(figures?.current.months[4]).toEqual({ min: 1, median: 1, max: 3, dives: 2 });
    expect(figures?.current.year).toEqual({ min: 1, median: 2, max: 3, dives: 3 });
  });

  it('count private and buddies dives only when their diver allows it, and follow the setting when it changes', async () => {
    const site = await createDiveSite();
    const sharing = await createMember();
    const keeping = await createMember();
    await allowPrivate(keeping.id, false);
    await logDive(sharing, { place: atSite(site.id), privacy: 'private', waterTempC: 20 });
    await logDive(sharing, { place: atSite(site.id), privacy: 'buddies', waterTempC: 21 });
    await logDive(keeping, { place: atSite(site.id), privacy: 'private', waterTempC: 10 });
    await logDive(keeping, { place: atSite(site.id), privacy: 'public', waterTempC: 22 });
    expect((await getSiteDiveFigures(site.id))?.['water-temp'].year).toEqual({ min: 20, median: 21, max: 22, dives: 3 });

    await allowPrivate(keeping.id, true);
    expect((await getSiteDiveFigures(site.id))?.['water-temp'].year).toEqual({ min: 10, median: 20.5, max: 22, dives: 4 });
    await allowPrivate(sharing.id, false);
    expect((await getSiteDiveFigures(site.id))?.['water-temp'].year).toEqual({ min: 10, median: 16, max: 22, dives: 2 });
    // Saying the same again changes nothing.
    await allowPrivate(sharing.id, false);
    expect(await bucketRows(site.id)).toBe(2 * 3);
  });

  it('never count a demo dive, nor a dive at a new place', async () => {
    const site = await createDiveSite();
    const diver = await createMember();
    const demo = await createDive({ author: authorOf(diver), input: diveInput({ place: atSite(site.id), privacy: 'public', waterTempC: 31 }), recording: { origin: 'demo', isDemo: true } });
    expect(demo.ok).toBe(true);
    await logDive(diver, { place: { kind: 'new', name: 'Unlisted Test Pinnacle', lat: 10, lng: 10, countryCode: null }, privacy: 'public', waterTempC: 29 });
    await logDive(diver, { place: atSite(site.id), privacy: 'public', waterTempC: 27 });
    expect((await getSiteDiveFigures(site.id))?.['water-temp'].year).toEqual({ min: 27, median: 27, max: 27, dives: 1 });
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from dive where member_id = ${diver.id} and in_site_figures`);
    expect(rows[0]!.n).toBe(1);
  });

  it('move with a dive that changes, and let go of a dive that is deleted', async () => {
    const first = await createDiveSite();
    const second = await createDiveSite();
    const diver = await createMember();
    await allowPrivate(diver.id, false);
    const kept = await logDive(diver, { place: atSite(first.id), privacy: 'public', waterTempC: 18, startLocal: '2024-02-10T09:00:00' });
    const moving = await logDive(diver, { place: atSite(first.id), privacy: 'public', waterTempC: 14, startLocal: '2024-02-11T09:00:00' });
    expect((await getSiteDiveFigures(first.id))?.['water-temp'].months[1]).toEqual({ min: 14, median: 16, max: 18, dives: 2 });

    const author = authorOf(diver);
    expect((await updateDive({ author, diveId: moving.diveId, input: diveInput({ place: atSite(first.id), privacy: 'public', waterTempC: 15, startLocal: '2024-03-11T09:00:00' }) })).ok).toBe(true);
    let figures = await getSiteDiveFigures(first.id);
    expect(figures?.['water-temp'].months[1]).toEqual({ min: 18, median: 18, max: 18, dives: 1 });
    expect(figures?.['water-temp'].months[2]).toEqual({ min: 15, median: 15, max: 15, dives: 1 });

    expect((await updateDive({ author, diveId: moving.diveId, input: diveInput({ place: atSite(second.id), privacy: 'public', waterTempC: 15, startLocal: '2024-03-11T09:00:00' }) })).ok).toBe(true);
    figures = await getSiteDiveFigures(first.id);
    expect(figures?.['water-temp'].months[2]).toBeNull();
    expect(figures?.['water-temp'].year).toEqual({ min: 18, median: 18, max: 18, dives: 1 });
    expect((await getSiteDiveFigures(second.id))?.['water-temp'].months[2]).toEqual({ min: 15, median: 15, max: 15, dives: 1 });

    // Made private by a diver who keeps private dives out: it leaves the figures.
    expect((await updateDive({ author, diveId: moving.diveId, input: diveInput({ place: atSite(second.id), privacy: 'private', waterTempC: 15 }) })).ok).toBe(true);
    expect(await getSiteDiveFigures(second.id)).toBeNull();

    expect(await deleteDive({ memberId: diver.id, diveId: kept.diveId })).toEqual({ ok: true });
    expect(await getSiteDiveFigures(first.id)).toBeNull();
    expect(await bucketRows(first.id)).toBe(0);
  });

  it('count every one of 30 dives logged at one site at once', async () => {
    const site = await createDiveSite();
    const divers = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    const runtime = getRuntime();
    const wide = new pg.Pool({ connectionString: runtime.pool.options.connectionString, max: 12 });
    installRuntime({ ...runtime, pool: wide });
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => createDive({ author: authorOf(divers[i % 5]!), input: diveInput({ place: atSite(site.id), privacy: 'public', waterTempC: 20 + (i % 10) / 10, startLocal: '2024-06-01T09:00:00' }) })),
      );
      expect(results.every((result) => result.ok)).toBe(true);
    } finally {
      installRuntime(runtime);
      await wide.end();
    }
    const figures = await getSiteDiveFigures(site.id);
    expect(figures?.['water-temp'].months[5]).toEqual({ min: 20, median: 20.45, max: 20.9, dives: 30 });
    expect(figures?.current.year?.dives).toBe(30);
  });

  it('stay when the account of a diver behind them is deleted', async () => {
    const site = await createDiveSite();
    const diver = await createMember();
    await logDive(diver, { place: atSite(site.id), privacy: 'public', waterTempC: 23 });
    await db().delete(schema.authUsers).where(eq(schema.authUsers.id, diver.id));
    expect((await getSiteDiveFigures(site.id))?.['water-temp'].year).toEqual({ min: 23, median: 23, max: 23, dives: 1 });
  });
});
