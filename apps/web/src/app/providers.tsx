// App-wide providers: TanStack Query and the outermost Suspense boundary, and per club the tenant,
// auth, theme, and the toasts and confirm dialogs (app/overlays.tsx, loaded when first needed).
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '../lib/auth-context';
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

const Overlays = lazy(() => import('./overlays'));

/** Toasts and confirm dialogs: mounted for a signed-in user (every confirm dialog is on a signed-in
 *  screen), and for a visitor from their first toast on (e.g. registration's); never on a visitor's
 *  first page. Once mounted, they stay. */
function DeferredOverlays() {
  const { user } = useAuth();
  const toasts = useNotifications();
  const [mounted, setMounted] = useState(false);
  const wanted = user !== null || toasts.notifications.length > 0 || toasts.queue.length > 0;
  if (wanted && !mounted) setMounted(true); // stays mounted after the toast or the session ends
  if (!wanted && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

function ClubTheme({ children }: { children: ReactNode }) {
  const { settings } = useTenant();
  const theme = useMemo(
    () => clubTheme(settings?.primary_color, settings?.secondary_color),
    [settings?.primary_color, settings?.secondary_color],
  );
  const cssVariables = useMemo(() => clubCssVariables(settings?.primary_color), [settings?.primary_color]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {children}
      <DeferredOverlays />
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
