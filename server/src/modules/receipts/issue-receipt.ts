import { tzsAmountOf } from '@shop/contract/mobile-money';
import { CUSTOMER_ID_TYPE, type ReceiptPaymentType, type TaxCode } from '@shop/contract/receipts';
import { PARK_FEE_VAT_PERCENT } from '@shop/contract/tour-terms';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  mobileMoneyAttempts,
  orderItems,
  orders,
  paymentSessions,
  products,
  profiles,
  type ReceiptSeries,
  receiptCounters,
  receiptLines as receiptLinesTable,
  receiptSubmissions,
  receipts,
  tourBookingLines,
  tourBookings,
  tours,
  users,
  vfdRegistration,
} from '#server/db/schema.ts';
import { readPaymentSettings } from '#server/modules/settings/payment-settings.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import { allocate, fromCents, receiptLines, type SourceLine, toCents } from './receipt-lines';

/** What a receipt receipts: a provider's applied payment, or the cash of a cash-on-delivery order. */
export type ReceiptSource =
  | {
      kind: 'payment';
      orderId: number;
      paymentId: number;
      sessionId: number;
      provider: string;
      amount: string;
      currency: string;
    }
  | { kind: 'cash'; orderId: number }
  /** docs/store-credit.md, "Receipts": the part of a paid order its store credit paid. */
  | { kind: 'store_credit'; orderId: number; amount: string; currency: string };

/**
 * docs/receipts.md, "Numbering": issues the receipt of `source` inside the transaction that records
 * the payment, as its last step: its series' counter row stays locked from here to the commit.
 * Issued once per source. `at`: the clock a test sets.
 */
export async function issueReceipt(tx: Tx, source: ReceiptSource, at = new Date()): Promise<void> {
  const [order] = await tx
    .select({
      currency: orders.currency,
      total: orders.totalAmount,
      deliveryFee: orders.deliveryFee,
      discount: orders.discountAmount,
      tin: orders.customerTin,
      vrn: orders.customerVrn,
      name: profiles.fullName,
      username: users.username,
      phone: profiles.phone,
      countryCode: profiles.countryCode,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, source.orderId));
  if (!order) return;
  const paid = await inShillings(tx, source, order);
  const lines = receiptLines(
    [
      ...(await orderLines(tx, source.orderId)),
      { description: 'Delivery', quantity: 1, cents: toCents(order.deliveryFee), taxCode: 'A' },
      { description: 'Discount', quantity: 1, cents: -toCents(order.discount), taxCode: null },
    ],
    toCents(paid.tzs),
  );
  const paymentType = await paymentTypeOf(tx, source);
  const [registration] = await tx
    .select({ receiptCode: vfdRegistration.receiptCode })
    .from(vfdRegistration)
    .where(eq(vfdRegistration.id, 1));
  const series: ReceiptSeries = registration ? 'fiscal' : 'plain';

  const numbers = await takeNumbers(tx, series, at);
  const total = lines.reduce((sum, line) => sum + line.cents, 0n);
  const vat = lines.reduce((sum, line) => sum + line.vatCents, 0n);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      series,
      gc: numbers.gc,
      dc: numbers.dc,
      znum: numbers.day.replaceAll('-', ''),
      issuedAt: numbers.issuedAt,
      source: sourceKey(source),
      orderId: source.orderId,
      paymentId: source.kind === 'payment' ? source.paymentId : null,
      paymentType,
      currency: 'TZS',
      originalCurrency: paid.original?.currency ?? null,
      originalAmount: paid.original?.amount ?? null,
      rate: paid.original?.rate ?? null,
      total: fromCents(total),
      vat: fromCents(vat),
      customerName: (order.name || order.username).slice(0, 150),
      customerMobile: tanzanianMobile(order.countryCode, order.phone),
      // docs/receipts.md, "Business customers": the TIN is TRA's CUSTID of type 1.
      customerIdType: order.tin ? CUSTOMER_ID_TYPE.tin : CUSTOMER_ID_TYPE.none,
      customerId: order.tin ?? '',
      customerVrn: order.vrn,
      fiscal: series === 'fiscal',
      verificationCode: registration ? `${registration.receiptCode}${numbers.gc}` : null,
    })
    .returning({ id: receipts.id });
  if (lines.length > 0) {
    await tx.insert(receiptLinesTable).values(
      lines.map((line, i) => ({
        receiptId: receipt!.id,
        position: i + 1,
        description: line.description,
        quantity: line.quantity,
        taxCode: line.taxCode,
        amount: fromCents(line.cents),
        vat: fromCents(line.vatCents),
      })),
    );
  }
  if (series === 'fiscal')
    await tx.insert(receiptSubmissions).values({ receiptId: receipt!.id, gc: numbers.gc });
}

