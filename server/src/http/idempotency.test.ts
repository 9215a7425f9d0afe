import { ERROR_CODES } from '@shop/contract/errors';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, mobileMoneyAttempts, orders, paymentSessions } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour, mobileNumber } from '#server/test/builders.ts';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  other = await t.anotherApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A POST as the web app sends it, through `app` (this process by default). */
const post = (token: string, url: string, payload: object, key?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

const placeOrder = (token: string, key?: string, app?: FastifyInstance) =>
  post(token, '/api/orders/', { order_type: 'fursa' }, key, app);

/** A customer with one laptop in the cart. */
async function customerWithCart() {
  const customer = await t.register();
  const laptop = await makeProduct(db(), { brand: 'fursa', price: '1250000.00', stockQuantity: 5 });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
  return customer;
}

const ordersOf = (userId: number) => db().select().from(orders).where(eq(orders.userId, userId));

describe('Idempotency-Key on placing an order', () => {
  it('answers a repeated key with the first answer and places one order', async () => {
    const customer = await customerWithCart();
    const first = await placeOrder(customer.access, 'click-1');
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(customer.access, 'click-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(customer.user.id)).toHaveLength(1);
  });

  it('refuses the same key with another request, doing nothing', async () => {
    const customer = await customerWithCart();
    expect((await placeOrder(customer.access, 'click-2')).statusCode).toBe(201);
    const changed = await post(
      customer.access,
      '/api/orders/',
      { order_type: 'fursa', payment_method: 'cash_on_delivery' },
      'click-2',
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ status: 422, code: ERROR_CODES.idempotencyKeyReused });
    expect(await ordersOf(customer.user.id)).toHaveLength(1);
  });

  it("keeps one customer's key apart from another's", async () => {
    const one = await customerWithCart();
    const two = await customerWithCart();
    const first = await placeOrder(one.access, 'shared-key');
    const second = await placeOrder(two.access, 'shared-key');
    expect(second.statusCode).toBe(201);
    expect((second.json() as Order).id).not.toBe((first.json() as Order).id);
    expect(await ordersOf(two.user.id)).toHaveLength(1);
  });

  it('answers a repeat sent to another API process, and two at once in both, with one order', async () => {
    const customer = await customerWithCart();
    const first = await placeOrder(customer.access, 'two-processes');
    const there = await placeOrder(customer.access, 'two-processes', other);
    expect(there.statusCode).toBe(201);
    expect(there.json()).toEqual(first.json());

    const racing = await customerWithCart();
    const both = await Promise.all([
      placeOrder(racing.access, 'at-once'),
      placeOrder(racing.access, 'at-once', other),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[1]!.json()).toEqual(both[0]!.json());
    expect(await ordersOf(racing.user.id)).toHaveLength(1);
  });

  it('frees the key of a refused request, and of one older than 24 hours', async () => {
    const customer = await t.register();
    // An empty cart is refused: nothing is kept, so the same click can go through once it is not.
    expect((await placeOrder(customer.access, 'after-refusal')).statusCode).toBe(400);
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '900000.00', stockQuantity: 5 });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    expect((await placeOrder(customer.access, 'after-refusal')).statusCode).toBe(201);

    await db()
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.userId, customer.user.id));
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    expect((await placeOrder(customer.access, 'after-refusal')).statusCode).toBe(201);
    expect(await ordersOf(customer.user.id)).toHaveLength(2);
    // The expired key was swept and taken again: one row, kept for another 24 hours.
    const [kept] = await db()
      .select({ hours: sql<number>`extract(epoch from expires_at - now()) / 3600` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, customer.user.id));
    expect(Number(kept!.hours)).toBeGreaterThan(23.9);
  });

  it('refuses a key that is empty, too long or not printable ASCII, with the one error body', async () => {
    const customer = await customerWithCart();
    for (const key of ['', 'k'.repeat(101), 'ufunguo-\u00e9']) {
      const res = await placeOrder(customer.access, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: ERROR_CODES.validation });
    }
    expect((await placeOrder(customer.access, 'k'.repeat(100))).statusCode).toBe(201);
  });

  it('answers a repeated tour booking as the first', async () => {
    const customer = await t.register();
    const date = dateFromToday(30);
    const tour = await makeTour(db(), { price: '1450.00', maxParticipants: 10, dates: [date] });
    const booking = { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 2 };
    const first = await post(customer.access, '/api/orders/', booking, 'book-1');
    const again = await post(customer.access, '/api/orders/', booking, 'book-1', other);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(customer.user.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key on starting a payment', () => {
  async function pendingOrder() {
    const customer = await customerWithCart();
    const order = (await placeOrder(customer.access)).json() as Order;
    return { customer, order };
  }

  it('opens one checkout session for a repeated key, in either process', async () => {
    const { customer, order } = await pendingOrder();
    const first = await post(customer.access, '/api/payments/checkout/', { order_id: order.id }, 'pay-1');
    expect(first.statusCode).toBe(201);
    const again = await post(
      customer.access,
      '/api/payments/checkout/',
      { order_id: order.id },
      'pay-1',
      other,
    );
    expect(again.statusCode).toBe(201);
    expect((again.json() as CheckoutSession).session_id).toBe((first.json() as CheckoutSession).session_id);
    expect(
      await db().select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('sends one mobile-money push for a repeated key; another body with it is refused', async () => {
    const { customer, order } = await pendingOrder();
    const body = { order_id: order.id, phone: mobileNumber() };
    const first = await post(customer.access, '/api/payments/mobile-money/', body, 'push-1');
    expect(first.statusCode).toBe(201);
    const again = await post(customer.access, '/api/payments/mobile-money/', body, 'push-1', other);
    expect(again.statusCode).toBe(201);
    expect((again.json() as MobileMoneyAttempt).id).toBe((first.json() as MobileMoneyAttempt).id);
    const otherPhone = await post(
      customer.access,
      '/api/payments/mobile-money/',
      { ...body, phone: mobileNumber() },
      'push-1',
    );
    expect(otherPhone.statusCode).toBe(422);
    const attempts = await db()
      .select()
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.orderId, order.id));
    expect(attempts).toHaveLength(1);
  });

  it('answers 409 while the first request with the key is still being processed', async () => {
    const { customer, order } = await pendingOrder();
    // The first request's claim, as it stands while its provider has not answered yet.
    await db()
      .insert(idempotencyKeys)
      .values({
        userId: customer.user.id,
        route: 'POST /api/payments/checkout/',
        key: 'busy',
        requestHash: 'x'.repeat(64),
        expiresAt: sql`now() + interval '1 day'`,
      });
    const res = await post(customer.access, '/api/payments/checkout/', { order_id: order.id }, 'busy');
    expect(res.statusCode).toBe(422);
    await db()
      .update(idempotencyKeys)
      .set({
        requestHash: sql`encode(sha256(convert_to(${JSON.stringify({ order_id: order.id })}, 'UTF8')), 'hex')`,
      })
      .where(eq(idempotencyKeys.key, 'busy'));
    const busy = await post(customer.access, '/api/payments/checkout/', { order_id: order.id }, 'busy');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: ERROR_CODES.idempotencyKeyInProgress });
    expect(busy.headers['retry-after']).toBe('1');
  });
});
