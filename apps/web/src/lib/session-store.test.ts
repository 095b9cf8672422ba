import { describe, expect, it } from 'vitest';
import type { Session } from '@springboard/contract/auth';
import { SessionStore } from './session-store';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

const session = (token: string): Session => ({
  access_token: token,
  refresh_token: `r-${token}`,
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@example.org',
    first_name: 'A',
    last_name: 'B',
    role: 'member',
    tenant_id: '00000000-0000-4000-8000-000000000002',
    membership_id: null,
  },
});

const noRefresh = () => Promise.reject(new Error('not used'));

describe('SessionStore and "Remember me"', () => {
  it('keeps a remembered session in localStorage, where a new tab finds it', () => {
    const local = new MemoryStorage();
    const short = new MemoryStorage();
    new SessionStore('demo', noRefresh, local, short).set(session('t1'), { remember: true });
    expect(local.getItem('authToken')).toBe('t1');
    expect(short.length).toBe(0);
    expect(new SessionStore('demo', noRefresh, local, new MemoryStorage()).current()?.access_token).toBe('t1');
  });

  it('keeps a session without "Remember me" only in sessionStorage, and signing out clears it', () => {
    const local = new MemoryStorage();
    const short = new MemoryStorage();
    const store = new SessionStore('demo', noRefresh, local, short);
    store.set(session('t2'), { remember: false });
    expect(local.length).toBe(0);
    expect(short.getItem('authToken')).toBe('t2');
    // A later token update stays where the session is.
    store.set(session('t3'));
    expect(short.getItem('authToken')).toBe('t3');
    expect(local.length).toBe(0);
    expect(new SessionStore('demo', noRefresh, new MemoryStorage(), short).current()?.access_token).toBe('t3');
    store.set(null);
    expect(short.length).toBe(0);
  });
});
