import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@shop/contract/orders';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour } from '#server/test/builders.ts';
import { paymentsOf } from '#server/test/checkout-steps.ts';
import { toMinorUnits } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';
/** Two participants at US$1,250.00, the booking every test here pays for. */
const BOOKING_TOTAL = '2500.00';
const stripe = new Stripe('sk_test_dummy');

let t: TestApp;
/** The same database behind an app configured for Stripe. */
let stripeApp: FastifyInstance;
/** Stripe's API cannot be reached from here: a local server stands in for it and notes each call. */
let stripeApi: http.Server;
let stripeCalls: string[] = [];
beforeAll(async () => {
  stripeApi = http.createServer((req, res) => {
    stripeCalls.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
    res.end(JSON.stringify({ id: 'cs_test', object: 'checkout.session', status: 'expired' }));
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp();
  stripeApp = await t.anotherApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_dummy',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => stripeApi.close(() => resolve()));
});

const db = () => t.database.db;

/** A pending booking with a Stripe checkout session recorded for it, as checkout would have made. */
async function bookingWithStripeSession() {
  const customer = await t.register();
  const date = dateFromToday(20);
  const tour = await makeTour(db(), { price: '1250.00', dates: [date] });
  const order = (
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 2 },
    })
  ).json() as Order;
  expect(order.total_amount).toBe(BOOKING_TOTAL);
  const sessionId = await stripeSession(order, customer.user.id);
  return { customer, order, sessionId };
}

/** Another Stripe checkout session for the order, as a second checkout (another tab) would open. */
async function stripeSession(order: Order, userId: number) {
  const sessionId = `cs_test_${randomBytes(8).toString('hex')}`;
  await db()
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId,
      provider: 'stripe',
      providerSessionId: sessionId,
      amount: order.total_amount,
      currency: 'USD',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
  return sessionId;
}

/** A signed-event body; the amount and currency default to what the booking's session asked for. */
function event(
  type: string,
  sessionId: string,
  paymentStatus = 'paid',
  paid: { amount_total?: number | null; currency?: string } = {},
) {
  return JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paymentStatus,
        amount_total: 'amount_total' in paid ? paid.amount_total : toMinorUnits(BOOKING_TOTAL),
        currency: paid.currency ?? 'usd',
      },
    },
  });
}

