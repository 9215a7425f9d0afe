import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import type { ReminderOverview } from '@shop/contract/reminders';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, mobileMoneyAttempts, orders, outboxMessages, products } from '#server/db/schema.ts';
import { demoPhonePath } from '#server/modules/payments/mobile-money/demo-phone-page.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, openCheckout, postDemoForm } from '#server/test/checkout-steps.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const messagesLike = (pattern: string) =>
  db().select().from(outboxMessages).where(like(outboxMessages.key, pattern)).orderBy(asc(outboxMessages.id));
const overview = async () =>
  (await t.as(adminToken, { method: 'GET', url: '/api/admin/reminders/' })).json() as ReminderOverview;
const figure = async (kind: string) => (await overview()).figures.find((f) => f.kind === kind)!;
const switches = (payload: object) =>
  t.as(adminToken, {
    method: 'PUT',
    url: '/api/admin/reminders/settings/',
    payload: { push_unapproved: true, cart_abandoned: true, hold_expiring: true, ...payload },
  });

/** A laptop ordered through the API by a new customer, paid by `payment_method`. */
async function laptopOrder(payment_method: string, overrides: Record<string, string> = {}) {
  const customer = await t.register(overrides);
  const product = await makeProduct(db(), { brand: 'fursa', price: '1250000.00' });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: product.id, quantity: 1 });
  const placed = await t.as(customer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa', payment_method, fulfilment: 'pickup' },
  });
  expect(placed.statusCode).toBe(201);
  return { customer, order: placed.json() as Order };
}
const holdOf = async (orderId: number) =>
  (await db().select({ hold: orders.holdExpiresAt }).from(orders).where(eq(orders.id, orderId)))[0]!.hold!;

