import {
  cashOnDeliveryAllowed,
  type DeliverySettings,
  deliveryFee,
  type Fulfilment,
  fromCents,
  type Region,
  toCents,
} from '@shop/contract/delivery';
import { ERROR_CODES } from '@shop/contract/errors';
import { formatMoney } from '@shop/contract/money-format';
import { CHECKOUT_HOLD_MINUTES, type CreateFursaOrderBody, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { cartItems, orderItems, products, savedAddresses } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { availableStock } from '#server/modules/catalog/product-rows.ts';
import { claimDiscount, recordDiscountUse } from '#server/modules/discounts/claim.ts';
import type { Basket } from '#server/modules/discounts/rules.ts';
import { readDeliverySettings } from '#server/modules/settings/delivery-settings.ts';
import { takeHeldStock } from '#server/modules/waitlists/stock-requests.ts';
import { productNameFor, sayingTo } from './names-in-language';
import { refuseBeyondOpenOrderCap } from './open-order-caps';
import { payOrderWithCredit } from './order-credit';
import { queueStepMessages } from './order-events';
import { insertOrder } from './order-reference';
import { holdUnits } from './product-holds';
import { releaseExpiredHolds } from './tour-capacity';

/** Largest total a numeric(14, 2) column holds. */
const MAX_TOTAL = toCents('999999999999.99');

const cart = cartItems;

type Line = { productId: number; name: string; quantity: number; available: number; isActive: boolean };

/** What checkout and a discount code read of a product. */
export const checkoutColumns = {
  productId: products.id,
  name: products.name,
  price: products.price,
  available: availableStock,
  isActive: products.isActive,
  categoryId: products.categoryId,
  onSale: sql<boolean>`coalesce(${products.originalPrice} > ${products.price}, false)`,
};

/** The caller's cart of `brand`, oldest line first, each with what checkout and a discount code read of its product. */
export function cartLinesOf(db: Db | Tx, userId: number, brand: Brand) {
  return db
    .select({ cartId: cart.id, quantity: cart.quantity, ...checkoutColumns })
    .from(cart)
    .innerJoin(products, and(eq(products.brand, cart.brand), eq(products.id, cart.productId)))
    .where(and(eq(cart.brand, brand), eq(cart.userId, userId)))
    .orderBy(asc(cart.id));
}

type PricedLine = { productId: number; categoryId: number; price: string; quantity: number; onSale: boolean };

/**
 * The cart's subtotal and delivery fee (docs/delivery.md), and its lines as the discount rules
 * read them (docs/discount-codes.md): the checkout and the code's preview price alike.
 */
export function pricedCart(
  brand: Brand,
  lines: PricedLine[],
  settings: DeliverySettings,
  fulfilment: Fulfilment,
  region: Region | null | undefined,
): { subtotal: string; fee: string; basket: Basket } {
  const subtotal = fromCents(lines.reduce((sum, l) => sum + toCents(l.price) * BigInt(l.quantity), 0n));
  const fee = deliveryFee({ subtotal, fulfilment, region: region ?? null }, settings);
  const basketLines = lines.map((line) => ({
    productId: line.productId,
    categoryId: line.categoryId,
    tourId: null,
    price: line.price,
    quantity: line.quantity,
    onSale: line.onSale,
  }));
  return {
    subtotal,
    fee,
    basket: { brand, currency: BRANDS[brand].currency, deliveryFee: fee, lines: basketLines },
  };
}

/** A line about to be ordered, with what checkout reads of its product. */
export type CheckoutLine = Line & { price: string; categoryId: number; onSale: boolean };

/**
 * Where a product order's lines come from and what placing it changes beside the order: the
 * customer's cart (emptied), or the lines an admin picked (docs/phone-orders.md).
 */
export type OrderSource = {
  /** Reads (and locks) the lines inside the order's transaction. */
  lines(tx: Tx): Promise<CheckoutLine[]>;
  /** Runs once the order and its lines exist, in the same transaction. */
  placed?(tx: Tx, orderId: number): Promise<void>;
  /** Minutes a pay-now order holds its units. */
  holdMinutes: number;
  /** An admin's order for its customer: the per-customer caps on open orders do not apply. */
  takenByAdmin?: boolean;
  /** docs/phone-orders.md: the admin's own saving, after the code's; never above the total. */
  adminDiscount?: string;
};

/**
 * Turns the caller's cart of `brand` into a product order, priced from the database with the
 * delivery fee of docs/delivery.md, and empties the cart in the same transaction. The order
 * holds its lines' units from now on (docs/stock.md); they are deducted when an admin marks it
 * sold. A pay-now order's hold expires after CHECKOUT_HOLD_MINUTES unless paid. One customer's
 * unpaid orders hold at most MAX_OPEN_LAPTOP_ORDERS orders and MAX_HELD_LAPTOP_UNITS units.
 */
export async function checkoutCart(
  db: Db,
  userId: number,
  brand: Brand,
  body: Omit<CreateFursaOrderBody, 'order_type'>,
): Promise<number> {
  let cartIds: number[] = [];
  return placeProductOrder(db, userId, brand, body, {
    holdMinutes: CHECKOUT_HOLD_MINUTES,
    async lines(tx) {
      // docs/back-in-stock.md: units held for this customer's back-in-stock offers become theirs.
      await takeHeldStock(tx, userId, brand);
      // Locking the cart lines keeps a second checkout in another tab from ordering them twice.
      const lines = await cartLinesOf(tx, userId, brand).for('update', { of: cart });
      cartIds = lines.map((l) => l.cartId);
      return lines;
    },
    async placed(tx) {
      await tx
        .delete(cart)
        .where(and(eq(cart.brand, brand), eq(cart.userId, userId), inArray(cart.id, cartIds)));
    },
  });
}

/**
 * Places a product order of `brand` for `userId` from `source`'s lines, priced from the database:
 * the one path of the storefront's checkout and an admin's order (docs/phone-orders.md).
 */
export async function placeProductOrder(
  db: Db,
  userId: number,
  brand: Brand,
  body: Omit<CreateFursaOrderBody, 'order_type'>,
  source: OrderSource,
): Promise<number> {
  // Units of abandoned orders go back on sale first, in their own short transaction.
  await releaseExpiredHolds(db);
  return db.transaction(async (tx) => {
    const lines = await source.lines(tx);
    if (lines.length === 0) {
      throw AppError.refused(400, ORDER_ERROR_CODES.cartEmpty, 'cartEmpty', {});
    }
    for (const line of lines) await refuseShortLine(tx, userId, brand, line);

    const settings = await readDeliverySettings(tx);
    const { subtotal, fee, basket } = pricedCart(
      brand,
      lines,
      settings,
      body.fulfilment,
      body.delivery?.region,
    );
    const subtotalCents = toCents(subtotal);
    // docs/discount-codes.md: the code's row is locked from here to the commit, before the
    // customer's and the products' rows, so checkouts with one code take turns and none races its caps.
    const discount = body.discount_code
      ? await claimDiscount(tx, {
          code: body.discount_code,
          userId,
          basket,
          deliveryPhone: body.fulfilment === 'delivery' ? (body.delivery?.phone ?? null) : null,
        })
      : null;
    const beforeAdmin = subtotalCents + toCents(fee) - toCents(discount?.discount ?? '0');
    const adminCents = toCents(source.adminDiscount ?? '0');
    if (adminCents > beforeAdmin) {
      const max = formatMoney(fromCents(beforeAdmin), BRANDS[brand].currency);
      throw AppError.refused(400, ERROR_CODES.validation, 'adminDiscountTooLarge', { max }, 'admin_discount');
    }
    const totalCents = beforeAdmin - adminCents;
    if (totalCents > MAX_TOTAL) throw AppError.refused(400, ERROR_CODES.validation, 'orderTooLarge', {});
    const total = fromCents(totalCents);
    if (body.expected_total !== undefined && toCents(body.expected_total) !== totalCents) {
      throw AppError.refused(409, ORDER_ERROR_CODES.cartChanged, 'cartChanged', {});
    }
    const cashOnDelivery = body.payment_method === 'cash_on_delivery';
    if (cashOnDelivery && !cashOnDeliveryAllowed(total, settings)) {
      const code = ORDER_ERROR_CODES.cashOnDeliveryNotAllowed;
      throw settings.cash_on_delivery_enabled && settings.cash_on_delivery_max !== null
        ? AppError.refused(409, code, 'cashOnDeliveryMax', {
            max: formatMoney(settings.cash_on_delivery_max, 'TZS'),
          })
        : AppError.refused(409, code, 'cashOnDeliveryOff', {});
    }

    if (!source.takenByAdmin) {
      await refuseBeyondOpenOrderCap(
        tx,
        userId,
        lines.reduce((sum, l) => sum + l.quantity, 0),
      );
    }

    // Products in one fixed order, so two checkouts of the same laptops never deadlock.
    const byProduct = [...lines].sort((a, b) => a.productId - b.productId);
    for (const line of byProduct) {
      if (!(await holdUnits(tx, brand, line.productId, line.quantity))) {
        const [now] = await tx
          .select({ available: availableStock, isActive: products.isActive })
          .from(products)
          .where(and(eq(products.brand, brand), eq(products.id, line.productId)));
        await refuseShortLine(tx, userId, brand, {
          ...line,
          available: now?.available ?? 0,
          isActive: now?.isActive ?? false,
        });
      }
    }

    const delivery = body.fulfilment === 'delivery' ? (body.delivery ?? null) : null;
    const orderId = await insertOrder(tx, {
      userId,
      brand,
      kind: 'product_order',
      totalAmount: total,
      subtotal,
      deliveryFee: fee,
      discountAmount: fromCents(toCents(discount?.discount ?? '0') + adminCents),
      discountCode: discount?.code ?? null,
      fulfilment: body.fulfilment,
      delivery,
      paymentMethod: body.payment_method,
      shippingAddress: body.shipping_address,
      notes: body.notes,
      customerTin: body.customer_tin ?? null,
      customerVrn: body.customer_vrn ?? null,
      // Cash on delivery holds until the admin sells or cancels; paying now has a window.
      holdExpiresAt: cashOnDelivery ? null : sql`now() + make_interval(mins => ${source.holdMinutes})`,
    });
    if (discount) await recordDiscountUse(tx, discount, orderId, userId);
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId,
        productBrand: brand,
        productId: line.productId,
        itemName: line.name,
        quantity: line.quantity,
        price: line.price,
      })),
    );
    if (delivery) {
      await tx
        .insert(savedAddresses)
        .values({ userId, address: delivery })
        .onConflictDoUpdate({
          target: savedAddresses.userId,
          set: { address: delivery, updatedAt: new Date() },
        });
    }
    await source.placed?.(tx, orderId);
    // Once its lines exist, which the message lists (docs/messages.md).
    await queueStepMessages(tx, orderId, { type: 'placed' });
    // docs/store-credit.md: last, as it may pay the order and number its receipt.
    if (body.use_store_credit) {
      const currency = BRANDS[brand].currency;
      await payOrderWithCredit(tx, { id: orderId, userId, currency, total, cashOnDelivery });
    }
    return orderId;
  });
}

/**
 * A line the shop can no longer sell as the cart has it: nothing is ordered (409 cart_changed).
 * The reason names the product in the customer's language (names-in-language.ts).
 */
async function refuseShortLine(tx: Tx, userId: number, brand: Brand, line: Line): Promise<void> {
  const refusal = shortLineRefusal(line);
  if (refusal) throw sayingTo(refusal, { name: await productNameFor(tx, userId, brand, line.productId) });
}

function shortLineRefusal({ name, isActive, available, quantity }: Line): AppError | undefined {
  const code = ORDER_ERROR_CODES.cartChanged;
  if (!isActive) return AppError.refused(409, code, 'lineUnavailable', { name });
  if (available === 0) return AppError.refused(409, code, 'lineOutOfStock', { name });
  if (quantity > available) {
    return AppError.refused(409, code, 'lineShort', { name, count: available, inCart: quantity });
  }
  return undefined;
}
