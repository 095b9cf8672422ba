// "Your membership has expired! Please renew." is shown once per browser session,
// not again on a re-render, React's doubled effects in development, a refetch or a return visit to
// the page. The flag lives in sessionStorage, per club and user.
export type FlagStore = Pick<Storage, 'getItem' | 'setItem'>;

export function expiryFlagKey(club: string, userId: string): string {
  return `springboard:${club}:${userId}:expiry-warned`;
}

const memory = new Map<string, string>();
const memoryStore: FlagStore = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };

/** sessionStorage, or memory for this tab when storage is blocked (private modes, strict settings). */
export function sessionFlags(): FlagStore {
  try {
    return typeof sessionStorage === 'undefined' ? memoryStore : sessionStorage;
  } catch {
    return memoryStore;
  }
}

/** True the first time it is asked for this key in this session (and records that it was). */
export function claimExpiryWarning(store: FlagStore, key: string): boolean {
  if (store.getItem(key)) return false;
  store.setItem(key, '1');
  return true;
}
