// The server's auth messages are English sentences (shown as they are); the ones
// the web app knows are shown in the reader's language instead.
import type { ParseKeys, TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@springboard/contract/auth-rules';
import { errorMessage } from '../../../lib/api-client';

const KNOWN: Record<string, ParseKeys<'auth'>> = {
  [AUTH_MESSAGES.invalidCredentials]: 'errors.invalidCredentials',
  [AUTH_MESSAGES.invalidResetLink]: 'errors.invalidLink',
  [AUTH_MESSAGES.tooManyAttempts]: 'errors.tooManyAttempts',
  'Unknown error occurred': 'errors.network',
};

export function serverMessage(t: TFunction<'auth'>, err: unknown): string {
  const message = errorMessage(err);
  const key = KNOWN[message];
  return key ? t(key) : message;
}
