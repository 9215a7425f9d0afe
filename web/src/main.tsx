import { LOCALE_PREFIX } from '@shop/contract/locale';
import { localeOfPath, withoutLocale } from '@shop/contract/locale-path';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#web/lib/router/router.tsx';
import { AppRoutes, preloadScreen } from './app/app-routes';
import { readPageState } from './app/page-state';
import { AppProviders } from './app/providers';
import { setApiLocale } from './i18n/api-locale';
import { loadI18n, textsFromPage } from './i18n/i18n';
import { startOffline } from './lib/offline/start-offline';
import { createQueryClient } from './lib/query-client';
import { hydrateFromServer } from './lib/use-hydrated';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const state = readPageState();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
// The page's language is in its address; every link of the app stays in it (docs/i18n.md).
const locale = localeOfPath(window.location.pathname);
setApiLocale(locale);
startOffline(queryClient);
// The module preload links of the page (web/build/route-preloads.ts) have most often fetched it.
// A server-rendered page brings its texts in its state: no catalog to fetch before hydrating (a
// page an earlier release drew, kept for offline use, has none: its texts are fetched).
const [i18n] = await Promise.all([
  state?.texts ? textsFromPage(locale, state.texts) : loadI18n(locale),
  preloadScreen(withoutLocale(window.location.pathname), locale),
]);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <BrowserRouter basename={LOCALE_PREFIX[locale] || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// A public page arrives rendered (docs/server-rendering.md); the others arrive as the shell.
// Hydrated in a transition: in slices a tap can interrupt, so a phone's main thread is never
// held for the whole page (docs/server-rendering.md).
if (state) {
  hydrateFromServer();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
