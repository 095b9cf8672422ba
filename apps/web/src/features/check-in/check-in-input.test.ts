import { describe, expect, it } from 'vitest';
import { isCheckInCode, searchTerm } from './check-in-input';

describe('the check-in box', () => {
  it('reads a scanned code as a code, whatever its case, and never searches it as a name', () => {
    expect(isCheckInCode(' 0123456789ABCDEF0123456789abcdef ')).toBe(true);
    expect(searchTerm('0123456789ABCDEF0123456789ABCDEF')).toBeNull();
  });
  it('searches names of two letters or more', () => {
    expect(isCheckInCode('Ana Parent')).toBe(false);
    expect(searchTerm(' Ana ')).toBe('Ana');
    expect(searchTerm('A')).toBeNull();
  });
});
