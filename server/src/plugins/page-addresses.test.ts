import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { inPageLanguage } from './page-language';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** Addresses whose path, after the language's prefix, starts with more than one slash. */
const HOSTILE: [url: string, sameSite: string][] = [
  ['/sw//evil.example/x', '/sw/evil.example/x'],
  ['//evil.example/x', '/evil.example/x'],
  ['/sw///evil.example/x?utm=1', '/sw/evil.example/x?utm=1'],
  ['/sw//', '/sw'],
];
/** Sent raw over a socket: app.inject reads a backslash as a slash before the server sees it. */
const BACKSLASHED: [url: string, sameSite: string][] = [
  ['/sw/\\evil.example/x', '/sw/evil.example/x'],
  ['/\\evil.example/', '/evil.example/'],
];

/** Every link of a page leads to this site: none protocol-relative, none to another host. */
function expectLinksStayOnSite(html: string) {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(new URL(href, 'https://shop.example/sw/page').origin, href).toBe('https://shop.example');
    expect(href).not.toMatch(/^[/\\]{2}|^https:\/\/shop\.example[/\\]{2}/);
  }
}

describe.each([
  ['without PUBLIC_URL', undefined],
  ['with PUBLIC_URL', 'https://shop.example'],
])('addresses with doubled slashes (%s)', (_name, publicUrl) => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-addresses-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    t = await buildTestApp({ WEB_DIST_DIR: dist, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('redirects to the same page on this site, never to another', async () => {
    for (const [url, sameSite] of HOSTILE) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(sameSite);
      const next = await t.app.inject({ method: 'GET', url: sameSite });
      expect(next.statusCode, sameSite).toBe(200);
      expectLinksStayOnSite(next.body);
    }
  });

  it('redirects a backslashed address, as a browser reads it, to this site', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const [url, sameSite] of BACKSLASHED) {
      const res = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url }, (answer) => {
            answer.resume();
            resolve({ status: answer.statusCode, location: answer.headers.location });
          })
          .on('error', reject);
      });
      expect(res, url).toEqual({ status: 301, location: sameSite });
    }
  });

  it('still serves ordinary pages, a doubled slash inside the path included', async () => {
    for (const url of ['/sw/fursa', '/fursa//laptops', '/sw', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

it("writes a page's alternates on this site whatever its address claims", () => {
  for (const publicUrl of [undefined, 'https://shop.example']) {
    for (const [url] of [...HOSTILE, ...BACKSLASHED]) {
      const html = inPageLanguage(SHELL, url.split('?')[0]!, publicUrl);
      expect(html.match(/hreflang=/g), url).toHaveLength(3);
      expectLinksStayOnSite(html);
    }
  }
});
