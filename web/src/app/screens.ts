import { routeModuleOf, SCREEN_TABLE, type ScreenEntry, type ScreenName } from '@shop/contract/screen-table';
import type { ComponentType } from 'react';
import type { Section } from '#web/i18n/i18n.ts';
import { matchesPath } from '#web/lib/router/router.tsx';
import type { ServerReads } from './server-reads';

type Screen = {
  path: string;
  load: () => Promise<ComponentType>;
  /** What its server render reads, when its route module names it (server-reads.ts). */
  reads: () => Promise<ServerReads | undefined>;
  guard?: ScreenEntry['guard'];
  texts?: readonly Section[];
};

// A text section the web has no catalog for fails the type check here.
const TABLE: Record<ScreenName, ScreenEntry<Section>> = SCREEN_TABLE;

// Each route module lazily, so each is a chunk of its own, as the screen table says (docs/screens.md).
type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;
const ROUTE_MODULES: RouteModules = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

/**
 * Screen `name`'s code: what its route module exports as `<Name>Route` (docs/screens.md). A route
 * module no screen names, or a screen without one, fails screens.test.ts and check:i18n.
 */
function loader(name: string, modules: RouteModules): Pick<Screen, 'load' | 'reads'> {
  const load = modules[`./routes/${routeModuleOf(name)}.tsx`] as RouteModules[string];
  const component = `${name[0]?.toUpperCase()}${name.slice(1)}Route`;
  return {
    load: () => load().then((loaded) => loaded[component] as ComponentType),
    reads: () => load().then((loaded) => loaded[`${name}Reads`] as ServerReads | undefined),
  };
}

/** The screens of `table`, in its order, each with the code it loads from `modules` (the routes'). */
export function screensOf<Name extends string>(
  table: Record<Name, ScreenEntry<Section>>,
  modules = ROUTE_MODULES,
): Record<Name, Screen> {
  return Object.fromEntries(
    (Object.keys(table) as Name[]).map((name) => [name, { ...table[name], ...loader(name, modules) }]),
  ) as Record<Name, Screen>;
}

/** Every screen of the app. */
export const SCREENS = screensOf(TABLE);

/** The first of `screens` whose path matches, as <Routes> picks it (app-routes.tsx). */
export function screenIn<Name extends string>(
  screens: Record<Name, { path: string }>,
  pathname: string,
): Name | undefined {
  return (Object.keys(screens) as Name[]).find((name) => matchesPath(screens[name].path, pathname));
}

/** The screen a URL path shows; the 404 screen (`*`, last) when no other does. */
export function screenAt(pathname: string): ScreenName {
  return screenIn(SCREENS, pathname) ?? 'notFound';
}
