import {
  MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR,
  MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR,
  MOBILE_MONEY_PUSHES_PER_ORDER,
  type MobileMoneyAttempt,
} from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { refusalMessage } from '@shop/contract/refusals';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMobileMoneyPushes, mobileMoneyAttempts, orders, paymentSessions } from '#server/db/schema.ts';
import { ORDER_CANCELLED_REASON } from '#server/modules/orders/service.ts';
import { PAID_ANOTHER_WAY_REASON } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeTour, mobileNumber } from '#server/test/builders.ts';
import { bookTour, paymentsOf, postDemoForm } from '#server/test/checkout-steps.ts';
import { DEMO_DECLINED_REASON } from './demo-push';
import { EXPIRED_REASON, MISMATCH_REASON } from './service';

const ORDER_PUSH_LIMIT = refusalMessage('orderPushLimit', { count: MOBILE_MONEY_PUSHES_PER_ORDER });
const CUSTOMER_PUSH_LIMIT = refusalMessage('customerPushLimit', {
  count: MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR,
});
const NUMBER_PUSH_LIMIT = refusalMessage('numberPushLimit', { count: MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR });

let t: TestApp;
const PUBLIC_URL = 'http://localhost:8000';

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function tourBooking(price = '1450.00') {
  const customer = await t.register();
  const date = dateFromToday(30);
  const tour = await makeTour(db(), { title: 'Serengeti Safari', price, maxParticipants: 10, dates: [date] });
  const order = (await bookTour(t, customer.access, tour.id, date, 1)).json() as Order;
  return { customer, order };
}

async function laptopOrder(price = '1250000.00') {
  const customer = await t.register();
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'fursa',
    lines: [{ itemName: 'ThinkPad X1', price }],
  });
  return { customer, order: { id: order.id } };
}

const start = (token: string, orderId: number, phone = mobileNumber()) =>
  t.as(token, { method: 'POST', url: '/api/payments/mobile-money/', payload: { order_id: orderId, phone } });
const poll = async (token: string, id: number) =>
  (
    await t.as(token, { method: 'GET', url: `/api/payments/mobile-money/${id}/` })
  ).json() as MobileMoneyAttempt;
const phonePath = (attempt: MobileMoneyAttempt) => new URL(attempt.demo_phone_url!).pathname;
const orderOf = async (token: string, id: number) =>
  (await t.as(token, { method: 'GET', url: `/api/orders/${id}/` })).json() as Order;

