// Two change feeds on one database stand for two app servers: what one server writes, the other hears.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSites } from '../features/content/home.queries.server.ts';
import { countriesWithSites } from '../features/sites/sites.queries.server.ts';
import { createDiveSite } from '../../tests/factories/sites.ts';
import { startChangeFeed, type ChangeFeed } from './change-feed.server.ts';
import { getRuntime } from './runtime.server.ts';

const databaseUrl = () => getRuntime().pool.options.connectionString!;

let other: ChangeFeed;
/** A connection of "another server", writing behind this process's back. */
let writer: pg.Client;

beforeAll(async () => {
  other = await startChangeFeed({ connectionString: databaseUrl(), log: pino({ level: 'silent' }) });
  writer = new pg.Client({ connectionString: databaseUrl() });
  await writer.connect();
});

afterAll(async () => {
  await other?.close();
  await writer?.end();
});

describe('the change feed', () => {
  it('tells every server that a table changed once the change commits, and only that table', async () => {
    const here = getRuntime().changes;
    const before = { here: here.stamp('dive_site'), other: other.stamp('dive_site'), centres: other.stamp('dive_center') };
    await createDiveSite({ name: 'Test Feed Reef' });
    await expect.poll(() => other.stamp('dive_site')).not.toBe(before.other);
    await expect.poll(() => here.stamp('dive_site')).not.toBe(before.here);
    expect(other.stamp('dive_center')).toBe(before.centres);
  });

  it('says nothing about a change that was rolled back', async () => {
    const sites = other.stamp('dive_site');
    const centres = other.stamp('dive_center');
    await writer.query('begin');
    await writer.query(`update dive_site set name = name || ' (renamed)'`);
    await writer.query('rollback');
    // Notifications arrive in commit order: once a later change is heard, an earlier one would have been.
    await writer.query(`update dive_center set updated_at = now() where false`);
    await expect.poll(() => other.stamp('dive_center')).not.toBe(centres);
    expect(other.stamp('dive_site')).toBe(sites);
  });

  it('after losing its connection, treats everything as changed and listens again', async () => {
    const before = other.stamp('dive_site');
    const listeners = await writer.query<{ pid: number }>(`select pid from pg_stat_activity where query = 'listen diveatlas_changes' and datname = current_database()`);
    expect(listeners.rows.length).toBe(2);
    await writer.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)', [listeners.rows.map((row) => row.pid)]);
    await expect.poll(() => other.stamp('dive_site')).toMatch(/^unheard:/);
    await expect.poll(() => other.stamp('dive_site'), { timeout: 5000 }).toMatch(/^\d+:/);
    const back = other.stamp('dive_site');
    expect(back).not.toBe(before);
    await writer.query(`update dive_site set updated_at = now() where false`);
    await expect.poll(() => other.stamp('dive_site')).not.toBe(back);
  });

  it('keeps the country filter in step with sites another server adds', async () => {
    await createDiveSite({ name: 'Test Feed Wall', countryCode: 'MT' });
    await expect.poll(countriesWithSites).toContain('MT');
    expect(await countriesWithSites()).not.toContain('IS');
    await writer.query(`insert into dive_site (name, country_code, lat, lng) values ('Test Silfra From Elsewhere', 'IS', 64.2, -21.1)`);
    await expect.poll(countriesWithSites, { timeout: 2000 }).toContain('IS');
  });

  it("keeps the home page's site figures until a site is added, here or on another server", async () => {
    const before = await homeSites();
    expect(await homeSites()).toBe(before);
    await writer.query(`insert into dive_site (name, country_code, lat, lng) values ('Test Home Count From Elsewhere', 'FJ', -17.7, 178.1)`);
    await expect.poll(async () => (await homeSites()).siteCount, { timeout: 2000 }).toBe(before.siteCount + 1);
    expect((await homeSites()).regions.map((region) => region.countryCode)).toEqual(expect.arrayContaining(before.regions.slice(0, 1).map((region) => region.countryCode)));
  });
});
