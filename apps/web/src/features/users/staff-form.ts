// The checks of Add New Staff and of the staff edit dialog, and the server's sentences they
// may meet, as keys of the 'staff' namespace. Pure: tested without a browser.
import type { MessageCode } from '@springboard/contract/messages';
import { PASSWORD_MIN, registerStaffBody, type RegisterStaffBody } from '@springboard/contract/auth';

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type AddStaffValues = {
  first_name: string;
  last_name: string;
  email: string;
  /** Empty: the person is e-mailed an invitation to choose their own. */
  password: string;
  role: StaffRole;
  /** The invitation e-mail's language. */
  language: 'en' | 'es';
};
/** The fields Add New Staff needs; the password is optional (an invitation instead). */
export const ADD_STAFF_FIELDS = ['first_name', 'last_name', 'email'] as const;

export const emptyStaff = (language: 'en' | 'es' = 'en'): AddStaffValues => ({
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  role: 'staff',
  language,
});

/** Field → key of the 'staff' namespace. */
export type StaffErrors = Partial<Record<keyof AddStaffValues, string>>;

/** The body of POST /auth/register: trimmed names, the address as the server stores it. */
export function registerBody(v: AddStaffValues): RegisterStaffBody {
  return {
    role: v.role,
    email: v.email.trim().toLowerCase(),
    ...(v.password ? { password: v.password } : { language: v.language }),
    firstName: v.first_name.trim(),
    lastName: v.last_name.trim(),
  };
}

/**
 * Add New Staff: a name or the e-mail empty is "Please fill out all required fields." (the form's
 * message) with each empty field marked; otherwise the contract's own checks, so the browser refuses
 * what the server would.
 */
export function addStaffErrors(v: AddStaffValues): { summary: string | null; fields: StaffErrors } {
  const fields: StaffErrors = {};
  for (const f of ADD_STAFF_FIELDS) if (!v[f].trim()) fields[f] = 'validation.required';
  if (Object.keys(fields).length) return { summary: 'validation.fillRequired', fields };
  const parsed = registerStaffBody.safeParse(registerBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'email') fields.email = 'validation.emailInvalid';
      else if (key === 'password') fields.password = 'validation.passwordShort';
      else if (key === 'firstName') fields.first_name = 'validation.required';
      else if (key === 'lastName') fields.last_name = 'validation.required';
    }
  }
  return { summary: null, fields };
}

/**
 * The optional password of the staff edit dialog: both empty means no
 * reset; otherwise both are needed, they must match, and the password needs 8 characters, checked in
 * that order. Returns the key of the first rule broken, or null.
 */
export function passwordResetError(newPassword: string, confirm: string): string | null {
  if (!newPassword && !confirm) return null;
  if (!newPassword || !confirm) return 'validation.fillAll';
  if (newPassword !== confirm) return 'validation.mismatch';
  if (newPassword.length < PASSWORD_MIN) return 'validation.passwordShort';
  return null;
}

export const wantsPasswordReset = (newPassword: string, confirm: string) => !!newPassword || !!confirm;

const SCREEN_WORDS: Partial<Record<MessageCode, string>> = {
  user_email_taken: 'errors.emailTaken',
  last_admin: 'errors.lastAdmin',
  user_not_found: 'errors.userNotFound',
  forbidden: 'errors.forbidden',
};

/** The key of a refusal this namespace words its own way (by catalogue code), or null for the shared words. */
export const serverMessageKey = (code: MessageCode): string | null => SCREEN_WORDS[code] ?? null;