describe('reminder of an unapproved mobile-money push', () => {
  it('sends one SMS whose signed link sends a new push; the order paid from it counts as recovered', async () => {
    const { customer, order } = await laptopOrder('mobile_money');
    const push = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/mobile-money/',
      payload: { order_id: order.id, phone: '0754 222 333' },
    });
    expect(push.statusCode).toBe(201);
    const [attempt] = await db()
      .select()
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.orderId, order.id));
    // While the push may still be approved, nothing is said.
    await t.app.reminders.runDue(new Date(attempt!.expiresAt.getTime() - MINUTE));
    expect(await messagesLike(`reminder:push:${order.id}:%`)).toHaveLength(0);
    // Unapproved when it expired: one SMS, however many passes run.
    const later = new Date(attempt!.expiresAt.getTime() + MINUTE);
    await t.app.reminders.runDue(later);
    await t.app.reminders.runDue(later);
    const sms = await messagesLike(`reminder:push:${order.id}:%`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      channel: 'sms',
      recipient: '255754222333',
      kind: 'reminder_push',
      marketing: false,
    });
    const link = new URL(sms[0]!.bodyText.match(/http\S+/)![0]);
    expect(link.origin).toBe('http://localhost:8000');
    expect(sms[0]!.bodyText).toContain(order.order_id);

    // Opening the link sends nothing; a changed token is refused; the button sends a new push.
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(
      await db().select().from(mobileMoneyAttempts).where(eq(mobileMoneyAttempts.orderId, order.id)),
    ).toHaveLength(1);
    const forged = await postDemoForm(t.app, `${link.pathname}?t=${link.searchParams.get('t')}x`);
    expect(forged.statusCode).toBe(400);
    const again = await postDemoForm(t.app, `${link.pathname}${link.search}`);
    expect(again.statusCode).toBe(201);
    const attempts = await db()
      .select()
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.orderId, order.id))
      .orderBy(asc(mobileMoneyAttempts.id));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toMatchObject({ msisdn: '255754222333', status: 'pending' });

    expect(await figure('push_unapproved')).toMatchObject({ sent: 1, recovered: 0 });
    expect((await postDemoForm(t.app, `${demoPhonePath(attempts[1]!.reference)}approve/`)).statusCode).toBe(
      303,
    );
    const paid = await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` });
    expect((paid.json() as Order).payment_status).toBe('paid');
    expect(await figure('push_unapproved')).toMatchObject({ sent: 1, recovered: 1 });
  });

  it('sends none when the admin switched it off, and none once the hold has ended', async () => {
    const { customer, order } = await laptopOrder('mobile_money');
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/mobile-money/',
      payload: { order_id: order.id, phone: '0754 222 444' },
    });
    const [attempt] = await db()
      .select()
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.orderId, order.id));
    expect((await switches({ push_unapproved: false })).statusCode).toBe(200);
    await t.app.reminders.runDue(new Date(attempt!.expiresAt.getTime() + MINUTE));
    expect(await messagesLike(`reminder:push:${order.id}:%`)).toHaveLength(0);
    await switches({});
    await t.app.reminders.runDue(new Date((await holdOf(order.id)).getTime() + MINUTE));
    expect(await messagesLike(`reminder:push:${order.id}:%`)).toHaveLength(0);
  });
});

describe('reminder of an order whose hold is about to end', () => {
  it("sends one e-mail and SMS in the customer's language in the hold's last minutes", async () => {
    const { order } = await laptopOrder('credit_card', { locale: 'sw', phone: '0765 111 222' });
    const hold = await holdOf(order.id);
    await t.app.reminders.runDue(new Date(hold.getTime() - 20 * MINUTE));
    expect(await messagesLike(`reminder:hold:${order.id}:%`)).toHaveLength(0);
    await t.app.reminders.runDue(new Date(hold.getTime() - 5 * MINUTE));
    await t.app.reminders.runDue(new Date(hold.getTime() - 4 * MINUTE));
    const sent = await messagesLike(`reminder:hold:${order.id}:%`);
    expect(sent.map((m) => [m.channel, m.kind])).toEqual([
      ['email', 'reminder_hold'],
      ['sms', 'reminder_hold'],
    ]);
    expect(sent[1]!.recipient).toBe('255765111222');
    expect(sent[1]!.bodyText).toBe(
      `Oda ${order.order_id} bado haijalipwa na muda wake unaisha baada ya dakika 5. Lipa sasa kuihifadhi.`,
    );
    expect(sent[0]!.bodyText).toContain('http://localhost:8000/sw/dashboard');
  });

  it('says nothing of a cash-on-delivery order', async () => {
    const { order } = await laptopOrder('cash_on_delivery');
    const hold = await holdOf(order.id).catch(() => null);
    await t.app.reminders.runDue(new Date((hold ?? new Date()).getTime() - 5 * MINUTE));
    expect(await messagesLike(`reminder:hold:${order.id}:%`)).toHaveLength(0);
  });
});

describe('reminder of a cart left without an order', () => {
  const NOW = new Date('2031-04-02T09:00:00Z'); // 12:00 in Dar es Salaam
  async function leftCart(consent: object, stock = 5) {
    const customer = await t.register(consent as never);
    const product = await makeProduct(db(), { brand: 'fursa', stockQuantity: stock });
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
    return { customer, product };
  }
  const cartMail = (userId: number) => messagesLike(`reminder:cart:${userId}:%`);

  it('goes after 24 h, once more after three days, then never again', async () => {
    const { customer, product } = await leftCart({ marketing_email: true });
    await t.app.reminders.runDue(new Date(NOW.getTime() - 2 * HOUR));
    expect(await cartMail(customer.user.id)).toHaveLength(0);
    await t.app.reminders.runDue(NOW);
    await t.app.reminders.runDue(new Date(NOW.getTime() + 24 * HOUR));
    const first = await cartMail(customer.user.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.bodyText).toContain(product.name);
    await t.app.reminders.runDue(new Date(NOW.getTime() + 48 * HOUR));
    await t.app.reminders.runDue(new Date(NOW.getTime() + 49 * HOUR));
    await t.app.reminders.runDue(new Date(NOW.getTime() + 96 * HOUR));
    expect(await cartMail(customer.user.id)).toHaveLength(2);
    expect(await figure('cart_abandoned')).toMatchObject({ recovered: 0 });
  });

  it('never goes without consent, nor when the items are gone', async () => {
    const silent = await leftCart({});
    await t.app.reminders.runDue(NOW);
    expect(await cartMail(silent.customer.user.id)).toHaveLength(0);
    const gone = await leftCart({ marketing_email: true, marketing_sms: true }, 0);
    await t.app.reminders.runDue(NOW);
    expect(await cartMail(gone.customer.user.id)).toHaveLength(0);
    // Back in stock, the cart is worth a word.
    await db().update(products).set({ stockQuantity: 2 }).where(eq(products.id, gone.product.id));
    await t.app.reminders.runDue(NOW);
    expect((await cartMail(gone.customer.user.id)).map((m) => m.channel)).toEqual(['email', 'sms']);
  });

  it('counts as recovered when the customer then orders and pays', async () => {
    const customer = await t.register({ marketing_email: true } as never);
    const product = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), {
      brand: 'fursa',
      userId: customer.user.id,
      productId: product.id,
      quantity: 1,
    });
    const now = new Date();
    await db()
      .update(cartItems)
      .set({ createdAt: new Date(now.getTime() - 25 * HOUR) })
      .where(eq(cartItems.userId, customer.user.id));
    const before = await figure('cart_abandoned');
    await t.app.reminders.runDue(now);
    expect(await cartMail(customer.user.id)).toHaveLength(1);
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
    });
    const order = placed.json() as Order;
    expect(await figure('cart_abandoned')).toEqual({ ...before, sent: before.sent + 1 });
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);
    expect(await figure('cart_abandoned')).toEqual({
      ...before,
      sent: before.sent + 1,
      recovered: before.recovered + 1,
    });
  });

  it('is not sent when the customer ordered after leaving the cart', async () => {
    const { customer } = await leftCart({ marketing_email: true });
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
    });
    expect(placed.statusCode).toBe(201);
    await t.app.reminders.runDue(NOW);
    expect(await cartMail(customer.user.id)).toHaveLength(0);
  });
});
