// Read by the build's config too (web/build/app-install.ts), which cannot load the contract's
// TypeScript: the names repeat those of brands.ts, and install.test.ts keeps them equal.
import type { Brand } from './brands.ts';
import { paths } from './paths.ts';

/** An app a phone can put on its home screen: one per brand, and the shop as a whole. */
export type InstallApp = Brand | 'shop';

type AppManifest = {
  name: string;
  shortName: string;
  startUrl: string;
  /** The brand's primary colour (web/src/styles.css): the installed app's title bar. */
  themeColor: string;
  /** The brand's page background: the splash screen while the app starts. */
  backgroundColor: string;
};

/** What each app's web app manifest says (built by web/build/app-install.ts, docs/offline.md). */
export const INSTALL_APPS: Record<InstallApp, AppManifest> = {
  shop: {
    name: 'IGSUM & FURSA',
    shortName: 'IGSUM & FURSA',
    startUrl: paths.home.href(),
    themeColor: '#1c1917',
    backgroundColor: '#fafaf9',
  },
  igsum: {
    name: 'IGSUM Tours & Safaris',
    shortName: 'IGSUM',
    startUrl: paths.isml.href(),
    themeColor: '#8a4f0f',
    backgroundColor: '#fbf5e9',
  },
  fursa: {
    name: 'FURSA Laptops',
    shortName: 'FURSA',
    startUrl: paths.fursa.href(),
    themeColor: '#123f8c',
    backgroundColor: '#f8fafc',
  },
};

export function manifestHref(app: InstallApp): string {
  return `/manifest-${app}.webmanifest`;
}

export function appIconHref(app: InstallApp, size: 192 | 512, maskable = false): string {
  return `/icons/${app}-${size}${maskable ? '-maskable' : ''}.png`;
}
