import { describe, expect, it } from 'vitest';
import { addStaffErrors, emptyStaff, passwordResetError, registerBody, serverMessageKey } from './staff-form';
import en from '../../locales/en/staff.json';
import es from '../../locales/es/staff.json';

const filled = {
  first_name: 'Cora',
  last_name: 'Coach',
  email: ' Cora@Example.test ',
  password: 'long enough',
  role: 'staff' as const,
  language: 'en' as const,
};

const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('Add New Staff checks', () => {
  it('says "Please fill out all required fields." and marks each empty field (the password is optional)', () => {
    expect(addStaffErrors(emptyStaff())).toEqual({
      summary: 'validation.fillRequired',
      fields: {
        first_name: 'validation.required',
        last_name: 'validation.required',
        email: 'validation.required',
      },
    });
    expect(addStaffErrors({ ...filled, last_name: '   ' })).toEqual({
      summary: 'validation.fillRequired',
      fields: { last_name: 'validation.required' },
    });
  });

  it("applies the contract's e-mail and password rules once everything is filled", () => {
    expect(addStaffErrors(filled)).toEqual({ summary: null, fields: {} });
    expect(addStaffErrors({ ...filled, email: 'not-an-address', password: 'short' }).fields).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordShort',
    });
  });

  it('sends trimmed names, the address in lower case, and the chosen role (staff by default)', () => {
    expect(emptyStaff().role).toBe('staff');
    expect(registerBody({ ...filled, first_name: ' Cora ', role: 'admin' })).toEqual({
      role: 'admin',
      email: 'cora@example.test',
      password: 'long enough',
      firstName: 'Cora',
      lastName: 'Coach',
    });
  });

  it('without a password, asks for an invitation in the language chosen (the screen’s by default)', () => {
    expect(emptyStaff('es').language).toBe('es');
    expect(addStaffErrors({ ...filled, password: '' })).toEqual({ summary: null, fields: {} });
    expect(registerBody({ ...filled, password: '', language: 'es' })).toEqual({
      role: 'staff',
      email: 'cora@example.test',
      language: 'es',
      firstName: 'Cora',
      lastName: 'Coach',
    });
  });
});

describe('the optional password of the edit dialog', () => {
  it('is skipped when both are empty, and otherwise checks all fields, the match, then the length', () => {
    expect(passwordResetError('', '')).toBeNull();
    expect(passwordResetError('something', '')).toBe('validation.fillAll');
    expect(passwordResetError('', 'something')).toBe('validation.fillAll');
    expect(passwordResetError('abcdefgh', 'abcdefgX')).toBe('validation.mismatch');
    expect(passwordResetError('short', 'short')).toBe('validation.passwordShort');
    expect(passwordResetError('long enough', 'long enough')).toBeNull();
  });
});

describe('messages', () => {
  it('has every key the checks and the server map can give, in English and Spanish', () => {
    const keys = [
      'validation.required',
      'validation.fillRequired',
      'validation.emailInvalid',
      'validation.passwordShort',
      'validation.fillAll',
      'validation.mismatch',
      serverMessageKey('user_email_taken')!,
      serverMessageKey('last_admin')!,
      serverMessageKey('user_not_found')!,
      serverMessageKey('forbidden')!,
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(es, key), `es ${key}`).toBe('string');
    }
    expect(lookup(en, 'validation.fillRequired')).toBe('Please fill out all required fields.');
    expect(lookup(en, 'validation.fillAll')).toBe('Please fill in all fields.');
    expect(lookup(en, 'validation.mismatch')).toBe('New password and confirmation do not match.');
    expect(lookup(en, 'validation.passwordShort')).toBe('Password must be at least 8 characters.');
    expect(serverMessageKey('invalid')).toBeNull();
  });
});
