// docs/screens.md: a public screen is one entry of the screen table and its route module. This
// builds a copy of the web app with one more (a fixture) and finds it in the build: its own chunk,
// its first visit reported (the budget's figures), and drawn by the server's render from the query
// parameter it reads alone. The table's own derivations (routes, sitemap) are screens.test.ts's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule } from '@shop/contract/page-render';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repository = path.resolve('..');
// Inside the repository's node_modules: the copy finds every package there but the workspace's own.
const copy = path.join(repository, 'node_modules/.cache', `screen-fixture-${process.pid}`);
const web = path.join(copy, 'web');

function build(...args: string[]) {
  const run = spawnSync('npx', ['vite', 'build', ...args], { cwd: web, encoding: 'utf8' });
  expect(run.status, run.stdout + run.stderr).toBe(0);
}

beforeAll(() => {
  fs.rmSync(copy, { recursive: true, force: true });
  for (const workspace of ['contract', 'web'])
    fs.cpSync(path.join(repository, workspace), path.join(copy, workspace), {
      recursive: true,
      filter: (file) => !/[\\/](node_modules|dist|dist-server)$/.test(file),
    });
  fs.mkdirSync(path.join(copy, 'node_modules/@shop'), { recursive: true });
  fs.symlinkSync('../../contract', path.join(copy, 'node_modules/@shop/contract'));

  const table = path.join(copy, 'contract/src/screen-table.ts');
  const last = '  // Last: its path matches any address';
  const source = fs.readFileSync(table, 'utf8');
  expect(source).toContain(last);
  fs.writeFileSync(
    table,
    source.replace(
      last,
      `  safariGuide: { path: '/isml/guide', texts: ['about'], ssrQuery: ['season'] },\n${last}`,
    ),
  );
  fs.writeFileSync(
    path.join(web, 'src/app/routes/safari-guide.tsx'),
    'export function SafariGuideRoute() {\n  return <h1>The safari guide</h1>;\n}\n',
  );
  build('--outDir', 'dist', '--emptyOutDir');
  build('--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--emptyOutDir');
}, 300_000);

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

it('gives a screen added as one entry a chunk of its own and reports its first visit', () => {
  const report = JSON.parse(fs.readFileSync(path.join(web, 'dist/bundle-report.json'), 'utf8'));
  expect(report['/isml/guide'].files).toContainEqual(
    expect.stringMatching(/^assets\/safari-guide-[\w-]+\.js$/),
  );
  // As light as the lightest page: the budget holds it (e2e/tests/first-visit.spec.ts).
  expect(report['/isml/guide'].gzipKb).toBeLessThanOrEqual(report['/'].gzipKb);
});

it("is drawn by the server's render from the query it reads alone, the public cache's key", async () => {
  const entry = pathToFileURL(path.join(web, 'dist-server/entry-server.js')).href;
  const { createPageRenderer } = (await import(/* @vite-ignore */ entry)) as PageRendererModule;
  const render = createPageRenderer({
    apiGet: async () => ({ status: 404, body: '{}' }),
    paymentTestMode: false,
  });
  const page = await render('/isml/guide?utm_source=newsletter&season=dry', 'https://shop.test');
  expect(page?.status).toBe(200);
  expect(page?.query).toEqual(['season']);
  expect(page?.body).toContain('The safari guide');
});
