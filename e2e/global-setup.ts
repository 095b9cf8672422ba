// Starts what the journeys run against, once per e2e run: a mail catcher (SMTP in, JSON over HTTP
// out) and the real server exactly as `npm start` runs it (tsx, embedded PostgreSQL in a fresh
// DATA_DIR, the built web app), then hands its URL and the demo admin's printed credentials to tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/server/src/db/embedded.js';
import { freePort, startMailCatcher } from './support/mail-catcher.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailUrl: string;
    smtpUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** The e2e server's embedded database, for journeys that run the CLI beside it (npm run club). */
    databaseUrl: string;
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps/server');
// E2E_WEB_DIST: a build made elsewhere (`vite build --outDir`), so two runs building at once do not collide.
const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(root, 'apps/web/dist');
const START_TIMEOUT_MS = 120_000;

export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run "npm run build" first (npm run test:e2e does)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'springboard-e2e-'));
  chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must reach the folder
  // Serve a snapshot of the build: a rebuild during the run (another terminal) cannot break pages.
  const web = join(dir, 'web');
  cpSync(webDist, web, { recursive: true });
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);

  // Always the embedded database, as on a fresh machine, whatever the caller's shell has set.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      WEB_DIST: web,
      PUBLIC_URL: baseUrl,
      SMTP_URL: mail.smtpUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey signs the demo admin in from 127.0.0.1; the limits themselves are API-tested.
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      RATE_LIMIT_RESET_PER_ADDRESS: '100',
      RATE_LIMIT_RESET_PER_IP: '100',
      // Every journey writes to the demo club from 127.0.0.1; the contact limits are API-tested.
      RATE_LIMIT_CONTACT_PER_ADDRESS: '100',
      RATE_LIMIT_CONTACT_PER_IP: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log, { end: false });
  server.stderr.pipe(log, { end: false });

  const stop = async () => {
    await stopProcess(server);
    log.end();
    await mail.close();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };

  try {
    const admin = await waitForStart(server, baseUrl, () => readFileSync(logFile, 'utf8'));
    // Every journey of the run registers families into the demo club's few slots (10 places each):
    // give them room, so a journey never fails because earlier ones filled its slot.
    const databaseUrl = await roomyDemoSlots(join(dir, 'data'));
    project.provide('baseUrl', baseUrl);
    project.provide('mailUrl', mail.httpUrl);
    project.provide('smtpUrl', mail.smtpUrl);
    project.provide('adminEmail', admin.email);
    project.provide('adminPassword', admin.password);
    project.provide('databaseUrl', databaseUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

/** Resolves once the server printed the demo admin's credentials and /api/health answers 200. */
async function waitForStart(server: ChildProcess, baseUrl: string, output: () => string) {
  let stdout = '';
  let gone = false;
  server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => {
      gone = true;
      reject(new Error(`The server exited (code ${code}) before it was ready:\n${tail(output())}`));
    }),
  );
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline && !gone) {
      const email = /^\W*Admin:\s+(\S+)/m.exec(stdout)?.[1];
      const password = /^\W*Password:\s+(\S+)/m.exec(stdout)?.[1];
      if (email && password && (await healthy(baseUrl))) return { email, password };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s:\n${tail(output())}`);
  })();
  return Promise.race([ready, exited]);
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM lets main.ts close the app and stop the embedded PostgreSQL; SIGKILL only if it hangs. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

function tail(text: string, lines = 40): string {
  return text.split('\n').slice(-lines).join('\n');
}

async function roomyDemoSlots(dataDir: string): Promise<string> {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error('the e2e server started no embedded PostgreSQL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update programs set capacity = 60');
    await client.query('update program_slots set capacity = 60 where capacity is not null');
  } finally {
    await client.end();
  }
  return url;
}