describe('mobile money through the demo provider', () => {
  it('charges a tour at the admin rate, records it, and pays the order once the demo phone approves', async () => {
    const admin = await t.admin();
    const saved = await t.as(admin.access, {
      method: 'PUT',
      url: '/api/admin/settings/payment/',
      payload: { usd_to_tzs_rate: '2590' },
    });
    expect(saved.json()).toEqual({ usd_to_tzs_rate: '2590.00' });
    // Anyone sees today's rate before choosing to pay by mobile money.
    const rate = await t.app.inject({ method: 'GET', url: '/api/payments/mobile-money/rate/' });
    expect(rate.statusCode).toBe(200);
    expect(rate.json()).toEqual({ usd_to_tzs_rate: '2590.00' });
    const { customer, order } = await tourBooking('1450.00');

    const res = await start(customer.access, order.id, '0754 123 456');
    expect(res.statusCode).toBe(201);
    const attempt = res.json() as MobileMoneyAttempt;
    expect(attempt).toMatchObject({
      status: 'pending',
      operator: 'mpesa',
      phone: '2557******56',
      amount_tzs: '3755500.00',
      rate: '2590.00',
      order_currency: 'USD',
      order_total: '1450.00',
      failure_reason: null,
    });
    expect(attempt.demo_phone_url).toMatch(
      /^http:\/\/localhost:8000\/api\/payments\/demo\/phone\/MM[0-9A-F]{20}\/$/,
    );

    // A later change of the rate does not touch the attempt already made.
    await t.as(admin.access, {
      method: 'PUT',
      url: '/api/admin/settings/payment/',
      payload: { usd_to_tzs_rate: 3000 },
    });
    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'pending',
      amount_tzs: '3755500.00',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/mobile-money/rate/' })).json()).toEqual({
      usd_to_tzs_rate: '3000.00',
    });

    const page = await t.app.inject({ method: 'GET', url: phonePath(attempt) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('TSh 3,755,500');
    expect(page.body).toContain(`action="${phonePath(attempt)}approve/"`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    // The phone's answer prompts the status question at once, as an aggregator's callback would.
    expect((await postDemoForm(t.app, `${phonePath(attempt)}approve/`)).statusCode).toBe(303);
    expect((await postDemoForm(t.app, `${phonePath(attempt)}approve/`)).statusCode).toBe(303);

    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    const paid = await orderOf(customer.access, order.id);
    expect(paid.payment_status).toBe('paid');
    expect(paid.status).toBe('confirmed');
    const recorded = await paymentsOf(db(), order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      provider: 'demo',
      amount: '3755500.00',
      currency: 'TZS',
      outcome: 'applied',
    });

    const adminView = await t.as(admin.access, { method: 'GET', url: `/api/orders/admin/${order.id}/` });
    expect(adminView.json().mobile_money_attempts).toEqual([
      {
        id: attempt.id,
        provider: 'demo',
        status: 'paid',
        operator: 'mpesa',
        phone: '2557******56',
        amount_tzs: '3755500.00',
        rate: '2590.00',
        created_at: attempt.created_at,
        failure_reason: null,
      },
    ]);
  });

  it('pays a laptop order its TZS total with no rate', async () => {
    const { customer, order } = await laptopOrder('1250000.00');
    const attempt = (await start(customer.access, order.id, '+255 687 000 111')).json() as MobileMoneyAttempt;
    expect(attempt).toMatchObject({
      operator: 'airtel',
      amount_tzs: '1250000.00',
      rate: null,
      order_currency: 'TZS',
    });
    await postDemoForm(t.app, `${phonePath(attempt)}approve/`);
    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('paid');
  });

  it('a declined push fails the attempt, leaves the order unpaid, and a new attempt can pay it', async () => {
    const { customer, order } = await laptopOrder();
    const first = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${phonePath(first)}decline/`);
    // Approving after declining changes nothing: the phone's first answer stands.
    await postDemoForm(t.app, `${phonePath(first)}approve/`);
    expect(await poll(customer.access, first.id)).toMatchObject({
      status: 'failed',
      failure_reason: DEMO_DECLINED_REASON,
    });
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
    expect(await paymentsOf(db(), order.id)).toHaveLength(0);

    const again = (await start(customer.access, order.id, '0712345678')).json() as MobileMoneyAttempt;
    expect(again.operator).toBe('mixx');
    await postDemoForm(t.app, `${phonePath(again)}approve/`);
    expect((await poll(customer.access, again.id)).status).toBe('paid');
  });

  it('an attempt left unanswered expires', async () => {
    const { customer, order } = await laptopOrder();
    const attempt = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    await db()
      .update(mobileMoneyAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileMoneyAttempts.id, attempt.id));
    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'expired',
      failure_reason: EXPIRED_REASON,
    });
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
  });

  it('a provider reporting another amount fails the attempt and records the money as a refund due', async () => {
    const { customer, order } = await laptopOrder('1250000.00');
    const attempt = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    const reference = new URL(attempt.demo_phone_url!).pathname.split('/').at(-2)!;
    // The demo aggregator's own record says less was charged than the shop asked for.
    await db()
      .update(demoMobileMoneyPushes)
      .set({ amountTzs: '1000.00' })
      .where(eq(demoMobileMoneyPushes.reference, reference));
    await postDemoForm(t.app, `${phonePath(attempt)}approve/`);
    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: MISMATCH_REASON,
    });
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
    expect(await paymentsOf(db(), order.id)).toMatchObject([
      { amount: '1000.00', currency: 'TZS', outcome: 'mismatch', refundStatus: 'due' },
    ]);
  });

  it('refuses orders that are not the caller’s, paid or cancelled, and numbers off mobile money', async () => {
    const { order } = await laptopOrder();
    const stranger = await t.register();
    expect((await start(stranger.access, order.id)).statusCode).toBe(404);

    const { customer, order: mine } = await laptopOrder();
    const attempt = (await start(customer.access, mine.id)).json() as MobileMoneyAttempt;
    expect(
      (await t.as(stranger.access, { method: 'GET', url: `/api/payments/mobile-money/${attempt.id}/` }))
        .statusCode,
    ).toBe(404);

    const bad = await start(customer.access, mine.id, '0661234567');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone[0]).toMatch(/not on a mobile money network/);

    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, mine.id));
    expect((await start(customer.access, mine.id)).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/mobile-money/',
          payload: { order_id: mine.id, phone: '0754123456' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a forged callback is refused with 401 and changes nothing', async () => {
    const { customer, order } = await laptopOrder();
    const attempt = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    const reference = new URL(attempt.demo_phone_url!).pathname.split('/').at(-2)!;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mobile-money/callback/demo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference, status: 'PAID' }),
    });
    expect(forged.statusCode).toBe(401);
    const [row] = await db().select().from(mobileMoneyAttempts).where(eq(mobileMoneyAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'pending', callbacks: [] });
    // A name Object's prototype holds is no provider either (a fuzz run found `valueOf` answered 500).
    for (const name of ['nobody', 'valueOf', 'constructor', '__proto__']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/payments/mobile-money/callback/${name}/`,
        payload: '{}',
      });
      expect(answer.statusCode, name).toBe(404);
    }
  });

  it('limits pushes per order, per customer and per number, even when sent together', async () => {
    const { customer, order } = await laptopOrder();
    // Sent together: the count and the push are one step, so only the order's limit passes.
    const together = await Promise.all(
      Array.from({ length: MOBILE_MONEY_PUSHES_PER_ORDER + 3 }, () => start(customer.access, order.id)),
    );
    expect(together.filter((r) => r.statusCode === 201)).toHaveLength(MOBILE_MONEY_PUSHES_PER_ORDER);
    const refused = together.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(3).fill([409, ORDER_PUSH_LIMIT]),
    );

    // One stranger's number, rung from many customers' orders.
    const stranger = mobileNumber();
    for (let i = 0; i < MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR; i++) {
      const other = await laptopOrder();
      expect((await start(other.customer.access, other.order.id, stranger)).statusCode).toBe(201);
    }
    const next = await laptopOrder();
    const ringing = await start(next.customer.access, next.order.id, stranger);
    expect(ringing.statusCode).toBe(429);
    expect(ringing.json()).toMatchObject({
      code: 'rate_limited',
      message: NUMBER_PUSH_LIMIT,
      reason: { name: 'numberPushLimit', params: { count: MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR } },
    });
    expect((await start(next.customer.access, next.order.id)).statusCode).toBe(201);

    // One customer, many orders and numbers: the customer's hourly limit.
    const busy = await t.register();
    let sent = 0;
    while (sent < MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR) {
      const mine = await makeOrder(db(), {
        userId: busy.user.id,
        brand: 'fursa',
        lines: [{ itemName: 'HP 250', price: '900000.00' }],
      });
      for (
        let i = 0;
        i < MOBILE_MONEY_PUSHES_PER_ORDER && sent < MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR;
        i++
      ) {
        expect((await start(busy.access, mine.id)).statusCode).toBe(201);
        sent += 1;
      }
    }
    const fresh = await makeOrder(db(), {
      userId: busy.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'HP 250', price: '900000.00' }],
    });
    const tooMany = await start(busy.access, fresh.id);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(CUSTOMER_PUSH_LIMIT);
    // Pushes older than an hour no longer count.
    await db()
      .update(mobileMoneyAttempts)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(
        inArray(mobileMoneyAttempts.orderId, sql`(select id from orders where user_id = ${busy.user.id})`),
      );
    expect((await start(busy.access, fresh.id)).statusCode).toBe(201);
  });

  it("withdraws the order's other pushes once one pays: the second phone can no longer approve", async () => {
    const { customer, order } = await laptopOrder();
    const first = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    const second = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${phonePath(first)}approve/`);
    expect((await poll(customer.access, first.id)).status).toBe('paid');
    expect(await poll(customer.access, second.id)).toMatchObject({
      status: 'failed',
      failure_reason: PAID_ANOTHER_WAY_REASON,
    });
    const phone = await t.app.inject({ method: 'GET', url: phonePath(second) });
    expect(phone.body).toContain('The shop withdrew this request');
    await postDemoForm(t.app, `${phonePath(second)}approve/`);
    expect((await poll(customer.access, second.id)).status).toBe('failed');
    expect(await paymentsOf(db(), order.id)).toMatchObject([{ outcome: 'applied', refundStatus: 'none' }]);
  });

  it("an admin's cancel of an unpaid order withdraws its pushes and closes its checkouts", async () => {
    const admin = await t.admin();
    const { customer, order } = await laptopOrder();
    const attempt = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    const checkout = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id },
    });
    expect(checkout.statusCode).toBe(201);
    const cancel = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: ORDER_CANCELLED_REASON,
    });
    expect(
      (await db().select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id))).map(
        (session) => session.status,
      ),
    ).toEqual(['cancelled', 'cancelled']);
    // The demo phone was told: approving now pays nothing.
    await postDemoForm(t.app, `${phonePath(attempt)}approve/`);
    expect((await t.app.inject({ method: 'GET', url: phonePath(attempt) })).body).toContain(
      'The shop withdrew this request',
    );
    expect(await paymentsOf(db(), order.id)).toEqual([]);
    expect(await orderOf(customer.access, order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
    });
  });

  it("a customer's cancel withdraws the order's pending pushes: the phone can no longer approve", async () => {
    const { customer, order } = await laptopOrder();
    const attempt = (await start(customer.access, order.id)).json() as MobileMoneyAttempt;
    const cancel = await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect(cancel.statusCode).toBe(200);
    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: ORDER_CANCELLED_REASON,
    });
    await postDemoForm(t.app, `${phonePath(attempt)}approve/`);
    expect((await t.app.inject({ method: 'GET', url: phonePath(attempt) })).body).toContain(
      'The shop withdrew this request',
    );
    expect(await paymentsOf(db(), order.id)).toEqual([]);
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
  });
});
