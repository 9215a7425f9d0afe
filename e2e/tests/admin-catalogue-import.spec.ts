import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { snap } from '../fixtures/screenshots';
import { adminSession, type Session, signInBrowser } from '../fixtures/session';

type Row = Record<string, string>;

function csvFile(name: string, header: string[], rows: Row[]): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const text = [header.join(','), ...rows.map((r) => header.map((c) => quote(r[c] ?? '')).join(','))].join(
    '\n',
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-')), name);
  fs.writeFileSync(file, `\ufeff${text}\n`);
  return file;
}

test.use({ viewport: { width: 1280, height: 900 } });
// Several helpers' suites share this machine: the waits below are generous.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 60_000 };

test('the admin exports laptops, imports a file with a bad row (nothing written), then a good one (all applied)', async ({
  page,
  request,
}) => {
  const admin: Session = await adminSession(request);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const tag = randomBytes(3).toString('hex');
  const categories = await (await request.get('/api/admin/categories/', { headers: auth })).json();
  const created = await request.post('/api/admin/products/', {
    headers: auth,
    data: {
      name: `Import laptop ${tag}`,
      description: 'Ya kazi, "imara" na nyepesi',
      price: '1200000',
      category: categories[0].id,
      stock_quantity: 6,
    },
  });
  expect(created.status()).toBe(201);
  const laptop = await created.json();

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=products');
  await expect(page.getByRole('heading', { level: 2, name: 'FURSA Products' })).toBeVisible(SLOW);

  // Export: the file is the import's columns, with the byte-order mark Excel needs.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fursa-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const exported = parse(bytes, { bom: true, columns: true }) as Row[];
  const header = Object.keys(exported[0]!);
  const mine = exported.find((r) => r.name === laptop.name)!;
  expect(mine).toMatchObject({
    price: '1200000.00',
    stock_quantity: '6',
    description: 'Ya kazi, "imara" na nyepesi',
  });

  const changed = { ...mine, price: '1150000', stock_quantity: '9' };
  const newSlug = `import-new-${tag}`;
  const newRow = {
    ...mine,
    slug: newSlug,
    name: `Imported laptop ${tag}`,
    price: '990000',
    stock_quantity: '3',
  };
  const bad = { ...newRow, slug: `import-bad-${tag}`, category: 'no-such-category', price: 'lots' };

  // A file with one bad row: the preview names it and nothing can be applied.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(csvFile('bad.csv', header, [changed, newRow, bad]));
  await expect(dialog.getByText('1 new, 1 to update, 0 unchanged, 1 with errors')).toBeVisible(SLOW);
  await expect(
    dialog.getByText('No category has the slug "no-such-category"').filter({ visible: true }),
  ).toBeVisible(SLOW);
  await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  await snap(page, 'admin-import-preview');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const untouched = await (await request.get(`/api/admin/products/${laptop.id}/`, { headers: auth })).json();
  expect(untouched).toMatchObject({ price: '1200000.00', stock_quantity: 6 });
  const none = await request.get(`/api/admin/products/?search=${encodeURIComponent(newRow.name)}`, {
    headers: auth,
  });
  expect((await none.json()).count).toBe(0);

  // The good file: previewed, then applied in one go.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(csvFile('good.csv', header, [changed, newRow]));
  await expect(dialog.getByText('1 new, 1 to update, 0 unchanged, 0 with errors')).toBeVisible(SLOW);
  await expect(dialog.getByText('Changes price, stock_quantity').filter({ visible: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('1 created, 1 updated, 0 unchanged.')).toBeVisible(SLOW);
  await expect(dialog).toBeHidden(SLOW);

  // Read back: through the API, and in the admin list and the product's stock history.
  const after = await (await request.get(`/api/admin/products/${laptop.id}/`, { headers: auth })).json();
  expect(after).toMatchObject({ price: '1150000.00', stock_quantity: 9 });
  const found = await request.get(`/api/admin/products/?search=${encodeURIComponent(newRow.name)}`, {
    headers: auth,
  });
  expect((await found.json()).results[0]).toMatchObject({
    name: newRow.name,
    price: '990000.00',
    stock_quantity: 3,
  });
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(laptop.name);
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible(SLOW);
  await page.getByRole('button', { name: `Edit ${laptop.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByText('6 → 9 CSV import (admin)')).toBeVisible(SLOW);
  await snap(page, 'admin-stock-history');
});
