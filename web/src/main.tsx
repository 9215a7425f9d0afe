import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/app-routes';
import { readPageState } from './app/page-state';
import { AppProviders } from './app/providers';
import { startOffline } from './lib/offline/start-offline';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const state = readPageState();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
startOffline(queryClient);
// The module preload links of the page (web/build/route-preloads.ts) have most often fetched it.
await preloadScreen(window.location.pathname);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// A public page arrives rendered (docs/server-rendering.md); the others arrive as the shell.
// Hydrated in a transition: in slices a tap can interrupt, so a phone's main thread is never
// held for the whole page (docs/server-rendering.md).
if (state) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
