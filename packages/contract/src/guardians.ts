// A family's guardians: the first one (who registered, and carries the family's name and e-mail)
// and any invited later, each with their own sign-in to the same family.
import { z } from 'zod';
import { emailSchema } from './auth.js';
import { say } from './messages.js';

export const guardian = z.object({
  user_id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The guardian who registered the family; the others were invited. */
  first_guardian: z.boolean(),
  /** Has signed in at least once (an invited guardian who has not yet chosen a password: false). */
  has_signed_in: z.boolean(),
  created_at: z.string(),
});
export type Guardian = z.infer<typeof guardian>;

const name = z
  .string()
  .trim()
  .min(1, say('required'))
  .max(100, say('too_long', { max: 100 }));

export const inviteGuardianBody = z.object({
  email: emailSchema,
  /** Their name: what they do is recorded under it, and a policy they sign is signed with it (they
   *  can change it once signed in). */
  first_name: name,
  last_name: name,
});
export type InviteGuardianBody = z.infer<typeof inviteGuardianBody>;
