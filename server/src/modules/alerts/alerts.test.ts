import type { AuthResponse } from '@shop/contract/auth';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';
import { shopDay } from './shop-day';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;
const HOUR = 3_600_000;

beforeAll(async () => {
  // Africa's Talking configured (never reached: the outbox is not sent here), so SMS are queued.
  t = await buildTestApp({ AT_USERNAME: 'sandbox', AT_API_KEY: 'test-key' });
  admin = await t.admin();
  customer = await t.register();
});
afterAll(() => t.close());

/** `hour` o'clock shop time, `days` days from today. */
function shopTime(days: number, hour: number): Date {
  return new Date(shopDay(new Date(), -days).start.getTime() + hour * HOUR);
}

async function alertsQueued(prefix: string) {
  return t.database.db
    .select({
      key: outboxMessages.key,
      channel: outboxMessages.channel,
      subject: outboxMessages.subject,
      text: outboxMessages.bodyText,
      to: outboxMessages.recipient,
    })
    .from(outboxMessages)
    .where(like(outboxMessages.key, `${prefix}%`))
    .orderBy(asc(outboxMessages.id));
}

async function setAlerts(settings: { low_stock: boolean; sold_out: boolean; daily_summary: boolean }) {
  const res = await t.as(admin.access, {
    method: 'PUT',
    url: '/api/admin/settings/alerts/',
    payload: settings,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function sellAll(stock: number, brand: 'fursa' | 'igsum' = 'fursa') {
  const product = await makeProduct(t.database.db, {
    brand,
    stockQuantity: stock,
    name: `Bestseller ${stock} ${Math.random()}`,
  });
  const order = await makeOrder(t.database.db, {
    userId: customer.user.id,
    brand,
    lines: [{ productId: product.id, itemName: product.name, quantity: stock, price: '10.00' }],
  });
  const sold = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/admin/orders/${order.id}/`,
    payload: { status: 'sold' },
  });
  expect(sold.statusCode).toBe(200);
  return { product, order };
}

beforeEach(() => setAlerts({ low_stock: true, sold_out: true, daily_summary: true }));

describe('the admins’ alerts', () => {
  it('queue the low-stock e-mail and SMS once a day, however many processes pass, and only from 07:00', async () => {
    await makeProduct(t.database.db, { brand: 'fursa', name: 'Nearly gone laptop', stockQuantity: 2 });
    const day = shopDay(shopTime(10, 12)).day;
    await t.app.alerts.runDue(shopTime(10, 6));
    expect(await alertsQueued(`alert:low-stock:${day}`)).toEqual([]);

    const other = await t.anotherApp();
    await Promise.all([t.app.alerts.runDue(shopTime(10, 7)), other.alerts.runDue(shopTime(10, 7))]);
    await t.app.alerts.runDue(shopTime(10, 15));
    const queued = await alertsQueued(`alert:low-stock:${day}`);
    const mine = queued.filter((m) => m.key.endsWith(`:${admin.user.id}`));
    expect(mine.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(mine[0]!.text).toContain('Nearly gone laptop');
    // The admin's profile phone, 712 345 678 with +255.
    expect(mine[1]!.to).toBe('255712345678');
    // The next day brings the next one.
    await t.app.alerts.runDue(shopTime(11, 7));
    expect(await alertsQueued(`alert:low-stock:${shopDay(shopTime(11, 12)).day}`)).not.toEqual([]);
  });

  it('queue a sold-out alert once when a sale takes the last unit', async () => {
    const { product, order } = await sellAll(3);
    await t.app.alerts.runDue(shopTime(0, 3));
    await t.app.alerts.runDue(shopTime(0, 3));
    const queued = (await alertsQueued('alert:sell-out:')).filter((m) => m.text.includes(product.name));
    expect(queued.filter((m) => m.key.endsWith(`admin:${admin.user.id}`)).length).toBe(1);
    expect(queued.find((m) => m.channel === 'email')!.subject).toBe(`Sold out: ${product.name}`);
    expect(queued.find((m) => m.channel === 'email')!.text).toContain(order.orderId);
  });

  it('queue a sold-out alert when holds take the last unit a shopper could buy, once per sell-out', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      stockQuantity: 3,
      name: `Held laptop ${Math.random()}`,
    });
    const alertsOfLaptop = async () =>
      (await alertsQueued('alert:sell-out:')).filter(
        (m) =>
          m.channel === 'email' && m.text.includes(laptop.name) && m.key.endsWith(`admin:${admin.user.id}`),
      );
    const place = async (quantity: number) => {
      const shopper = await t.register();
      await makeCartLine(t.database.db, {
        brand: 'fursa',
        userId: shopper.user.id,
        productId: laptop.id,
        quantity,
      });
      const placed = await t.as(shopper.access, {
        method: 'POST',
        url: '/api/orders/',
        payload: { order_type: 'fursa' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json() as { id: number; order_id: string };
    };
    const setStatus = async (id: number, status: string) => {
      const res = await t.as(admin.access, {
        method: 'PUT',
        url: `/api/admin/orders/${id}/`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    // One unit held of three: nothing to say.
    const first = await place(1);
    await t.app.alerts.runDue(shopTime(0, 3));
    expect(await alertsOfLaptop()).toEqual([]);
    // The last two held, none sold: the shop shows it sold out, and so does the alert, once.
    const second = await place(2);
    await t.app.alerts.runDue(shopTime(0, 3));
    await t.app.alerts.runDue(shopTime(0, 3));
    const alerts = await alertsOfLaptop();
    expect(alerts.length).toBe(1);
    expect(alerts[0]!.subject).toBe(`Sold out: ${laptop.name}`);
    expect(alerts[0]!.text).toContain(second.order_id);
    // Selling the held units changes nothing a shopper sees: no second alert.
    await setStatus(first.id, 'sold');
    await setStatus(second.id, 'sold');
    await t.app.alerts.runDue(shopTime(0, 3));
    expect((await alertsOfLaptop()).length).toBe(1);
    // The units come back and sell out again: a new sell-out, a new alert.
    await setStatus(second.id, 'cancelled');
    await place(2);
    await t.app.alerts.runDue(shopTime(0, 3));
    expect((await alertsOfLaptop()).length).toBe(2);
  });

  it('send nothing that Settings switched off, and no old sold-out alert when switched on again', async () => {
    await setAlerts({ low_stock: false, sold_out: false, daily_summary: false });
    const { product } = await sellAll(2);
    await t.app.alerts.runDue(shopTime(20, 8));
    const day = shopDay(shopTime(20, 8)).day;
    expect(await alertsQueued(`alert:low-stock:${day}`)).toEqual([]);
    expect(await alertsQueued(`alert:daily-summary:${shopDay(shopTime(19, 8)).day}`)).toEqual([]);
    await setAlerts({ low_stock: true, sold_out: true, daily_summary: true });
    await t.app.alerts.runDue(shopTime(0, 3));
    expect((await alertsQueued('alert:sell-out:')).filter((m) => m.text.includes(product.name))).toEqual([]);
    const audit = await t.as(admin.access, {
      method: 'GET',
      url: '/api/admin/audit-log/?action=settings.alerts',
    });
    expect(audit.json().count).toBeGreaterThan(0);
  });

  it('switch off one alert at a time, the others still sent', async () => {
    await makeProduct(t.database.db, { brand: 'fursa', name: 'Last two laptops', stockQuantity: 2 });
    const lowStockOf = (days: number) => alertsQueued(`alert:low-stock:${shopDay(shopTime(days, 8)).day}`);
    const summaryOf = (days: number) =>
      alertsQueued(`alert:daily-summary:${shopDay(shopTime(days - 1, 8)).day}`);

    await setAlerts({ low_stock: true, sold_out: true, daily_summary: false });
    await t.app.alerts.runDue(shopTime(30, 8));
    expect(await lowStockOf(30)).not.toEqual([]);
    expect(await summaryOf(30)).toEqual([]);

    await setAlerts({ low_stock: false, sold_out: true, daily_summary: true });
    await t.app.alerts.runDue(shopTime(40, 8));
    expect(await lowStockOf(40)).toEqual([]);
    expect(await summaryOf(40)).not.toEqual([]);
  });

  it('send the daily alerts on demand from Settings, whatever the hour and the switches, audit-logged', async () => {
    await setAlerts({ low_stock: false, sold_out: true, daily_summary: false });
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: `Asked-for laptop ${Math.random()}`,
      stockQuantity: 1,
    });
    const send = (token: string) => t.as(token, { method: 'POST', url: '/api/admin/settings/alerts/send/' });
    expect((await send(customer.access)).statusCode).toBe(403);

    const today = shopDay(new Date()).day;
    const yesterday = shopDay(new Date(), 1).day;
    const mine = async (prefix: string) =>
      (await alertsQueued(prefix)).filter((m) => m.key.endsWith(`:${admin.user.id}`));
    const res = await send(admin.access);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as { low_stock_products: number; summary_day: string; messages: number };
    expect(sent.low_stock_products).toBeGreaterThan(0);
    expect(sent.summary_day).toBe(yesterday);
    const lowStock = await mine(`alert:low-stock:${today}:now-`);
    expect(lowStock.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(lowStock[0]!.text).toContain(laptop.name);
    expect(await mine(`alert:daily-summary:${yesterday}:now-`)).toHaveLength(1);
    expect(sent.messages).toBeGreaterThanOrEqual(3);

    // Asked again, sent again; the morning's alerts are still to come.
    expect((await send(admin.access)).statusCode).toBe(200);
    expect(await mine(`alert:daily-summary:${yesterday}:now-`)).toHaveLength(2);
    const audit = await t.as(admin.access, {
      method: 'GET',
      url: '/api/admin/audit-log/?action=alerts.sent',
    });
    expect(audit.json().results[0]).toMatchObject({
      actor: { username: admin.user.username },
      details: { summary_day: yesterday },
    });
  });

  it('summarise yesterday’s orders, bookings, payments and revenue with each currency apart', async () => {
    // Today's orders are "yesterday" for a pass made tomorrow morning.
    await sellAll(1, 'fursa');
    await sellAll(1, 'igsum');
    const tour = await makeTour(t.database.db);
    await makeOrder(t.database.db, {
      userId: customer.user.id,
      brand: 'igsum',
      paidAt: new Date(),
      paymentStatus: 'paid',
      lines: [{ itemName: 'Kilimanjaro trek', quantity: 2, price: '1500.00', tourId: tour.id }],
    });
    const tomorrow = shopTime(1, 8);
    await t.app.alerts.runDue(tomorrow);
    const [mail] = (await alertsQueued(`alert:daily-summary:${shopDay(new Date()).day}`)).filter((m) =>
      m.key.endsWith(`admin:${admin.user.id}`),
    );
    expect(mail!.text).toMatch(/Laptop and product orders placed: \d+/);
    expect(mail!.text).toMatch(/Revenue \(sales completed\) \(\d+\): TSh [\d,]+/);
    expect(mail!.text).toMatch(/Revenue \(sales completed\) \(\d+\): US\$[\d,.]+/);
    expect(mail!.text).toMatch(/Payments received \(1\): US\$3,000\.00/);
  });
});
