// The server as main.ts starts it (embedded PostgreSQL under DATA_DIR, migrations, demo club), for
// the benchmark only: sign-in rate limits are raised so POST /api/auth/login measures the sign-in
// path, limiter upsert included, instead of 429s. Prints one READY line for bench/run.ts.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedDemoClubIfEmpty } from '../apps/server/src/modules/clubs/demo-club.js';
import { txSource } from '../apps/server/src/db/tenant-tx.js';
import { openRuntime } from '../apps/server/src/server-runtime.js';
import { serveForBench } from './serve-app.js';

const OPEN = { max: 1_000_000_000, windowSeconds: 60 };

const config = loadConfig(process.env);
const runtime = await openRuntime(config, (m) => console.error(m));
const demo = await seedDemoClubIfEmpty(txSource(runtime.database.db));
if (!demo) throw new Error('bench/serve.ts expects a fresh DATA_DIR (the demo admin password is shown only once)');
const app = await buildApp({
  config,
  database: runtime.database,
  rateLimits: { loginPerAddressAndIp: OPEN, loginPerAddress: OPEN, loginPerIp: OPEN, forgotPerAddress: OPEN, forgotPerIp: OPEN },
});
const baseUrl = await serveForBench(app, config.port, () => runtime.close());
console.log(`READY ${JSON.stringify({ baseUrl, databaseUrl: runtime.databaseUrl, admin: demo })}`);
