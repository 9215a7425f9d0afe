import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('the about page tells the story of both brands', async ({ page }) => {
  await page.goto('/about?brand=igsum');
  await expect(page.getByRole('heading', { level: 1, name: 'Two Tanzanian brands, one shop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'IGSUM Tours & Safaris' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FURSA Laptops' }).first()).toBeVisible();
  await expectNoSeriousAxe(page);
  await snap(page, 'about');
});

test('the contact page sends a message to the chosen brand', async ({ page }) => {
  await page.goto('/contact?brand=fursa');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'FURSA laptops' })).toBeChecked();
  await expect(page.getByRole('link', { name: /^\+255/ }).first()).toHaveAttribute('href', /^tel:/);
  await expectNoSeriousAxe(page);
  await snap(page, 'contact');

  await page.getByLabel('Name *').fill('Juma Mwinyi');
  await page.getByLabel('Email *').fill('juma@example.com');
  await page.getByLabel('Message *').fill('Do you have a gaming laptop under TSh 3,000,000?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
});

test('the connection test runs its five checks', async ({ page }) => {
  await page.goto('/connection-test');
  await expect(page.getByText(/\/api$/)).toBeVisible();
  await expect(page.getByText(/^Connected:/)).toBeVisible();
  await page.getByRole('button', { name: 'Run All Tests' }).click();
  await expect(page.getByText('5/5 tests passed')).toBeVisible();
  await expect(page.getByText(/PASS Get testimonials/)).toBeVisible();
  await expectNoSeriousAxe(page);
  await snap(page, 'connection-test');
});
