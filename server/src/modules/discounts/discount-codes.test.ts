import type { AdminDiscountCode, AdminDiscountCodeUse, DiscountPreview } from '@shop/contract/discounts';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { refusalMessage } from '@shop/contract/refusals';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cartItems, discountCodeUses, orders, outboxMessages } from '#server/db/schema.ts';
import { providerLines } from '#server/modules/payments/service.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct, mobileNumber } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, openCheckout, postDemoForm } from '#server/test/checkout-steps.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
});
afterAll(() => t.close());

const db = () => t.database.db;
let codes = 0;
/** A code of its own per test, so no test counts another's uses. */
const fresh = (prefix: string) => `${prefix}${++codes}${Date.now() % 100_000}`;

const createCode = async (payload: object) => {
  const res = await t.as(admin, { method: 'POST', url: '/api/admin/discounts/', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminDiscountCode;
};
const readCode = async (id: number) =>
  (await t.as(admin, { method: 'GET', url: `/api/admin/discounts/${id}/` })).json() as AdminDiscountCode;
const placeOrder = (token: string, payload: object = {}) =>
  t.as(token, { method: 'POST', url: '/api/orders/', payload: { order_type: 'fursa', ...payload } });
const preview = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/fursa/checkout/discount/', payload });
const usesOf = (codeId: number) =>
  db().select().from(discountCodeUses).where(eq(discountCodeUses.codeId, codeId));

/** A customer with their own phone number (unless given) and `quantity` of a laptop at `price` in the cart. */
async function shopper(price = '1000000.00', { phone = mobileNumber(), quantity = 1, laptopId = 0 } = {}) {
  const customer = await t.register({ phone });
  const laptop = laptopId
    ? { id: laptopId }
    : await makeProduct(db(), { brand: 'fursa', price, stockQuantity: 20 });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity });
  return {
    customer,
    laptop,
    refill: () =>
      makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity }),
  };
}

const DELIVERY = {
  fulfilment: 'delivery',
  delivery: {
    full_name: 'Asha Mwinyi',
    phone: '0712 000 111',
    region: 'Arusha',
    district: 'Arusha City',
    street: 'Sokoine Road 14',
  },
};

