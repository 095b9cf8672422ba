// The club of the current page (from /club/<slug>), its public settings, and the API client bound
// to it. Settings theme the pages; the club name defaults to "Athletics Club".
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@springboard/contract/settings';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { createApiClient, type ApiClient, type TokenSource } from './api-client';
import { operationQueryOptions } from './operation-queries';

export const DEFAULT_CLUB_NAME = 'Athletics Club';

export type TenantValue = {
  club: string;
  settings: PublicSettings | undefined;
  /** The club's name, or "Athletics Club" until settings load. */
  clubName: string;
  loading: boolean;
  error: unknown;
  /** Calls as a visitor (no token). The auth context provides the signed-in client. */
  publicApi: ApiClient;
};

const TenantContext = createContext<TenantValue | null>(null);

export function TenantProvider({ club, children, tokens }: { club: string; children: ReactNode; tokens?: TokenSource }) {
  const publicApi = useMemo(() => createApiClient(club, tokens ?? null), [club, tokens]);
  const q = useQuery({
    ...operationQueryOptions(settingsOperations.get, {}, { club, user: null }, publicApi),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });
  const value = useMemo<TenantValue>(
    () => ({
      club,
      settings: q.data,
      clubName: q.data?.name ?? DEFAULT_CLUB_NAME,
      loading: q.isLoading,
      error: q.error,
      publicApi,
    }),
    [club, q.data, q.isLoading, q.error, publicApi],
  );
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantValue {
  const v = useContext(TenantContext);
  if (!v) throw new Error('useTenant must be used within a TenantProvider');
  return v;
}
