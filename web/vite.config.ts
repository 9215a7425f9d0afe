/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report.ts';
import { routePreloads } from './build/route-preloads.ts';
import { paths } from './src/config/paths.ts';

// API_PROXY_TARGET lets several dev servers run side by side against their own API.
const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:8000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

// The public screens, each with the route module router.tsx loads for it.
const PUBLIC_SCREENS = {
  [paths.home.path]: 'home',
  [paths.auth.path]: 'auth',
  [paths.isml.path]: 'isml',
  [paths.fursa.path]: 'fursa',
  [paths.igsumProducts.path]: 'igsum-products',
  [paths.bookingSuccess.path]: 'booking-success',
  [paths.connectionTest.path]: 'connection-test',
  [paths.about.path]: 'about',
  [paths.contact.path]: 'contact',
};

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(PUBLIC_SCREENS), bundleReport(PUBLIC_SCREENS)],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // The shared chunks are named after every screen that loads them, far too long for a URL.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        // Libraries every page loads, apart from the app's own code, so a release that changes
        // only the app leaves them cached in the browser.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // zod-jitless rides with zod: a chunk's own code runs after the chunks it imports, so
            // only here does it run before any other chunk builds a schema.
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|axios|zod|sonner)[\\/]|src[\\/]lib[\\/]zod-jitless/,
            },
            // App code two or more screens share, grouped by the screens that load it, with the small
            // groups merged: a first visit makes half as many requests. Admin code never joins, so
            // a visitor never downloads it.
            {
              name: 'shared',
              test: (id: string) =>
                !/features[\\/]admin|routes[\\/]admin|contract[\\/]src[\\/]admin/.test(id),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one set of loaded modules per worker, not per file: setting them up again for
    // each file took three times as long as the tests. setup.ts resets the DOM and module state
    // after every test.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
});
