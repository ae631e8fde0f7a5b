import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { getRuntime } from '../app/lib/runtime.server.ts';
import { dropDatabase } from '../tests/setup/test-database.ts';
import { createDiveSite } from '../tests/factories/sites.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

describe('backup and restore', () => {
  const target = `diveatlas_restore_${inject('runId')}_${process.env.VITEST_POOL_ID ?? '0'}`;
  let folder = '';
  afterAll(async () => {
    await dropDatabase(inject('adminUrl'), target);
    await rm(folder, { recursive: true, force: true });
  });

  it('an operator restores a backup into an empty database and gets every row back, ids included', async () => {
    const site = await createDiveSite({ name: 'Backup Test Wall', depthMaxM: 27.4, waterTempByMonth: [{ minC: 24.5, maxC: 26 }] });
    folder = await mkdtemp(path.join(tmpdir(), 'backup-'));
    const manifest = await backupDatabase(getRuntime().pool, folder);
    expect(manifest.tables.find((table) => table.name === 'dive_site')?.rows).toBeGreaterThanOrEqual(1);

    // An empty database (not the migrated template): restore runs the migrations itself.
    const adminUrl = inject('adminUrl');
    await dropDatabase(adminUrl, target);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${target}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${target}`;
    const restoredPool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    try {
      await restoreDatabase(restoredPool, folder);
      const { rows } = await restoredPool.query('select id, name, depth_max_m, water_temp_by_month from dive_site where id = $1', [site.id]);
      expect(rows[0]).toEqual({ id: site.id, name: 'Backup Test Wall', depth_max_m: 27.4, water_temp_by_month: [{ minC: 24.5, maxC: 26 }] });
      // The id sequence continues after the restored rows.
      const next = await restoredPool.query(`insert into dive_site (name, country_code, lat, lng) values ('After Restore', 'MT', 36, 14) returning id`);
      expect(next.rows[0].id).toBeGreaterThan(site.id);
      await expect(restoreDatabase(restoredPool, folder)).rejects.toThrow(/not empty/);
      // The restored database holds exactly what the backup holds.
      const count = await restoredPool.query("select count(*)::int as n from dive_site");
      expect(count.rows[0].n).toBe(manifest.tables.find((table) => table.name === "dive_site")!.rows + 1);
    } finally {
      await restoredPool.end();
    }
  });

  it('refuses a folder that is not a backup', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'not-a-backup-'));
    await expect(restoreDatabase(getRuntime().pool, empty)).rejects.toThrow();
    await rm(empty, { recursive: true, force: true });
  });
});
