// GET /api/health: the process is up and its database answers. GET /api/health/ready: this process
// may be sent requests (migrated, not shutting down): platform/readiness.ts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthOperations } from '@springboard/contract/operations/health';
import { registerOperations, result } from '../../platform/operations.js';
import { AppError } from '../../platform/app-error.js';

export async function healthRoutes(app: FastifyInstance) {
  registerOperations(app, healthOperations, {
    health: {
      handle: async () => {
        await app.tx.noClub((tx) => tx.execute(sql`select 1`));
        const migration = await app.databaseMigration();
        return result({
          status: 'ok' as const,
          database: 'ok' as const,
          migration: migration.tag,
          uptime_seconds: Math.floor(process.uptime()),
        });
      },
    },
    ready: {
      handle: async () => {
        const state = await app.readiness();
        if (!state.ready)
          throw new AppError(
            'UNAVAILABLE',
            'service_unavailable',
            undefined,
            state.reason === 'shutting_down'
              ? 'Not ready: the server is shutting down'
              : 'Not ready: the database is not migrated to this version yet',
          );
        return result({ ready: true as const, migration: state.migration.tag });
      },
    },
  });
}
