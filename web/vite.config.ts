/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative, not `@shop/contract/...`: Vite bundles a config's relative imports, and Node 20 loads no
// TypeScript from a package.
import { OVER_BUDGET_SCREENS, PUBLIC_SCREENS, SERVER_RENDERED_PATHS } from '../contract/src/screen-table.ts';
import { appInstall } from './build/app-install.ts';
import { bundleReport } from './build/bundle-report.ts';
import { directImports } from './build/direct-imports.ts';
import { linguiCatalogs } from './build/lingui-catalogs.ts';
import { publicGraph } from './build/public-graph.ts';
import { routePreloads } from './build/route-preloads.ts';
import { screenTableForBrowser } from './build/screen-table-for-browser.ts';

// API_PROXY_TARGET lets several dev servers run side by side against their own API.
const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:8000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

// The server sends rendered screens with no module to preload (server/src/plugins/pages.ts):
// only the screens the browser renders from the shell get their links.
const SHELL_SCREENS = Object.fromEntries(
  Object.entries(PUBLIC_SCREENS).filter(([path]) => !SERVER_RENDERED_PATHS.has(path)),
);

/** The browser's build. */
// The screens a first visit lands on (the table's public screens), drawn with as few files as can
// be (docs/performance.md, "Page speed"). A new public screen joins with no line here.
// Screens that share code among themselves more than with the rest: a brand's, and the item pages.
const FAMILIES = {
  fursa: ['fursa', 'laptop-page'],
  igsum: ['isml', 'igsum-products', 'tour-page', 'igsum-product-page'],
  items: ['laptop-page', 'igsum-product-page', 'tour-page'],
};
// The screens over budget (the table's `overBudget`) keep their code apart: it would bring zod into
// every page.
const publicScreens = publicGraph(
  Object.values(PUBLIC_SCREENS),
  FAMILIES,
  Object.values(OVER_BUDGET_SCREENS),
);
/** The chunks main.tsx imports (groups below, and Rolldown's runtime). */
const ENTRY_CHUNKS = /(^|\/)(rolldown-runtime|react|query|core)-[\w-]{8}\.js$/;

const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  // Server-rendered pages name no script to preload (docs/server-rendering.md), and every browser
  // the shop supports but Safari before 17 knows modulepreload: the polyfill cost each first visit
  // 0.3 KB for nothing.
  modulePreload: {
    polyfill: false,
    // A lazy import preloads its chunks by adding a link for each (about 1.7 ms apiece on a
    // phone at 4x CPU, in the hydration's long task): never for the chunks the entry itself
    // imports, which every page has loaded before anything lazy runs.
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps,
  },
  rolldownOptions: {
    output: {
      // Grouped chunks are named after every screen that loads them, far too long for a URL.
      chunkFileNames: (chunk) => {
        // A section's texts are named after it and their language (docs/i18n.md, "Sections").
        const section = /catalogs[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
        if (section) return `assets/${section[1]}-${section[2]}-[hash].js`;
        return chunk.name.includes('~')
          ? `assets/${chunk.name.split('~')[0]}-[hash].js`
          : 'assets/[name]-[hash].js';
      },
      // Libraries every page loads, apart from the app's own code, so a release that changes
      // only the app leaves them cached in the browser.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/ },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          // Loaded with a page's first request or form, not with the page (docs/server-rendering.md).
          { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod\.ts$/ },
          { name: 'axios', test: /node_modules[\\/]axios[\\/]/ },
          // What public screens draw their first paint with, in a few files (build/public-graph.ts):
          // `core` for what screens of both brands or of the shop as a whole share (layout,
          // buttons, images, formats, texts), a brand's chunk for what only its screens share, and
          // a screen's own. A first visit then loads a handful of files, not thirty small ones.
          // One group each, in this order: a group takes the modules its modules import with it.
          {
            name: 'core',
            test: (id: string) => publicScreens.inEntry(id) || publicScreens.chunkOf(id) === 'core',
          },
          ...Object.keys(FAMILIES).map((family) => ({
            name: family,
            test: (id: string) => publicScreens.chunkOf(id) === family,
          })),
          {
            name: (id: string) => publicScreens.chunkOf(id) ?? '',
            test: (id: string) => !!publicScreens.chunkOf(id),
          },
          // What loads later (dialogs, forms, signed-in screens) and two or more screens share,
          // grouped by the screens that load it. Small groups are not merged: a merge put code a
          // first visit needs beside code loaded later (zod, forms), which then came too (+47 KB
          // with a 2,000-byte threshold, 27 Nov 2026). Admin code never joins, so a visitor never
          // downloads it.
          {
            name: 'shared',
            test: (id: string) =>
              !publicScreens.inEntry(id) &&
              !/features[\\/]admin|routes[\\/]admin|contract[\\/]src[\\/]admin/.test(id),
            minShareCount: 2,
            entriesAware: true,
          },
        ],
      },
    },
  },
};

/**
 * The service worker (src/service-worker/sw.ts, docs/offline.md), built with this release's
 * precache list: its hashed scripts and styles, the install icons and the offline page. Admin
 * screens' code is left out: a customer's phone never needs it offline.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // Registered by the app itself once the page is interactive (src/lib/offline/register-worker.ts).
  injectRegister: false,
  // One manifest per brand, written by build/app-install.ts.
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/*.{js,css}', 'icons/*.png', 'favicon.svg', 'offline.html'],
    globIgnores: ['assets/admin-*'],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // Every import of zod sets it up first (src/lib/zod.ts), the web app's own included.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/lib/router/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    directImports(),
    linguiCatalogs(),
    publicScreens.plugin,
    screenTableForBrowser(),
    react(),
    tailwindcss(),
    routePreloads(SHELL_SCREENS),
    bundleReport(PUBLIC_SCREENS),
    ...(isSsrBuild ? [] : [appInstall(), serviceWorker]),
  ],
  server: { proxy },
  preview: { proxy },
  // The server's render takes the icons and Radix parts its screens use into its own build: left
  // outside, each package's whole index (every icon, every primitive) stayed loaded in the server,
  // its source text included (docs/performance-log.md, 2026-11-26 memory).
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  // The server's render (src/entry-server.tsx) goes beside the browser's build, not into it:
  // web/dist is served as files.
  build: isSsrBuild ? { outDir: 'dist-server', copyPublicDir: false } : clientBuild,
  test: {
    environment: 'jsdom',
    // One jsdom and one set of loaded modules per worker, not per file: setting them up again for
    // each file took three times as long as the tests. setup.ts resets the DOM and module state
    // after every test.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    testTimeout: 30_000,
  },
}));
