import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createLaptops } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';
import { waitForSms } from '../fixtures/sms';

test.use({ viewport: { width: 390, height: 844 } });

/** The page's paper sizes in PDF points, as Chromium rounds them: A4 (595 x 842), the 80 mm roll's width (226.8). */
const A4_SIZE = /\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/;
const ROLL_WIDTH = /\/MediaBox \[0 0 22[67]\.\d+ /;

async function payByMobileMoney(page: Page, context: BrowserContext) {
  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Mobile money/ }).check();
  await page.getByLabel('Mobile money number').fill('255 786 043 043');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\/mobile-money\//);
  await approveOnDemoPhone(page, context, 'Open the demo phone');
  await expect(page).toHaveURL(/\/order-success\?/);
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

test("a paid order's receipt opens from the dashboard and from the SMS signed out, and prints on A4 and an 80 mm roll", async ({
  page,
  request,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const [laptop] = await createLaptops(request, `Receipt ${Date.now()}`, ['1180000']);
  if (!laptop) throw new Error('laptop not created');
  const customer = await createCustomer(request, 'Zawadi Mushi');
  const auth = { Authorization: `Bearer ${customer.access}` };
  const added = await request.post('/api/fursa/cart/', {
    headers: auth,
    data: { product: laptop.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, customer);
  const orderId = await payByMobileMoney(page, context);
  const order = (await (await request.get(`/api/orders/${orderId}/`, { headers: auth })).json()) as {
    order_id: string;
  };

  // From the order's dialog in the dashboard.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Order ${order.order_id}, view details` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(order.order_id) });
  const link = dialog.getByRole('link', { name: /^Receipt No\. \d+$/ });
  const number = (await link.textContent())!.replace(/\D/g, '');
  await link.click();
  await expect(page).toHaveURL(/\/receipt\/p\d+-[\w-]{22}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const facts = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(facts('Receipt number')).toHaveText(number);
  await expect(facts('Order')).toHaveText(order.order_id);
  await expect(facts('Paid by')).toHaveText('Mobile money');
  await expect(page.getByRole('row', { name: new RegExp(laptop.name) })).toContainText('TZS 1,180,000.00');
  await expect(page.getByRole('row', { name: /standard rate 18%/ })).toContainText('180,000.00');
  await expect(page.getByRole('heading', { name: 'Totals by tax code (TZS)' })).toBeVisible();
  // Nothing wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The e2e shop has no VFD registered: a numbered receipt that says it is not a fiscal one.
  await expect(page.getByRole('note')).toContainText('Not a fiscal receipt');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await snap(page, 'receipt-plain');

  // A VFD-registered shop's answer for the same receipt (the e2e server has none): TRA's seller,
  // verification code and link, which the page draws as a QR code.
  const verifyUrl = `https://verify.tra.go.tz/ABC123${number}_101530`;
  await page.route('**/api/receipts/view/*/', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.receipt = {
      ...body.receipt,
      fiscal: true,
      verification_code: `ABC123${number}`,
      verify_url: verifyUrl,
      seller: {
        name: 'FURSA LAPTOPS LTD',
        tin: '111222333',
        vrn: '40099999Z',
        serial: '10TZ100999',
        uin: '09VFDWEBAPI-111222333',
        tax_office: 'Ilala',
      },
    };
    await route.fulfill({ response: answer, json: body });
  });
  await page.reload();
  const qr = page.getByRole('img', { name: 'QR code: verify this receipt at TRA' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-value', verifyUrl);
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(120);
  await expect(page.getByRole('link', { name: 'Verify at TRA' })).toHaveAttribute('href', verifyUrl);
  await expect(page.getByText('FURSA LAPTOPS LTD')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await snap(page, 'receipt-fiscal');

  // Printed: the frame and the buttons are left out, the receipt and its QR code stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(qr).toBeVisible();
  await expect(facts('Receipt number')).toHaveText(number);
  const a4 = await page.pdf({ preferCSSPageSize: true });
  expect(a4.subarray(0, 5).toString()).toBe('%PDF-');
  expect(a4.toString('latin1')).toMatch(A4_SIZE);
  // Back on screen to choose the roll (page.pdf prints with print CSS unless the page emulates screen).
  await page.emulateMedia({ media: null });
  await page.getByRole('radio', { name: '80 mm roll' }).check();
  await expect(page.locator('[data-receipt]')).toHaveAttribute('data-paper', 'roll');
  await snap(page, 'receipt-roll');
  // The roll's receipt keeps within its 80 mm, whatever the window's width.
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = (await page.locator('[data-receipt]').boundingBox())!;
  for (const part of await page.locator('[data-receipt] > *').all()) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, await part.evaluate((e) => e.tagName)).toBeLessThanOrEqual(card.x + card.width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const roll = await page.pdf({ preferCSSPageSize: true });
  expect(roll.subarray(0, 5).toString()).toBe('%PDF-');
  expect(roll.toString('latin1')).toMatch(ROLL_WIDTH);
  await page.unroute('**/api/receipts/view/*/');

  // The payment's SMS links the same receipt, which a phone that is not signed in opens.
  const sms = await waitForSms('255712345678', 'order_paid', order.order_id);
  const smsLink = /Receipt: (http\S+)/.exec(sms)?.[1];
  expect(smsLink).toMatch(/\/receipt\/p\d+-[\w-]{22}$/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const signedOut = await phone.newPage();
  await signedOut.goto(new URL(smsLink!).pathname);
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(signedOut.locator('dt', { hasText: /^Receipt number$/ }).locator('+ dd')).toHaveText(number);
  await expect(signedOut).toHaveURL(/\/receipt\//);
  // A changed link shows no receipt.
  const path = new URL(smsLink!).pathname;
  await signedOut.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
  await expect(signedOut.getByRole('alert')).toContainText('We cannot find this receipt');
  await phone.close();
});
