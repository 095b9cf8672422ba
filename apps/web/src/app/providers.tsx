// App-wide providers: TanStack Query and the outermost Suspense boundary, and per club the tenant,
// auth, theme, notifications (top-right, closing after 5 s) and modals.
import { Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth-context';
import { TenantProvider, useTenant } from '../lib/tenant-context';
import { clubCssVariables, clubTheme } from '../lib/theme';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: 0 } },
  });
}

/** The Suspense boundary of last resort: it blanks the page only while the first locale files of a
 *  reader's language load (lib/i18n.ts); the layouts hold their own boundaries around the page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
}

const defaultCssVariables = clubCssVariables(null);

/** Pages outside any club (the site root) use the default theme. Exactly one MantineProvider is
 *  mounted at a time: this one or the club's. */
export function DefaultTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={clubTheme(null)} cssVariablesResolver={defaultCssVariables}>
      {children}
    </MantineProvider>
  );
}

function ClubTheme({ children }: { children: ReactNode }) {
  const { settings } = useTenant();
  const theme = useMemo(() => clubTheme(settings?.primary_color, settings?.secondary_color), [settings?.primary_color, settings?.secondary_color]);
  const cssVariables = useMemo(() => clubCssVariables(settings?.primary_color), [settings?.primary_color]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <Notifications position="top-right" autoClose={5000} />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}

export function ClubProviders({ club, children }: { club: string; children: ReactNode }) {
  return (
    <TenantProvider club={club}>
      <AuthProvider key={club} club={club}>
        <ClubTheme>{children}</ClubTheme>
      </AuthProvider>
    </TenantProvider>
  );
}
