import type { CheckoutQuote } from '@shop/contract/checkout';
import { DEFAULT_DELIVERY_SETTINGS, type DeliveryAddressInput } from '@shop/contract/delivery';
import { MAX_HELD_LAPTOP_UNITS, MAX_OPEN_LAPTOP_ORDERS, type Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { refusalMessage } from '@shop/contract/refusals';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, cartItems, orders, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct } from '#server/test/builders.ts';
import { openCheckout } from '#server/test/checkout-steps.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
});
afterAll(() => t.close());

const db = () => t.database.db;
const ADDRESS: DeliveryAddressInput = {
  full_name: 'Asha Mwinyi',
  phone: '0712 345 678',
  region: 'Arusha',
  district: 'Arusha City',
  street: 'Sokoine Road 14',
};
const placeOrder = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/orders/', payload: { order_type: 'fursa', ...payload } });
const quote = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/fursa/checkout/' })).json() as CheckoutQuote;
const putSettings = (token: string, payload: object) =>
  t.as(token, { method: 'PUT', url: '/api/admin/settings/delivery/', payload });
const held = async (id: number) =>
  (await db().select().from(products).where(isProduct('fursa', id)))[0]!.heldQuantity;

/** A customer with `quantity` of a new laptop at `price` in the cart. */
async function cartWith(price: string, quantity = 1, stockQuantity = 5) {
  const customer = await t.register();
  const laptop = await makeProduct(db(), { brand: 'fursa', price, stockQuantity });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity });
  return { customer, laptop };
}

