import { expect, test } from '@playwright/test';

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

test("a public screen's HTML names the screen's own scripts, and each exists", async ({ request }) => {
  const html = await (await request.get('/fursa')).text();
  const own = preloads(html).filter(
    (href) => !html.includes(`<script type="module" crossorigin src="${href}"`),
  );
  expect(own.some((href) => /^\/assets\/fursa-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of own) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);
  }
});

test('the signed-in screens name no scripts of their own', async ({ request }) => {
  const entryOnly = preloads(await (await request.get('/no-such-screen')).text());
  for (const path of ['/dashboard', '/admin/dashboard']) {
    expect(preloads(await (await request.get(path)).text()), path).toEqual(entryOnly);
  }
});
