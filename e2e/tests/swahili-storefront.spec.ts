import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';
import { createLaptop } from '../fixtures/catalog';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

// Issue 28, docs/i18n.md: a Swahili buyer goes from the laptop shop to the cart's checkout button,
// and from the tours to the booking dialog, and a Swahili visitor writes to the shop, signs up for
// its newsletter and looks through the gallery, without meeting a word of the shop's English.

const CATALOGS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/i18n/catalogs');

const read = (set: string, language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(CATALOGS, set, `${language}.json`), 'utf8'));

/** The words of an ICU message a reader sees: its text around the arguments and in its branches. */
function fragments(message: string): string[] {
  const out: string[] = [];
  const gap = '\u0000';
  const rest = message
    .replace(/\{\s*\w+\s*\}/g, gap)
    .replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,((?:[^{}]|\{[^{}]*\})*)\}/g, (_, branches: string) => {
      for (const branch of branches.matchAll(/\{([^{}]*)\}/g)) out.push(...(branch[1] ?? '').split(/[#\0]/));
      return gap;
    });
  out.push(...rest.split(gap));
  return out.map((text) => text.trim().replace(/^[(,:·\s]+|[),.:\s]+$/g, ''));
}

type English = { phrases: string[]; words: string[] };

/**
 * The English texts of `sets` (the common catalog is `.`) that cannot be Swahili too: a phrase, or
 * a message of one capitalised word of four letters or more ("Filters", "Price:"), never found in a
 * Swahili text (names, "Karibu Tanzania"). A lone word beside a value ("Book {tour}") could be a
 * product's name.
 */
function englishOf(sets: string[]): English {
  const swahiliTexts = sets.flatMap((set) => Object.values(read(set, 'sw'))).join('\n');
  const english = [
    ...new Set(
      sets
        .flatMap((set) => Object.values(read(set, 'en')))
        .flatMap((message) =>
          fragments(message)
            .filter(
              (text) =>
                /\p{L}+[\s-]+\p{L}+/u.test(text) ||
                (/^\p{Lu}\p{Ll}{3,}$/u.test(text) && !message.includes('{')),
            )
            .filter((text) => !swahiliTexts.includes(text)),
        ),
    ),
  ];
  return {
    phrases: english.filter((text) => /\s/.test(text)),
    words: english.filter((text) => !/\s/.test(text)),
  };
}

/** The brands' names, written the same in every language (web/src/config/brands.ts). */
const BRAND_TITLES = /FURSA Laptops|IGSUM Tours & Safaris/g;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoEnglish(page: Page, screen: string, { phrases, words }: English) {
  const shown = (await page.locator('body').innerText()).replace(BRAND_TITLES, '');
  const found = phrases.filter((text) =>
    new RegExp(`(?<![\\p{L}])${literally(text)}(?![\\p{L}])`, 'u').test(shown),
  );
  // A lone word counts only as a whole element's text: the products other tests made may carry it
  // in their names ("Offline laptop", "Checkout laptop").
  for (const word of words)
    if ((await page.getByText(word, { exact: true }).filter({ visible: true }).count()) > 0) found.push(word);
  expect(found, `${screen}: English on a Swahili screen`).toEqual([]);
}

/** The common catalog and the sections of the screens the buyer walks through. */
const STOREFRONT = englishOf(['.', 'storefront', 'cart', 'item', 'tours', 'in-touch', 'booking']);

test('a Swahili buyer reaches checkout and a tour booking without a word of English', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect([...STOREFRONT.phrases, ...STOREFRONT.words]).toEqual(
    expect.arrayContaining(['Add to Cart', 'Book Now', 'Filters', 'Price', 'In Stock']),
  );
  const customer = await createCustomer(request, 'Neema Swai');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInBrowser(page, customer);
  const missing = collectMissingTexts(page);

  await page.goto('/sw/fursa');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Onyesha vichujio' }).click();
  await expect(page.getByLabel('Tafuta kompyuta')).toBeVisible();
  await expectNoEnglish(page, '/sw/fursa', STOREFRONT);

  // A laptop in stock: the demo catalogue sells some out.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Ongeza kwenye kikapu/, disabled: false }) })
    .first();
  const laptop = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/sw\/fursa\/laptops\//);
  await expect(page.getByRole('heading', { level: 1, name: laptop })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maelezo' })).toBeVisible();
  await expectNoEnglish(page, 'laptop page', STOREFRONT);

  await page.getByRole('button', { name: 'Ongeza kwenye kikapu' }).click();
  await expect(page.getByText('Imeongezwa kwenye kikapu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iko kikapuni' })).toBeDisabled();
  await expectNoEnglish(page, 'laptop added', STOREFRONT);

  await page.getByRole('link', { name: /Kompyuta mpakato zote/ }).click();
  await expect(page).toHaveURL(/\/sw\/fursa$/);
  await page.getByRole('button', { name: 'Kikapu, bidhaa 1' }).click();
  const cart = page.getByRole('dialog', { name: 'Kikapu chako' });
  await expect(cart.getByText(laptop)).toBeVisible();
  await expect(cart.getByText('Jumla ndogo (bidhaa 1)')).toBeVisible();
  await expect(cart.getByText(/^TSh /).first()).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Endelea kulipia' })).toBeEnabled();
  await expectNoEnglish(page, 'cart sheet', STOREFRONT);

  await page.goto('/sw/isml');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Safari zinazopendwa zaidi' })).toBeVisible();
  await expectNoEnglish(page, '/sw/isml', STOREFRONT);

  const tourCard = page.locator('#tours').getByRole('article').first();
  const tour = (await tourCard.getByRole('heading').innerText()).trim();
  await tourCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/sw\/isml\/tours\//);
  await expect(page.getByRole('heading', { name: 'Tarehe za kuondoka' })).toBeVisible();
  await expectNoEnglish(page, 'tour page', STOREFRONT);

  await page.getByRole('button', { name: `Hifadhi safari: ${tour}` }).click();
  const dialog = page.getByRole('dialog', { name: `Hifadhi ${tour}` });
  await expect(dialog.getByLabel('Tarehe ya kuondoka')).toBeVisible();
  await expect(dialog.getByLabel('Watu wazima (miaka 16+)', { exact: true })).toHaveValue('1');
  await expect(dialog.getByRole('button', { name: 'Thibitisha na ulipe' })).toBeEnabled();
  await expectNoEnglish(page, 'booking dialog', STOREFRONT);

  expect(missing).toEqual([]);
  await context.close();
});