function deliver(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return stripeApp.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /api/payments/stripe/webhook/', () => {
  it('marks the order paid on checkout.session.completed, once however often it is delivered', async () => {
    const { order, sessionId } = await bookingWithStripeSession();
    const payload = event('checkout.session.completed', sessionId);

    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'confirmed', holdExpiresAt: null });

    const second = await deliver(payload);
    expect(second.statusCode).toBe(200);
    const again = await orderRow(order.id);
    expect(again.paidAt).toEqual(paid.paidAt);
    expect(again.updatedAt).toEqual(paid.updatedAt);
    const [session] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session!.status).toBe('completed');
    const recorded = await paymentsOf(db(), order.id);
    expect(recorded).toMatchObject([
      { amount: BOOKING_TOTAL, currency: 'USD', outcome: 'applied', refundStatus: 'none' },
    ]);
  });

  it("expires the order's other open sessions, here and at Stripe, once one of them paid it", async () => {
    const { customer, order, sessionId } = await bookingWithStripeSession();
    const other = await stripeSession(order, customer.user.id);
    stripeCalls = [];
    expect((await deliver(event('checkout.session.completed', sessionId))).statusCode).toBe(200);
    const sessions = await db()
      .select({ id: paymentSessions.providerSessionId, status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order.id))
      .orderBy(asc(paymentSessions.id));
    expect(sessions).toEqual([
      { id: sessionId, status: 'completed' },
      { id: other, status: 'expired' },
    ]);
    expect(stripeCalls).toEqual([`POST /v1/checkout/sessions/${other}/expire`]);
  });

  it('records a second payment on a paid order with a refund due, and leaves the order as it was', async () => {
    const { customer, order, sessionId } = await bookingWithStripeSession();
    const other = await stripeSession(order, customer.user.id);
    await deliver(event('checkout.session.completed', sessionId));
    const paid = await orderRow(order.id);

    // The customer finished paying in another tab before Stripe closed that session.
    const second = event('checkout.session.completed', other);
    expect((await deliver(second)).statusCode).toBe(200);
    expect((await deliver(second)).statusCode).toBe(200);
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ paymentStatus: 'paid', status: 'confirmed', paidAt: paid.paidAt });
    expect(after.updatedAt).toEqual(paid.updatedAt);
    const recorded = await paymentsOf(db(), order.id);
    expect(recorded).toMatchObject([
      { outcome: 'applied', refundStatus: 'none' },
      { outcome: 'duplicate', refundStatus: 'due', amount: BOOKING_TOTAL, currency: 'USD' },
    ]);
  });

  it.each([
    ['a smaller amount', { amount_total: 100 }, '1.00', 'USD'],
    ['another currency', { currency: 'eur' }, BOOKING_TOTAL, 'EUR'],
    ['no amount at all', { amount_total: null }, BOOKING_TOTAL, 'USD'],
  ])(
    'does not mark the order paid when Stripe reports %s, and records it with a refund due',
    async (_label, paid, amount, currency) => {
      const { order, sessionId } = await bookingWithStripeSession();
      expect((await deliver(event('checkout.session.completed', sessionId, 'paid', paid))).statusCode).toBe(
        200,
      );
      expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
      const recorded = await paymentsOf(db(), order.id);
      expect(recorded).toMatchObject([{ outcome: 'mismatch', refundStatus: 'due', amount, currency }]);
    },
  );

  it('rejects a bad or missing signature and changes nothing', async () => {
    const { order, sessionId } = await bookingWithStripeSession();
    const payload = event('checkout.session.completed', sessionId);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const bad = await deliver(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid Stripe signature.');

    // A valid signature over different bytes does not cover this body.
    const signedOther = stripe.webhooks.generateTestHeaderString({
      payload: `${payload} `,
      secret: WEBHOOK_SECRET,
    });
    expect((await deliver(payload, signedOther)).statusCode).toBe(400);

    const missing = await stripeApp.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('ignores unpaid completions and unknown sessions, and records expiry', async () => {
    const { order, sessionId } = await bookingWithStripeSession();
    expect((await deliver(event('checkout.session.completed', sessionId, 'unpaid'))).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await deliver(event('checkout.session.completed', 'cs_test_unknown'))).statusCode).toBe(200);

    expect((await deliver(event('checkout.session.expired', sessionId, 'unpaid'))).statusCode).toBe(200);
    const [session] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session!.status).toBe('expired');

    // An asynchronous payment that succeeds later still counts.
    expect((await deliver(event('checkout.session.async_payment_succeeded', sessionId))).statusCode).toBe(
      200,
    );
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('leaves ordinary JSON parsing alone on the other routes', async () => {
    const customer = await t.register();
    const res = await stripeApp.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: customer.user.username, password: customer.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('records tour bookings with the stripe payment method', async () => {
    const login = await stripeApp.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        username: `stripe_${randomBytes(3).toString('hex')}`,
        email: `s${randomBytes(3).toString('hex')}@example.com`,
        password: 'secret-pass-1',
        full_name: 'Stripe Customer',
        phone: '712 000 000',
      },
    });
    const tour = await makeTour(db());
    const res = await stripeApp.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { authorization: `Bearer ${login.json().access}` },
      payload: { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(8), payment_method: 'stripe' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_method).toBe('stripe');
  });

  it("an admin's cancel of an unpaid booking expires its open Checkout Sessions at Stripe too", async () => {
    const { order, sessionId } = await bookingWithStripeSession();
    const admin = await t.admin();
    stripeCalls = [];
    const res = await stripeApp.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      headers: { authorization: `Bearer ${admin.access}` },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(stripeCalls).toEqual([`POST /v1/checkout/sessions/${sessionId}/expire`]);
    const [session] = await db()
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session!.status).toBe('cancelled');
  });

  it("a customer's cancel expires the order's open Checkout Sessions at Stripe too", async () => {
    const { customer, order, sessionId } = await bookingWithStripeSession();
    stripeCalls = [];
    const res = await stripeApp.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: { authorization: `Bearer ${customer.access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(stripeCalls).toEqual([`POST /v1/checkout/sessions/${sessionId}/expire`]);
    const [session] = await db()
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session!.status).toBe('cancelled');
  });
});
