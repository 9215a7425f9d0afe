import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import {
  paymentSessions,
  paymentSettings,
  type products,
  tourBookingLines,
  tourBookings,
  vfdRegistration,
} from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { dateFromToday, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';

type Product = typeof products.$inferSelect;

/**
 * A pending laptop order of `lines` (one laptop of TZS 1,180,000 by default) with an open demo
 * card session for its total, as a checkout leaves it before the payment.
 */
export async function unpaidLaptopOrder(
  db: Db,
  userId: number,
  lines?: { product: Product; quantity: number }[],
) {
  const chosen = lines ?? [
    { product: await makeProduct(db, { brand: 'fursa', price: '1180000.00' }), quantity: 1 },
  ];
  const order = await makeOrder(db, {
    userId,
    brand: 'fursa',
    lines: chosen.map(({ product, quantity }) => ({
      itemName: product.name,
      productId: product.id,
      quantity,
      price: product.price,
    })),
  });
  const providerSessionId = `demo_cs_${randomBytes(6).toString('hex')}`;
  const [session] = await db
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId,
      provider: 'demo',
      providerSessionId,
      amount: order.totalAmount,
      currency: order.currency,
      url: `http://localhost/api/payments/demo/${providerSessionId}/`,
    })
    .returning();
  return { order, session: session! };
}

/** A laptop order paid by card through the payment path, which issues its receipt. */
export async function paidLaptopOrder(db: Db, userId: number) {
  const { order, session } = await unpaidLaptopOrder(db, userId);
  await recordPayment(db, session, { amount: session.amount, currency: session.currency });
  return order;
}

/** A VFD registered with TRA (docs/receipts.md), as `npm run vfd:register` stores TRA's answer. */
export async function makeVfdRegistration(db: Db) {
  const [row] = await db
    .insert(vfdRegistration)
    .values({
      tin: '123456789',
      regId: 'TZ0100553111',
      serial: '10TZ100999',
      receiptCode: 'TST9A1',
      routingKey: 'vfdrct',
      username: 'vfd-user',
      password: 'vfd-password',
      answer: {},
    })
    .returning();
  return row!;
}

type BookingLine = readonly [
  kind: 'traveller' | 'park_fee' | 'vat' | 'discount',
  label: string,
  quantity: number,
  unitAmount: string,
  amount: string,
];

/** Two adults' Serengeti booking, US$ 977: a zero-rated tour, park fees with VAT. */
const SERENGETI_LINES: BookingLine[] = [
  ['traveller', 'Adults', 2, '400.00', '800.00'],
  ['park_fee', 'Serengeti, 2 adults x 1 day', 2, '75.00', '150.00'],
  ['vat', 'VAT 18% on park fees', 1, '27.00', '27.00'],
];

/**
 * An unpaid tour booking in dollars of two travellers on a zero-rated tour departing in 90 days,
 * priced by `lines` (the Serengeti booking's by default), with its deposit and balance.
 */
export async function usdBooking(
  db: Db,
  userId: number,
  {
    total,
    deposit,
    balance,
    lines = SERENGETI_LINES,
  }: {
    total: string;
    deposit: string;
    balance: string;
    lines?: readonly BookingLine[];
  },
) {
  const tour = await makeTour(db, { taxCode: 'C' });
  const order = await makeOrder(db, {
    userId,
    brand: 'igsum',
    kind: 'tour_booking',
    totalAmount: total,
    lines: [{ itemName: tour.title, tourId: tour.id, price: total, participants: 2 }],
  });
  await db.insert(tourBookings).values({
    orderId: order.id,
    tourId: tour.id,
    departureOn: dateFromToday(90),
    currency: 'USD',
    total,
    deposit,
    balance,
    balanceDueOn: dateFromToday(30),
    detailsDueOn: dateFromToday(60),
    detailsDeleteOn: dateFromToday(120),
  });
  await db.insert(tourBookingLines).values(
    lines.map(([kind, label, quantity, unitAmount, amount], i) => ({
      orderId: order.id,
      position: i + 1,
      kind,
      label,
      quantity,
      unitAmount,
      amount,
    })),
  );
  return { order, tour };
}

/**
 * The Serengeti booking, US$ 977, paid by card in dollars as a deposit of 293.10 and its balance
 * of 683.90; `betweenPayments` runs between the two (a test changes the USD->TZS rate there,
 * docs/receipts.md, "Shillings only").
 */
export async function usdBookingPaidInTwoParts(
  db: Db,
  userId: number,
  betweenPayments: () => Promise<unknown> = async () => {},
) {
  const { order } = await usdBooking(db, userId, { total: '977.00', deposit: '293.10', balance: '683.90' });
  for (const [purpose, amount] of [
    ['deposit', '293.10'],
    ['balance', '683.90'],
  ] as const) {
    if (purpose === 'balance') await betweenPayments();
    const [session] = await db
      .insert(paymentSessions)
      .values({
        orderId: order.id,
        userId,
        provider: 'stripe',
        providerSessionId: `cs_test_credit_${order.id}_${purpose}`,
        amount,
        currency: 'USD',
        purpose,
        url: 'https://checkout.stripe.com/c/pay/cs_test',
      })
      .returning();
    await recordPayment(db, session!, { amount, currency: 'USD' });
  }
  return order;
}

/** The admin's USD->TZS rate (docs/payments.md), which a card payment in dollars is receipted at. */
export function setUsdRate(db: Db, rate: string) {
  return db
    .insert(paymentSettings)
    .values({ id: 1, usdToTzsRate: rate })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { usdToTzsRate: rate } });
}
