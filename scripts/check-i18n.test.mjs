// The text check (docs/i18n.md) on a small repository made for each test, with one problem of
// each kind it must find.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-i18n.mjs');
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const GOOD = {
  'web/src/i18n/catalogs/en.json': {
    'cart.title': 'Cart',
    'cart.items': '{count, plural, one {# item} other {# items}}',
  },
  'web/src/i18n/catalogs/sw.json': {
    'cart.title': 'Kikapu',
    'cart.items': '{count, plural, one {bidhaa #} other {bidhaa #}}',
  },
  'server/src/modules/messages/catalogs/en.json': { 'paid.subject': 'Payment received for order {order}' },
  'server/src/modules/messages/catalogs/sw.json': { 'paid.subject': 'Tumepokea malipo ya oda {order}' },
  'web/src/components/layout/top-bar.tsx':
    'export const Bar = ({ t }) => <nav aria-label={t(\'nav.main\')}><a title="IGSUM">{t(\'cart.title\')}</a> FURSA · 2<ProductImage placeholder="tour" /></nav>;\n',
  'server/src/modules/messages/templates/order-sms.ts':
    "import x from './layout';\nexport const sms = (t, o) => t('sms.paid', { order: o.id, kind: 'tour_booking' });\n",
};

function run(changes) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
  roots.push(root);
  for (const [file, content] of Object.entries({ ...GOOD, ...changes })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: result.status, out: result.stdout };
}

test('passes translated catalogs, screens and templates', () => {
  assert.equal(run({}).status, 0);
});

test("checks each section's catalogs, and a key given in two of the web's sets", () => {
  const sections = run({
    'web/src/i18n/catalogs/checkout/en.json': { 'checkout.pay': 'Pay', 'cart.title': 'Basket' },
    'web/src/i18n/catalogs/checkout/sw.json': { 'cart.title': 'Kikapu' },
  });
  assert.equal(sections.status, 1);
  assert.match(sections.out, /checkout\/sw\.json: "checkout\.pay" is missing/);
  assert.match(
    sections.out,
    /checkout\/en\.json: "cart\.title" is also in web\/src\/i18n\/catalogs\/en\.json/,
  );
});

test('lets an admin section stay English, with no sw.json, and checks the one it has', () => {
  const english = {
    'adminOrders.title': 'Orders',
    'adminOrders.count': '{count, plural, one {# order} other {# orders}}',
  };
  assert.equal(run({ 'web/src/i18n/catalogs/admin-orders/en.json': english }).status, 0);
  const translated = run({
    'web/src/i18n/catalogs/admin-orders/en.json': english,
    'web/src/i18n/catalogs/admin-orders/sw.json': { 'adminOrders.title': 'Oda' },
  });
  assert.equal(translated.status, 1);
  assert.match(translated.out, /admin-orders\/sw\.json: "adminOrders\.count" is missing/);
  // Only the admin's sections: a customer's section still needs its Swahili.
  const customer = run({ 'web/src/i18n/catalogs/orders/en.json': { 'orders.title': 'Orders' } });
  assert.equal(customer.status, 1);
});

test('fails on a key missing in one language, either way, and on a placeholder renamed', () => {
  const missing = run({
    'web/src/i18n/catalogs/sw.json': { 'cart.items': '{count} bidhaa', 'cart.extra': 'x' },
  });
  assert.equal(missing.status, 1);
  assert.match(missing.out, /sw\.json: "cart\.title" is missing/);
  assert.match(missing.out, /en\.json: "cart\.extra" is missing/);
  const renamed = run({
    'server/src/modules/messages/catalogs/sw.json': { 'paid.subject': 'Malipo ya oda {namba}' },
  });
  assert.match(renamed.out, /"paid\.subject" has placeholders \{namba\}, English \{order\}/);
});

test("reads a plural's or select's cases as text, not as placeholders", () => {
  const cases = {
    'web/src/i18n/catalogs/en.json': {
      'cart.title': 'Cart',
      'cart.left': '{count, plural, one {left} other {{count} left}}',
    },
    'web/src/i18n/catalogs/sw.json': {
      'cart.title': 'Kikapu',
      'cart.left': '{count, plural, one {imebaki} other {zimebaki {count}}}',
    },
  };
  assert.equal(run(cases).status, 0, run(cases).out);
  const renamed = run({
    ...cases,
    'web/src/i18n/catalogs/sw.json': {
      'cart.title': 'Kikapu',
      'cart.left': '{count, plural, one {imebaki} other {zimebaki {idadi}}}',
    },
  });
  assert.match(renamed.out, /"cart\.left" has placeholders \{count,idadi\}, English \{count\}/);
});

test('fails on English left in JSX text, a read attribute, or a string child', () => {
  const jsx = run({
    'web/src/components/layout/top-bar.tsx':
      'export const Bar = () => <nav aria-label="Main">Sign In<b>{"Your cart"}</b></nav>;\n',
  });
  assert.equal(jsx.status, 1);
  assert.match(jsx.out, /top-bar\.tsx:1: aria-label="Main"/);
  assert.match(jsx.out, /top-bar\.tsx:1: text "Sign In"/);
  assert.match(jsx.out, /top-bar\.tsx:1: text \{"Your cart"\}/);
});

test('fails on English left in a message template', () => {
  const template = run({
    'server/src/modules/messages/templates/order-sms.ts':
      'export const sms = (o) => `FURSA: Order ${o.id} is out for delivery.`;\n',
  });
  assert.equal(template.status, 1);
  assert.match(template.out, /order-sms\.ts:1: "FURSA: Order "/);
});
