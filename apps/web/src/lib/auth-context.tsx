// The signed-in user of the current club: session from storage, refresh before expiry (checked every
// 30 s), sign-in, sign-out (global, then back to /login), and an API client carrying the token.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionUser } from '@springboard/contract/auth';
import { authOperations } from '@springboard/contract/operations/auth';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { createApiClient, type ApiClient } from './api-client';
import { operationId, operationQueryOptions } from './operation-queries';
import { SessionStore, TICK_MS } from './session-store';

export type AuthValue = {
  user: SessionUser | null;
  loading: boolean;
  permissions: string[];
  /** True while the signed-in user's permissions (GET /auth/me) are still loading. */
  permissionsLoading: boolean;
  isAdmin: boolean;
  isStaff: boolean;
  isMember: boolean;
  /** Calls with the bearer token when signed in (and x-tenant-id always). */
  api: ApiClient;
  /** `remember` false keeps the session only until the browser closes ("Remember me" unticked). */
  signIn: (email: string, password: string, remember?: boolean) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  store: SessionStore;
};

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ club, children }: { club: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const store = useMemo(() => {
    const bare = createApiClient(club, null);
    return new SessionStore(club, (refresh_token) => bare.call(authOperations.refresh, { body: { refresh_token } }));
  }, [club]);
  const [session, setSession] = useState<Session | null>(() => store.current());
  // Loading only while a stored session that is about to expire is refreshed: a visitor, or a
  // fresh session, draws at once (no second render of every screen right after the first).
  const [loading, setLoading] = useState(() => store.needsRefresh());

  const api = useMemo(
    () =>
      createApiClient(club, {
        getAccessToken: () => store.accessToken(),
        onFreshToken: (t) => store.setAccessToken(t),
      }),
    [club, store],
  );

  useEffect(() => {
    // The provider is keyed by club (providers.tsx), so the state started from this store already.
    const off = store.subscribe(setSession);
    // An expired stored session is refreshed (or dropped) before the first protected render.
    // (For a visitor or a fresh session `loading` started false: setting it again changes nothing.)
    const first = store.needsRefresh() ? store.refresh() : Promise.resolve(null);
    void first.finally(() => setLoading(false));
    const timer = setInterval(() => {
      if (store.needsRefresh()) void store.refresh();
    }, TICK_MS);
    return () => {
      off();
      clearInterval(timer);
    };
  }, [store]);

  const me = useQuery({
    ...operationQueryOptions(authOperations.me, {}, { club, user: session?.user.id ?? null }, api),
    enabled: !!session,
  });

  const signIn = useCallback(
    async (email: string, password: string, remember = true) => {
      const s = await createApiClient(club, null).call(authOperations.login, { body: { email, password } });
      store.set(s, { remember });
      return s.user;
    },
    [club, store],
  );

  const signOut = useCallback(async () => {
    try {
      await api.call(authOperations.logout);
    } catch {
      // 401/403/404 mean the session is already gone; sign out locally regardless.
    }
    store.set(null);
    // Every read but the club's settings (the page keeps its colours and name) goes with the user.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== operationId(settingsOperations.get) });
  }, [api, store, queryClient]);

  const user = session?.user ?? null;
  const value = useMemo<AuthValue>(
    () => ({
      user,
      loading,
      permissions: me.data?.permissions ?? [],
      permissionsLoading: !!user && me.isLoading,
      isAdmin: user?.role === 'admin',
      isStaff: user?.role === 'staff',
      isMember: user?.role === 'member',
      api,
      signIn,
      signOut,
      store,
    }),
    [user, loading, me.data, me.isLoading, api, signIn, signOut, store],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAuth must be used within an AuthProvider');
  return v;
}
