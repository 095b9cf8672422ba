// The server over an already filled database (DATABASE_URL), for `npm run bench:scale`: migrations
// (nothing left to do), no demo club, no scheduled jobs (they would bill 1,000 clubs during the
// measurement). Prints one READY line with its URL for bench/scale.ts.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openRuntime } from '../apps/server/src/server-runtime.js';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('bench/scale-serve.ts needs DATABASE_URL (the filled database)');
const runtime = await openRuntime(config, (m) => console.error(m));
const app = await buildApp({ config, database: runtime.database, jobs: false });
app.addHook('onClose', async () => runtime.close());
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: '127.0.0.1' });
const addr = app.server.address();
console.log(
  `READY ${JSON.stringify({ baseUrl: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : config.port}` })}`,
);