/** A payment in another currency than shillings, as paid, and the USD->TZS rate it was converted at. */
export type OriginalPayment = { currency: string; amount: string; rate: string };

/**
 * docs/receipts.md, "Shillings only": what the payment came to in shillings, TRA's only currency.
 * A payment in shillings is itself; a mobile-money push for a USD order charged the shillings its
 * attempt fixed at its own rate; a USD payment (a card) is converted at the admin's rate now, when
 * the receipt is numbered, to whole shillings, half up (as a push's amount is).
 */
async function inShillings(
  tx: Tx,
  source: ReceiptSource,
  order: { currency: string; total: string },
): Promise<{ tzs: string; original: OriginalPayment | null }> {
  const paid =
    source.kind === 'cash'
      ? { currency: order.currency, amount: order.total }
      : { currency: source.currency, amount: source.amount };
  if (paid.currency === 'USD') {
    const { usd_to_tzs_rate: rate } = await readPaymentSettings(tx);
    return { tzs: tzsAmountOf(paid.amount, 'USD', rate), original: { ...paid, rate } };
  }
  if (paid.currency !== 'TZS') throw new Error(`a receipt of a payment in ${paid.currency}`);
  if (source.kind === 'payment' && order.currency === 'USD') {
    const [push] = await tx
      .select({ rate: mobileMoneyAttempts.rate })
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.sessionId, source.sessionId));
    if (push?.rate) {
      const amount = await usdDue(tx, source.orderId, source.sessionId, order.total);
      return { tzs: paid.amount, original: { currency: 'USD', amount, rate: push.rate } };
    }
  }
  return { tzs: paid.amount, original: null };
}

/** What a USD order's session asked in dollars: its booking's deposit or balance, else the order's total. */
async function usdDue(tx: Tx, orderId: number, sessionId: number, total: string): Promise<string> {
  const [row] = await tx
    .select({
      purpose: paymentSessions.purpose,
      deposit: tourBookings.deposit,
      balance: tourBookings.balance,
    })
    .from(paymentSessions)
    .leftJoin(tourBookings, eq(tourBookings.orderId, paymentSessions.orderId))
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.orderId, orderId)));
  if (!row?.deposit || !row.balance) return total;
  return row.purpose === 'balance' ? row.balance : row.deposit;
}

/**
 * The one locked update that numbers a receipt: GC one more, DC one more on the same Dar es Salaam
 * day and 1 on a later one, and neither day nor time ever before the previous receipt's, whatever
 * this process's clock says.
 */
