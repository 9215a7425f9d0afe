import type { CheckoutSession } from '@shop/contract/payments';
import type { OrderReceipts } from '@shop/contract/receipts';
import type { CancelQuote, TourTerms } from '@shop/contract/tour-terms';
import { asc, eq, inArray, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentSessions,
  receiptLines,
  receipts,
  tourBookingLines,
  tourBookings,
} from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeTour, tourTerms } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, postDemoForm } from '#server/test/checkout-steps.ts';
import { paidLaptopOrder, unpaidLaptopOrder } from '#server/test/receipt-steps.ts';
import { creditBookingRefund, creditCancelledOrder, receiptHolds } from './credit-notes';

let t: TestApp;
let admin: { access: string };
let customer: { access: string; user: { id: number } };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  admin = await t.admin();
  customer = await t.register({ full_name: 'Zawadi Mushi' });
});
afterAll(() => t.close());

const db = () => t.database.db;
/** The order's receipts and credit notes in number order, each with its lines as [position, code, amount, VAT]. */
const documentsOf = async (orderId: number) => {
  const rows = await db()
    .select()
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .orderBy(asc(receipts.gc));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      lines: (
        await db()
          .select()
          .from(receiptLines)
          .where(eq(receiptLines.receiptId, row.id))
          .orderBy(asc(receiptLines.position))
      ).map((l) => [l.position, l.taxCode, l.amount, l.vat]),
    })),
  );
};
const cancel = (orderId: number) =>
  t.as(admin.access, {
    method: 'PUT',
    url: `/api/orders/admin/${orderId}/`,
    payload: { status: 'cancelled' },
  });

/** A booking of two travellers (zero-rated tour, park fees with VAT) paid as a deposit and its balance. */
async function paidBookingInTwoParts() {
  const tour = await makeTour(db(), { taxCode: 'C' });
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'igsum',
    kind: 'tour_booking',
    totalAmount: '977.00',
    lines: [{ itemName: tour.title, tourId: tour.id, price: '977.00', participants: 2 }],
  });
  await db()
    .insert(tourBookings)
    .values({
      orderId: order.id,
      tourId: tour.id,
      departureOn: dateFromToday(90),
      currency: 'USD',
      total: '977.00',
      deposit: '293.10',
      balance: '683.90',
      balanceDueOn: dateFromToday(30),
      detailsDueOn: dateFromToday(60),
      detailsDeleteOn: dateFromToday(120),
    });
  await db()
    .insert(tourBookingLines)
    .values(
      (
        [
          ['traveller', 'Adults', 2, '400.00', '800.00'],
          ['park_fee', 'Serengeti, 2 adults x 1 day', 2, '75.00', '150.00'],
          ['vat', 'VAT 18% on park fees', 1, '27.00', '27.00'],
        ] as const
      ).map(([kind, label, quantity, unitAmount, amount], i) => ({
        orderId: order.id,
        position: i + 1,
        kind,
        label,
        quantity,
        unitAmount,
        amount,
      })),
    );
  for (const [purpose, amount] of [
    ['deposit', '293.10'],
    ['balance', '683.90'],
  ] as const) {
    const [session] = await db()
      .insert(paymentSessions)
      .values({
        orderId: order.id,
        userId: customer.user.id,
        provider: 'stripe',
        providerSessionId: `cs_test_credit_${order.id}_${purpose}`,
        amount,
        currency: 'USD',
        purpose,
        url: 'https://checkout.stripe.com/c/pay/cs_test',
      })
      .returning();
    await recordPayment(db(), session!, { amount, currency: 'USD' });
  }
  return order;
}

