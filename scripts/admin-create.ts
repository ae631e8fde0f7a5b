// `npm run admin:create -- someone@example.com`: makes that member an admin. When no account uses
// the address yet, one is created (email already confirmed) with a random password printed once;
// the new admin should change it in My Profile, or use "Forgot your password?".
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first in that case).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { generateMemberId } from '../app/lib/member-id.ts';
import { ConfigError, loadConfig } from '../app/lib/env.server.ts';
import { loadOrCreateSecrets } from '../app/lib/secrets.server.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { DataDirInUseError, lockDataDir } from '../server/data-dir-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function makeAdmin(pool: pg.Pool, email: string): Promise<void> {
  const promoted = await pool.query(`update auth_user set role = 'admin', updated_at = now() where email = $1 returning member_id`, [email]);
  if (promoted.rowCount) {
    console.log(`${email} (member ID ${promoted.rows[0].member_id}) is now an admin.`);
    return;
  }
  const password = randomBytes(12).toString('base64url');
  const id = randomBytes(16).toString('hex');
  const memberId = generateMemberId();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into auth_user (id, name, email, email_verified, first_name, last_name, member_id, role)
       values ($1, 'Site Admin', $2, true, 'Site', 'Admin', $3, 'admin')`,
      [id, email, memberId],
    );
    await client.query(`insert into auth_account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
      randomBytes(16).toString('hex'),
      id,
      await hashPassword(password),
    ]);
    await client.query('insert into member_profile (user_id) values ($1)', [id]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  console.log(`Created the admin account ${email} (member ID ${memberId}).`);
  console.log(`Its password, shown only now: ${password}`);
  console.log('Sign in and change it in My Profile.');
}

async function main() {
  const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
  if (!email.success) {
    console.error('Usage: npm run admin:create -- someone@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let release: (() => Promise<void>) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const dataDir = path.resolve(ROOT, config.DATA_DIR);
    const lock = await lockDataDir(dataDir);
    release = () => lock.release();
    const secrets = await loadOrCreateSecrets(dataDir);
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres'), password: secrets.postgresPassword, database: 'diveatlas', port: config.EMBEDDED_PG_PORT, log });
    url = embedded.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The embedded server closes idle connections as it stops; that is expected here.
  pool.on('error', (error) => log.debug({ err: error }, 'idle database client closed'));
  try {
    await runMigrations(pool);
    await makeAdmin(pool, email.data);
  } finally {
    await pool.end();
    await embedded?.stop();
    await release?.();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
