import { expect, test } from '@playwright/test';

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

test('a screen the browser renders names its own scripts in its HTML, and each exists', async ({
  request,
}) => {
  const html = await (await request.get('/auth')).text();
  const own = preloads(html).filter(
    (href) => !html.includes(`<script type="module" crossorigin src="${href}"`),
  );
  expect(own.some((href) => /^\/assets\/auth-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of own) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);
  }
});

test('the signed-in screens name no scripts of their own', async ({ request }) => {
  // The password-reset screen is not in route-preloads: it names the entry's scripts only.
  const entryOnly = preloads(await (await request.get('/reset-password')).text());
  expect(entryOnly).not.toEqual([]);
  for (const path of ['/dashboard', '/admin/dashboard']) {
    expect(preloads(await (await request.get(path)).text()), path).toEqual(entryOnly);
  }
});

test('a server-rendered screen names no script to preload: its content shows without them', async ({
  request,
}) => {
  for (const path of ['/', '/fursa', '/isml', '/igsum-products']) {
    const html = await (await request.get(path)).text();
    expect(preloads(html), path).toEqual([]);
    expect(html, path).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  }
});
