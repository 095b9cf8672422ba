// The server over an already filled database (DATABASE_URL), for `npm run bench:scale`: migrations
// (nothing left to do), no demo club, no scheduled jobs (they would bill 1,000 clubs during the
// measurement). Prints one READY line with its URL for bench/scale.ts.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openRuntime } from '../apps/server/src/server-runtime.js';
import { serveForBench } from './serve-app.js';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('bench/scale-serve.ts needs DATABASE_URL (the filled database)');
const runtime = await openRuntime(config, (m) => console.error(m));
const app = await buildApp({ config, database: runtime.database, jobs: false });
const baseUrl = await serveForBench(app, config.port, () => runtime.close());
console.log(`READY ${JSON.stringify({ baseUrl })}`);
