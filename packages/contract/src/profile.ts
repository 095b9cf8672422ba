// A signed-in user's own name (the shared /profile page of staff and admins).
import { z } from 'zod';
import { requiredText } from './memberships.js';

export const updateMeBody = z.object({ first_name: requiredText(80), last_name: requiredText(80) });
export type UpdateMeBody = z.infer<typeof updateMeBody>;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  failed: 'Failed to update profile.',
} as const;