describe('credit notes', () => {
  it('credits a paid order an admin cancels with all its receipt holds, numbered next, once however often it is cancelled', async () => {
    const order = await paidLaptopOrder(db(), customer.user.id);
    const [receipt] = await documentsOf(order.id);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect((await cancel(order.id)).statusCode).toBe(200);

    const [again, note, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(again!.id).toBe(receipt!.id);
    expect(note).toMatchObject({
      series: 'plain',
      gc: receipt!.gc + 1,
      creditsReceiptId: receipt!.id,
      source: `credit:${receipt!.id}:cancel`,
      paymentId: receipt!.paymentId,
      paymentType: receipt!.paymentType,
      currency: 'TZS',
      total: '-1180000.00',
      vat: '-180000.00',
      customerName: 'Zawadi Mushi',
    });
    expect(note!.lines).toEqual([[1, 'A', '-1180000.00', '-180000.00']]);
    expect(await receiptHolds(db(), receipt!.id)).toBe(0n);

    // The customer's copy: the receipt with its credit note, never the credit note on its own.
    const res = await t.as(customer.access, { method: 'GET', url: `/api/receipts/order/${order.id}/` });
    expect(res.statusCode).toBe(200);
    const [kept, ...others] = (res.json() as OrderReceipts).receipts;
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ number: receipt!.gc, credits_number: null, total: '1180000.00' });
    expect(kept!.credit_notes).toMatchObject([
      {
        number: note!.gc,
        credits_number: receipt!.gc,
        total: '-1180000.00',
        vat: '-180000.00',
        lines: [{ tax_code: 'A', amount: '-1180000.00', vat: '-180000.00' }],
      },
    ]);
  });

  it("credits a partial refund off the newest receipts first, each line's share with the VAT of its tax code, never above what a receipt holds, once", async () => {
    const order = await paidBookingInTwoParts();
    const [deposit, balance] = await documentsOf(order.id);
    expect(deposit!.lines).toEqual([
      [1, 'C', '240.00', '0.00'],
      [2, 'A', '53.10', '8.10'],
    ]);
    expect(balance!.lines).toEqual([
      [1, 'C', '560.00', '0.00'],
      [2, 'A', '123.90', '18.90'],
    ]);
    // 700.00 owed back: the balance's 683.90 whole, then 16.10 of the deposit.
    expect(await db().transaction((tx) => creditBookingRefund(tx, order.id, '700.00'))).toBe(2);
    // The same refund again credits nothing: each receipt's credit for it is issued once.
    expect(await db().transaction((tx) => creditBookingRefund(tx, order.id, '700.00'))).toBe(0);
    const [, , ofBalance, ofDeposit, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(ofBalance).toMatchObject({
      creditsReceiptId: balance!.id,
      gc: balance!.gc + 1,
      total: '-683.90',
      vat: '-18.90',
    });
    expect(ofBalance!.lines).toEqual([
      [1, 'C', '-560.00', '0.00'],
      [2, 'A', '-123.90', '-18.90'],
    ]);
    // 16.10 of 293.10: 13.18 of the zero-rated 240.00 and 2.92 of the standard-rated 53.10, VAT 18/118 of it.
    expect(ofDeposit).toMatchObject({
      creditsReceiptId: deposit!.id,
      gc: balance!.gc + 2,
      total: '-16.10',
      vat: '-0.45',
    });
    expect(ofDeposit!.lines).toEqual([
      [1, 'C', '-13.18', '0.00'],
      [2, 'A', '-2.92', '-0.45'],
    ]);
    expect(await receiptHolds(db(), deposit!.id)).toBe(27700n);

    // Cancelling the order after it credits only what the deposit still holds, line by line, VAT to the cent.
    expect(await db().transaction((tx) => creditCancelledOrder(tx, order.id))).toBe(1);
    const [, , , , rest] = await documentsOf(order.id);
    expect(rest).toMatchObject({ creditsReceiptId: deposit!.id, total: '-277.00', vat: '-7.65' });
    expect(rest!.lines).toEqual([
      [1, 'C', '-226.82', '0.00'],
      [2, 'A', '-50.18', '-7.65'],
    ]);
    expect(await receiptHolds(db(), deposit!.id)).toBe(0n);
    expect(await receiptHolds(db(), balance!.id)).toBe(0n);
    // Nothing left to credit: no credit note above a receipt.
    expect(await db().transaction((tx) => creditCancelledOrder(tx, order.id))).toBe(0);
    expect(await documentsOf(order.id)).toHaveLength(5);
  });
});

