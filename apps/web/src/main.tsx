import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Mantine's global styles; each component's own come with the chunk that draws it (vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { AppProviders, makeQueryClient } from './app/providers';
import { AppRoutes, preloadPage, preloadRootPage } from './app/router';
import { createApiClient } from './lib/api-client';
import { setupI18n } from './lib/i18n';
import { operationQueryOptions } from './lib/operation-queries';
import { programOperations } from '@springboard/contract/operations/programs';
import { websiteOperations } from '@springboard/contract/operations/website';

/** How long the first render waits for what a club's page draws first (below), at most: past it,
 *  the frame is drawn with its loaders, as when a request is slow. */
const FIRST_RENDER_WAIT_MS = 1000;

const i18n = setupI18n();
const client = makeQueryClient();

// A club's page needs its public settings (name, colours, layout) before it can draw, its landing
// the 'public' texts and the programs, any other page its own chunk and texts: the requests leave
// now, and the first render waits for them (at most FIRST_RENDER_WAIT_MS), so the page is drawn
// once, complete, rather than as a loader that a second render replaces (the same queries as
// lib/tenant-context.tsx and the landing's program grid, fresh for their staleTime).
const [, club, rest] = /^\/club\/([^/]+)\/?(.*)$/.exec(window.location.pathname) ?? [];
// (A Spanish reader's first texts are fetched too: lib/i18n.ts. A failed request is not retried
// here: the page's own query tries again, and shows the error, once drawn.)
const firstData: Promise<unknown>[] = [i18n.loadNamespaces(['common', 'layout'])];
const slug = club ? safeDecode(club) : null;
if (slug) {
  const api = createApiClient(slug, null);
  const visitor = { club: slug, user: null };
  firstData.push(client.prefetchQuery({ ...operationQueryOptions(settingsOperations.get, {}, visitor, api), retry: false }));
  // The public pages' texts and footer links: the club's own words.
  firstData.push(client.prefetchQuery({ ...operationQueryOptions(websiteOperations.get, {}, visitor, api), retry: false }));
  if (!rest) {
    firstData.push(i18n.loadNamespaces('public'));
    firstData.push(client.prefetchQuery({ ...operationQueryOptions(programOperations.list, {}, visitor, api), retry: false }));
  } else {
    firstData.push(preloadPage(rest));
  }
} else if (window.location.pathname === '/') {
  firstData.push(preloadRootPage());
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // not a club address the router can match either
  }
}

const root = createRoot(document.getElementById('root')!);
void Promise.race([Promise.all(firstData).catch(() => undefined), new Promise((r) => setTimeout(r, FIRST_RENDER_WAIT_MS))]).then(
  () => {
    // A transition: React renders the first tree in slices of a few milliseconds, yielding to the
    // browser between them, instead of one long task that blocks input.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders client={client}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      );
    });
  },
);