describe('delivery settings', () => {
  it('start at the defaults, are for admins only, audit-logged, and apply in every process', async () => {
    const customer = await t.register();
    const get = (token: string) => t.as(token, { method: 'GET', url: '/api/admin/settings/delivery/' });
    expect((await get(customer.access)).statusCode).toBe(403);
    expect((await get(admin)).json()).toEqual(DEFAULT_DELIVERY_SETTINGS);

    const change = {
      free_delivery_over: '2000000',
      fee_dar_es_salaam: 5000,
      fee_other_regions: '30000.5',
      cash_on_delivery_enabled: false,
      cash_on_delivery_max: null,
    };
    expect((await putSettings(customer.access, change)).statusCode).toBe(403);
    const saved = await putSettings(admin, change);
    expect(saved.statusCode).toBe(200);
    const expected = {
      free_delivery_over: '2000000.00',
      fee_dar_es_salaam: '5000.00',
      fee_other_regions: '30000.50',
      cash_on_delivery_enabled: false,
      cash_on_delivery_max: null,
    };
    expect(saved.json()).toEqual(expected);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.delivery'));
    expect(entry?.details).toMatchObject({ before: DEFAULT_DELIVERY_SETTINGS, after: expected });

    const other = await t.anotherApp();
    const res = await other.inject({
      method: 'GET',
      url: '/api/fursa/checkout/',
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect((res.json() as CheckoutQuote).settings).toEqual(expected);

    const bad = await putSettings(admin, { ...change, fee_dar_es_salaam: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('fee_dar_es_salaam');
    expect((await putSettings(admin, DEFAULT_DELIVERY_SETTINGS)).statusCode).toBe(200);
  });
});

describe('GET /api/fursa/delivery/', () => {
  it('advertises the terms to everyone, cached, and fresh in every process after an admin change', async () => {
    const other = await t.anotherApp();
    const terms = async (app = t.app) => {
      const res = await app.inject({ method: 'GET', url: '/api/fursa/delivery/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeTruthy();
      return res.json() as { free_delivery_over: string };
    };
    expect(await terms(other)).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(await terms()).toEqual(DEFAULT_DELIVERY_SETTINGS);

    const change = { ...DEFAULT_DELIVERY_SETTINGS, free_delivery_over: '1500000' };
    expect((await putSettings(admin, change)).statusCode).toBe(200);
    // The other process hears of the change through the database, not through this one's memory.
    await vi.waitFor(async () => expect((await terms(other)).free_delivery_over).toBe('1500000.00'), {
      timeout: 10_000,
      interval: 20,
    });
    expect((await terms()).free_delivery_over).toBe('1500000.00');

    // The laptop cart names the threshold it was measured against.
    const { customer } = await cartWith('1400000');
    const cart = (await t.as(customer.access, { method: 'GET', url: '/api/fursa/cart/' })).json();
    expect(cart).toMatchObject({ free_delivery: false, free_delivery_over: '1500000.00' });
    expect((await putSettings(admin, DEFAULT_DELIVERY_SETTINGS)).statusCode).toBe(200);
  });
});

describe('GET /api/fursa/checkout/', () => {
  it('shows the cart, the settings, the pickup point and the last delivery address', async () => {
    const { customer, laptop } = await cartWith('800000.00', 2);
    const first = await quote(customer.access);
    expect(first).toMatchObject({
      cart: { item_count: 2, subtotal: '1600000.00', free_delivery: true },
      settings: DEFAULT_DELIVERY_SETTINGS,
      saved_address: null,
      pickup_point: 'FURSA shop, Dar es Salaam',
      payment_test_mode: false,
    });
    expect(first.cart.items[0]!.product.id).toBe(laptop.id);

    expect(
      (await placeOrder(customer.access, { fulfilment: 'delivery', delivery: ADDRESS })).statusCode,
    ).toBe(201);
    expect((await quote(customer.access)).saved_address).toEqual({
      ...ADDRESS,
      phone: '+255712345678',
      landmark: '',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/fursa/checkout/' })).statusCode).toBe(401);
  });
});

describe('placing a laptop order', () => {
  it('adds the zone fee below the threshold and stores it with the address and timeline', async () => {
    const { customer } = await cartWith('400000.00', 2);
    const res = await placeOrder(customer.access, {
      fulfilment: 'delivery',
      delivery: ADDRESS,
      payment_method: 'cash_on_delivery',
      expected_total: '825000.00',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      delivery: { ...ADDRESS, phone: '+255712345678' },
      subtotal: '800000.00',
      delivery_fee: '25000.00',
      total_amount: '825000.00',
      payment_method: 'cash_on_delivery',
      hold_expires_at: null,
    });
    expect(order.events).toEqual([
      { type: 'placed', status: null, note: '', created_at: expect.any(String) },
    ]);

    const dar = await cartWith('400000.00');
    const inDar = await placeOrder(dar.customer.access, {
      fulfilment: 'delivery',
      delivery: { ...ADDRESS, region: 'Dar es Salaam' },
    });
    expect(inDar.json()).toMatchObject({ delivery_fee: '10000.00', total_amount: '410000.00' });

    const big = await cartWith('1200000.00');
    const free = await placeOrder(big.customer.access, { fulfilment: 'delivery', delivery: ADDRESS });
    expect(free.json()).toMatchObject({ delivery_fee: '0.00', total_amount: '1200000.00' });
  });

  it('refuses a total that changed since the checkout screen, writing nothing', async () => {
    const { customer, laptop } = await cartWith('500000.00');
    const before = await quote(customer.access);
    await db().update(products).set({ price: '550000.00' }).where(isProduct('fursa', laptop.id));
    const res = await placeOrder(customer.access, {
      fulfilment: 'pickup',
      expected_total: before.cart.subtotal,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cart_changed', message: expect.stringContaining('changed') });
    expect(await db().select().from(orders).where(eq(orders.userId, customer.user.id))).toHaveLength(0);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id))).toHaveLength(1);
    expect(await held(laptop.id)).toBe(0);
  });

  it('refuses cash on delivery when the admin switched it off or the total is over the cap', async () => {
    const { customer } = await cartWith('3500000.00');
    const cod = { fulfilment: 'pickup', payment_method: 'cash_on_delivery' };
    const over = await placeOrder(customer.access, cod);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'cash_on_delivery_not_allowed',
      message: 'Cash on delivery is available for orders up to TSh 3,000,000. Please pay now instead.',
    });
    await putSettings(admin, { ...DEFAULT_DELIVERY_SETTINGS, cash_on_delivery_enabled: false });
    try {
      const small = await cartWith('100000.00');
      const off = await placeOrder(small.customer.access, cod);
      expect(off.json()).toMatchObject({ code: 'cash_on_delivery_not_allowed' });
    } finally {
      await putSettings(admin, DEFAULT_DELIVERY_SETTINGS);
    }
  });

  it('asks for the address of a delivery, with field errors', async () => {
    const { customer } = await cartWith('100000.00');
    const missing = await placeOrder(customer.access, { fulfilment: 'delivery' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('delivery');
    const bad = await placeOrder(customer.access, {
      fulfilment: 'delivery',
      delivery: { ...ADDRESS, phone: '+1 555 0100', region: 'Nairobi' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['delivery.phone', 'delivery.region']),
    );
  });
});

describe('stock holds', () => {
  it('shows available stock, releases on cancel, and sold deducts once and ends the hold', async () => {
    const { customer, laptop } = await cartWith('100000.00', 2, 3);
    const order = (await placeOrder(customer.access, {})).json() as Order;
    expect(await held(laptop.id)).toBe(2);
    const product = await t.app.inject({ method: 'GET', url: `/api/fursa/products/${laptop.id}/` });
    expect(product.json()).toMatchObject({ stock_quantity: 1, stock: 1, in_stock: true });

    const late = await t.register();
    await makeCartLine(db(), { brand: 'fursa', userId: late.user.id, productId: laptop.id, quantity: 2 });
    const refused = await placeOrder(late.access, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'cart_changed' });

    const cancelled = await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect(
      cancelled.json().events.map((e: { type: string; status: string | null }) => [e.type, e.status]),
    ).toEqual([
      ['placed', null],
      ['status', 'cancelled'],
    ]);
    expect(await held(laptop.id)).toBe(0);

    const second = (await placeOrder(late.access, { payment_method: 'cash_on_delivery' })).json() as Order;
    expect(await held(laptop.id)).toBe(2);
    const setStatus = (status: string, note?: string) =>
      t.as(admin, { method: 'PUT', url: `/api/orders/admin/${second.id}/`, payload: { status, note } });
    await setStatus('sold');
    await setStatus('shipped', 'DHL, tracking 123');
    const [row] = await db().select().from(products).where(isProduct('fursa', laptop.id));
    expect(row).toMatchObject({ stockQuantity: 1, heldQuantity: 0 });
    const shown = (
      await t.as(late.access, { method: 'GET', url: `/api/orders/${second.id}/` })
    ).json() as Order;
    // Sold, a cash-on-delivery order has had its cash (docs/orders.md).
    expect(shown.events.slice(1)).toMatchObject([
      { type: 'status', status: 'sold', note: '' },
      { type: 'paid', status: null },
      { type: 'status', status: 'shipped', note: 'DHL, tracking 123' },
    ]);
  });

  it('releases an unpaid pay-now order when its hold expires', async () => {
    const { customer, laptop } = await cartWith('100000.00', 1, 1);
    const order = (await placeOrder(customer.access, {})).json() as Order;
    expect(await held(laptop.id)).toBe(1);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    const after = (
      await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })
    ).json() as Order;
    expect(after.status).toBe('cancelled');
    expect(after.events.at(-1)).toMatchObject({ type: 'status', status: 'cancelled' });
    expect(await held(laptop.id)).toBe(0);
  });

  it('lets only one of two racing customers have the last unit', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 1 });
    const customers = await Promise.all([t.register(), t.register(), t.register()]);
    for (const c of customers) {
      await makeCartLine(db(), { brand: 'fursa', userId: c.user.id, productId: laptop.id, quantity: 1 });
    }
    const results = await Promise.all(customers.map((c) => placeOrder(c.access, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await held(laptop.id)).toBe(1);
  });
});

describe("one customer's unpaid orders", () => {
  it(`hold at most ${MAX_OPEN_LAPTOP_ORDERS} orders and ${MAX_HELD_LAPTOP_UNITS} laptops at once`, async () => {
    const customer = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 50 });
    const order = async (quantity: number, payload: object = {}) => {
      await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity });
      return placeOrder(customer.access, payload);
    };
    const open: Order[] = [];
    for (let i = 0; i < MAX_OPEN_LAPTOP_ORDERS; i += 1) {
      // Cash on delivery holds until the cash comes, so it counts as much as a pay-now order.
      const res = await order(1, i === 0 ? { payment_method: 'cash_on_delivery' } : {});
      expect(res.statusCode).toBe(201);
      open.push(res.json() as Order);
    }
    const refused = await order(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'too_many_open_orders',
      message: refusalMessage('tooManyOpenOrders', { count: MAX_OPEN_LAPTOP_ORDERS }),
      reason: { name: 'tooManyOpenOrders', params: { count: MAX_OPEN_LAPTOP_ORDERS } },
    });
    // Nothing was held for it and the cart is kept for later.
    expect(await held(laptop.id)).toBe(MAX_OPEN_LAPTOP_ORDERS);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id))).toHaveLength(1);

    // A paid order no longer counts; the units cap still does.
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, open[1]!.id));
    await db().delete(cartItems).where(eq(cartItems.userId, customer.user.id));
    const tooMany = await order(MAX_HELD_LAPTOP_UNITS - 1);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'too_many_open_orders',
      // The cash-on-delivery order and the third one, a laptop each.
      message: refusalMessage('tooManyHeldUnitsAlready', { max: MAX_HELD_LAPTOP_UNITS, held: 2 }),
      reason: { name: 'tooManyHeldUnitsAlready', params: { max: MAX_HELD_LAPTOP_UNITS, held: 2 } },
    });
    await db().delete(cartItems).where(eq(cartItems.userId, customer.user.id));
    expect((await order(MAX_HELD_LAPTOP_UNITS - 2)).statusCode).toBe(201);

    // Another customer is not held back by this one.
    const other = await t.register();
    await makeCartLine(db(), { brand: 'fursa', userId: other.user.id, productId: laptop.id, quantity: 1 });
    expect((await placeOrder(other.access, {})).statusCode).toBe(201);
  });

  it('are rate-limited per customer and per IP, apart from tour bookings', async () => {
    const app = await t.anotherApp({ BOOKING_RATE_LIMIT: '2' });
    const attempt = (token: string, remoteAddress: string, payload: object = { order_type: 'fursa' }) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const customer = await t.register();
    // Refused checkouts count too: an empty cart costs the shop as much to answer.
    expect((await attempt(customer.access, '198.51.100.21')).json().code).toBe('cart_empty');
    expect((await attempt(customer.access, '198.51.100.22')).json().code).toBe('cart_empty');
    const limited = await attempt(customer.access, '198.51.100.23');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(limited.json().message).toMatch(/^Too many orders\. Please try again in \d+ minutes?\.$/);
    // Tour bookings count apart (this one is refused for its tour, not for the limit).
    const booking = await attempt(customer.access, '198.51.100.23', {
      order_type: 'igsum',
      tour: 999_999,
      tour_date: '2999-01-01',
    });
    expect(booking.statusCode).toBe(400);

    // One address gets ten times a customer's limit, whoever signs in from it.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await attempt((await t.register()).access, '203.0.113.44')).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
  });
});

