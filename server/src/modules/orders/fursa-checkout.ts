import { CURRENCY_OF } from '@shop/contract/common';
import { type CreateFursaOrderBody, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fursaCartItems, laptopProducts, orderItems, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertOrder } from './order-reference';

/** Largest total a numeric(14, 2) column holds. */
const MAX_TOTAL = '999999999999.99';

/**
 * Turns the caller's laptop cart into an order, priced from the database, and empties the
 * cart in the same transaction. Stock is only checked here; it is deducted when an admin
 * marks the order sold (docs/stock.md).
 */
export async function checkoutFursaCart(db: Db, userId: number, body: CreateFursaOrderBody): Promise<number> {
  return db.transaction(async (tx) => {
    // Locking the cart lines keeps a second checkout in another tab from ordering them twice.
    const lines = await tx
      .select({
        cartId: fursaCartItems.id,
        quantity: fursaCartItems.quantity,
        productId: laptopProducts.id,
        name: laptopProducts.name,
        price: laptopProducts.price,
        stock: laptopProducts.stockQuantity,
        isActive: laptopProducts.isActive,
      })
      .from(fursaCartItems)
      .innerJoin(laptopProducts, eq(laptopProducts.id, fursaCartItems.productId))
      .where(eq(fursaCartItems.userId, userId))
      .orderBy(asc(fursaCartItems.id))
      .for('update', { of: fursaCartItems });
    if (lines.length === 0) {
      throw new AppError(400, ORDER_ERROR_CODES.cartEmpty, 'Add some items to your cart before checkout.');
    }
    for (const line of lines) {
      if (!line.isActive) {
        throw new AppError(409, ORDER_ERROR_CODES.outOfStock, `${line.name} is no longer available.`);
      }
      if (line.quantity > line.stock) {
        const message =
          line.stock === 0
            ? `${line.name} is out of stock.`
            : `Only ${line.stock} of ${line.name} left in stock; you have ${line.quantity} in your cart.`;
        throw new AppError(409, ORDER_ERROR_CODES.outOfStock, message);
      }
    }
    const orderId = await insertOrder(tx, {
      userId,
      orderType: 'fursa',
      currency: CURRENCY_OF.fursa,
      totalAmount: '0',
      paymentMethod: body.payment_method,
      shippingAddress: body.shipping_address,
      notes: body.notes,
    });
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId,
        laptopProductId: line.productId,
        itemName: line.name,
        quantity: line.quantity,
        price: line.price,
      })),
    );
    // The total is summed by the database from the lines just written, so the two always agree.
    const lineTotal = sql`sum(${orderItems.price} * ${orderItems.quantity})`;
    const [sum] = await tx
      .select({ total: sql<string>`${lineTotal}::text`, fits: sql<boolean>`${lineTotal} <= ${MAX_TOTAL}` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    if (!sum?.fits) throw AppError.badRequest('This order is too large to place in one go.');
    await tx.update(orders).set({ totalAmount: sum.total }).where(eq(orders.id, orderId));
    await tx.delete(fursaCartItems).where(
      and(
        eq(fursaCartItems.userId, userId),
        inArray(
          fursaCartItems.id,
          lines.map((l) => l.cartId),
        ),
      ),
    );
    return orderId;
  });
}
