import { type APIRequestContext, expect, test } from '@playwright/test';
import { createLaptops } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { type Customer, createCustomer, signInBrowser } from '../fixtures/session';
import { waitForSms } from '../fixtures/sms';

test.use({ viewport: { width: 390, height: 844 } });

type Attempt = { id: number; order_id: number; status: string };

/**
 * The push the reminder's page sent: the customer's newest attempt for the order. Attempts are
 * numbered in the order they start, and another customer's answer 404, so the ones after the first
 * are read until it is found.
 */
async function newerAttempt(
  request: APIRequestContext,
  customer: Customer,
  first: Attempt,
): Promise<Attempt> {
  let found: Attempt | undefined;
  await expect
    .poll(async () => {
      for (let id = first.id + 1; id <= first.id + 40 && !found; id++) {
        const res = await request.get(`/api/payments/mobile-money/${id}/`, {
          headers: { Authorization: `Bearer ${customer.access}` },
        });
        if (!res.ok()) continue;
        const attempt = (await res.json()) as Attempt;
        if (attempt.order_id === first.order_id) found = attempt;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a push left unapproved is reminded by SMS, whose link sends a new one that pays the order', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(150_000);
  const [laptop] = await createLaptops(request, `Reminded ${Date.now()}`, ['750000']);
  if (!laptop) throw new Error('laptop not created');
  const customer = await createCustomer(request);
  const added = await request.post('/api/fursa/cart/', {
    headers: { Authorization: `Bearer ${customer.access}` },
    data: { product: laptop.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, customer);
  // A number of this test's own (Vodacom, 0754...): the SMS file is found by it.
  const local = `754${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const msisdn = `255${local}`;

  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Mobile money/ }).check();
  await page.getByLabel('Mobile money number').fill(`0${local}`);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The customer lets the push go: on the demo phone, declined (docs/reminders.md: a push that
  // ended unapproved, declined or expired, is reminded of at once while the order's hold runs).
  await expect(page).toHaveURL(/\/pay\/mobile-money\/\d+/);
  const firstId = Number(/\/pay\/mobile-money\/(\d+)/.exec(page.url())?.[1]);
  const href = await page.getByRole('link', { name: 'Open the demo phone' }).getAttribute('href');
  if (!href) throw new Error('no demo phone link');
  const phone = await context.newPage();
  await phone.goto(href);
  await phone.getByRole('button', { name: 'Decline' }).click();
  await expect(phone.getByText('Declined. Nothing was charged.')).toBeVisible();
  await phone.close();
  const first = (await (
    await request.get(`/api/payments/mobile-money/${firstId}/`, {
      headers: { Authorization: `Bearer ${customer.access}` },
    })
  ).json()) as Attempt;
  expect(first.status).toBe('failed');

  // docs/reminders.md: the pass runs every ALERT_CHECK_SECONDS (30 by default), then the outbox sends.
  const sms = await waitForSms(msisdn, 'reminder_push', 'was not approved');
  const link = /(https?:\/\/\S+\/api\/reminders\/push\/\?t=\S+)/.exec(sms)?.[1];
  if (!link) throw new Error(`no link in the SMS: ${sms}`);

  // The link opens a page that sends nothing until its button is pressed (link previews open links).
  await page.goto(link);
  await expect(page.getByText('Send a new mobile money request to your phone?')).toBeVisible();
  await page.getByRole('button', { name: 'Send / Tuma' }).click();
  await expect(page.getByText('Sent: check your phone and approve the payment with your PIN.')).toBeVisible();

  const second = await newerAttempt(request, customer, first);
  expect(second.status).toBe('pending');
  await page.goto(`/pay/mobile-money/${second.id}`);
  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await approveOnDemoPhone(page, context, 'Open the demo phone');

  await expect(page).toHaveURL(/\/order-success\?/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const order = await request.get(`/api/orders/${first.order_id}/`, {
    headers: { Authorization: `Bearer ${customer.access}` },
  });
  expect(await order.json()).toMatchObject({ payment_status: 'paid' });
});
