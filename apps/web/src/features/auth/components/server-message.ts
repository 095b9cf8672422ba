// The sign-in pages' words for a failed call: a few refusals in this namespace's own words (by
// catalogue code), the others translated by their code (lib/server-messages).
import type { ParseKeys, TFunction } from 'i18next';
import type { MessageCode } from '@springboard/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/server-messages';

const OWN_WORDS: Partial<Record<MessageCode, ParseKeys<'auth'>>> = {
  invalid_credentials: 'errors.invalidCredentials',
  invalid_reset_link: 'errors.invalidLink',
  too_many_attempts: 'errors.tooManyAttempts',
  network_error: 'errors.network',
};

export function serverMessage(t: TFunction<'auth'>, err: unknown): string {
  const key = err instanceof ApiError ? OWN_WORDS[err.code] : OWN_WORDS.network_error;
  return key ? t(key) : errorText(err, t);
}
