// GET /api/search: the global search of the admin and staff sidebars. The declaration lets in staff
// who may open members or athletes (and admins); here the caller's permissions choose the kinds.
import type { FastifyInstance } from 'fastify';
import { searchOperations } from '@springboard/contract/operations/search';
import type { SearchKind } from '@springboard/contract/search';
import { can, type Principal } from '../../platform/access.js';
import { registerOperations, result } from '../../platform/operations.js';
import { search } from './search.service.js';

/** What the caller may open from a result: View Memberships, Edit Athlete, Manage Staff (admin-only). */
export function searchableKinds(user: Principal): SearchKind[] {
  const kinds: SearchKind[] = [];
  if (can(user, 'show_memberships_page')) kinds.push('members');
  if (can(user, 'manage_athletes_page')) kinds.push('athletes');
  if (user.role === 'admin') kinds.push('staff');
  return kinds;
}

export async function searchRoutes(app: FastifyInstance) {
  registerOperations(app, searchOperations, {
    search: {
      handle: async ({ run, query, user }) => result(await run((tx) => search(tx, query.q, searchableKinds(user)))),
    },
  });
}
