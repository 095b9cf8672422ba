import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth.js';
import { isEmailAddress } from './auth-rules.js';

const SAMPLES = [
  'parent@example.com',
  '  Parent@Example.COM  ',
  'first.last+club@sub.example.org',
  "o'neil@example.ie",
  'a@b.co',
  '',
  '   ',
  'no-at-sign.example.com',
  'two@@example.com',
  'dot.@example.com',
  '.dot@example.com',
  'double..dot@example.com',
  'trailing@example',
  'spaces in@example.com',
  'user@-example.com',
  'user@example.c',
  'ünï@example.com',
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
];

describe('isEmailAddress', () => {
  it.each(SAMPLES)('agrees with emailSchema on %j', (value) => {
    expect(isEmailAddress(value)).toBe(emailSchema.safeParse(value).success);
  });

  it('takes a plain address and refuses one without a domain', () => {
    expect(isEmailAddress('parent@example.com')).toBe(true);
    expect(isEmailAddress('parent@example')).toBe(false);
  });
});
