// The import check and the subpath-imports codemod, run as `npm test` runs them, on a small
// repository made for each test with one violation of each kind (docs/import-rules.md).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const roots = [];

/** A repository with the shop's three workspaces and `files` ({ path: text }) in it. */
function makeRepository(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  roots.push(root);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['contract', 'server', 'web'] }));
  write(
    'contract/package.json',
    JSON.stringify({ name: '@shop/contract', exports: { './*': './src/*.ts' } }),
  );
  const workspace = (name, imports) => JSON.stringify({ name, type: 'module', imports });
  write('server/package.json', workspace('@shop/server', { '#server/*': './src/*' }));
  write('web/package.json', workspace('@shop/web', { '#web/*': './src/*' }));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const run = (script, root) =>
  spawnSync(process.execPath, [path.join(scripts, script), root], { encoding: 'utf8' });

/** Files that keep every rule: a lower layer imported from above, one feature using shared code. */
const clean = {
  'contract/src/money.ts': 'export const cents = 100;\n',
  'server/src/lib/money.ts':
    "import { cents } from '@shop/contract/money';\nexport const toCents = (n: number) => n * cents;\n",
  'server/src/modules/cart/service.ts':
    "import { toCents } from '#server/lib/money.ts';\nexport const total = toCents(1);\n",
  'server/src/modules/cart/routes.ts': "import { total } from './service';\nexport const routes = [total];\n",
  'server/src/test/build-test-app.ts':
    "import { routes } from '#server/modules/cart/routes.ts';\nexport const app = routes;\n",
  // A test is not held to the layers: this one, in lib/, imports a module.
  'server/src/lib/money.test.ts':
    "import { routes } from '#server/modules/cart/routes.ts';\nexport const t = routes;\n",
  'web/src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'web/src/features/cart/components/cart.tsx':
    "import { format } from '#web/lib/format.ts';\nexport const Cart = () => format(1);\n",
  'web/src/app/routes/cart.tsx':
    "import { Cart } from '#web/features/cart/components/cart.tsx';\nexport default Cart;\n",
};

test('a repository that keeps the rules passes', () => {
  const result = run('check-imports.mjs', makeRepository(clean));
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /0 import cycles, 0 upward imports on the server, 0 features importing/);
});

test('each kind of violation is reported with its file and line, and the check fails', () => {
  const root = makeRepository({
    ...clean,
    // Upward: lib (the layer under db) imports a module, on line 3 of a multi-line import.
    'server/src/lib/rates.ts':
      "import {\n  total,\n} from '#server/modules/cart/service.ts';\nexport const rate = total;\n",
    // Two modules importing each other through different files: a cycle between modules.
    'server/src/modules/orders/service.ts':
      "import { total } from '#server/modules/cart/service.ts';\nexport const order = total;\n",
    'server/src/modules/cart/checkout.ts':
      "import { order } from '#server/modules/orders/service.ts';\nexport const c = order;\n",
    // Two files importing each other (one side type-only).
    'web/src/lib/api-client.ts': "import { http } from './http-client';\nexport const api = http;\n",
    'web/src/lib/http-client.ts':
      "import type { api } from './api-client';\nexport const http = 1;\nexport type A = typeof api;\n",
    // A feature importing another, and shared code importing a feature, through `../`.
    'web/src/features/orders/list.tsx':
      "\nimport { Cart } from '../cart/components/cart';\nexport const List = Cart;\n",
    'web/src/components/layout/header.tsx':
      "import { Cart } from '#web/features/cart/components/cart.tsx';\nexport const H = Cart;\n",
  });
  const result = run('check-imports.mjs', root);
  assert.equal(result.status, 1, result.stdout + result.stderr);
  const lines = result.stdout.split('\n');
  const reported = (pattern) =>
    assert.ok(
      lines.some((line) => pattern.test(line)),
      `${pattern} in\n${result.stdout}`,
    );
  reported(
    /^ {2}server\/src\/lib\/rates\.ts:3 {2}lib imports modules: server\/src\/modules\/cart\/service\.ts$/,
  );
  reported(/^ {2}web\/src\/lib\/api-client\.ts:1 {2}2 files import each other:$/);
  reported(/^ {6}web\/src\/lib\/http-client\.ts:1 -> web\/src\/lib\/api-client\.ts \(type\)$/);
  reported(/2 modules import each other:$/);
  reported(/^ {6}server\/src\/modules\/cart\/checkout\.ts:1 -> server\/src\/modules\/orders\/$/);
  reported(/^ {2}web\/src\/features\/orders\/list\.tsx:2 {2}feature orders imports feature cart: /);
  reported(/^ {2}web\/src\/components\/layout\/header\.tsx:1 {2}shared code imports feature cart: /);
  reported(
    /^ {2}web\/src\/features\/orders\/list\.tsx:2 {2}'\.\.\/cart\/components\/cart': write it as a subpath/,
  );
  assert.match(
    result.stdout,
    /2 import cycles, 1 upward imports on the server, 1 features importing another feature, 1 shared web code importing a feature, 1 imports climbing/,
  );
});

test('the codemod rewrites `../` imports into subpath imports that Node resolves', async () => {
  const root = makeRepository({
    'server/src/lib/money.js': 'export const cents = 100;\n',
    'server/src/lib/format.js': "export { cents } from './money.js';\n",
    'server/src/modules/cart/service.js':
      "import { cents } from '../../lib/money.js';\nimport { cents as again } from '../../lib/format';\nimport './local.js';\nexport const total = cents + again;\n",
    'server/src/modules/cart/local.js': 'export {};\n',
    'server/src/lib/missing-user.js': "import '../nowhere.js';\n",
  });
  const result = run(path.join('codemods', 'subpath-imports.mjs'), root);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /rewrote 2 imports in 1 files/);
  assert.match(result.stdout, /server\/src\/lib\/missing-user\.js:1 '\.\.\/nowhere\.js' reaches no file/);
  const service = path.join(root, 'server/src/modules/cart/service.js');
  assert.equal(
    fs.readFileSync(service, 'utf8'),
    "import { cents } from '#server/lib/money.js';\nimport { cents as again } from '#server/lib/format.js';\nimport './local.js';\nexport const total = cents + again;\n",
  );
  const { total } = await import(service);
  assert.equal(total, 200);
});