export async function takeNumbers(tx: Tx, series: ReceiptSeries, at: Date) {
  const day = darEsSalaamClock(at).date;
  const [numbers] = await tx
    .update(receiptCounters)
    .set({
      gc: sql`${receiptCounters.gc} + 1`,
      dc: sql`case when ${receiptCounters.day} >= ${day}::date then ${receiptCounters.dc} + 1 else 1 end`,
      day: sql`greatest(${receiptCounters.day}, ${day}::date)`,
      lastIssuedAt: sql`greatest(${receiptCounters.lastIssuedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(receiptCounters.series, series))
    .returning({
      gc: receiptCounters.gc,
      dc: receiptCounters.dc,
      day: receiptCounters.day,
      issuedAt: receiptCounters.lastIssuedAt,
    });
  if (!numbers?.day || !numbers.issuedAt) throw new Error(`no receipt counter for series ${series}`);
  return { gc: numbers.gc, dc: numbers.dc, day: numbers.day, issuedAt: numbers.issuedAt };
}

/**
 * The order's priced lines with their tax codes: a booking with terms its own lines (park fees
 * apart, with their VAT folded in), otherwise the order's items with their product's or tour's code.
 */
async function orderLines(tx: Tx, orderId: number): Promise<SourceLine[]> {
  const booked = await tx
    .select({
      kind: tourBookingLines.kind,
      label: tourBookingLines.label,
      quantity: tourBookingLines.quantity,
      amount: tourBookingLines.amount,
      taxCode: tours.taxCode,
    })
    .from(tourBookingLines)
    .innerJoin(tourBookings, eq(tourBookings.orderId, tourBookingLines.orderId))
    .leftJoin(tours, eq(tours.id, tourBookings.tourId))
    .where(eq(tourBookingLines.orderId, orderId))
    .orderBy(asc(tourBookingLines.position));
  if (booked.length > 0) return bookingLines(booked);
  const items = await tx
    .select({
      name: orderItems.itemName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      productCode: products.taxCode,
      tourCode: tours.taxCode,
    })
    .from(orderItems)
    .leftJoin(
      products,
      sql`${products.brand} = ${orderItems.productBrand} and ${products.id} = ${orderItems.productId}`,
    )
    .leftJoin(tours, eq(tours.id, orderItems.tourId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return items.map((item) => ({
    description: item.name,
    quantity: item.quantity,
    cents: toCents(item.price) * BigInt(item.quantity),
    taxCode: item.productCode ?? item.tourCode ?? 'A',
  }));
}

type BookedLine = { kind: string; label: string; quantity: number; amount: string; taxCode: TaxCode | null };

/**
 * docs/prices-and-currencies.md: park fees are priced before VAT and a booking adds one VAT line
 * over the fees VAT applies to. On the receipt those fees are standard-rated with that VAT inside
 * them, and fees without VAT exempt. Which fees carried VAT the lines no longer say: all of them
 * when the VAT line is the rate of them all, none without one, and otherwise the fees' share the
 * VAT line implies, as one line of each.
 */
function bookingLines(booked: BookedLine[]): SourceLine[] {
  const tourCode = booked.find((line) => line.taxCode !== null)?.taxCode ?? 'A';
  const own = booked
    .filter((line) => line.kind !== 'park_fee' && line.kind !== 'vat')
    .map((line) => ({
      description: line.label,
      quantity: line.quantity,
      cents: toCents(line.amount),
      taxCode: tourCode,
    }));
  const fees = booked.filter((line) => line.kind === 'park_fee');
  const feeCents = fees.reduce((sum, line) => sum + toCents(line.amount), 0n);
  const vatCents = booked
    .filter((line) => line.kind === 'vat')
    .reduce((sum, line) => sum + toCents(line.amount), 0n);
  if (vatCents === 0n) {
    return [...own, ...fees.map((line) => feeLine(line, toCents(line.amount), 'E'))];
  }
  const rate = BigInt(PARK_FEE_VAT_PERCENT);
  // The VAT line was rounded to a cent or a whole shilling: within that, it is the VAT of every fee.
  const allTaxed = abs(feeCents * rate - vatCents * 100n) <= 50n * 100n;
  if (allTaxed) {
    const withVat = fees.map((line) => toCents(line.amount));
    const shares = allocate(vatCents, withVat);
    return [...own, ...fees.map((line, i) => feeLine(line, withVat[i]! + shares[i]!, 'A'))];
  }
  const taxedCents = (vatCents * 100n) / rate;
  return [
    ...own,
    { description: 'Park fees (VAT included)', quantity: 1, cents: taxedCents + vatCents, taxCode: 'A' },
    { description: 'Park fees (no VAT)', quantity: 1, cents: feeCents - taxedCents, taxCode: 'E' },
  ];
}

const abs = (n: bigint) => (n < 0n ? -n : n);

function feeLine(line: BookedLine, cents: bigint, taxCode: TaxCode): SourceLine {
  return { description: line.label, quantity: line.quantity, cents, taxCode };
}

function sourceKey(source: ReceiptSource): string {
  if (source.kind === 'payment') return `payment:${source.paymentId}`;
  return source.kind === 'cash' ? `cash:${source.orderId}` : `store-credit:${source.orderId}`;
}

async function paymentTypeOf(tx: Tx, source: ReceiptSource): Promise<ReceiptPaymentType> {
  if (source.kind === 'cash') return 'CASH';
  // docs/store-credit.md, "Receipts": settled on the customer's account with the shop.
  if (source.kind === 'store_credit') return 'INVOICE';
  if (source.provider === 'stripe') return 'CCARD';
  if (source.provider !== 'demo') return 'EMONEY';
  // The demo provider takes both: a push to a phone has its attempt, a card checkout none.
  const [push] = await tx
    .select({ id: mobileMoneyAttempts.id })
    .from(mobileMoneyAttempts)
    .where(eq(mobileMoneyAttempts.sessionId, source.sessionId));
  return push ? 'EMONEY' : 'CCARD';
}

/** TRA's MOBILENUM: 255 and the number's nine digits, for a Tanzanian number; none otherwise. */
function tanzanianMobile(countryCode: string | null, phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0/, '');
  return countryCode === '+255' && /^\d{9}$/.test(digits) ? `255${digits}` : '';
}
