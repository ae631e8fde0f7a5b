// Before each integration test file: a fresh clone of the template database and the app runtime on it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createMailer } from '../../app/lib/email.server.ts';
import { loadConfig } from '../../app/lib/env.server.ts';
import { installRuntime, type RequestScope } from '../../app/lib/runtime.server.ts';
import { cloneDatabase, dropDatabase } from './test-database.ts';

const adminUrl = inject('adminUrl');
const database = `diveatlas_test_${inject('runId')}_${process.env.VITEST_POOL_ID ?? '0'}`;
let pool: pg.Pool | undefined;
let dataDir = '';

beforeAll(async () => {
  const url = await cloneDatabase(adminUrl, inject('templateDatabase'), database);
  dataDir = await mkdtemp(path.join(tmpdir(), 'diveatlas-test-'));
  pool = new pg.Pool({ connectionString: url, max: 5 });
  const log = pino({ level: 'silent' });
  installRuntime({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    dataDir,
    authSecret: 'integration-test-secret-of-at-least-32-characters',
    pool,
    log,
    mailer: createMailer({ from: 'DiveAtlas <no-reply@diveatlas.example>', outboxDir: path.join(dataDir, 'outbox'), log }),
    requests: new AsyncLocalStorage<RequestScope>(),
  });
});

afterAll(async () => {
  await pool?.end();
  await dropDatabase(adminUrl, database);
  await rm(dataDir, { recursive: true, force: true });
});
