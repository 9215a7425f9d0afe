import type { Order } from '@shop/contract/orders';
import type { CheckoutSession, PaymentConfirmation } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '#server/db/schema.ts';
import { seatsLeftByDate } from '#server/modules/orders/tour-capacity.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  paymentsOf,
  postDemoForm,
} from '#server/test/checkout-steps.ts';
import { LATE_PAYMENT_NOTE } from './mark-paid';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:8000';

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function booking(opts: { title?: string; max?: number; participants?: number; date?: string } = {}) {
  const customer = await t.register();
  const date = opts.date ?? dateFromToday(30);
  const tour = await makeTour(db(), {
    title: opts.title ?? 'Zanzibar Beach Paradise',
    price: '5000.00',
    maxParticipants: opts.max ?? 10,
    dates: [date],
  });
  const res = await bookTour(t, customer.access, tour.id, date, opts.participants ?? 1);
  return { customer, tour, date, order: res.json() as Order };
}

const checkout = (token: string, orderId: unknown) => openCheckout(t, token, orderId);
const confirm = (token: string, sessionId: string) => confirmCheckout(t, token, sessionId);
const pagePath = demoPagePath;
const form = (path: string) => postDemoForm(t.app, path);

describe('demo provider', () => {
  it('checkout -> test-mode page -> pay -> confirm marks the order paid exactly once', async () => {
    const { customer, order } = await booking({ title: 'Zanzibar Beach Paradise', participants: 1 });

    const created = await checkout(customer.access, order.id);
    expect(created.statusCode).toBe(201);
    const session = created.json() as CheckoutSession;
    expect(session.provider).toBe('demo');
    expect(session.url).toBe(`${PUBLIC_URL}/api/payments/demo/${session.session_id}/`);

    const page = await t.app.inject({ method: 'GET', url: pagePath(session) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(order.order_id);
    expect(page.body).toContain('Zanzibar Beach Paradise');
    expect(page.body).toContain('US$5,000.00');
    expect(page.body).toContain(`action="/api/payments/demo/${session.session_id}/pay/"`);
    expect(page.body).toContain(`action="/api/payments/demo/${session.session_id}/cancel/"`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${PUBLIC_URL}`);
    expect(page.headers['content-security-policy']).not.toContain('script-src');

    const paid = await form(`${pagePath(session)}pay/`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${PUBLIC_URL}/booking-success?order_id=${order.id}&session_id=${session.session_id}&tour_name=Zanzibar%20Beach%20Paradise`,
    );
    // Paying on the provider's page does not touch the order: only the server-side confirm does.
    const before = await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` });
    expect(before.json().payment_status).toBe('pending');

    const first = await confirm(customer.access, session.session_id);
    expect(first.statusCode).toBe(200);
    const result = first.json() as PaymentConfirmation;
    expect(result).toMatchObject({
      session_id: session.session_id,
      paid: true,
      order: { id: order.id, payment_status: 'paid', status: 'confirmed', hold_expires_at: null },
    });
    expect(result.order.paid_at).not.toBeNull();

    const second = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(second.paid).toBe(true);
    expect(second.order.paid_at).toBe(result.order.paid_at);
    expect(second.order.updated_at).toBe(result.order.updated_at);

    const after = await t.app.inject({ method: 'GET', url: pagePath(session) });
    expect(after.body).toContain('This checkout has been paid.');
    // Paying again just returns to the success page.
    expect((await form(`${pagePath(session)}pay/`)).headers.location).toContain('/booking-success?');

    // A paid order cannot be checked out again, nor cancelled by the customer.
    expect((await checkout(customer.access, order.id)).statusCode).toBe(409);
    expect(
      (await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` })).statusCode,
    ).toBe(409);
  });

  it('cancel returns to /isml and leaves the order unpaid', async () => {
    const { customer, order } = await booking();
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;
    const cancelled = await form(`${pagePath(session)}cancel/`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${PUBLIC_URL}/isml`);

    const res = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(res).toMatchObject({ paid: false, order: { payment_status: 'pending', status: 'pending' } });

    // The cancelled session cannot be paid afterwards; its page says so.
    const pay = await form(`${pagePath(session)}pay/`);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(pagePath(session));
    expect((await t.app.inject({ method: 'GET', url: pagePath(session) })).body).toContain('was cancelled');
    expect(((await confirm(customer.access, session.session_id)).json() as PaymentConfirmation).paid).toBe(
      false,
    );

    // A new checkout for the same order still works.
    expect((await checkout(customer.access, order.id)).statusCode).toBe(201);
  });

  it('confirm before paying reports unpaid', async () => {
    const { customer, order } = await booking();
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;
    const res = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(res).toMatchObject({ paid: false, order: { id: order.id, payment_status: 'pending' } });
  });

  it('sends a laptop order back to /fursa and shows shillings', async () => {
    const customer = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa', name: 'ThinkPad T14', price: '1250000.00' });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    const order = (
      await t.as(customer.access, { method: 'POST', url: '/api/orders/', payload: { order_type: 'fursa' } })
    ).json() as Order;
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;
    const page = await t.app.inject({ method: 'GET', url: pagePath(session) });
    expect(page.body).toContain('TSh 1,250,000');
    expect((await form(`${pagePath(session)}cancel/`)).headers.location).toBe(`${PUBLIC_URL}/fursa`);
    const paid = await form(`${pagePath(session)}pay/`);
    expect(paid.headers.location).toBe(pagePath(session));
  });

  it('an expired hold cannot be paid: the page says so and the order is cancelled', async () => {
    const { customer, order, tour, date } = await booking({ max: 3, participants: 2 });
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));

    const page = await t.app.inject({ method: 'GET', url: pagePath(session) });
    expect(page.body).toContain('expired');
    expect(page.body).not.toContain('/pay/');
    expect((await form(`${pagePath(session)}pay/`)).headers.location).toBe(pagePath(session));
    const res = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(res).toMatchObject({ paid: false, order: { status: 'cancelled', payment_status: 'pending' } });
    expect((await seatsLeftByDate(db(), tour.id)).find((d) => d.date === date)?.seats_left).toBe(3);
    const again = await checkout(customer.access, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order was cancelled, so it can no longer be paid. Please place a new order.',
    );
  });

  /** Two of three seats booked and paid at the test-mode page, after the hold ran out. */
  async function paidAfterHoldExpired() {
    const booked = await booking({ max: 3, participants: 2 });
    const session = (await checkout(booked.customer.access, booked.order.id)).json() as CheckoutSession;
    await form(`${pagePath(session)}pay/`);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, booked.order.id));
    return { ...booked, session };
  }

  it('a payment that lands after the hold expired takes the seats back when the date has room', async () => {
    const { customer, tour, date, session } = await paidAfterHoldExpired();
    expect((await seatsLeftByDate(db(), tour.id))[0]!.seats_left).toBe(3);

    const res = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(res).toMatchObject({ paid: true, order: { payment_status: 'paid', status: 'confirmed' } });
    expect((await seatsLeftByDate(db(), tour.id)).find((d) => d.date === date)?.seats_left).toBe(1);
  });

  it('a payment that lands after the hold expired and the date filled up is flagged for a refund', async () => {
    const { customer, order, tour, date, session } = await paidAfterHoldExpired();
    const other = await t.register();
    const taken = await bookTour(t, other.access, tour.id, date, 3);
    expect(taken.statusCode).toBe(201);

    const res = (await confirm(customer.access, session.session_id)).json() as PaymentConfirmation;
    expect(res).toMatchObject({ paid: true, order: { payment_status: 'paid', status: 'cancelled' } });
    expect(res.order.notes).toContain(LATE_PAYMENT_NOTE);
    expect((await seatsLeftByDate(db(), tour.id))[0]!.seats_left).toBe(0);
    const recorded = await paymentsOf(db(), order.id);
    expect(recorded).toMatchObject([
      { outcome: 'order_cancelled', refundStatus: 'due', amount: '10000.00', currency: 'USD' },
    ]);
  });

  it('a second session paid for the same order is recorded with a refund due; open ones can no longer be paid', async () => {
    const { customer, order } = await booking({ participants: 1 });
    const [first, second, third] = [
      (await checkout(customer.access, order.id)).json() as CheckoutSession,
      (await checkout(customer.access, order.id)).json() as CheckoutSession,
      (await checkout(customer.access, order.id)).json() as CheckoutSession,
    ];
    // Two tabs: both pages were paid before the shop heard of either.
    await form(`${pagePath(first)}pay/`);
    await form(`${pagePath(second)}pay/`);

    const one = (await confirm(customer.access, first.session_id)).json() as PaymentConfirmation;
    expect(one).toMatchObject({ paid: true, order: { payment_status: 'paid', status: 'confirmed' } });
    const two = (await confirm(customer.access, second.session_id)).json() as PaymentConfirmation;
    expect(two).toMatchObject({ paid: true, order: { payment_status: 'paid', paid_at: one.order.paid_at } });
    await confirm(customer.access, second.session_id);

    const recorded = await paymentsOf(db(), order.id);
    expect(recorded).toMatchObject([
      { outcome: 'applied', refundStatus: 'none', amount: '5000.00' },
      { outcome: 'duplicate', refundStatus: 'due', amount: '5000.00', currency: 'USD' },
    ]);

    // The third tab's session was closed when the first one paid the order.
    const [closed] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, third.session_id));
    expect(closed!.status).toBe('expired');
    expect((await form(`${pagePath(third)}pay/`)).headers.location).toBe(pagePath(third));
    const page = await t.app.inject({ method: 'GET', url: pagePath(third) });
    expect(page.body).not.toContain('/pay/');
    expect((await confirm(customer.access, third.session_id)).json()).toMatchObject({ paid: true });
    expect(await paymentsOf(db(), order.id)).toHaveLength(2);
  });
});

describe('ownership and validation', () => {
  it('another customer can neither open a checkout for, nor confirm, someone else’s order', async () => {
    const { customer, order } = await booking();
    const stranger = await t.register();
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;

    expect((await checkout(stranger.access, order.id)).statusCode).toBe(404);
    expect((await confirm(stranger.access, session.session_id)).statusCode).toBe(404);
    await form(`${pagePath(session)}pay/`);
    expect((await confirm(stranger.access, session.session_id)).statusCode).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('pending');
  });

  it('needs sign-in and a valid body', async () => {
    const { customer, order } = await booking();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/checkout/',
          payload: { order_id: order.id },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/confirm/', payload: { session_id: 'x' } }))
        .statusCode,
    ).toBe(401);
    for (const bad of [String(order.id), -1, 1.5, null]) {
      expect((await checkout(customer.access, bad)).statusCode).toBe(400);
    }
    const extra = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id, amount: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await checkout(customer.access, 999_999)).statusCode).toBe(404);
    expect((await confirm(customer.access, 'demo_cs_unknown')).statusCode).toBe(404);
    expect((await confirm(customer.access, '')).statusCode).toBe(400);
    expect((await confirm(customer.access, 'x'.repeat(256))).statusCode).toBe(400);
  });

  it('refuses to check out a cancelled order', async () => {
    const { customer, order } = await booking();
    await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect((await checkout(customer.access, order.id)).statusCode).toBe(409);
  });

  it('cancelling the order closes its open checkout', async () => {
    const { customer, order } = await booking();
    const session = (await checkout(customer.access, order.id)).json() as CheckoutSession;
    await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    const [row] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, session.session_id));
    expect(row!.status).toBe('cancelled');
    expect((await form(`${pagePath(session)}pay/`)).headers.location).toBe(pagePath(session));
  });

  it('answers unknown or malformed demo sessions without a 500', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/demo/demo_cs_nothere/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/demo/not-a-session/' })).statusCode).toBe(
      400,
    );
    expect((await form('/api/payments/demo/demo_cs_nothere/pay/')).statusCode).toBe(404);
    expect((await form('/api/payments/demo/demo_cs_nothere/cancel/')).statusCode).toBe(404);
  });

  it('has no Stripe webhook when Stripe is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
