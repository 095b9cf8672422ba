// GET /api/health: the process is up and its database answers.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.js';
import { envelope, ok } from '../../platform/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: { tags: ['health'], response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.literal('ok') })) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
