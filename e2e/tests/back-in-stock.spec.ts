import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createLaptop, createTour } from '../fixtures/catalog';
import { waitForEmail } from '../fixtures/mailbox';
import { adminSession, type Customer, createCustomer, signInBrowser } from '../fixtures/session';
import { waitForSms } from '../fixtures/sms';

test.use({ viewport: { width: 390, height: 844 } });
// The offer waits for the server's pass (every ALERT_CHECK_SECONDS, 30 s by default).
test.describe.configure({ timeout: 150_000 });

/**
 * The offer's text: its SMS, or between 21:00 and 08:00 in Dar es Salaam, when the SMS waits for
 * 08:00 (docs/back-in-stock.md, "Quiet hours"), its e-mail, which goes at once. Either holds the
 * page's link.
 */
async function offerMessage(
  to: { msisdn: string; email: string },
  kind: string,
  path: string,
  subject: RegExp,
): Promise<string> {
  const hour = (new Date().getUTCHours() + 3) % 24;
  if (hour < 21 && hour >= 8) return waitForSms(to.msisdn, kind, path);
  return (await waitForEmail(to.email, subject, 75_000)).text ?? '';
}

test("a sold-out laptop's Notify me: an admin adds stock, the customer follows the SMS's link and buys the unit held for them", async ({
  page,
  request,
}) => {
  const name = `Notify ${randomBytes(3).toString('hex')}`;
  const laptop = await createLaptop(request, { name, price: '900000', stock: 1 });
  const customer = await createCustomer(request);
  const other = await createCustomer(request, 'Baraka Swai');
  const admin = await adminSession(request);
  const setStock = async (stock: number) => {
    const res = await request.put(`/api/admin/products/${laptop.id}/`, {
      headers: { Authorization: `Bearer ${admin.access}` },
      // Still on sale while sold out: without is_active an update to 0 withdraws it (docs/catalogue.md).
      data: { stock_quantity: stock, is_active: true },
    });
    expect(res.status()).toBe(200);
  };
  await setStock(0);

  await signInBrowser(page, customer);
  await page.goto(`/fursa?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Out of Stock')).toBeVisible();
  await card.getByRole('button', { name: `Notify me ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tell me when ${name} is back` });
  // One tap: the account's e-mail and mobile.
  await expect(dialog.getByText(`We will tell you at ${customer.user.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/You are first in line\./);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  await setStock(1);
  const sms = await offerMessage(
    { msisdn: '255712345678', email: customer.user.email },
    'back_in_stock',
    `/fursa/laptops/${laptop.slug}`,
    /is back in stock$/,
  );
  expect(sms).toContain(name);
  // Held for the customer: sold out to everyone else, who cannot add it to a cart.
  const read = await request.get(`/api/fursa/products/${laptop.id}/`);
  expect(((await read.json()) as { in_stock: boolean }).in_stock).toBe(false);
  const refused = await request.post('/api/fursa/cart/', {
    headers: { Authorization: `Bearer ${other.access}` },
    data: { product: laptop.id, quantity: 1 },
  });
  expect(refused.status()).toBe(409);

  // docs/back-in-stock.md: the message's link opens the laptop's page, where the unit is theirs.
  const link = /(https?:\/\/\S+\/fursa\/laptops\/\S+)/.exec(sms)?.[1];
  if (!link) throw new Error(`no product link in the SMS: ${sms}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'One is held for you until' })).toHaveText(
    /^One is held for you until \d{2}:\d{2}\.$/,
  );
  await expect(page.getByRole('button', { name: /^Notify me/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'In Cart' })).toBeVisible();

  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();

  const demand = await request.get('/api/admin/demand/', {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  const products = ((await demand.json()) as { products: { product: number; bought: number }[] }).products;
  expect(products.find((p) => p.product === laptop.id)).toMatchObject({ bought: 1 });
});

test("a full departure's waitlist: a cancelled booking's seats are offered, the customer follows the SMS's link and books them from the dashboard's Book now", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { maxParticipants: 2, featured: false });
  const booker = await createCustomer(request, 'Juma Mushi');
  const waiter = await createCustomer(request);
  const other = await createCustomer(request, 'Baraka Swai');
  const as = (c: Customer) => ({ Authorization: `Bearer ${c.access}` });
  // The others' bookings go through the API; the one offered books in the booking dialog.
  const book = (c: Customer) =>
    request.post('/api/orders/', {
      headers: as(c),
      data: { order_type: 'igsum', tour: tour.id, tour_date: tour.date, participants: 2 },
    });
  const booked = await book(booker);
  expect(booked.status()).toBe(201);
  const joined = await request.post('/api/tour-waitlist/', {
    headers: as(waiter),
    data: { tour: tour.id, tour_date: tour.date, travellers: 2 },
  });
  expect(joined.status()).toBe(201);

  await signInBrowser(page, waiter);
  await page.goto('/dashboard');
  const waitlists = page.getByRole('region', { name: 'Tour waitlists' });
  await expect(waitlists.getByText(tour.title)).toBeVisible();
  await expect(waitlists.getByText(/^First in line: we will tell you when seats are free\.$/)).toBeVisible();

  const cancelled = await request.post(
    `/api/orders/${((await booked.json()) as { id: number }).id}/cancel/`,
    {
      headers: as(booker),
    },
  );
  expect(cancelled.status()).toBe(200);
  const sms = await offerMessage(
    { msisdn: '255712345678', email: waiter.user.email },
    'waitlist_offer',
    `/isml/tours/${tour.slug}`,
    /^Seats free on /,
  );
  expect(sms).toContain(tour.title);
  expect(sms).toMatch(/2 seats on .+held for you until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/is);

  // docs/back-in-stock.md: the link opens the tour's page; the seats are held for this customer.
  const link = /(https?:\/\/\S+\/isml\/tours\/\S+)/.exec(sms)?.[1];
  if (!link) throw new Error(`no tour link in the SMS: ${sms}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  await page.goto('/dashboard');
  await expect(
    waitlists.getByText(/^Seats are held for you until .+: book them before then\.$/),
  ).toBeVisible();
  expect((await book(other)).status()).toBe(409);

  // Book now opens the booking dialog with the offer's date and travellers chosen; the seats held
  // for this customer are bookable, and they pay on the demo checkout.
  await waitlists.getByRole('button', { name: `Book now: ${tour.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${tour.title}` });
  await expect(dialog.getByLabel('Departure date')).toHaveValue(tour.date);
  const adults = dialog.getByRole('spinbutton', { name: 'Adults (16+)' });
  await expect(adults).toHaveValue('2');
  // The travellers are chosen with the steppers, up to the seats held and no more.
  await dialog.getByRole('button', { name: 'Fewer: Adults (16+)' }).click();
  await expect(adults).toHaveValue('1');
  await dialog.getByRole('button', { name: 'More: Adults (16+)' }).click();
  await expect(adults).toHaveValue('2');
  await expect(dialog.getByRole('button', { name: 'More: Adults (16+)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/booking-success\?/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(tour.title)).toBeVisible();
  // The offer is bought: the customer's waitlists are empty.
  const left = await request.get('/api/tour-waitlist/', { headers: as(waiter) });
  expect(await left.json()).toEqual([]);
});