describe('expired holds', () => {
  it('give their units back in the background, shown at once in the public laptop read', async () => {
    const sweeping = await t.anotherApp({ HOLD_SWEEP_SECONDS: '0.2' });
    const { customer, laptop } = await cartWith('100000.00', 1, 1);
    // Placed through the sweeping process; afterwards nobody lists or reads any order.
    const placed = await sweeping.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { order_type: 'fursa' },
    });
    expect(placed.statusCode).toBe(201);
    const publicRead = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/fursa/products/${laptop.id}/` })).json();
    expect(await publicRead()).toMatchObject({ stock_quantity: 0, in_stock: false });

    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, (placed.json() as Order).id));
    await vi.waitFor(
      async () => expect(await publicRead()).toMatchObject({ stock_quantity: 1, in_stock: true }),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (placed.json() as Order).id));
    expect(order).toMatchObject({ status: 'cancelled', seatsReleased: true });
  });
});

describe('paying a laptop order', () => {
  it('charges the total with the fee and returns to /order-success on the address the customer used', async () => {
    const { customer } = await cartWith('300000.00');
    const order = (
      await placeOrder(customer.access, { fulfilment: 'delivery', delivery: ADDRESS })
    ).json() as Order;
    const res = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id },
      headers: { host: '192.168.1.20:8000' },
    });
    expect(res.statusCode).toBe(201);
    const session = res.json() as CheckoutSession;
    expect(session.url).toBe(`http://192.168.1.20:8000/api/payments/demo/${session.session_id}/`);
    const path = new URL(session.url).pathname;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { host: '192.168.1.20:8000' } });
    expect(page.body).toContain('TSh 325,000');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}pay/`,
      headers: { host: '192.168.1.20:8000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.headers.location).toBe(
      `http://192.168.1.20:8000/order-success?order_id=${order.id}&session_id=${session.session_id}`,
    );
  });

  it('refuses a forged host instead of sending the customer elsewhere', async () => {
    const { customer } = await cartWith('300000.00');
    const order = (await placeOrder(customer.access, {})).json() as Order;
    for (const host of ['evil.example/phish', 'user@evil.example', 'evil.example:99999']) {
      const res = await openCheckoutOn(customer.access, order.id, { host });
      expect(res.statusCode).toBe(400);
    }
    expect((await openCheckout(t, customer.access, order.id)).statusCode).toBe(201);
  });

  it('follows X-Forwarded-Host and -Proto only through a trusted proxy', async () => {
    const behind = await t.anotherApp({ TRUST_PROXY: '1' });
    const { customer } = await cartWith('300000.00');
    const order = (await placeOrder(customer.access, {})).json() as Order;
    const headers = {
      authorization: `Bearer ${customer.access}`,
      host: 'internal:8000',
      'x-forwarded-host': 'shop.example.co.tz',
      'x-forwarded-proto': 'https',
    };
    const viaProxy = await behind.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id },
      headers,
    });
    expect((viaProxy.json() as CheckoutSession).url).toMatch(
      /^https:\/\/shop\.example\.co\.tz\/api\/payments\/demo\//,
    );
    const direct = await openCheckoutOn(customer.access, order.id, headers);
    expect((direct.json() as CheckoutSession).url).toMatch(/^http:\/\/internal:8000\//);
  });
});

function openCheckoutOn(token: string, orderId: number, headers: Record<string, string>) {
  return t.as(token, {
    method: 'POST',
    url: '/api/payments/checkout/',
    payload: { order_id: orderId },
    headers,
  });
}

describe('an old payload', () => {
  it('still places a pickup order paid by card', async () => {
    const { customer } = await cartWith('100000.00');
    const res = await placeOrder(customer.access, {});
    expect(res.json()).toMatchObject({ fulfilment: 'pickup', delivery: null, payment_method: 'credit_card' });
    const lines = await db()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.brand, 'fursa'), eq(cartItems.userId, customer.user.id)));
    expect(lines).toHaveLength(0);
  });
});
