// GET /api/health: the process is up and its database answers.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthOperations } from '@springboard/contract/operations/health';
import { registerOperations, result } from '../../platform/operations.js';

export async function healthRoutes(app: FastifyInstance) {
  registerOperations(app, healthOperations, {
    health: {
      handle: async () => {
        await app.tx.noClub((tx) => tx.execute(sql`select 1`));
        return result({ status: 'ok' as const, database: 'ok' as const });
      },
    },
  });
}
