import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Mantine's global styles; each component's own come with the chunk that draws it (vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { settingsOperations } from '@springboard/contract/operations/club';
import { AppProviders, makeQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { createApiClient } from './lib/api-client';
import { setupI18n } from './lib/i18n';
import { queryKeys } from './lib/query-keys';

const i18n = setupI18n();
const client = makeQueryClient();

// A club's page needs its public settings (name, colours, layout) before it can draw, and its
// landing the 'public' texts: the requests leave now, beside React's first render, rather than from
// inside it (the same query as lib/tenant-context.tsx, fresh for its 60 s).
const [, club, rest] = /^\/club\/([^/]+)\/?(.*)$/.exec(window.location.pathname) ?? [];
if (club) {
  const slug = decodeURIComponent(club);
  void client.prefetchQuery({
    queryKey: queryKeys.settings(slug),
    queryFn: () => createApiClient(slug, null).call(settingsOperations.get),
    staleTime: 60_000,
  });
  if (!rest) void i18n.loadNamespaces('public');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
