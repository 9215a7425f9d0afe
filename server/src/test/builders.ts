import { randomBytes } from 'node:crypto';
import { slugify } from '@shop/contract/catalog';
import { defaultWarrantyMonths } from '@shop/contract/serials';
import type { TourTerms } from '@shop/contract/tour-terms';
import type { Db } from '#server/db/client.ts';
import {
  backupRuns,
  cartItems,
  mobileMoneyAttempts,
  orderItems,
  orders,
  outboxMessages,
  paymentSessions,
  payments,
  productCategories,
  products,
  tourCategories,
  tours,
} from '#server/db/schema.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';

/**
 * The server tests' data builders: each writes one row the way the shop would have, with
 * defaults a test overrides where it asserts on a value.
 */

const unique = () => randomBytes(4).toString('hex');

/** YYYY-MM-DD, `days` from today (UTC). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A Vodacom M-Pesa number no other test has used, written as a customer would (0754 ...), so the
 * per-number push limit (docs/payments.md) counts only the pushes of the test that uses it.
 */
export function mobileNumber(): string {
  return `075${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
}

const PRODUCT_DEFAULTS = {
  fursa: { category: 'Laptops', name: 'Laptop', price: '1000000.00' },
  igsum: { category: 'Crafts', name: 'Kikoi', price: '25.00' },
} as const satisfies Record<Brand, object>;

type CategoryOverrides = Partial<Omit<typeof productCategories.$inferInsert, 'brand'>>;

/** A product category of `brand`, under a unique slug unless one is given. */
export async function makeCategory(db: Db, { brand, ...values }: { brand: Brand } & CategoryOverrides) {
  const name = values.name ?? `${PRODUCT_DEFAULTS[brand].category} ${unique()}`;
  const [row] = await db
    .insert(productCategories)
    .values({ slug: `${slugify(name)}-${unique()}`, ...values, brand, name })
    .returning();
  return row!;
}

type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'brand'>> & {
  /** The name of the fresh category made for it, when no categoryId is given. */
  categoryName?: string;
};

/** A product of `brand` with 5 in stock, in `categoryId` or else in a category of its own. */
export async function makeProduct(
  db: Db,
  { brand, categoryName, ...values }: { brand: Brand } & ProductOverrides,
) {
  const defaults = PRODUCT_DEFAULTS[brand];
  const category =
    values.categoryId === undefined
      ? await makeCategory(db, { brand, ...(categoryName !== undefined && { name: categoryName }) })
      : undefined;
  const [row] = await db
    .insert(products)
    .values({
      name: `${defaults.name} ${unique()}`,
      price: defaults.price,
      stockQuantity: 5,
      warrantyMonths: defaultWarrantyMonths(brand),
      ...values,
      brand,
      categoryId: values.categoryId ?? category!.id,
    })
    .returning();
  return row!;
}

/** A tour category, under a unique slug unless one is given. */
export async function makeTourCategory(db: Db, values: Partial<typeof tourCategories.$inferInsert> = {}) {
  const name = values.name ?? `Adventure ${unique()}`;
  const [row] = await db
    .insert(tourCategories)
    .values({ slug: `${slugify(name)}-${unique()}`, ...values, name })
    .returning();
  return row!;
}

type TourOverrides = Partial<typeof tours.$inferInsert> & {
  /** Departure dates (available_dates). */
  dates?: string[];
};

/** A 7-day tour for 10 at USD 5000, in `categoryId` or else in a fresh "Adventure" category. */
export async function makeTour(db: Db, { dates, ...values }: TourOverrides = {}) {
  const categoryId = values.categoryId ?? (await makeTourCategory(db, { name: 'Adventure' })).id;
  const [row] = await db
    .insert(tours)
    .values({
      title: `Safari ${unique()}`,
      description: 'Game drives at dawn',
      price: '5000.00',
      duration: '7 days',
      maxParticipants: 10,
      ...(dates && { availableDates: dates }),
      ...values,
      categoryId,
    })
    .returning();
  return row!;
}

/** A line of a customer's cart of `brand`. */
export async function makeCartLine(
  db: Db,
  line: { brand: Brand; userId: number; productId: number; quantity: number },
) {
  const [row] = await db.insert(cartItems).values(line).returning();
  return row!;
}

type OrderLine = {
  itemName: string;
  price: string;
  quantity?: number;
  /** A product of the order's brand. */
  productId?: number;
  tourId?: number;
  tourDate?: string;
  participants?: number;
};

/**
 * A past order of `brand` with its lines, written directly as the orders module would have:
 * a tour booking when a line names a tour, else a product order. The total is the lines' sum.
 */
export async function makeOrder(
  db: Db,
  {
    userId,
    brand,
    lines,
    ...values
  }: { userId: number; brand: Brand; lines: OrderLine[] } & Partial<typeof orders.$inferInsert>,
) {
  const total = lines.reduce((sum, line) => sum + Number(line.price) * (line.quantity ?? 1), 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `TST-${unique().toUpperCase()}`,
      userId,
      brand,
      kind: lines.some((line) => line.tourId !== undefined) ? 'tour_booking' : 'product_order',
      currency: BRANDS[brand].currency,
      totalAmount: total.toFixed(2),
      paymentMethod: 'credit_card',
      ...values,
    })
    .returning();
  if (lines.length === 0) return order!;
  await db.insert(orderItems).values(
    lines.map(({ productId, ...line }) => ({
      orderId: order!.id,
      quantity: 1,
      ...line,
      ...(productId !== undefined && { productBrand: brand, productId }),
    })),
  );
  return order!;
}

/** A recorded backup attempt that finished `hoursAgo` hours ago: a good one unless `error` is given. */
export async function makeBackupRun(db: Db, { hoursAgo, error }: { hoursAgo: number; error?: string }) {
  const finishedAt = new Date(Date.now() - hoursAgo * 3_600_000);
  const [row] = await db
    .insert(backupRuns)
    .values({
      trigger: 'schedule',
      startedAt: finishedAt,
      finishedAt,
      ok: error === undefined,
      file: error === undefined ? `shop-backup-${unique()}.tar.gz` : null,
      error: error ?? null,
    })
    .returning();
  return row!;
}

/** An outbox e-mail (docs/messages.md), waiting unless `status` says otherwise. */
export async function makeOutboxMessage(db: Db, values: Partial<typeof outboxMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      key: `test:${unique()}`,
      channel: 'email',
      kind: 'welcome',
      recipient: 'customer@example.com',
      subject: 'Welcome',
      bodyText: 'Welcome to the shop.',
      ...values,
    })
    .returning();
  return row!;
}

/** A demo payment session of `order` for its total, as opening a checkout writes it. */
async function makePaymentSession(db: Db, order: typeof orders.$inferSelect, currency = order.currency) {
  const providerSessionId = `demo_cs_${unique()}`;
  const [session] = await db
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId: order.userId,
      provider: 'demo',
      providerSessionId,
      amount: order.totalAmount,
      currency,
      url: `http://localhost/api/payments/demo/${providerSessionId}/`,
    })
    .returning();
  return session!;
}

