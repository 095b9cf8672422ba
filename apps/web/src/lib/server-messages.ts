// The server's refusals in the reader's language: a catalogue code and its params (the envelope's, a
// detail's, or a zod issue's of a form checked in the browser) become the errors namespace's
// sentence (locales/<lang>/errors.json). The one place forms and toasts turn an error into words;
// nothing compares or parses the server's English text.
import type { ErrorDetail } from '@springboard/contract/api';
import { issueDetail } from '@springboard/contract/issue-reasons';
import type { Reason } from '@springboard/contract/messages';
import { ApiError } from './api-client';
import i18n from 'i18next';
import { translateKey, type KeyedT } from './i18n';

/** A reason's sentence in the reader's language (the errors namespace loads with the app: lib/i18n). */
export function serverMessage(t: KeyedT, said: Reason): string {
  return said.params ? translateKey(t, `errors:${said.code}`, said.params) : translateKey(t, `errors:${said.code}`);
}

/** What a failed call says to the reader: an ApiError's code translated, anything else a network error. */
export function errorText(err: unknown, t: KeyedT): string {
  return serverMessage(t, err instanceof ApiError ? err : { code: 'network_error' });
}

/** Field path → translated message, the first of each field; `path` maps a server field to the form's. */
export type FormErrors = Record<string, string>;

export function fieldErrors(
  details: readonly ErrorDetail[],
  t: KeyedT,
  path: (field: string) => string | undefined = (f) => f,
): FormErrors {
  const errors: FormErrors = {};
  for (const d of details) {
    const at = path(d.field);
    if (at !== undefined) errors[at] ??= serverMessage(t, d);
  }
  return errors;
}

/** An error's details as form errors (none for an error without details). */
export function apiFieldErrors(err: unknown, t: KeyedT, path?: (field: string) => string | undefined): FormErrors {
  return err instanceof ApiError ? fieldErrors(err.details, t, path) : {};
}

/** What a contract schema refuses in a form's values, as details (the server would send the same). */
export function schemaDetails(
  schema: {
    safeParse: (
      v: unknown,
      ctx?: { reportInput?: boolean },
    ) => { success: boolean; error?: { issues: readonly Parameters<typeof issueDetail>[0][] } };
  },
  value: unknown,
): ErrorDetail[] {
  const parsed = schema.safeParse(value, { reportInput: true });
  return parsed.success || !parsed.error ? [] : parsed.error.issues.map((i) => issueDetail(i));
}

/** What went wrong, for a toast or an empty state, in the language shown now: a failed call's code
 *  translated (the server's English never reaches the reader); another error's own words (a card
 *  form's decline, which the provider words in the reader's language). */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return serverMessage(i18n.t.bind(i18n), err);
  if (err instanceof Error && err.message) return err.message;
  return serverMessage(i18n.t.bind(i18n), { code: 'network_error' });
}
