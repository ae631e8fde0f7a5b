// Before each integration test file: a fresh clone of the template database and the app runtime on
// it, with uploads on the local disk of a scratch DATA_DIR.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { startChangeFeed, type ChangeFeed } from '../../app/lib/change-feed.server.ts';
import { createMailer } from '../../app/lib/email.server.ts';
import { loadConfig } from '../../app/lib/env.server.ts';
import { installRuntime, type RequestScope } from '../../app/lib/runtime.server.ts';
import { createLocalStore } from '../../app/lib/storage-local.server.ts';
import { cloneDatabase, dropDatabase } from './test-database.ts';

const adminUrl = inject('adminUrl');
const database = `diveatlas_test_${inject('runId')}_${process.env.VITEST_POOL_ID ?? '0'}`;
let pool: pg.Pool | undefined;
let changes: ChangeFeed | undefined;
let dataDir = '';

beforeAll(async () => {
  const url = await cloneDatabase(adminUrl, inject('templateDatabase'), database);
  dataDir = await mkdtemp(path.join(tmpdir(), 'diveatlas-test-'));
  pool = new pg.Pool({ connectionString: url, max: 5 });
  const log = pino({ level: 'silent' });
  changes = await startChangeFeed({ connectionString: url, log });
  installRuntime({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    dataDir,
    authSecret: 'integration-test-secret-of-at-least-32-characters',
    pool,
    log,
    mailer: createMailer({ from: 'DiveAtlas <no-reply@diveatlas.example>', outboxDir: path.join(dataDir, 'outbox'), log }),
    storage: createLocalStore(path.join(dataDir, 'uploads')),
    changes,
    requests: new AsyncLocalStorage<RequestScope>(),
  });
});

afterAll(async () => {
  await changes?.close();
  await pool?.end();
  await dropDatabase(adminUrl, database);
  await rm(dataDir, { recursive: true, force: true });
});