/** A payment confirmed for `order` (docs/payments.md): applied unless the overrides say otherwise. */
export async function makePayment(
  db: Db,
  order: typeof orders.$inferSelect,
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const session = await makePaymentSession(db, order);
  const [row] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      sessionId: session.id,
      provider: 'demo',
      amount: order.totalAmount,
      currency: order.currency,
      outcome: 'applied',
      ...values,
    })
    .returning();
  return row!;
}

/** A pending demo mobile-money push for `order` (docs/payments.md), expiring `expiresAt`. */
export async function makeMobileMoneyAttempt(
  db: Db,
  order: typeof orders.$inferSelect,
  { expiresAt, ...values }: { expiresAt: Date } & Partial<typeof mobileMoneyAttempts.$inferInsert>,
) {
  const session = await makePaymentSession(db, order, 'TZS');
  const [row] = await db
    .insert(mobileMoneyAttempts)
    .values({
      orderId: order.id,
      sessionId: session.id,
      provider: 'demo',
      reference: `TST${unique().toUpperCase()}`,
      msisdn: '255754123456',
      operator: 'mpesa',
      amountTzs: session.amount,
      createdAt: new Date(expiresAt.getTime() - 5 * 60_000),
      expiresAt,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A tour's terms (docs/tours-pricing.md): an adult non-resident at US$1,000, a 30% deposit, the
 * balance due 60 days and the travellers' details 14 days before departure, no cancellation fee;
 * `overrides` for what a test is about.
 */
export function tourTerms(overrides: Partial<TourTerms> = {}): TourTerms {
  return {
    age_bands: [],
    prices: [{ traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null }],
    seasons: [],
    group_tiers: [],
    private_supplement_usd: null,
    private_supplement_tzs: null,
    deposit: {
      rule: 'percent',
      percent: '30',
      per_traveller_usd: null,
      per_traveller_tzs: null,
      per_booking_usd: null,
      per_booking_tzs: null,
    },
    balance_due_days: 60,
    details_due_days: 14,
    cancellation_tiers: [],
    parks: [],
    ...overrides,
  };
}
