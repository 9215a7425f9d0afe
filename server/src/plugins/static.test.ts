import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { inPageLanguage } from './page-language';

const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const ASSET = 'console.log("app");';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd.js'), ASSET);
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/fursa': ['/assets/fursa-Xy12.js', '/assets/shared-Zz34.js'],
        '/': ['/assets/home-Q1.js'],
        '/receipt/:token': ['/assets/receipt-R5.js'],
      }),
    );
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every screen of the app with index.html, revalidated on each visit', async () => {
    for (const url of ['/dashboard?tab=orders', '/admin/dashboard', '/no/such/screen']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(inPageLanguage(INDEX, url.split('?')[0]!, undefined));
      // A page keeps every header that steers a document.
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("names a public screen's own scripts in its HTML, so they load beside the entry", async () => {
    const fursa = await t.app.inject({ method: 'GET', url: '/fursa?min_price=0' });
    expect(fursa.body).toContain(
      '    <link rel="modulepreload" crossorigin href="/assets/fursa-Xy12.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/shared-Zz34.js">\n  </head>',
    );
    expect(fursa.body).not.toContain('home-Q1.js');

    // A screen with a parameter: each of its addresses, in either language, and no other.
    for (const url of ['/receipt/p12-abcdefghijklmnopqrstuv', '/sw/receipt/p12-abcdefghijklmnopqrstuv'])
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain(
        'href="/assets/receipt-R5.js"',
      );
    for (const url of ['/receipt', '/receipt/a/b', '/xreceipt/p1'])
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('receipt-R5.js');

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/assets/home-Q1.js"');
    expect(home.body).not.toContain('fursa-Xy12.js');

    for (const url of ['/dashboard', '/admin/dashboard']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(
        inPageLanguage(INDEX, url, undefined),
      );
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries no document's headers, only those that protect it.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();

    // robots.txt is the shop's own route now (docs/seo.md); the build's other files stay served.
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a JSON 404, not the app', async () => {
    for (const url of ['/llms.txt', '/assets/app-Old999.js', '/media/nothing.png', '/api/nothing/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    }
  });

  it('serves the shipped demo images for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/brand/fursa-hero.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
