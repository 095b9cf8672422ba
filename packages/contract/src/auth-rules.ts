// The sign-in rules without zod's schema machinery, for the sign-in pages (which check a field as
// it is typed and must not ship zod for it): the auth messages, the password's minimum length
// (auth.ts builds its schemas on them and re-exports both) and emailSchema's rule (trimmed,
// lower-cased, at most 254 characters, zod's e-mail pattern; auth-rules.test.ts holds the two
// together).
import { say } from './messages.js';
import { regexes } from 'zod/v4/core';

export const PASSWORD_MIN = 8;
export const EMAIL_MAX = 254;

/** Messages the web app shows as they are. */
export const AUTH_MESSAGES = {
  invalidCredentials: say('invalid_credentials'),
  invalidResetLink: say('invalid_reset_link'),
  resetLinkSent: 'If an account exists for this email address, a password reset link has been sent.',
  passwordUpdated: 'Password updated successfully!',
  wrongCurrentPassword: say('wrong_current_password'),
  staffRegistered: 'Staff registered successfully',
  staffInvited: 'Staff registered; an invitation to choose a password was e-mailed to them',
  emailTaken: say('user_email_taken'),
  signedOut: 'Signed out',
  tooManyAttempts: say('too_many_attempts'),
} as const;

export function isEmailAddress(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && regexes.email.test(email);
}
