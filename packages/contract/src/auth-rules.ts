// The sign-in rules without zod's schema machinery, for the sign-in pages (which check a field as
// it is typed and must not ship zod for it): the auth messages, the password's minimum length
// (auth.ts builds its schemas on them and re-exports both) and emailSchema's rule (trimmed,
// lower-cased, at most 254 characters, zod's e-mail pattern; auth-rules.test.ts holds the two
// together).
import { regexes } from 'zod/v4/core';

export const PASSWORD_MIN = 8;
export const EMAIL_MAX = 254;

/** Messages the web app shows as they are. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  invalidResetLink: 'Invalid or expired link',
  resetLinkSent: 'If an account exists for this email address, a password reset link has been sent.',
  passwordUpdated: 'Password updated successfully!',
  wrongCurrentPassword: 'Current password is incorrect.',
  staffRegistered: 'Staff registered successfully',
  emailTaken: 'A user with this email already exists',
  signedOut: 'Signed out',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

export function isEmailAddress(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && regexes.email.test(email);
}
