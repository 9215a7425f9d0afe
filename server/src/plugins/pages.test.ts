import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory } from '#server/test/builders.ts';
import { inPageLanguage } from './page-language';

const SHELL =
  '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    ' +
  '<div id="root"><!--page--><p>Loading the shop...</p><!--/page--></div>\n    <!--page-state-->\n  </body>\n</html>\n';

/**
 * A stand-in for the web build's server render (web/src/entry-server.tsx): it reads what the
 * page asks of the API, as the real one does, and says what it got, so the test sees exactly
 * what a page's render can reach.
 */
const RENDERER = `
let renders = 0;
// Module-wide, as the real one's API adapter is: the last app to load the renderer sets it.
let apiGet;
export function createPageRenderer(options) {
  apiGet = options.apiGet;
  const { paymentTestMode } = options;
  return async (url, origin) => {
    renders += 1;
    if (url.startsWith('/dashboard')) return null;
    if (url.startsWith('/broken')) throw new Error('a component threw');
    const categories = await apiGet('/api/fursa/categories/');
    const page = { status: 200, head: '<title>Laptops &amp; more</title>', usesOrigin: false, query: ['page'],
      state: '<script id="page-state" type="application/json">{}</script>' };
    // Public reads only: a page to keep.
    if (url.startsWith('/isml')) return { ...page, body: '<h1>' + categories.body + '</h1><p>render ' + renders + '</p>' };
    // A page that names the host it was asked on.
    if (url.startsWith('/igsum-products')) return { ...page, usesOrigin: true, body: '<p>' + origin + ' render ' + renders + '</p>' };
    const user = await apiGet('/api/auth/user/');
    return {
      ...page,
      status: url.startsWith('/no-such') ? 404 : 200,
      body: (url.startsWith('/about') ? '<p>' + 'Karibu Tanzania. '.repeat(100) + '</p>' : '') +
        '<h1>categories ' + categories.status + ' ' + categories.body + '</h1><p>user '
        + user.status + ' test ' + paymentTestMode + ' at ' + origin + url + '</p>',
    };
  };
}`;

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('server-rendered pages', () => {
  let t: TestApp;
  let root: string;
  const lines: string[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), SHELL);
    fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    t = await buildTestApp({ WEB_DIST_DIR: path.join(root, 'dist'), LOG_LEVEL: 'info' }, { logger });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("puts the page's markup, head and data in the shell, read from the API as a visitor", async () => {
    const { access } = await t.register();
    // A signed-in visitor's token never reaches the page's own reads: they are a visitor's.
    const res = await t.as(access, { method: 'GET', url: '/fursa?page=2', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      inPageLanguage(SHELL, '/fursa', undefined)
        .replace('<title>Shop</title>', '<title>Laptops &amp; more</title>')
        .replace(
          '<!--page--><p>Loading the shop...</p><!--/page-->',
          '<h1>categories 200 []</h1><p>user 401 test false at http://shop.test/fursa?page=2</p>',
        )
        .replace('<!--page-state-->', '<script id="page-state" type="application/json">{}</script>'),
    );
  });

  it('logs one line for the page, none for the reads of its render', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/about' });
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(['/about']);
  });

  it('compresses a page for a browser that takes brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/about' });
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers the 404 page with a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-screen' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>user 401');
  });

  it("renders each app's page from its own API where several apps share the process", async () => {
    const second = await buildTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
    try {
      await makeCategory(second.database.db, { brand: 'fursa', name: 'Only in the second shop' });
      // The second app loads the renderer last: the first must still read its own shop.
      for (const [app, shown] of [
        [t.app, false],
        [second.app, true],
        [t.app, false],
        [second.app, true],
      ] as const) {
        const page = await app.inject({ method: 'GET', url: '/about' });
        expect(page.body.includes('Only in the second shop')).toBe(shown);
      }
    } finally {
      await second.close();
    }
  });

  it('keeps a page made of public reads for everyone, until the catalogue changes in any process', async () => {
    const base = await listen(t.app);
    const other = await t.anotherApp({ WEB_DIST_DIR: path.join(root, 'dist') });
    const otherBase = await listen(other);
    const rendered = await fetch(`${base}/isml`);
    const body = await rendered.text();
    expect(body).toMatch(/<h1>\[\]<\/h1><p>render \d+<\/p>/);
    // The rendered answer is already the kept copy, ETag and all.
    expect(rendered.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    // Served again from memory, unrendered, with a strong ETag; 304 while the visitor's copy is current.
    const kept = await fetch(`${base}/isml`);
    expect(await kept.text()).toBe(body);
    expect(kept.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(kept.headers.get('content-security-policy')).toContain("script-src 'self'");
    const again = await fetch(`${base}/isml`, {
      headers: { 'if-none-match': kept.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    // An admin adds a category through the other process: the next page shows it.
    const { access } = await t.admin();
    const created = await fetch(`${otherBase}/api/admin/categories/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rugged', slug: 'rugged', icon: 'laptop' }),
    });
    expect(created.status).toBe(201);
    await vi.waitFor(async () => expect(await (await fetch(`${base}/isml`)).text()).toContain('Rugged'), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('keeps one page for every URL that differs only in parameters its screen does not read', async () => {
    const base = await listen(t.app);
    const kept = await (await fetch(`${base}/isml`)).text();
    // A campaign's links: each is the kept page, not a render of its own that would push others out.
    for (let n = 0; n < 2100; n++) {
      const res = await fetch(`${base}/isml?utm_x=${n}&fbclid=${n}`);
      expect(await res.text()).toBe(kept);
    }
    expect(await (await fetch(`${base}/isml`)).text()).toBe(kept);
    // A parameter the screen reads is another page.
    const second = await (await fetch(`${base}/isml?utm_source=x&page=2`)).text();
    expect(second).not.toBe(kept);
    expect(await (await fetch(`${base}/isml?page=2&gclid=y`)).text()).toBe(second);
  });

  it('renders anew a page that names the host it was asked on, or reads what is not public', async () => {
    const base = await listen(t.app);
    for (const url of ['/igsum-products', '/about']) {
      const one = await (await fetch(`${base}${url}`)).text();
      const two = await (await fetch(`${base}${url}`)).text();
      if (url === '/igsum-products') expect(one).not.toBe(two);
      else expect((await fetch(`${base}${url}`)).headers.get('etag')).toBeNull();
    }
  });

  it('sends the shell for a screen the browser renders, and when the render fails', async () => {
    for (const url of ['/dashboard', '/broken']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(inPageLanguage(SHELL, url, undefined));
    }
  });
});
