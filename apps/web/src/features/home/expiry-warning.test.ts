import { describe, expect, it } from 'vitest';
import { claimExpiryWarning, expiryFlagKey, type FlagStore } from './expiry-warning';

function store(): FlagStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('the expired-membership warning', () => {
  it('is claimed once per session, however often the page asks', () => {
    const s = store();
    const key = expiryFlagKey('demo', 'user-1');
    expect(claimExpiryWarning(s, key)).toBe(true);
    expect(claimExpiryWarning(s, key)).toBe(false);
    expect(claimExpiryWarning(s, key)).toBe(false);
  });
  it('is separate per club and per user', () => {
    const s = store();
    expect(claimExpiryWarning(s, expiryFlagKey('demo', 'user-1'))).toBe(true);
    expect(claimExpiryWarning(s, expiryFlagKey('demo', 'user-2'))).toBe(true);
    expect(claimExpiryWarning(s, expiryFlagKey('other', 'user-1'))).toBe(true);
  });
});
