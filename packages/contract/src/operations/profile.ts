// PUT /auth/me: a signed-in user changes their own name (GET /auth/me reads it). Members change
// theirs with the rest of the family's profile (PUT /memberships/{id}); this keeps both in step.
import { sessionUser } from '../auth.js';
import { access, defineOperation } from '../operation.js';
import { updateMeBody } from '../profile.js';

export const profileOperations = {
  updateMe: defineOperation({
    method: 'PUT',
    path: '/api/auth/me',
    access: access.signedIn,
    body: updateMeBody,
    response: sessionUser,
    description: "The caller's own first and last name; a member's membership carries the same name.",
    tags: ['auth'],
  }),
};
