import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { cartItems, orderEvents, outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeOrder, makeProduct } from '#server/test/builders.ts';

const URL = '/api/admin/test/reminders/';
const NOW = new Date('2031-04-02T09:00:00Z'); // 12:00 in Dar es Salaam
const HOUR = 3_600_000;

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000', TEST_ROUTES: 'true' });
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());
const db = () => t.database.db;

/** The e-mails the app wrote as files (no SMTP_URL) of one kind to one address. */
const mailFiles = (address: string) => {
  const folder = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('-reminder_cart.eml'))
    .filter((name) => fs.readFileSync(path.join(folder, name), 'utf8').includes(`To: ${address}`));
};

// The browser tests' routes (TEST_ROUTES): the reminders' clock, and an order's received day for a
// claim under warranty (docs/returns.md). Neither is in the admin-guard walk's document.
const RETURNS_URL = (order: number) => `/api/admin/test/returns/orders/${order}/received/`;

describe('admin guard', () => {
  it('POST answers 401 to a visitor, 403 to a customer and to a guide', async () => {
    const body = { at: NOW.toISOString() };
    const customer = await t.register();
    const guide = await t.register();
    const made = await t.as(adminToken, {
      method: 'POST',
      url: '/api/admin/guides/',
      payload: { user: guide.user.username, phone: '0754 100 200' },
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const url of [URL, RETURNS_URL(1)]) {
      expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
      const res = await t.as(customer.access, { method: 'POST', url, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
      expect((await t.as(guide.access, { method: 'POST', url, payload: body })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/test/returns/orders/{id}/received/ (TEST_ROUTES)', () => {
  it("moves the order's received steps, and only those, to the moment named", async () => {
    const customer = await t.register();
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', price: '900000.00' }],
    });
    const placedAt = new Date('2031-03-01T08:00:00Z');
    await db()
      .insert(orderEvents)
      .values([
        { orderId: order.id, type: 'placed', createdAt: placedAt },
        { orderId: order.id, type: 'status', status: 'confirmed', createdAt: placedAt },
        { orderId: order.id, type: 'status', status: 'delivered', createdAt: placedAt },
      ]);
    const at = '2031-02-01T10:00:00.000Z';
    const res = await t.as(adminToken, { method: 'POST', url: RETURNS_URL(order.id), payload: { at } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 1 });
    const steps = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    const when = (status: string | null) => steps.find((e) => e.status === status)?.createdAt.toISOString();
    expect(when('delivered')).toBe(at);
    expect(when('confirmed')).toBe(placedAt.toISOString());
    expect(when(null)).toBe(placedAt.toISOString());
  });

  it('answers 404 for an order never received, and 400 for a moment that is not a time', async () => {
    const customer = await t.register();
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', price: '900000.00' }],
    });
    const post = (at: unknown) =>
      t.as(adminToken, { method: 'POST', url: RETURNS_URL(order.id), payload: { at } });
    expect((await post(NOW.toISOString())).statusCode).toBe(404);
    expect((await post("2031-02-01'; drop table orders; --")).statusCode).toBe(400);
  });
});

describe('POST /api/admin/test/reminders/ (TEST_ROUTES)', () => {
  it("runs the reminders pass and the outbox at the moment named: a cart's e-mail is written once", async () => {
    const customer = await t.register({ marketing_email: true } as never);
    const product = await makeProduct(db(), { brand: 'fursa', stockQuantity: 3 });
    await makeCartLine(db(), {
      brand: 'fursa',
      userId: customer.user.id,
      productId: product.id,
      quantity: 1,
    });
    await db()
      .update(cartItems)
      .set({ createdAt: new Date(NOW.getTime() - 25 * HOUR) })
      .where(eq(cartItems.userId, customer.user.id));
    const run = (at: Date) =>
      t.as(adminToken, { method: 'POST', url: URL, payload: { at: at.toISOString() } });

    // An hour too early: nothing is due.
    const early = await run(new Date(NOW.getTime() - 2 * HOUR));
    expect(early.statusCode).toBe(200);
    expect(mailFiles(customer.user.email)).toHaveLength(0);

    const due = await run(NOW);
    expect(due.statusCode).toBe(200);
    expect((due.json() as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const [message] = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.key, `reminder:cart:${customer.user.id}:%`));
    expect(message).toMatchObject({ status: 'sent', marketing: true });
    expect(mailFiles(customer.user.email)).toHaveLength(1);
    // Run again at the same moment: the reminder went, so nothing more.
    await run(NOW);
    expect(mailFiles(customer.user.email)).toHaveLength(1);
  });

  it('refuses a moment that is not an ISO time', async () => {
    for (const at of ['tomorrow', '2031-04-02', "2031-04-02T09:00:00Z'; drop table users; --", 12]) {
      const res = await t.as(adminToken, { method: 'POST', url: URL, payload: { at } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is not there without TEST_ROUTES, and TEST_ROUTES is refused in production', async () => {
    const plain = await t.anotherApp({ TEST_ROUTES: 'false' });
    const res = await plain.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { at: NOW.toISOString() },
    });
    expect(res.statusCode).toBe(404);
    const returns = await plain.inject({
      method: 'POST',
      url: RETURNS_URL(1),
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { at: NOW.toISOString() },
    });
    expect(returns.statusCode).toBe(404);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TEST_ROUTES: 'true', JWT_SECRET: 'x'.repeat(64) }),
    ).toThrow(/TEST_ROUTES: must not be true in production/);
    expect(loadConfig({ TEST_ROUTES: 'true' }).testRoutes).toBe(true);
    expect(loadConfig({}).testRoutes).toBe(false);
  });
});
