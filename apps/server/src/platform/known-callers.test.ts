// Callers kept between a session's reads: found only for the same session, user and club; frozen, so
// no handler can change them for the next request; bounded, the oldest giving way.
import { describe, expect, it } from 'vitest';
import type { Principal } from './access.js';
import { epochFrom, KnownCallers } from './principal.js';

const caller = (n: number, over: Partial<Principal> = {}): Principal => ({
  id: `user-${n}`,
  tenantId: 'club-a',
  sessionId: `session-${n}`,
  email: `u${n}@example.com`,
  firstName: 'Ana',
  lastName: 'Ruiz',
  role: 'staff',
  membershipId: null,
  permissions: ['show_memberships_page'],
  ...over,
});

describe('KnownCallers', () => {
  it('gives a kept caller back only for its session, its user and its club', () => {
    const callers = new KnownCallers();
    callers.keep(caller(1), '7');
    expect(callers.get('session-1', 'user-1', 'club-a')).toMatchObject({ epoch: '7', principal: { id: 'user-1' } });
    expect(callers.get('session-1', 'user-2', 'club-a')).toBeUndefined();
    expect(callers.get('session-1', 'user-1', 'club-b')).toBeUndefined();
    expect(callers.get('session-2', 'user-1', 'club-a')).toBeUndefined();
    callers.forget('session-1');
    expect(callers.get('session-1', 'user-1', 'club-a')).toBeUndefined();
  });

  it('keeps a frozen copy: neither the caller nor its permissions can be changed for the next request', () => {
    const callers = new KnownCallers();
    const original = caller(1);
    callers.keep(original, '1');
    original.permissions.push('generate_invoice_page');
    const kept = callers.get('session-1', 'user-1', 'club-a')!.principal;
    expect(kept.permissions).toEqual(['show_memberships_page']);
    expect(() => kept.permissions.push('generate_invoice_page')).toThrow();
    expect(() => Object.assign(kept, { role: 'admin' })).toThrow();
  });

  it('keeps at most 10,000 sessions, the oldest giving way', () => {
    const callers = new KnownCallers();
    for (let n = 0; n <= 10_000; n++) callers.keep(caller(n), '1');
    expect(callers.get('session-0', 'user-0', 'club-a')).toBeUndefined();
    expect(callers.get('session-1', 'user-1', 'club-a')).toBeDefined();
    expect(callers.get('session-10000', 'user-10000', 'club-a')).toBeDefined();
  });

  it('reads a club without an epoch row as epoch 0', () => {
    expect(epochFrom([])).toBe('0');
    expect(epochFrom(undefined)).toBe('0');
    expect(epochFrom([{ epoch: '12' }])).toBe('12');
  });
});