test("a laptop sold out while its Swahili page is open is refused in Swahili, the server's reason named", async ({
  browser,
  request,
}) => {
  const laptop = await createLaptop(request, { name: `Kompyuta ya mwisho ${Date.now()}`, stock: 1 });
  const customer = await createCustomer(request, 'Baraka Mollel');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInBrowser(page, customer);
  const missing = collectMissingTexts(page);

  await page.goto(`/sw/fursa/laptops/${laptop.slug}`);
  await waitForApp(page);
  const add = page.getByRole('button', { name: 'Ongeza kwenye kikapu' });
  await expect(add).toBeEnabled();
  // Another buyer takes the last one meanwhile: the admin's count says none is left.
  const admin = await adminSession(request);
  const sold = await request.put(`/api/admin/products/${laptop.id}/`, {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: { stock_quantity: 0 },
  });
  expect(sold.status(), await sold.text()).toBe(200);

  const answer = page.waitForResponse((r) => r.url().includes('/cart/') && r.request().method() === 'POST');
  await add.click();
  // The server says its English and names the reason (a laptop with none left is off sale).
  expect(await (await answer).json()).toMatchObject({
    message: 'This product is no longer available.',
    reason: { name: 'productUnavailable' },
  });
  await expect(page.getByText('Bidhaa hii haipatikani tena.')).toBeVisible();
  await expect(page.getByText('Imeshindikana', { exact: true })).toBeVisible();
  await expect(page.getByText('This product is no longer available.')).toHaveCount(0);
  await expectNoEnglish(page, 'sold-out laptop refused', STOREFRONT);
  expect(missing).toEqual([]);
  await context.close();
});

test('a Swahili visitor writes to the shop, signs up for the news and opens the gallery, all in Swahili', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The texts of the contact page and forms, the contact details and newsletter band, the gallery,
  // IGSUM's products and the form checks.
  const english = englishOf(['.', 'contact', 'in-touch', 'tours', 'igsum', 'validation']);
  expect([...english.phrases, ...english.words]).toEqual(
    expect.arrayContaining(['Send Message', 'Subscribe', 'Opening hours', 'Phone', 'Close gallery']),
  );
  const missing = collectMissingTexts(page);

  await page.goto('/sw/contact?brand=igsum');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Wasiliana nasi' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'IGSUM: safari na bidhaa' })).toBeChecked();
  await expect(page.getByText('Saa za kazi').first()).toBeVisible();
  await expectNoEnglish(page, '/sw/contact', english);

  // The first touch brings the form's code; a blank name is refused in Swahili.
  const form = page.getByRole('form', { name: 'Fomu ya mawasiliano' });
  await form.getByLabel('Barua pepe *').fill('neema@example.com');
  await form.getByRole('button', { name: 'Tuma ujumbe' }).click();
  await expect(page.getByText('Taarifa hazijakamilika')).toBeVisible();
  await expect(form.getByText('Tafadhali andika jina lako')).toBeVisible();
  await expectNoEnglish(page, 'contact form refused', english);

  await form.getByLabel('Jina *').fill('Neema Swai');
  await form.getByLabel('Ujumbe *').fill('Tunapanga safari ya familia mwezi Julai.');
  await form.getByRole('button', { name: 'Tuma ujumbe' }).click();
  await expect(page.getByText('Ujumbe umetumwa!')).toBeVisible();
  await expectNoEnglish(page, 'contact form sent', english);

  await page.goto('/sw/isml#gallery');
  await waitForApp(page);
  const tile = page.getByRole('button', { name: /^Kuza picha: / }).first();
  await tile.press('Enter');
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByText('1 kati ya 8')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Picha inayofuata' })).toBeVisible();
  await expectNoEnglish(page, 'gallery', english);
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);

  // The contact form and the newsletter's load as the reader comes near them, each with its texts.
  await page.getByRole('heading', { name: 'Panga safari yako pamoja nasi' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Fomu ya mawasiliano' }).getByLabel('Jina *')).toBeVisible();
  await page.getByRole('heading', { name: 'Habari za safari na ofa za usafiri' }).scrollIntoViewIfNeeded();
  const news = page.getByRole('form', { name: 'Jarida' });
  await news.getByRole('button', { name: 'Jiandikishe' }).click();
  await expect(page.getByText('Barua pepe inahitajika')).toBeVisible();
  await expectNoEnglish(page, '/sw/isml forms', english);

  await news.getByLabel('Barua pepe ya kupokea jarida').fill(`habari-${Date.now()}@example.com`);
  await news.getByRole('button', { name: 'Jiandikishe' }).click();
  await expect(page.getByText('Umejiandikisha!')).toBeVisible();
  await expectNoEnglish(page, 'newsletter sent', english);

  // IGSUM's products end with the same newsletter band.
  await page.goto('/sw/igsum-products');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Habari za safari na ofa za usafiri' })).toBeVisible();
  await expectNoEnglish(page, '/sw/igsum-products', english);

  expect(missing).toEqual([]);
});
