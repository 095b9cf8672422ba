// Whether this process should be sent requests: its database answers, is migrated to this code's
// version (another process may still be migrating it), and the process is not shutting down.
// `app.readiness` is read by GET /api/health/ready; main.ts calls `app.shuttingDown()` on SIGTERM so
// a load balancer stops sending requests while those in flight finish.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { currentMigration, latestMigration, type MigrationMark } from '../db/migration-marks.js';

export type Readiness =
  | { ready: true; migration: MigrationMark }
  | { ready: false; reason: 'shutting_down' | 'migrations_pending'; migration: MigrationMark | null };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: () => Promise<Readiness>;
    /** From now on the process answers not ready (it is closing). */
    shuttingDown: () => void;
    /** The migration the database is at (read as the connecting user: the app's role cannot read
     *  drizzle's bookkeeping). */
    databaseMigration: () => Promise<MigrationMark>;
  }
}

async function readiness(app: FastifyInstance, opts: { pool: pg.Pool }) {
  const expected = latestMigration();
  let closing = false;
  let migrated: MigrationMark | null = null; // once migrated, it stays so for this process
  const databaseMigration = async () => {
    const client = await opts.pool.connect();
    try {
      return await currentMigration(client);
    } finally {
      client.release();
    }
  };
  app.decorate('databaseMigration', databaseMigration);
  app.decorate('shuttingDown', () => {
    closing = true;
  });
  app.decorate('readiness', async (): Promise<Readiness> => {
    if (closing) return { ready: false, reason: 'shutting_down', migration: migrated };
    if (!migrated) {
      const at = await databaseMigration();
      if (at.when < expected.when) return { ready: false, reason: 'migrations_pending', migration: at };
      migrated = at;
    }
    return { ready: true, migration: migrated };
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A request that was in flight when shutdown began ends its keep-alive connection with its answer:
  // the server stops only when every connection has ended, and an idle one would otherwise stay
  // open until its keep-alive timeout.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export const readinessPlugin = fp(readiness, { name: 'readiness' });
