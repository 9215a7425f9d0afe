// The app's router: the part of React Router's API the app uses, on wouter (decision 0013,
// docs/decisions/0013-wouter-for-routing.md). wouter matches the paths and keeps the base (the
// language's prefix, docs/i18n.md); this module keeps the history entry's state, its key and how
// it was reached (POP, PUSH, REPLACE), which wouter does not, and the React Router names, so a
// screen imports from here and never from a router package.

import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { parse } from 'regexparam';
import {
  matchRoute,
  Switch,
  useParams as useWouterParams,
  Route as WouterRoute,
  Router as WouterRouter,
} from 'wouter';
import { isPlainClick } from '#web/lib/plain-click.ts';

/** Where the app is, its path without the language's prefix. */
export type Location = {
  pathname: string;
  /** `?a=1`, or '' */
  search: string;
  /** `#section`, or '' */
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`). */
  state: unknown;
  /** 'default' for the entry the browser loaded as a document, a new key for each navigation. */
  key: string;
};

/** How the entry on screen was reached: a link or navigate (PUSH, REPLACE), Back or Forward (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type NavigateOptions = { replace?: boolean; state?: unknown };

/** A link's target: a path, or parts of one (a missing path is the current one, as a pager's `?page=`). */
export type To = string | { pathname?: string; search?: string; hash?: string };

// What history.state holds for an entry this router made: React Router's own shape, so Back to an
// entry written before the change still finds its state and key.
type Entry = { usr: unknown; key: string };

type Snapshot = { path: string; location: Omit<Location, 'pathname'>; navigationType: NavigationType };

// --- The browser's location, one store for the whole app -----------------------------------

const listeners = new Set<() => void>();
let navigationType: NavigationType = 'POP';
let cached: (Snapshot & { href: string; entry: unknown }) | undefined;

function changed(type: NavigationType): void {
  navigationType = type;
  for (const listener of listeners) listener();
}

const onPopState = () => changed('POP');

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function browserSnapshot(): Snapshot {
  const { href, pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<Entry> | null;
  // An entry this router did not write (the document the browser loaded, a plain #section link)
  // is only ever reached by loading it or by Back and Forward.
  const type = entry?.key ? navigationType : 'POP';
  // The same object until the address or the entry changes: React compares snapshots by identity.
  if (cached?.href !== href || cached.entry !== entry || cached.navigationType !== type) {
    const location = { search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
    cached = { href, entry, path: pathname, location, navigationType: type };
  }
  return cached;
}

/** Goes to `href`, a full path (the language's prefix included). */
function go(href: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: Entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  changed(replace ? 'REPLACE' : 'PUSH');
}

// --- Routers ----------------------------------------------------------------------------------

type RouterState = { base: string; snapshot: Snapshot; pathname: string };

const RouterContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('A router hook was used outside the router (main.tsx, entry-server.tsx)');
  return state;
}

// wouter's location hook: the path it matches routes against, read from this router's one
// subscription rather than a subscription of wouter's own in each route.
function usePathForWouter(): [string, (to: string, options?: NavigateOptions) => void] {
  return [useRouterState().snapshot.path, go];
}

function RouterWith({ base, snapshot, children }: { base: string; snapshot: Snapshot; children: ReactNode }) {
  const value = useMemo(() => {
    const { path } = snapshot;
    // As wouter strips it: any case, and only a whole segment (/sw, /sw/..., never /swahili).
    const lower = path.toLowerCase();
    const prefix = base.toLowerCase();
    const inBase = base !== '' && (lower === prefix || lower.startsWith(`${prefix}/`));
    return { base, snapshot, pathname: (inBase ? path.slice(base.length) : path) || '/' };
  }, [base, snapshot]);
  return (
    <RouterContext value={value}>
      <WouterRouter base={base} hook={usePathForWouter}>
        {children}
      </WouterRouter>
    </RouterContext>
  );
}

/** The browser's router; `basename` is the language's prefix (/sw), none for English. */
export function BrowserRouter({ basename = '', children }: { basename?: string; children: ReactNode }) {
  // Hydration reads the browser's own address too: the page was drawn for it.
  const snapshot = useSyncExternalStore(subscribe, browserSnapshot, browserSnapshot);
  return (
    <RouterWith base={basename} snapshot={snapshot}>
      {children}
    </RouterWith>
  );
}

/** The server's router, at `location` (the full path and query of the page it draws). */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children: ReactNode;
}) {
  const snapshot = useMemo((): Snapshot => {
    const { pathname, search } = new URL(location, 'http://server.invalid');
    return {
      path: pathname,
      location: { search, hash: '', state: null, key: 'default' },
      navigationType: 'POP',
    };
  }, [location]);
  return (
    <RouterWith base={basename} snapshot={snapshot}>
      {children}
    </RouterWith>
  );
}

// --- Hooks ------------------------------------------------------------------------------------

export function useLocation(): Location {
  const { snapshot, pathname } = useRouterState();
  return useMemo(() => ({ pathname, ...snapshot.location }), [pathname, snapshot]);
}

export function useNavigationType(): NavigationType {
  return useRouterState().snapshot.navigationType;
}

/** The parameters of the route on screen (`:slug`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

/** Goes to a path of the app (without the language's prefix, which it keeps). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { base } = useRouterState();
  return useCallback((to: string, options?: NavigateOptions) => go(base + to, options), [base]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/**
 * The query of the address, and a setter that keeps the path (and drops the hash, as React Router
 * did). A function given to the setter gets the query as it is when it runs, not as the screen
 * last drew it: a debounced search box changes the address that is there by then.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useRouterState().snapshot.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next,
      ).toString();
      go(window.location.pathname + (value ? `?${value}` : ''), options);
    },
    [],
  );
  return [params, setParams];
}

// --- Components ---------------------------------------------------------------------------------

/** `to` as a path of the app (`?page=2` alone keeps the current path). */
function pathOf(to: To, pathname: string): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return (to.pathname ?? pathname) + search + hash;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load, not a route change (the error screen's way out of a broken app). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the app: a route change on a plain click, the browser's own way otherwise. */
export function Link({ to, replace, state, reloadDocument, onClick, ...anchor }: LinkProps) {
  const { base, pathname } = useRouterState();
  const href = base + pathOf(to, pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab, another window, or a page load asked for: the browser follows the href.
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event)) return;
    if (anchor.target && anchor.target !== '_self') return;
    event.preventDefault();
    go(href, { replace, state });
  };
  return <a {...anchor} href={href} onClick={follow} />;
}

/**
 * A menu's link, `aria-current="page"` while its page (or one below it, unless `end`) is on
 * screen. Its query and section do not count: /about?brand=igsum is current on /about.
 */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useRouterState();
  const target = pathOf(props.to, pathname).split(/[?#]/)[0]?.toLowerCase() ?? '';
  const here = pathname.toLowerCase();
  const current =
    here === target || (!end && target !== '/' && here.startsWith(`${target.replace(/\/$/, '')}/`));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

/** Goes to `to` once drawn: a guard's answer for a visitor who may not see the screen. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions): null {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: goes once, where it was first sent.
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

type RouteProps = { path: string; element: ReactNode };

/**
 * One screen of <Routes>. Switch hands its match to the route it picked (`match`), so the path is
 * matched once per render.
 */
export function Route({ path, element, ...fromSwitch }: RouteProps): ReactElement {
  return (
    <WouterRoute path={path} {...fromSwitch}>
      {element}
    </WouterRoute>
  );
}

/**
 * The first <Route> whose path matches, in the order written (React Router ranked them by how
 * specific they are; the app's table puts `*` last).
 */
export function Routes({ children }: { children: ReactNode }) {
  return <Switch>{children}</Switch>;
}

/**
 * Whether `pathname` (without the language's prefix) is one of `pattern`'s (`/fursa/laptops/:slug`,
 * `*`), as <Routes> matches it: any case, an optional trailing slash.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

/** The parameters `pathname` gives `pattern` (`{ slug }`), as useParams() reads them on its screen. */
export function pathParams(pattern: string, pathname: string): Record<string, string> {
  const [, params] = matchRoute(parse, pattern, pathname);
  return Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}
