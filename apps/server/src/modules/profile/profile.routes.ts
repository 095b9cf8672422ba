// PUT /auth/me: the signed-in user's own name (the shared /profile page).
import type { FastifyInstance } from 'fastify';
import { profileOperations } from '@springboard/contract/operations/profile';
import { PROFILE_MESSAGES } from '@springboard/contract/profile';
import { registerOperations, result } from '../../platform/operations.js';
import { updateOwnName } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance) {
  registerOperations(app, profileOperations, {
    updateMe: {
      handle: async ({ run, user, body }) => result(await run((tx) => updateOwnName(tx, user, body)), PROFILE_MESSAGES.updated),
    },
  });
}