describe('admin discount codes', () => {
  it('are for admins, unique whatever the case, audit-logged, and deletable only while unused', async () => {
    const name = fresh('karibu');
    const body = {
      code: name,
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      starts_at: '2026-01-01T08:00',
    };
    const customer = await t.register({ phone: mobileNumber() });
    const denied = await t.as(customer.access, {
      method: 'POST',
      url: '/api/admin/discounts/',
      payload: body,
    });
    expect(denied.statusCode).toBe(403);

    const created = await createCode(body);
    expect(created).toMatchObject({
      code: name.toUpperCase(),
      currency: 'TZS',
      // Entered and shown in Dar es Salaam's time.
      starts_at: '2026-01-01T08:00',
      uses: { reserved: 0, redeemed: 0, released: 0 },
      paid_revenue: '0.00',
    });
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/discounts/',
      payload: { ...body, code: name.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);

    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/discounts/',
      payload: { code: fresh('x'), brand: 'fursa', kind: 'fixed_amount' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('amount');

    const changed = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/discounts/${created.id}/`,
      payload: { ...body, percent: 20, is_active: false },
    });
    expect(changed.json()).toMatchObject({ percent: 20, is_active: false });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'discount_code'), eq(auditLog.entityId, String(created.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['discount.create', 'discount.update']);

    const gone = await t.as(admin, { method: 'DELETE', url: `/api/admin/discounts/${created.id}/` });
    expect(gone.statusCode).toBe(204);

    const used = await createCode({ ...body, code: fresh('used') });
    const { customer: buyer } = await shopper();
    expect((await placeOrder(buyer.access, { discount_code: used.code })).statusCode).toBe(201);
    const kept = await t.as(admin, { method: 'DELETE', url: `/api/admin/discounts/${used.id}/` });
    expect(kept.statusCode).toBe(409);
  });
});

describe('a code at checkout', () => {
  it('previews the saving line, then the order records it as its own amount and reserves the use', async () => {
    const code = await createCode({ code: fresh('save'), brand: 'fursa', kind: 'percentage', percent: 10 });
    const { customer } = await shopper('500000.00', { quantity: 2 });
    const seen = await preview(customer.access, {
      code: code.code.toLowerCase(),
      ...{ fulfilment: 'delivery', region: 'Arusha' },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json() as DiscountPreview).toEqual({
      code: code.code,
      kind: 'percentage',
      currency: 'TZS',
      subtotal: '1000000.00',
      delivery_fee: '25000.00',
      discount: '100000.00',
      total: '925000.00',
    });
    const placed = await placeOrder(customer.access, {
      ...DELIVERY,
      discount_code: code.code.toLowerCase(),
      expected_total: '925000.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect(order).toMatchObject({
      subtotal: '1000000.00',
      delivery_fee: '25000.00',
      discount_amount: '100000.00',
      discount_code: code.code,
      total_amount: '925000.00',
    });
    expect(await usesOf(code.id)).toMatchObject([
      {
        orderId: order.id,
        userId: customer.user.id,
        state: 'reserved',
        amount: '100000.00',
        deliveryPhoneKey: '+255712000111',
      },
    ]);

    // The receipt shows the saving on its own line.
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.user.email));
    expect(mails.map((m) => m.bodyText).join('\n')).toContain(`Discount (${code.code})`);

    // Paid: the use is redeemed and the order's total is the code's revenue.
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    const page = await t.app.inject({ method: 'GET', url: demoPagePath(session) });
    expect(page.body).toContain(`Discount (${code.code})`);
    expect(page.body).toContain('-TSh 100,000');
    // A hosted checkout takes no negative line: the provider is asked for the order's own total.
    expect(providerLines(order)).toEqual([
      { name: expect.stringContaining(`discount code ${code.code}`), quantity: 1, unitPrice: '925000.00' },
    ]);
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);
    expect((await usesOf(code.id))[0]?.state).toBe('redeemed');
    expect(await readCode(code.id)).toMatchObject({
      uses: { reserved: 0, redeemed: 1, released: 0 },
      paid_revenue: '925000.00',
      paid_discount: '100000.00',
    });
    const listed = (
      await t.as(admin, { method: 'GET', url: `/api/admin/discounts/${code.id}/uses/` })
    ).json() as AdminDiscountCodeUse[];
    expect(listed).toMatchObject([{ order_id: order.order_id, state: 'redeemed', order_total: '925000.00' }]);
  });

  it('waives only the delivery fee with a free-delivery code', async () => {
    const code = await createCode({ code: fresh('ship'), brand: 'fursa', kind: 'free_delivery' });
    const { customer } = await shopper('300000.00');
    const order = (
      await placeOrder(customer.access, { ...DELIVERY, discount_code: code.code })
    ).json() as Order;
    expect(order).toMatchObject({
      subtotal: '300000.00',
      delivery_fee: '25000.00',
      discount_amount: '25000.00',
      total_amount: '300000.00',
    });
    const { customer: pickup } = await shopper('300000.00');
    const refused = await placeOrder(pickup.access, { discount_code: code.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'discount_no_delivery_fee',
      reason: { name: 'discountNoDeliveryFee' },
    });
  });

  it('refuses a code that does not apply with its reason, ordering nothing and leaving the cart', async () => {
    const { customer, laptop } = await shopper('200000.00');
    const unknown = await placeOrder(customer.access, { discount_code: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      code: 'discount_unknown',
      message: refusalMessage('discountUnknown', {}),
      reason: { name: 'discountUnknown', params: {} },
      fields: { discount_code: [refusalMessage('discountUnknown', {})] },
    });
    const min = await createCode({
      code: fresh('min'),
      brand: 'fursa',
      kind: 'fixed_amount',
      amount: '50000',
      min_spend: '1000000',
    });
    const short = await preview(customer.access, { code: min.code });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'discount_minimum_spend',
      reason: { params: { min: 'TSh 1,000,000' } },
    });
    const other = await createCode({ code: fresh('usd'), brand: 'igsum', kind: 'percentage', percent: 5 });
    expect((await placeOrder(customer.access, { discount_code: other.code })).json()).toMatchObject({
      code: 'discount_other_shop',
    });
    const later = await createCode({
      code: fresh('later'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 5,
      starts_at: '2099-01-01T08:00',
    });
    expect((await preview(customer.access, { code: later.code })).json()).toMatchObject({
      code: 'discount_not_started',
      reason: { params: { date: '2099-01-01', time: '08:00' } },
    });
    const over = await createCode({
      code: fresh('over'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 5,
      ends_at: '2020-01-01T08:00',
    });
    expect((await preview(customer.access, { code: over.code })).json()).toMatchObject({
      code: 'discount_ended',
    });
    const elsewhere = await makeProduct(db(), { brand: 'fursa' });
    const scoped = await createCode({
      code: fresh('scope'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 5,
      product_ids: [elsewhere.id],
    });
    expect((await preview(customer.access, { code: scoped.code })).json()).toMatchObject({
      code: 'discount_not_applicable',
    });
    const here = await createCode({
      code: fresh('here'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 5,
      product_ids: [laptop.id],
    });
    expect((await preview(customer.access, { code: here.code })).json()).toMatchObject({
      discount: '10000.00',
    });
    expect((await db().select().from(orders).where(eq(orders.userId, customer.user.id))).length).toBe(0);
    expect((await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id))).length).toBe(
      1,
    );
  });

  it('names only products, categories and tours of its own shop', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/discounts/',
      payload: {
        code: fresh('scope'),
        brand: 'fursa',
        kind: 'percentage',
        percent: 5,
        product_ids: [2_000_000],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('product_ids');
  });

  it('gives a sale item no more off unless the code says so', async () => {
    const code = await createCode({ code: fresh('sale'), brand: 'fursa', kind: 'percentage', percent: 10 });
    const customer = await t.register({ phone: mobileNumber() });
    const onSale = await makeProduct(db(), {
      brand: 'fursa',
      price: '800000.00',
      originalPrice: '900000.00',
    });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: onSale.id, quantity: 1 });
    expect((await preview(customer.access, { code: code.code })).json()).toMatchObject({
      code: 'discount_sale_items',
    });
  });
});

describe('a use follows its order', () => {
  it('is released when the order is cancelled or its hold expires, and the code is free again', async () => {
    const code = await createCode({
      code: fresh('once'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      total_cap: 1,
      per_customer_cap: 1,
    });
    const { customer, refill } = await shopper();
    const first = (await placeOrder(customer.access, { discount_code: code.code })).json() as Order;
    const { customer: other } = await shopper();
    expect((await placeOrder(other.access, { discount_code: code.code })).json()).toMatchObject({
      code: 'discount_used_up',
    });

    await t.as(customer.access, { method: 'POST', url: `/api/orders/${first.id}/cancel/` });
    expect((await usesOf(code.id))[0]).toMatchObject({ state: 'released' });
    const second = (await placeOrder(other.access, { discount_code: code.code })).json() as Order;
    expect(second.discount_amount).toBe('100000.00');

    // The hold runs out unpaid: the order is cancelled by the sweep, its use released with it.
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, second.id));
    await t.as(other.access, { method: 'GET', url: `/api/orders/${second.id}/` });
    const [, expired] = await usesOf(code.id).then((rows) => rows.sort((a, b) => a.id - b.id));
    expect(expired).toMatchObject({ orderId: second.id, state: 'released' });
    await refill();
    expect((await placeOrder(customer.access, { discount_code: code.code })).statusCode).toBe(201);
  });

  it('comes back redeemed when a payment lands after the hold expired and revives the order', async () => {
    const code = await createCode({
      code: fresh('late'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      total_cap: 1,
    });
    const { customer } = await shopper('100000.00');
    const order = (await placeOrder(customer.access, { discount_code: code.code })).json() as Order;
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    // Paid at the provider in time; the shop hears of it only after the hold ran out.
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` });
    expect((await usesOf(code.id))[0]?.state).toBe('released');
    const confirmed = await confirmCheckout(t, customer.access, session.session_id);
    expect(confirmed.json()).toMatchObject({
      paid: true,
      order: { status: 'confirmed', discount_amount: '10000.00' },
    });
    expect((await usesOf(code.id))[0]?.state).toBe('redeemed');
    expect(await readCode(code.id)).toMatchObject({ paid_revenue: '90000.00' });
  });

  it('counts once per customer: per account and per phone, so a second account on the phone is refused', async () => {
    const phone = mobileNumber();
    const code = await createCode({
      code: fresh('perphone'),
      brand: 'fursa',
      kind: 'fixed_amount',
      amount: '10000',
      per_customer_cap: 1,
    });
    const { customer, refill } = await shopper('100000.00', { phone });
    expect((await placeOrder(customer.access, { discount_code: code.code })).statusCode).toBe(201);
    await refill();
    const twice = await placeOrder(customer.access, { discount_code: code.code });
    expect(twice.json()).toMatchObject({ code: 'discount_already_used', reason: { params: { count: 1 } } });

    // The same number written another way, on a new account.
    const { customer: second } = await shopper('100000.00', {
      phone: `0${phone.slice(1, 4)} ${phone.slice(4)}`,
    });
    expect((await placeOrder(second.access, { discount_code: code.code })).json()).toMatchObject({
      code: 'discount_already_used',
    });
    // Nor through a delivery to the first account's number from an account with another phone.
    const { customer: third } = await shopper('100000.00');
    const viaDelivery = await placeOrder(third.access, {
      ...DELIVERY,
      delivery: { ...DELIVERY.delivery, phone },
      discount_code: code.code,
    });
    expect(viaDelivery.json()).toMatchObject({ code: 'discount_already_used' });
    const previewed = await preview(third.access, {
      code: code.code,
      fulfilment: 'delivery',
      region: 'Arusha',
      phone,
    });
    expect(previewed.json()).toMatchObject({ code: 'discount_already_used' });
    // Another phone, another customer.
    const { customer: fourth } = await shopper('100000.00');
    expect((await placeOrder(fourth.access, { discount_code: code.code })).statusCode).toBe(201);
  });

  it("follows the admin's status changes, and the sales report and the orders export carry the discount", async () => {
    const code = await createCode({
      code: fresh('cash'),
      brand: 'fursa',
      kind: 'fixed_amount',
      amount: '50000',
    });
    const { customer } = await shopper('400000.00');
    const placed = await placeOrder(customer.access, {
      payment_method: 'cash_on_delivery',
      discount_code: code.code,
    });
    const order = placed.json() as Order;
    expect(order.total_amount).toBe('350000.00');
    const setStatus = (status: string) =>
      t.as(admin, { method: 'PUT', url: `/api/orders/admin/${order.id}/`, payload: { status } });
    const state = async () => (await usesOf(code.id))[0]?.state;

    await setStatus('delivered');
    expect(await state()).toBe('redeemed');
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const report = await t.as(admin, {
      method: 'GET',
      url: `/api/admin/sales/?from=${today}&to=${today}&granularity=day&brand=fursa`,
    });
    expect(report.json().discounts).toEqual({ orders: 1, amount: { TZS: '50000.00', USD: '0.00' } });
    const csv = await t.as(admin, {
      method: 'GET',
      url: `/api/admin/exports/orders.csv?search=${order.order_id}`,
    });
    const [row] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      'Order subtotal (first line)': '400000.00',
      'Discount code (first line)': code.code,
      'Discount (first line)': '50000.00',
      'Order total (first line)': '350000.00',
    });

    await setStatus('cancelled');
    expect(await state()).toBe('released');
    const cancelledReport = await t.as(admin, {
      method: 'GET',
      url: `/api/admin/sales/?from=${today}&to=${today}&granularity=day&brand=fursa`,
    });
    expect(cancelledReport.json().discounts.orders).toBe(0);
    // Reopened, the order holds its code again (docs/discount-codes.md).
    await setStatus('pending');
    expect(await state()).toBe('redeemed');
  });

  it('gives exactly the uses left to 50 parallel checkouts', async () => {
    const code = await createCode({
      code: fresh('rush'),
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      total_cap: 12,
    });
    // Two uses taken already: 10 left.
    for (let i = 0; i < 2; i++) {
      const { customer } = await shopper('100000.00');
      expect((await placeOrder(customer.access, { discount_code: code.code })).statusCode).toBe(201);
    }
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '100000.00', stockQuantity: 100 });
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, () => shopper('100000.00', { laptopId: laptop.id })),
    );
    const results = await Promise.all(
      shoppers.map(({ customer }) => placeOrder(customer.access, { discount_code: code.code })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().code)).toEqual(
      Array(40).fill('discount_used_up'),
    );
    const held = (await usesOf(code.id)).filter((u) => u.state !== 'released');
    expect(held).toHaveLength(12);
    expect((await readCode(code.id)).uses.reserved).toBe(12);
  });
});
