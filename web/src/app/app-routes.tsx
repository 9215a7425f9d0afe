// The route table, shared by the browser (main.tsx) and the server's render (entry-server.tsx),
// so both draw a URL with the same screens.
import type { Locale } from '@shop/contract/locale';
import type { ScreenName } from '@shop/contract/screen-table';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { OfflineBanner } from '#web/components/layout/offline-banner.tsx';
import { TestModeBanner } from '#web/components/layout/test-mode-banner.tsx';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { TellWorkerPage } from '#web/lib/offline/tell-worker-page.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { tokens } from '#web/lib/session-tokens.ts';
import { RequireAdmin, RequireCustomer } from './route-guards';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SCREENS, screenAt } from './screens';
import { ScrollOnNavigate } from './scroll-on-navigate';

const loaded = new Map<ScreenName, ComponentType>();

/** A screen's code and its `locale` texts, the code kept for the next render. */
function load(name: ScreenName, locale: Locale): Promise<ComponentType> {
  return Promise.all([SCREENS[name].load(), loadSections(locale, SCREENS[name].texts)]).then(
    ([component]) => {
      loaded.set(name, component);
      return component;
    },
  );
}

const lazyScreens = new Map(
  (Object.keys(SCREENS) as ScreenName[]).map((name) => [
    name,
    lazy(() => load(name, apiLocale()).then((component) => ({ default: component }))),
  ]),
);

/**
 * Loads the code and the `locale` texts of the screen at `pathname` before the first render,
 * unless it is guarded: a server-rendered page must hydrate with the very component that drew it
 * (docs/server-rendering.md), and any page then starts without a loading screen. A guarded
 * screen's code starts downloading beside the user check when someone is signed in on this
 * browser, and is drawn only once the check has passed (route-guards.tsx); a visitor never
 * downloads it.
 */
export async function preloadScreen(pathname: string, locale: Locale): Promise<ScreenName> {
  const name = screenAt(pathname);
  if (!SCREENS[name].guard) await load(name, locale);
  else if (tokens.access()) load(name, locale).catch(() => {});
  return name;
}

function ScreenView({ name }: { name: ScreenName }) {
  const Loaded = loaded.get(name);
  if (Loaded) return <Loaded />;
  const Lazy = lazyScreens.get(name) as ComponentType;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Lazy />
    </Suspense>
  );
}

function guarded(name: ScreenName): ReactNode {
  const { guard } = SCREENS[name];
  const view = <ScreenView name={name} />;
  if (guard === 'customer') return <RequireCustomer>{view}</RequireCustomer>;
  if (guard === 'admin') return <RequireAdmin>{view}</RequireAdmin>;
  return view;
}

export function AppRoutes() {
  return (
    <>
      <ScrollOnNavigate />
      <TellWorkerPage />
      <TestModeBanner />
      <OfflineBanner />
      <ScreenErrorBoundary>
        <Routes>
          {(Object.keys(SCREENS) as ScreenName[]).map((name) => (
            <Route key={name} path={SCREENS[name].path} element={guarded(name)} />
          ))}
        </Routes>
      </ScreenErrorBoundary>
    </>
  );
}
