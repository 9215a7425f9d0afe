import { tzsAmountOf } from '@shop/contract/mobile-money';
import type { CheckoutSession } from '@shop/contract/payments';
import type { OrderReceipts } from '@shop/contract/receipts';
import type { CancelQuote, TourTerms } from '@shop/contract/tour-terms';
import { asc, eq, inArray, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptLines, receipts } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour, tourTerms } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, postDemoForm } from '#server/test/checkout-steps.ts';
import {
  paidLaptopOrder,
  setUsdRate,
  unpaidLaptopOrder,
  usdBookingPaidInTwoParts,
} from '#server/test/receipt-steps.ts';
import { creditBookingRefund, creditCancelledOrder, receiptHolds } from './credit-notes';
import { toCents } from './receipt-lines';

let t: TestApp;
let admin: { access: string };
let customer: { access: string; user: { id: number } };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  admin = await t.admin();
  customer = await t.register({ full_name: 'Zawadi Mushi' });
  await setUsdRate(db(), '2500.00');
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
    const order = await usdBookingPaidInTwoParts(db(), customer.user.id);
    const [deposit, balance] = await documentsOf(order.id);
    // Paid in dollars at TSh 2,500 per US$ (docs/receipts.md, "Shillings only"): US$ 293.10 and 683.90.
    expect(deposit).toMatchObject({
      currency: 'TZS',
      total: '732750.00',
      originalAmount: '293.10',
      rate: '2500.00',
    });
    expect(deposit!.lines).toEqual([
      [1, 'C', '600000.00', '0.00'],
      [2, 'A', '132750.00', '20250.00'],
    ]);
    expect(balance).toMatchObject({ total: '1709750.00', originalAmount: '683.90', rate: '2500.00' });
    expect(balance!.lines).toEqual([
      [1, 'C', '1400000.00', '0.00'],
      [2, 'A', '309750.00', '47250.00'],
    ]);
    // The rate changes before the refund: a credit note gives back at its receipt's rate, not today's.
    await setUsdRate(db(), '2600.00');
    // US$ 700.00 owed back: the balance's 683.90 whole, then 16.10 of the deposit.
    expect(await db().transaction((tx) => creditBookingRefund(tx, order.id, '700.00'))).toBe(2);
    // The same refund again credits nothing: each receipt's credit for it is issued once.
    expect(await db().transaction((tx) => creditBookingRefund(tx, order.id, '700.00'))).toBe(0);
    const [, , ofBalance, ofDeposit, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(ofBalance).toMatchObject({
      creditsReceiptId: balance!.id,
      gc: balance!.gc + 1,
      currency: 'TZS',
      total: '-1709750.00',
      vat: '-47250.00',
      originalCurrency: 'USD',
      originalAmount: '-683.90',
      rate: '2500.00',
    });
    expect(ofBalance!.lines).toEqual([
      [1, 'C', '-1400000.00', '0.00'],
      [2, 'A', '-309750.00', '-47250.00'],
    ]);
    // US$ 16.10 at the deposit's 2,500 is TSh 40,250 (at today's 2,600 it would be 41,860), shared
    // over the lines as they hold: 32,958.03 of the zero-rated 600,000 and 7,291.97 of the
    // standard-rated 132,750, VAT 18/118 of it.
    expect(ofDeposit).toMatchObject({
      creditsReceiptId: deposit!.id,
      gc: balance!.gc + 2,
      total: '-40250.00',
      vat: '-1112.33',
      originalAmount: '-16.10',
      rate: '2500.00',
    });
    expect(ofDeposit!.lines).toEqual([
      [1, 'C', '-32958.03', '0.00'],
      [2, 'A', '-7291.97', '-1112.33'],
    ]);
    expect(await receiptHolds(db(), deposit!.id)).toBe(69250000n);

    // Cancelling the order after it credits only what the deposit still holds, line by line, VAT to the cent.
    expect(await db().transaction((tx) => creditCancelledOrder(tx, order.id))).toBe(1);
    const [, , , , rest] = await documentsOf(order.id);
    expect(rest).toMatchObject({
      creditsReceiptId: deposit!.id,
      total: '-692500.00',
      vat: '-19137.67',
      originalAmount: '-277.00',
    });
    expect(rest!.lines).toEqual([
      [1, 'C', '-567041.97', '0.00'],
      [2, 'A', '-125458.03', '-19137.67'],
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
    // The refund is in dollars; the credit note gives it back in shillings at the receipt's rate.
    const refundTzs = tzsAmountOf(quote.refund_due, 'USD', receipt!.rate!);
    expect(note).toMatchObject({
      creditsReceiptId: receipt!.id,
      source: `credit:${receipt!.id}:booking`,
      total: `-${refundTzs}`,
      originalAmount: `-${quote.refund_due}`,
      rate: receipt!.rate,
    });
    // Every line gives back half of itself, the VAT of the park fees with it.
    expect(note!.lines.map(([, code]) => code)).toEqual(receipt!.lines.map(([, code]) => code));
    expect(await receiptHolds(db(), receipt!.id)).toBe(toCents(receipt!.total) - toCents(refundTzs));
  });
});
