import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';
import { adminSession, signInBrowser } from '../fixtures/session';

/** A valid 1x1 PNG (red pixel). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

function tempFile(name: string, content: Buffer | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test('the admin creates a laptop that the shop then lists', async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  const name = `E2E Laptop ${randomBytes(3).toString('hex')}`;
  await openTab(page, 'products', 'FURSA Products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });

  // Required fields are checked before anything is sent.
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Price (TZS)').fill('1750000');
  await dialog.getByLabel('Stock quantity').fill('7');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Description', { exact: true }).fill('A sturdy test laptop.');
  await dialog.getByLabel('Specifications (comma-separated)').fill(' 16GB RAM, , 512GB SSD ');
  await snap(page, 'admin-product-dialog');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin search finds it, and so does the shop.
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(name);
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  await page.goto(`/fursa?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('the admin filters products by stock state', async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  await openTab(page, 'products', 'FURSA Products');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Stock').selectOption('out');
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  // Every row left is out of stock.
  const table = page.getByRole('table', { name: 'FURSA Products' });
  await expect(table.getByText('In Stock', { exact: true })).toHaveCount(0);
});

test('the admin uploads an IGSUM product image; bad files are refused', async ({ page, request }) => {
  const admin = await adminSession(request);
  await signInBrowser(page, admin);
  const name = `E2E Kikoi ${randomBytes(3).toString('hex')}`;
  await openTab(page, 'igsum-products', 'IGSUM Products');
  await page.getByRole('button', { name: 'Add IGSUM Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add IGSUM Product' });
  const fileInput = dialog.getByLabel('Product image');

  // A 6 MB file, and a text file renamed .png, are refused before upload.
  const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
  await fileInput.setInputFiles(tempFile('big.png', big));
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select an image smaller than 5MB.').first()).toBeVisible();
  const fake = tempFile('notes.png', 'this is just text, not an image\n');
  await fileInput.setInputFiles(fake);
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select an image file.').first()).toBeVisible();

  // The server refuses the renamed text file too, by its bytes.
  const categories = await request.get('/api/admin/igsum-product-categories/', {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  const [category] = (await categories.json()) as { id: number }[];
  const refused = await request.post('/api/admin/igsum-products/', {
    headers: { Authorization: `Bearer ${admin.access}` },
    multipart: {
      name: 'Renamed text',
      description: 'x',
      price: '10',
      category: String(category?.id),
      stock_quantity: '1',
      image: { name: 'notes.png', mimeType: 'image/png', buffer: fs.readFileSync(fake) },
    },
  });
  expect(refused.status()).toBe(400);

  // Client-side field checks.
  await dialog.getByLabel('Price (USD)').fill('-3');
  await dialog.getByRole('button', { name: 'Add IGSUM Product' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await expect(dialog.getByText('Price must be a positive number')).toBeVisible();
  await expect(dialog.getByText('Stock quantity must be a non-negative integer')).toBeVisible();

  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Price (USD)').fill('24.50');
  await dialog.getByLabel('Stock quantity').fill('12');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Description', { exact: true }).fill('Hand-woven cotton kikoi from Zanzibar.');
  await fileInput.setInputFiles(tempFile('kikoi.png', PNG_1X1));
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await snap(page, 'admin-igsum-product-dialog');
  await dialog.getByRole('button', { name: 'Add IGSUM Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();

  await page.goto(`/igsum-products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  // The uploaded file is served from /media/ with its phone-sized copies, and really loads:
  // decode() refuses a broken image.
  const image = page.locator('main img[src^="/media/"]:not([src*="/demo/"])').first();
  await expect(image).toBeVisible();
  expect(await image.getAttribute('srcset')).toMatch(
    /^\/media\/[a-f0-9]{32}-360w\.webp 360w, \/media\/[a-f0-9]{32}-720w\.webp 720w$/,
  );
  const shown = await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc));
  expect(shown).toMatch(/\/media\/[a-f0-9]{32}-(360|720)w\.webp$/);
});

test('the admin creates a category with a generated slug, renames it and deletes it', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await adminSession(request));
  const suffix = randomBytes(3).toString('hex');
  await openTab(page, 'categories', 'Categories');
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category type').selectOption('igsum-product-categories');
  await dialog.getByLabel('Name', { exact: true }).fill(`Beach & Sun Gear ${suffix}`);
  await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(`beach-sun-gear-${suffix}`);
  await snap(page, 'admin-category-dialog');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category created')).toBeVisible();

  const section = page.getByRole('region', { name: 'IGSUM product categories' });
  await expect(section.getByText(`beach-sun-gear-${suffix}`).first()).toBeVisible();

  await section.getByRole('button', { name: `Edit Beach & Sun Gear ${suffix}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('Category type')).toBeDisabled();
  await edit.getByLabel('Name', { exact: true }).fill(`Beach Gear ${suffix}`);
  await expect(edit.getByLabel('Slug', { exact: true })).toHaveValue(`beach-sun-gear-${suffix}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(section.getByText(`Beach Gear ${suffix}`, { exact: true }).first()).toBeVisible();

  await section
    .getByRole('button', { name: `Delete Beach Gear ${suffix}` })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this category?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category has been successfully deleted.')).toBeVisible();
  await expect(section.getByText(`beach-sun-gear-${suffix}`)).toHaveCount(0);
});

test('the admin adds, edits and deletes a tour', async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  const title = `E2E Ruaha Walk ${randomBytes(3).toString('hex')}`;
  await openTab(page, 'tours', 'Tours');
  await page.getByRole('button', { name: 'Add Tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tour' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Price per person (USD)').fill('1450');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Difficulty').selectOption('Moderate');
  await dialog.getByLabel('Duration', { exact: true }).fill('4 days');
  await dialog.getByLabel('Max participants').fill('8');
  await dialog.getByLabel('Description', { exact: true }).fill('Walking safari in Ruaha.');
  await dialog.getByLabel(/Available dates/).fill(' 2027-07-15 , , 2027-08-01 ');
  await dialog.getByLabel('Featured on the tours page').check();
  await dialog.getByRole('button', { name: 'Add Tour' }).click();
  await expect(page.getByText('Tour created')).toBeVisible();

  const table = page.getByRole('table', { name: 'Tours' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('US$1,450.00')).toBeVisible();
  await expect(row.getByText('Moderate')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tour' });
  await expect(edit.getByLabel(/Available dates/)).toHaveValue('2027-07-15, 2027-08-01');
  await edit.getByLabel('Difficulty').selectOption('Expert');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Tour updated')).toBeVisible();
  await expect(row.getByText('Expert')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this tour?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Tour deleted')).toBeVisible();
  await expect(table.getByText(title)).toHaveCount(0);
});

test('the admin edits a laptop to zero stock and deletes it after confirming', async ({ page, request }) => {
  const admin = await adminSession(request);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const categories = (await (await request.get('/api/admin/categories/', { headers: auth })).json()) as {
    id: number;
  }[];
  const name = `E2E Edit Laptop ${randomBytes(3).toString('hex')}`;
  const made = await request.post('/api/admin/products/', {
    headers: auth,
    data: { name, description: 'To edit.', price: '900000', category: categories[0]?.id, stock_quantity: 4 },
  });
  expect(made.status()).toBe(201);

  await signInBrowser(page, admin);
  await openTab(page, 'products', 'FURSA Products');
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(name);
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  const table = page.getByRole('table', { name: 'FURSA Products' });
  await expect(table.getByText('In Stock', { exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product name')).toHaveValue(name);
  await edit.getByLabel('Stock quantity').fill('0');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  // docs/stock.md: a laptop without stock is inactive, so out of stock.
  await expect(table.getByText('Out of Stock', { exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText(name)).toBeVisible();
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
});