describe('numbering with credit notes', () => {
  it('gives receipts and credit notes issued at once consecutive numbers, none twice', async () => {
    const paid = await Promise.all([1, 2, 3].map(() => paidLaptopOrder(db(), customer.user.id)));
    const waiting = await Promise.all([1, 2, 3].map(() => unpaidLaptopOrder(db(), customer.user.id)));
    // The three paid orders were numbered at once, in any order: the first number is the smallest.
    const [before] = await db()
      .select({ gc: min(receipts.gc) })
      .from(receipts)
      .where(
        inArray(
          receipts.orderId,
          paid.map((order) => order.id),
        ),
      );
    await Promise.all([
      ...paid.map(async (order) => expect((await cancel(order.id)).statusCode).toBe(200)),
      ...waiting.map(({ session }) =>
        recordPayment(db(), session, { amount: session.amount, currency: 'TZS' }),
      ),
    ]);
    const numbers = (
      await db().select({ gc: receipts.gc }).from(receipts).where(eq(receipts.series, 'plain'))
    )
      .map((r) => r.gc)
      .filter((gc) => gc >= before!.gc!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => before!.gc! + i));
  });
});

/** A tour with terms (30% deposit, 50% fee from 30 days out) whose park fees carry VAT. */
async function tourWithTerms(days: number) {
  const park = await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/parks/',
    payload: { name: 'Tarangire' },
  });
  expect(park.statusCode).toBe(201);
  const fee = await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/park-fees/',
    payload: {
      park: park.json().id,
      traveller_type: 'adult',
      residency: 'non_resident',
      amount_usd: '70.00',
      amount_tzs: null,
      vat_applies: true,
      valid_from: '2026-07-01',
    },
  });
  expect(fee.statusCode).toBe(201);
  const date = dateFromToday(days);
  const tour = await makeTour(db(), {
    title: 'Tarangire',
    price: '999.00',
    maxParticipants: 8,
    dates: [date],
  });
  const terms: Partial<TourTerms> = tourTerms({
    prices: [{ traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null }],
    cancellation_tiers: [
      { days_before: 60, fee_percent: '30' },
      { days_before: 30, fee_percent: '50' },
      { days_before: 7, fee_percent: '100' },
    ],
  });
  const saved = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/admin/tours/${tour.id}/terms/`,
    payload: { ...terms, parks: [{ park: park.json().id, days: 1 }] },
  });
  expect(saved.statusCode).toBe(200);
  return { tour: tour.id, date };
}

describe('a booking cancelled under its terms', () => {
  it('issues the credit note of the refund due, the fee kept on the receipt', async () => {
    const { tour, date } = await tourWithTerms(40);
    const booked = await t.as(customer.access, {
      method: 'POST',
      url: '/api/tour-bookings/',
      payload: {
        tour,
        tour_date: date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
      },
    });
    expect(booked.statusCode).toBe(201);
    const orderId = booked.json().order.id as number;
    const checkout = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: orderId },
    });
    const session = checkout.json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);
    const [receipt] = await documentsOf(orderId);

    const quote = (
      await t.as(customer.access, { method: 'GET', url: `/api/tour-bookings/${orderId}/cancel/` })
    ).json() as CancelQuote;
    expect(quote.fee_percent).toBe('50');
    const res = await t.as(customer.access, { method: 'POST', url: `/api/tour-bookings/${orderId}/cancel/` });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.as(customer.access, { method: 'POST', url: `/api/tour-bookings/${orderId}/cancel/` }))
        .statusCode,
    ).toBe(409);

    const [, note, ...more] = await documentsOf(orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      creditsReceiptId: receipt!.id,
      source: `credit:${receipt!.id}:booking`,
      total: `-${quote.refund_due}`,
    });
    // Every line gives back half of itself, the VAT of the park fees with it.
    expect(note!.lines.map(([, code]) => code)).toEqual(receipt!.lines.map(([, code]) => code));
    expect(await receiptHolds(db(), receipt!.id)).toBe(BigInt(Math.round(Number(quote.fee) * 100)));
  });
});
