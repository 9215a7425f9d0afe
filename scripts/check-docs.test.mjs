// The docs check, run as `npm run check` runs it, on a small repository made for each test with one
// drift of each kind (docs/README.md, "Checked docs"), and the settings table against config.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDocs } from './check-docs.mjs';
import { BEGIN, configTableProblems, currentTable, DOC, END, withTable } from './config-table.mjs';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const repository = path.join(scripts, '..');
const roots = [];

/** A repository holding `files` ({ path: text }), with an index listing every page of docs/. */
function makeRepository(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
  roots.push(root);
  const pages = Object.keys(files).filter((f) => f.startsWith('docs/') && f !== 'docs/README.md');
  const all = {
    'docs/README.md': pages.map((f) => `- [${f}](${f.slice('docs/'.length)})`).join('\n'),
    'docs/stock.md': '# Stock\n',
    'contract/src/constants.ts': 'export const LIST_CAP = 100;\n',
    'contract/src/common.ts': "import { LIST_CAP } from './constants';\nexport { LIST_CAP };\n",
    '.gitignore': 'node_modules/\nweb/dist/\n',
    ...files,
  };
  if (!('docs/stock.md' in files)) all['docs/README.md'] += '\n- [stock](stock.md)';
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const messages = (root) => checkDocs(root).map((p) => `${p.file}:${p.line}: ${p.message}`);

test('a repository whose links, paths and constants all exist passes', () => {
  const root = makeRepository({
    'README.md': 'See [stock](docs/stock.md) and `contract/src/constants.ts`; the build is in `web/dist/`.\n',
    'docs/lists.md':
      '- Capped (`LIST_CAP` = 100 rows, `contract/src/constants.ts`), [stock](stock.md#holds).\n',
    'server/src/a.ts': '// docs/stock.md: why.\nexport const a = 1;\n',
  });
  assert.deepEqual(messages(root), []);
});

test('a link or a cited path to a missing file fails, with its line', () => {
  const root = makeRepository({
    'README.md': '# Shop\n\nRead [the rules](docs/rules.md).\n',
    'docs/orders.md': 'Colours: `web/src/config/colours.ts`.\n',
    'server/src/a.ts': 'export const a = 1;\n/** docs/holds.md: holds expire. */\n',
    'server/src/db/migrations/0001_x.sql': '-- docs/stock.md and docs/ledger.md\nSELECT 1;\n',
  });
  assert.deepEqual(messages(root), [
    'README.md:3: link to a missing file: docs/rules.md',
    'docs/orders.md:1: cites a missing path: web/src/config/colours.ts',
    'server/src/a.ts:2: cites a missing path: docs/holds.md',
    'server/src/db/migrations/0001_x.sql:1: cites a missing path: docs/ledger.md',
  ]);
});

test('paths in strings, placeholders, ignored builds and another repository pass', () => {
  const root = makeRepository({
    'scripts/x.test.mjs': "const files = { 'web/src/features/tours/price.tsx': `// docs/none.md` };\n",
    'docs/payments.md':
      'Each `server/src/modules/<feature>/routes.ts`, `e2e/tests/X.spec.ts`, `web/dist/index.html`;\n' +
      '(selcom-developers/node-selcom, `docs/cancel-order.md`).\n',
  });
  assert.deepEqual(messages(root), []);
});

test('a document outside the repository, cited by its bare name, fails', () => {
  const root = makeRepository({ 'scripts/a.mjs': '// A feature imports no other (STYLE.md habit 2).\n' });
  assert.deepEqual(messages(root), ['scripts/a.mjs:1: cites a document not in the repository: STYLE.md']);
});

test('a constant cited in a file that does not define it fails, a re-export included', () => {
  const root = makeRepository({
    'docs/lists.md':
      '`LIST_CAP` (100, `contract/src/common.ts`).\n`PAGE_SIZE` in `contract/src/constants.ts`.\n',
  });
  assert.deepEqual(messages(root), [
    'docs/lists.md:1: cites `LIST_CAP` in contract/src/common.ts, which does not hold it',
    'docs/lists.md:2: cites `PAGE_SIZE` in contract/src/constants.ts, which does not hold it',
  ]);
});

test('a section cited by its title must be a heading or a bold label of that page', () => {
  const root = makeRepository({
    'docs/messages.md': '# Messages\n\n## Links in `messages`\n\n- **Alerts.** Each morning.\n',
    'server/src/a.ts':
      '// docs/messages.md, "Alerts"; docs/messages.md, "Links in messages".\n// docs/messages.md, "Reminders"\n',
  });
  assert.deepEqual(messages(root), [
    'server/src/a.ts:2: cites a section docs/messages.md does not have: "Reminders"',
  ]);
});

test('a decision record needs its date, status, context, decision, alternatives and consequences', () => {
  const whole =
    '# 0001: x\n\nDate: 2026-11-23\n\nStatus: accepted\n\n## Context\n\n## Decision\n\n## Alternatives\n\n## Consequences\n';
  const root = makeRepository({
    'docs/decisions/0001-x.md': whole,
    'docs/decisions/0002-y.md':
      '# 0002: y\n\n**Choice.** Y.\n\n## Context\n\n## Decision\n\n## Consequences\n',
  });
  assert.deepEqual(messages(root), [
    'docs/decisions/0002-y.md:1: decision record without Date: YYYY-MM-DD, Status:, ## Alternatives',
  ]);
});

test('a page of docs/ the index does not list fails', () => {
  const root = makeRepository({});
  fs.writeFileSync(path.join(root, 'docs/decisions.md'), '# Decisions\n');
  assert.deepEqual(messages(root), ['docs/README.md:1: does not list docs/decisions.md']);
});

test('the command prints each drift and exits 1, or exits 0', () => {
  const bad = makeRepository({ 'README.md': '[x](docs/missing.md)\n' });
  const failed = spawnSync(process.execPath, [path.join(scripts, 'check-docs.mjs'), bad], {
    encoding: 'utf8',
  });
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /README\.md:1: link to a missing file: docs\/missing\.md/);
  const good = makeRepository({});
  const passed = spawnSync(process.execPath, [path.join(scripts, 'check-docs.mjs'), good], {
    encoding: 'utf8',
  });
  assert.equal(passed.status, 0, passed.stderr);
});

