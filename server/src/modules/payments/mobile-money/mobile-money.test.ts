import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMobileMoneyPushes, mobileMoneyAttempts, orders } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dateFromToday, makeOrder, makeTour } from '../../../test/builders';
import { bookTour, paymentsOf, postDemoForm } from '../../../test/checkout-steps';
import { DEMO_DECLINED_REASON } from './demo-push';
import { EXPIRED_REASON, MISMATCH_REASON } from './service';

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

const start = (token: string, orderId: number, phone = '0754 123 456') =>
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

    const res = await start(customer.access, order.id);
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
    expect(page.body).toContain('TZS 3,755,500');
    expect(page.body).toContain(`action="${phonePath(attempt)}approve/"`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    expect((await postDemoForm(t.app, `${phonePath(attempt)}approve/`)).statusCode).toBe(303);
    expect((await postDemoForm(t.app, `${phonePath(attempt)}approve/`)).statusCode).toBe(303);
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');

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
    await postDemoForm(t.app, `${phonePath(attempt)}approve/`);
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
});
