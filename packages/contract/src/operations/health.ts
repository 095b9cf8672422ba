// Whether the server and its database answer, and whether this process is ready for requests
// (no club, no sign-in).
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';

export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/api/health',
    access: access.public,
    description:
      'The process answers and so does its database (503 when the database does not). `migration`: the migration the database is at; `uptime_seconds`: since this process started.',
    response: z.object({
      status: z.literal('ok'),
      database: z.literal('ok'),
      migration: z.string().nullable(),
      uptime_seconds: z.number().int(),
    }),
    errors: [503],
    tags: ['health'],
  }),
  ready: defineOperation({
    method: 'GET',
    path: '/api/health/ready',
    access: access.public,
    description:
      'Ready for requests: the database answers and is migrated to this version, and the process is not shutting down. 503 otherwise (send requests elsewhere).',
    response: z.object({ ready: z.literal(true), migration: z.string().nullable() }),
    errors: [503],
    tags: ['health'],
  }),
};
