import { randomBytes } from 'node:crypto';
import type { Order } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTour, dateFromToday } from '../../test/fixtures-orders';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_dummy');

let t: TestApp;
/** The same database behind an app configured for Stripe. */
let stripeApp: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  stripeApp = await t.anotherApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_dummy',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A pending booking with a Stripe checkout session recorded for it, as checkout would have made. */
async function bookingWithStripeSession() {
  const customer = await t.register();
  const date = dateFromToday(20);
  const tour = await createTour(db(), { dates: [date] });
  const order = (
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 2 },
    })
  ).json() as Order;
  const sessionId = `cs_test_${randomBytes(8).toString('hex')}`;
  await db()
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId: customer.user.id,
      provider: 'stripe',
      providerSessionId: sessionId,
      amount: order.total_amount,
      currency: 'USD',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
  return { customer, order, sessionId };
}

function event(type: string, sessionId: string, paymentStatus = 'paid') {
  return JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
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
  });

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
    const tour = await createTour(db());
    const res = await stripeApp.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { authorization: `Bearer ${login.json().access}` },
      payload: { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(8), payment_method: 'stripe' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_method).toBe('stripe');
  });
});
