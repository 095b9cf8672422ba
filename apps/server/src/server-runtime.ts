// Opens the database the configuration names (or the embedded one), migrates it, and closes both
// in the right order. Shared by the server, the CLI and the benchmark.
import type { Config } from './config.js';
import { connect, type Database } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';

export type Runtime = { database: Database; databaseUrl: string; embedded: boolean; close: () => Promise<void> };

export async function openRuntime(config: Config, log: (msg: string) => void): Promise<Runtime> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const database = connect(databaseUrl);
  try {
    await runMigrations(database.pool);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    database,
    databaseUrl,
    embedded: embedded !== null,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
