// The own password change of Manage Profile and /profile, checked in the browser in a
// fixed order, each with its own message: all three fields, then the match, then the length.
// Pure: tested without a browser.
import { PASSWORD_MIN } from '@springboard/contract/auth';

export type PasswordValues = { current: string; next: string; confirm: string };
export type PasswordProblem = 'fillAll' | 'mismatch' | 'tooShort';

export function passwordProblem(v: PasswordValues): PasswordProblem | null {
  if (!v.current || !v.next || !v.confirm) return 'fillAll';
  if (v.next !== v.confirm) return 'mismatch';
  if (v.next.length < PASSWORD_MIN) return 'tooShort';
  return null;
}
