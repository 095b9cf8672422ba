// Which club a domain belongs to: clubs on their own host name (no tenant header).
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';

const tenantRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const clubOperations = {
  tenantLookup: defineOperation({
    method: 'GET',
    path: '/api/tenant-lookup',
    access: access.public,
    query: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
    response: tenantRef,
    description: 'Clubs on their own host name: the web app asks which club a domain belongs to (no tenant header).',
    tags: ['settings'],
  }),
};
