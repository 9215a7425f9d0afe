import { ERROR_CODES } from '@shop/contract/errors';
import { toLocale } from '@shop/contract/locale';
import {
  BACK_IN_STOCK_HOLD_MINUTES,
  type MyStockRequest,
  type StockRequestBody,
} from '@shop/contract/waitlists';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { cartItems, products, stockRequests, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { availableStock, isProduct } from '#server/modules/catalog/product-rows.ts';
import { marketingAddresses } from '#server/modules/marketing/consent.ts';
import { SHOP_NAMES } from '#server/modules/marketing/marketing-message.ts';
import { isOptedOut } from '#server/modules/messages/marketing-rules.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import { queueOfferMessages, runOfferPass, ts } from './offer-pass';
import { heldUntilText, offerTimes } from './offer-times';

/** The page a product is sold on (web/src/config/paths.ts). */
const productPath = (brand: Brand, slug: string) =>
  brand === 'fursa'
    ? `/fursa/laptops/${encodeURIComponent(slug)}`
    : `/igsum-products/${encodeURIComponent(slug)}`;

/**
 * docs/back-in-stock.md: a place in line for a sold-out product, by e-mail or phone (a signed-in
 * customer's own by default). A product a shopper can buy now is refused (409): buy it instead.
 * Asking again keeps the first place.
 */
export async function requestStock(
  db: Db,
  body: StockRequestBody,
  userId: number | null,
): Promise<{
  id: number;
  status: 'waiting' | 'offered' | 'bought' | 'expired' | 'cancelled';
  position: number;
}> {
  const own = userId === null ? { email: null, sms: null } : await marketingAddresses(db, userId);
  const mail = body.email ?? (body.phone ? null : own.email);
  const typed = body.phone ? smsNumberOf(body.phone) : null;
  if (body.phone && !typed)
    throw AppError.refused(400, ERROR_CODES.validation, 'notifyPhoneInvalid', {}, 'phone');
  // docs/back-in-stock.md, "STOP": a number that said STOP is not texted; typed alone, it is refused.
  if (typed && (await isOptedOut(db, 'sms', typed)) && !mail) {
    throw AppError.refused(400, ERROR_CODES.validation, 'notifyPhoneStopped', {}, 'phone');
  }
  const candidate = typed ?? (body.email ? null : own.sms);
  const phone = candidate && !(await isOptedOut(db, 'sms', candidate)) ? candidate : null;
  if (!mail && !phone)
    throw AppError.refused(400, ERROR_CODES.validation, 'notifyContactMissing', {}, 'email');
  const [product] = await db
    .select({ available: availableStock, isActive: products.isActive })
    .from(products)
    .where(isProduct(body.brand, body.product));
  if (!product?.isActive) throw AppError.refused(404, ERROR_CODES.notFound, 'productUnavailable', {});
  if (product.available > 0) throw AppError.refused(409, ERROR_CODES.conflict, 'notifyInStock', {});
  const locale =
    body.locale ??
    (userId === null
      ? 'en'
      : toLocale((await db.select({ l: users.locale }).from(users).where(eq(users.id, userId)))[0]?.l));
  await db
    .insert(stockRequests)
    .values({ brand: body.brand, productId: body.product, userId, email: mail, phone, locale })
    .onConflictDoNothing();
  const who =
    userId !== null
      ? eq(stockRequests.userId, userId)
      : sql`coalesce(${stockRequests.email}, ${stockRequests.phone}) = ${mail ?? phone}`;
  const [row] = await db
    .select({
      id: stockRequests.id,
      status: stockRequests.status,
      position: sql<number>`(select count(*) from stock_requests o
        where o.brand = ${stockRequests.brand} and o.product_id = ${stockRequests.productId}
          and o.status = 'waiting' and o.created_at <= ${stockRequests.createdAt})`.mapWith(Number),
    })
    .from(stockRequests)
    .where(
      and(
        eq(stockRequests.brand, body.brand),
        eq(stockRequests.productId, body.product),
        inArray(stockRequests.status, ['waiting', 'offered']),
        who,
      ),
    );
  return row!;
}

/**
 * docs/back-in-stock.md: offers ran out go back (the held unit too), then each product with units
 * a shopper could buy and people waiting tells the first in line, one unit held for each, in the
 * transaction that queues the messages. The hold is the product's `held_quantity`, as an order's
 * (docs/stock.md), taken by the same conditional UPDATE, so it never takes a unit that is not there.
 */
export async function offerReturnedStock(
  db: Db,
  links: { baseUrl: string | undefined },
  now: Date,
): Promise<void> {
  await runOfferPass<{ brand: Brand; productId: number }, { brand: Brand; product_id: number }>(db, {
    endRunOut: (tx) =>
      tx
        .update(stockRequests)
        .set({ status: 'expired' })
        .where(and(eq(stockRequests.status, 'offered'), sql`${stockRequests.heldUntil} <= ${ts(now)}`))
        .returning({ brand: stockRequests.brand, productId: stockRequests.productId }),
    giveBack: (tx, r) => giveBack(tx, r.brand, r.productId),
    candidates: sql`select distinct r.brand, r.product_id from stock_requests r
      join products p on p.brand = r.brand and p.id = r.product_id
      where r.status = 'waiting' and p.is_active and p.stock_quantity - p.held_quantity > 0`,
    offer: async (tx, c) => {
      const [product] = await tx
        .select({ name: products.name, slug: products.slug, available: availableStock })
        .from(products)
        .where(isProduct(c.brand, c.product_id))
        .for('update');
      if (!product || product.available <= 0) return;
      const line = await tx
        .select()
        .from(stockRequests)
        .where(
          and(
            eq(stockRequests.brand, c.brand),
            eq(stockRequests.productId, c.product_id),
            eq(stockRequests.status, 'waiting'),
          ),
        )
        .orderBy(stockRequests.createdAt, stockRequests.id)
        .limit(product.available)
        .for('update', { skipLocked: true });
      const { smsAt, heldUntil } = offerTimes(now, BACK_IN_STOCK_HOLD_MINUTES * 60_000);
      for (const request of line) {
        const held = await tx
          .update(products)
          .set({ heldQuantity: sql`${products.heldQuantity} + 1` })
          .where(
            and(isProduct(c.brand, c.product_id), eq(products.isActive, true), sql`${availableStock} >= 1`),
          )
          .returning({ id: products.id });
        if (held.length === 0) return;
        await tx
          .update(stockRequests)
          .set({ status: 'offered', offeredAt: now, heldUntil })
          .where(eq(stockRequests.id, request.id));
        const locale = toLocale(request.locale);
        const { t } = textsIn(locale);
        const name = product.name;
        const until = heldUntilText(heldUntil, locale);
        await queueOfferMessages(tx, {
          key: `stock-request:${request.id}:offered`,
          kind: 'back_in_stock',
          brand: c.brand,
          locale,
          to: { email: request.email, sms: request.phone },
          smsAt,
          path: productPath(c.brand, product.slug),
          baseUrl: links.baseUrl,
          email: {
            subject: t('waitlist.stockSubject', { name }),
            heading: t('waitlist.stockHeading'),
            body: t('waitlist.stockBody', { name, until }),
            linkLabel: t('waitlist.stockLink'),
          },
          sms: (link) => t('waitlist.stockSms', { shop: SHOP_NAMES[c.brand], name, until, link }),
        });
      }
    },
  });
}

/** One unit held for an offer goes back to the shelf (the pass, a STOP). */
export async function giveBack(tx: Tx, brand: Brand, productId: number) {
  await tx
    .update(products)
    .set({ heldQuantity: sql`greatest(${products.heldQuantity} - 1, 0)` })
    .where(isProduct(brand, productId));
}

/**
 * The requests (`r`: the table or its alias) that are this customer's: made signed in, or by a
 * visitor with the account's e-mail (docs/back-in-stock.md, "Buying it"), and those of them whose
 * unit is still held (past `held_until` it is nobody's until the pass gives it back). Plain names,
 * as drizzle leaves a single table's columns unqualified, which a correlated subquery would misread.
 */
const customersOwn = (userId: number, r = sql.raw('stock_requests')) =>
  sql`(${r}.user_id = ${userId} or ${r}.email = (select lower(u.email) from users u where u.id = ${userId}))`;
const holdingNow = (r = sql.raw('stock_requests')) =>
  sql`${r}.status = 'offered' and ${r}.held_until > now()`;

/**
 * docs/back-in-stock.md: what this customer can buy of the product of the row being read (a query
 * on `products`): the available stock (docs/stock.md) plus the units held for their own offers,
 * which are sold out to everyone else. Never more than the stock itself.
 */
export function availableTo(userId: number): SQL<number> {
  const r = sql.raw('r');
  return sql<number>`greatest(products.stock_quantity - products.held_quantity + (
    select count(*) from stock_requests r
    where r.brand = products.brand and r.product_id = products.id
      and ${holdingNow(r)} and ${customersOwn(userId, r)}), 0)::int`.mapWith(Number);
}

/** `GET /api/stock-requests/mine/`: the customer's places in line and the units held for them. */
export async function myStockRequests(db: Db, userId: number): Promise<MyStockRequest[]> {
  const rows = await db
    .select({
      id: stockRequests.id,
      brand: stockRequests.brand,
      product: stockRequests.productId,
      name: products.name,
      slug: products.slug,
      status: stockRequests.status,
      heldUntil: stockRequests.heldUntil,
      position: sql<number>`(select count(*) from stock_requests o
        where o.brand = ${stockRequests.brand} and o.product_id = ${stockRequests.productId}
          and o.status = 'waiting' and o.created_at <= ${stockRequests.createdAt})`.mapWith(Number),
    })
    .from(stockRequests)
    .innerJoin(
      products,
      and(eq(products.brand, stockRequests.brand), eq(products.id, stockRequests.productId)),
    )
    .where(and(inArray(stockRequests.status, ['waiting', 'offered']), customersOwn(userId)))
    .orderBy(stockRequests.createdAt, stockRequests.id);
  return rows.map(({ heldUntil, ...r }) => ({
    ...r,
    brand: r.brand as Brand,
    status: r.status as 'waiting' | 'offered',
    position: r.status === 'offered' ? 0 : r.position,
    held_until: r.status === 'offered' ? (heldUntil?.toISOString() ?? null) : null,
  }));
}

/**
 * docs/back-in-stock.md: called by the laptop checkout (orders/cart-checkout.ts) in its
 * transaction, before it reads the cart's stock: the units still held for this customer's offers
 * of the products in the cart are given back, so the checkout holds them for the order in the same
 * transaction (nobody else can take them between), and the offers are bought.
 */
export async function takeHeldStock(tx: Tx, userId: number, brand: Brand): Promise<void> {
  const productIds = (
    await tx
      .select({ id: cartItems.productId })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.brand, brand)))
  ).map((r) => r.id);
  if (productIds.length === 0) return;
  const mine = await tx
    .update(stockRequests)
    .set({ status: 'bought' })
    .where(
      and(
        eq(stockRequests.brand, brand),
        inArray(stockRequests.productId, productIds),
        holdingNow(),
        customersOwn(userId),
      ),
    )
    .returning({ productId: stockRequests.productId });
  for (const r of mine.sort((a, b) => a.productId - b.productId)) await giveBack(tx, brand, r.productId);
}