test("the settings table is config.ts's, and a setting changed without the doc fails", async () => {
  const table = await currentTable(repository);
  assert.match(table, /^\| `PORT` \| `8000` \| HTTP port \|$/m);
  assert.match(table, /^\| `TRUST_PROXY` \| `false` \| /m);
  assert.match(table, /^\| `DATABASE_URL` \| unset: the embedded PGlite database in `DATA_DIR` \| /m);
  const doc = fs.readFileSync(path.join(repository, DOC), 'utf8');
  assert.equal(withTable(doc, table), doc, 'docs/configuration.md is current: npm run docs:config');
  assert.deepEqual(await configTableProblems(repository, { cache: false }), []);

  // A copy of the repository's config.ts and doc, with one default changed in config.ts only.
  const root = fs.mkdtempSync(path.join(repository, 'server', '.check-docs-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'server/src'), { recursive: true });
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  const config = fs.readFileSync(path.join(repository, 'server/src/config.ts'), 'utf8');
  const changed = config.replace('.default(8000)', '.default(8080)');
  assert.notEqual(changed, config);
  // config.ts imports the contract by package name, resolved from the repository's node_modules.
  fs.writeFileSync(path.join(root, 'server/src/config.ts'), changed);
  fs.writeFileSync(path.join(root, DOC), doc);
  const problems = await configTableProblems(root, { cache: false });
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /run npm run docs:config/);
  assert.equal(problems[0].line, doc.slice(0, doc.indexOf(BEGIN)).split('\n').length);
  assert.ok(doc.includes(END));
});
