// The files that make the shop installable (docs/offline.md): a web app manifest and its icons
// (192 and 512 px, and a maskable 512) for each app of src/config/install.ts, drawn with sharp
// from the shop's SVG marks, and the offline page the service worker shows for a screen it never
// kept. Emitted into the browser's build, where the worker's precache list finds them.
import fs from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { appIconHref, INSTALL_APPS, type InstallApp, manifestHref } from '../src/config/install.ts';
import { paths } from '../src/config/paths.ts';
import { OFFLINE_PAGE } from '../src/service-worker/messages.ts';

const MARKS: Record<InstallApp, URL> = {
  shop: new URL('../public/favicon.svg', import.meta.url),
  igsum: new URL('./app-icons/igsum.svg', import.meta.url),
  fursa: new URL('./app-icons/fursa.svg', import.meta.url),
};

/** A maskable icon keeps its mark inside the middle 80% a launcher may crop to. */
const MASKABLE_MARK_SHARE = 0.72;

async function icon(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

async function maskableIcon(svg: Buffer, size: number, background: string): Promise<Buffer> {
  const mark = await icon(svg, Math.round(size * MASKABLE_MARK_SHARE));
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

function manifest(app: InstallApp): string {
  const { name, shortName, startUrl, themeColor, backgroundColor } = INSTALL_APPS[app];
  return JSON.stringify({
    id: startUrl,
    name,
    short_name: shortName,
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: appIconHref(app, 192), sizes: '192x192', type: 'image/png' },
      { src: appIconHref(app, 512), sizes: '512x512', type: 'image/png' },
      { src: appIconHref(app, 512, true), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}

/** The offline page, in the app's own stylesheet and with classes its screens already use. */
function offlinePage(stylesheet: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>You are offline · IGSUM &amp; FURSA</title>
    <link rel="stylesheet" href="${stylesheet}" />
  </head>
  <body>
    <main class="grid min-h-dvh place-items-center bg-surface p-6 text-center">
      <div class="max-w-md">
        <h1 class="font-display text-3xl font-bold">You are offline</h1>
        <p class="mt-3 text-muted">This page needs a connection, or has not been opened on this phone before. The pages you have already opened still open without one.</p>
        <p class="mt-6 flex flex-wrap justify-center gap-3">
          <a class="font-semibold underline" href="${paths.fursa.href()}">FURSA laptops</a>
          <a class="font-semibold underline" href="${paths.isml.href()}">IGSUM tours</a>
          <a class="font-semibold underline" href="${paths.home.href()}">Home</a>
        </p>
      </div>
    </main>
  </body>
</html>
`;
}

export function appInstall(): Plugin {
  return {
    name: 'shop-app-install',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const app of Object.keys(INSTALL_APPS) as InstallApp[]) {
        const svg = fs.readFileSync(MARKS[app]);
        const emit = (href: string, source: string | Uint8Array) =>
          this.emitFile({ type: 'asset', fileName: href.slice(1), source });
        emit(manifestHref(app), manifest(app));
        emit(appIconHref(app, 192), await icon(svg, 192));
        emit(appIconHref(app, 512), await icon(svg, 512));
        emit(appIconHref(app, 512, true), await maskableIcon(svg, 512, INSTALL_APPS[app].themeColor));
      }
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(html)?.[1];
      if (!stylesheet) this.error('index.html names no stylesheet for the offline page');
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE.slice(1), source: offlinePage(stylesheet) });
    },
  };
}
