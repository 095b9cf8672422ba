// The auth forms' field rules: the contract's (so the browser and the server refuse the same
// input) with the documents' words in the reader's language.
import type { TFunction } from 'i18next';
import { emailSchema, PASSWORD_MIN } from '@springboard/contract/auth';

export function emailError(t: TFunction<'auth'>, value: string): string | null {
  if (!value.trim()) return t('validation.emailRequired');
  return emailSchema.safeParse(value).success ? null : t('validation.emailInvalid');
}

export function newPasswordError(t: TFunction<'auth'>, value: string): string | null {
  return value.length >= PASSWORD_MIN ? null : t('validation.passwordMin', { min: PASSWORD_MIN });
}
