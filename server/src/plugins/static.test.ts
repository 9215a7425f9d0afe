import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const INDEX = '<!doctype html><title>Shop</title><div id="root"></div>';
const ASSET = 'console.log("app");';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd.js'), ASSET);
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every screen of the app with index.html, revalidated on each visit', async () => {
    for (const url of ['/fursa?category=2&max_price=900000', '/admin/dashboard', '/no/such/screen']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.headers['cache-control']).toBe('no-cache');
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
