import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-change';

describe('changing the own password', () => {
  it('needs all three fields first', () => {
    expect(passwordProblem({ current: '', next: 'long enough', confirm: 'long enough' })).toBe('fillAll');
    expect(passwordProblem({ current: 'old password', next: 'short', confirm: '' })).toBe('fillAll');
  });

  it('then the new password and its confirmation must match', () => {
    expect(passwordProblem({ current: 'old password', next: 'short', confirm: 'shorter' })).toBe('mismatch');
  });

  it('then the new password must have at least 8 characters', () => {
    expect(passwordProblem({ current: 'old password', next: 'seven77', confirm: 'seven77' })).toBe('tooShort');
    expect(passwordProblem({ current: 'old password', next: 'eight888', confirm: 'eight888' })).toBeNull();
  });
});
