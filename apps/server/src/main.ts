// Start-up only: config → database → migrations → demo club → app → listen. SIGINT, SIGTERM and
// SIGHUP shut down gracefully (requests in flight and the job step held finish first), then exit 0
// (so `npm start` stopped with Ctrl-C reports no failure). A start-up problem the operator can fix is one line, not a stack trace.
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, SERVER_ADDRESS_FILE } from './config.js';
import { EmbeddedPostgresError, takeOverShutdownSignals } from './db/embedded.js';
import { seedDemoClubIfEmpty, DEMO_SLUG } from './modules/clubs/demo-club.js';
import { openRuntime, type Runtime } from './server-runtime.js';
import { txSource } from './db/tenant-tx.js';

const SHUTDOWN_GRACE_MS = 10_000;

let runtime = null as Runtime | null; // set by start(), as soon as the database is up
let app = null as FastifyInstance | null;
let closing = false;
let addressFile = null as string | null;

takeOverShutdownSignals();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  });
}

/**
 * In order: answer not ready (GET /api/health/ready) and stop listening; let the requests in flight
 * finish, each answered with `Connection: close` so its keep-alive connection ends with it (idle ones
 * are closed at once); stop the scheduled jobs after the run in progress and the e-mail outbox after
 * the message in progress (the app's onClose hooks); only then close the database pool and stop the
 * embedded PostgreSQL, which everything before still needs.
 */
async function shutdown(): Promise<void> {
  if (app) {
    app.shuttingDown();
    await app.close();
    if (addressFile) rmSync(addressFile, { force: true });
  }
  await runtime?.close();
}

try {
  await start();
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof EmbeddedPostgresError)) throw err;
  console.error(err.message);
  await runtime?.close().catch(() => {});
  process.exit(1);
}

async function start() {
  const started = Date.now();
  const config = loadConfig({
    WEB_DIST: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    ...process.env,
  });
  const rt = (runtime = await openRuntime(config, (m) => console.log(m)));
  const dbReadyMs = Date.now() - started;
  const demo = await seedDemoClubIfEmpty(txSource(rt.database.db));
  // Nightly backups: with the embedded database, or with DATABASE_URL when BACKUP_DIR says where.
  const backups = config.backups && (rt.embedded || process.env.BACKUP_DIR) ? { databaseUrl: rt.databaseUrl, ...config.backups } : null;
  const server = (app = await buildApp({ config, database: rt.database, backups }));
  addressFile = join(config.dataDir, SERVER_ADDRESS_FILE);

  await server.listen({ port: config.port, host: config.host });
  server.log.info({ dbReadyMs, embedded: rt.embedded }, `database ready in ${dbReadyMs} ms`);
  // The address the club CLI prints for a new club: the one this server answers on.
  const port = (server.server.address() as AddressInfo).port;
  const publicUrl = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  writeFileSync(addressFile!, publicUrl + '\n');
  if (demo)
    console.log(
      framed([
        'Demo club created: Sunrise Gymnastics',
        `Site:     ${publicUrl}/club/${DEMO_SLUG}`,
        `Admin:    ${demo.email}`,
        `Password: ${demo.password}`,
        '',
        'The password is shown this once: keep it.',
      ]),
    );
}

/** Lines in a box, so the demo's sign-in stands out from the log above it. */
function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return ['', `┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`, ''].join('\n');
}
