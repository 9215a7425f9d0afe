import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import type { Refund } from '@shop/contract/refunds';
import type { TourBooking } from '@shop/contract/tour-terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts, refunds } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, paymentsOf, postDemoForm } from '#server/test/checkout-steps.ts';

/**
 * docs/refunds.md, "Tour bookings": a booking cancelled under its terms has its refund due paid
 * back through the same path as any refund, off its payments (a mobile-money deposit in
 * shillings at its attempt's rate), and is then counted as refunded. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { access: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function bookedTour() {
  const date = dateFromToday(120);
  const tour = await makeTour(db(), {
    title: 'Ngorongoro refund',
    price: '999.00',
    maxParticipants: 8,
    dates: [date],
  });
  const saved = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/admin/tours/${tour.id}/terms/`,
    payload: tourTerms({ cancellation_tiers: [{ days_before: 90, fee_percent: '10' }] }),
  });
  expect(saved.statusCode).toBe(200);
  const customer = await t.register();
  const booked = await t.as(customer.access, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: {
      tour: tour.id,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 1 }],
    },
  });
  expect(booked.statusCode).toBe(201);
  return { customer, order: (booked.json() as { order: Order }).order };
}

const bookingRefundsDue = async () =>
  (await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json().attention
    .booking_refunds_due as number;

async function cancel(token: string, orderId: number) {
  const res = await t.as(token, {
    method: 'POST',
    url: `/api/tour-bookings/${orderId}/cancel/`,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TourBooking;
}

const refundBooking = (orderId: number, payload: object = {}) =>
  t.as(admin.access, { method: 'POST', url: `/api/admin/tour-bookings/${orderId}/refunds/`, payload });

describe("a cancelled booking's refund due", () => {
  it('is paid back by the card that paid the deposit, once, and the booking counts as refunded', async () => {
    const { customer, order } = await bookedTour();
    const checkout = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id },
    });
    const session = checkout.json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);
    const cancelled = await cancel(customer.access, order.id);
    // A 30% deposit of US$1,000, less the 10% fee of the total kept.
    expect(cancelled.cancellation?.refund_due).toBe('200.00');
    const due = await bookingRefundsDue();

    const res = await refundBooking(order.id);
    expect(res.statusCode).toBe(201);
    const [refund] = res.json() as Refund[];
    expect(refund).toMatchObject({
      amount: '200.00',
      currency: 'USD',
      source: 'booking',
      status: 'requested',
    });
    expect((await refundBooking(order.id)).statusCode).toBe(409);
    await t.app.refundWorker.sendDue();
    await t.app.refundWorker.sendDue(new Date(Date.now() + 3_600_000));
    const [done] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done?.status).toBe('succeeded');
    expect(await bookingRefundsDue()).toBe(due - 1);
    const view = (
      await t.as(customer.access, { method: 'GET', url: `/api/tour-bookings/${order.id}/` })
    ).json() as TourBooking;
    expect(view.cancellation?.refunded_at).not.toBeNull();
    // The credit note was issued at the cancellation (docs/receipts.md); the refund adds none.
    const [payment] = await paymentsOf(db(), order.id);
    const [receipt] = await db().select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    const notes = await db().select().from(receipts).where(eq(receipts.creditsReceiptId, receipt!.id));
    expect(notes).toHaveLength(1);
    expect((await refundBooking(order.id)).statusCode).toBe(409);
  });

  it('is paid back in shillings at the rate a mobile-money deposit was taken at', async () => {
    const { customer, order } = await bookedTour();
    const pushed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/mobile-money/',
      payload: { order_id: order.id, phone: mobileNumber() },
    });
    expect(pushed.statusCode).toBe(201);
    const attempt = pushed.json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
    await cancel(customer.access, order.id);
    const res = await refundBooking(order.id, { method: 'manual', reference: 'M-PESA QX12' });
    expect(res.statusCode).toBe(201);
    const [refund] = res.json() as Refund[];
    // US$200 at the attempt's rate, in whole shillings.
    const rate = Number(attempt.rate);
    expect(refund).toMatchObject({ currency: 'TZS', status: 'manual', provider_reference: 'M-PESA QX12' });
    expect(Number(refund!.amount)).toBe(Math.round(200 * rate));
    const view = (
      await t.as(customer.access, { method: 'GET', url: `/api/tour-bookings/${order.id}/` })
    ).json() as TourBooking;
    expect(view.cancellation?.refunded_at).not.toBeNull();
  });
});
