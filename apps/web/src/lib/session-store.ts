// The signed-in session of one club, kept in localStorage (per club, so two clubs on one host never
// mix tokens) and refreshed before it expires. Plain TypeScript: the auth context wraps it for React.
import type { Session, SessionUser } from '@springboard/contract/auth';

/** Refresh when three 30-second ticks (90 s) or less remain. */
export const REFRESH_MARGIN_SECONDS = 90;
export const TICK_MS = 30_000;

type Listener = (s: Session | null) => void;

export class SessionStore {
  private session: Session | null;
  private listeners = new Set<Listener>();
  private refreshing: Promise<Session | null> | null = null;

  /** False after a sign-in without "Remember me": the session lives in sessionStorage and ends
   *  when the browser closes. */
  private persistent = true;

  constructor(
    readonly club: string,
    private readonly refreshCall: (refreshToken: string) => Promise<Session>,
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
    private readonly shortStorage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  ) {
    this.session = this.read(this.storage);
    if (!this.session) {
      this.session = this.read(this.shortStorage);
      if (this.session) this.persistent = false;
    }
  }

  private key() {
    return `springboard:${this.club}:session`;
  }

  private read(storage: Storage | null): Session | null {
    try {
      const raw = storage?.getItem(this.key());
      const s = raw ? (JSON.parse(raw) as Session) : null;
      return s && typeof s.access_token === 'string' && s.user ? s : null;
    } catch {
      storage?.removeItem(this.key());
      return null;
    }
  }

  current(): Session | null {
    return this.session;
  }

  user(): SessionUser | null {
    return this.session?.user ?? null;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** `remember` (at sign-in) chooses localStorage (kept) or sessionStorage (ends with the browser);
   *  later calls (refresh, fresh token) keep the choice. */
  set(s: Session | null, opts: { remember?: boolean } = {}) {
    if (opts.remember !== undefined) this.persistent = opts.remember;
    this.session = s;
    const [target, other] = this.persistent ? [this.storage, this.shortStorage] : [this.shortStorage, this.storage];
    const keys = [this.key(), 'authToken', 'userRole', 'userDetails'];
    for (const k of keys) other?.removeItem(k);
    if (s) {
      target?.setItem(this.key(), JSON.stringify(s));
      // Also under the plain keys authToken and userRole, for code that reads them directly.
      target?.setItem('authToken', s.access_token);
      target?.setItem('userRole', s.user.role);
      target?.setItem('userDetails', JSON.stringify(s.user));
    } else {
      for (const k of keys) target?.removeItem(k);
    }
    for (const l of this.listeners) l(s);
  }

  /** A response carried a fresh access token: keep it, with its new expiry. */
  setAccessToken(token: string) {
    if (!this.session) return;
    const exp = decodeExp(token);
    this.set({ ...this.session, access_token: token, ...(exp ? { expires_at: exp } : {}) });
  }

  needsRefresh(nowSeconds = Date.now() / 1000): boolean {
    return !!this.session && this.session.expires_at - nowSeconds <= REFRESH_MARGIN_SECONDS;
  }

  /** A valid access token, refreshing first when close to expiry; null (and signed out) if that fails. */
  async accessToken(): Promise<string | null> {
    if (!this.session) return null;
    if (this.needsRefresh()) await this.refresh();
    return this.session?.access_token ?? null;
  }

  refresh(): Promise<Session | null> {
    const s = this.session;
    if (!s) return Promise.resolve(null);
    this.refreshing ??= this.refreshWithRetry(s.refresh_token).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshWithRetry(refreshToken: string): Promise<Session | null> {
    let delay = 200;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const next = await this.refreshCall(refreshToken);
        this.set(next);
        return next;
      } catch (err) {
        const status = (err as { status?: number }).status ?? 0;
        if (status >= 400 && status < 500) break; // refused: the session is over
        await new Promise((r) => setTimeout(r, delay));
        delay *= 2;
      }
    }
    this.set(null);
    return null;
  }
}

function decodeExp(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}
