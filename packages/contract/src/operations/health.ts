// Whether the server and its database answer (no club, no sign-in).
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';

export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/api/health',
    access: access.public,
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    tags: ['health'],
  }),
};
