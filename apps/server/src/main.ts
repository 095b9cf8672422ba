// Start-up only: config → database → migrations → demo club → app → listen; clean shutdown on
// SIGINT/SIGTERM (the embedded PostgreSQL stops with the server).
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { seedDemoClubIfEmpty, DEMO_SLUG } from './modules/clubs/demo-club.js';
import { openRuntime } from './server-runtime.js';
import { txSource } from './db/tenant-tx.js';

const started = Date.now();
const config = loadConfig({
  WEB_DIST: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  ...process.env,
});
const runtime = await openRuntime(config, (m) => console.log(m));
const dbReadyMs = Date.now() - started;
const demo = await seedDemoClubIfEmpty(txSource(runtime.database.db));
const app = await buildApp({ config, database: runtime.database });
app.addHook('onClose', async () => runtime.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ dbReadyMs, embedded: runtime.embedded }, `database ready in ${dbReadyMs} ms`);
if (demo) {
  console.log(
    [
      '',
      '  Demo club created: Sunrise Gymnastics',
      `  Site:     ${config.publicUrl}/club/${DEMO_SLUG}`,
      `  Admin:    ${demo.email}`,
      `  Password: ${demo.password}   (shown once; keep it)`,
      '',
    ].join('\n'),
  );
}
