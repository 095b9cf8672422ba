// The auth forms' field rules: the contract's (so the browser and the server refuse the same
// input) with the app's own messages in the reader's language. From its zod-free auth-rules, so the
// sign-in pages do not ship zod.
import type { TFunction } from 'i18next';
import { isEmailAddress, PASSWORD_MIN } from '@springboard/contract/auth-rules';

export function emailError(t: TFunction<'auth'>, value: string): string | null {
  if (!value.trim()) return t('validation.emailRequired');
  return isEmailAddress(value) ? null : t('validation.emailInvalid');
}

export function newPasswordError(t: TFunction<'auth'>, value: string): string | null {
  return value.length >= PASSWORD_MIN ? null : t('validation.passwordMin', { min: PASSWORD_MIN });
}
