// Sign-in, sessions and passwords, and adding staff.
import { say } from './messages.js';
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-rules.js';

export { AUTH_MESSAGES, PASSWORD_MIN };
export const emailSchema = z.string().trim().toLowerCase().max(254).email(say('email_invalid'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, say('password_too_short', { min: PASSWORD_MIN }))
  .max(200);

export const loginBody = z.object({ email: emailSchema, password: z.string().min(1).max(200) });
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['admin', 'staff', 'member', 'user']),
  tenant_id: z.string().uuid(),
  membership_id: z.string().uuid().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: sessionUser,
});
export type Session = z.infer<typeof session>;

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });
export const forgotPasswordBody = z.object({
  email: emailSchema,
  /** The language of the page the reset was asked from: the e-mail is written in it (a family's own
   *  language when left out, else English). */
  language: z.enum(['en', 'es']).optional(),
});

export const resetWithTokenBody = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export const adminResetBody = z.object({
  email: emailSchema,
  newPassword: passwordSchema,
  isAdmin: z.literal(true),
  userId: z.string().uuid(),
});
export const resetPasswordBody = z.union([resetWithTokenBody, adminResetBody]);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  email: emailSchema,
  password: z.string().min(1, say('fill_all_fields')).max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const requiredName = z.string().trim().min(1, say('fill_required_fields')).max(80);

/** POST /auth/register (admin): a staff member or another admin of the club. */
/** How long the link of a staff invitation lets the new staff member choose their password. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_LANGUAGES = ['en', 'es'] as const;

/** Add New Staff. Without a password, the person is e-mailed an invitation to choose their own
 *  (a single-use link, valid INVITATION_TTL_DAYS days), in `language`. */
export const registerStaffBody = z.object({
  role: z.enum(['staff', 'admin']).default('staff'),
  email: emailSchema,
  password: passwordSchema.optional(),
  language: z.enum(INVITATION_LANGUAGES).default('en'),
  firstName: requiredName,
  lastName: requiredName,
  /** Accepted and ignored: the club always comes from x-tenant-id. */
  tenant_id: z.string().max(64).optional(),
});
export type RegisterStaffBody = z.input<typeof registerStaffBody>;

export const me = sessionUser.extend({ permissions: z.array(z.string()) });
export type Me = z.infer<typeof me>;
