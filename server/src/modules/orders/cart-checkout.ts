import { type CreateFursaOrderBody, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Brand } from '../catalog/brands';
import { insertOrder } from './order-reference';

/** Largest total a numeric(14, 2) column holds. */
const MAX_TOTAL = '999999999999.99';

const cart = cartItems;

/**
 * Turns the caller's cart of `brand` into a product order, priced from the database, and empties
 * the cart in the same transaction. Stock is only checked here; it is deducted when an admin
 * marks the order sold (docs/stock.md).
 */
export async function checkoutCart(
  db: Db,
  userId: number,
  brand: Brand,
  body: Omit<CreateFursaOrderBody, 'order_type'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locking the cart lines keeps a second checkout in another tab from ordering them twice.
    const lines = await tx
      .select({
        cartId: cart.id,
        quantity: cart.quantity,
        productId: products.id,
        name: products.name,
        price: products.price,
        stock: products.stockQuantity,
        isActive: products.isActive,
      })
      .from(cart)
      .innerJoin(products, and(eq(products.brand, cart.brand), eq(products.id, cart.productId)))
      .where(and(eq(cart.brand, brand), eq(cart.userId, userId)))
      .orderBy(asc(cart.id))
      .for('update', { of: cart });
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
      brand,
      kind: 'product_order',
      totalAmount: '0',
      paymentMethod: body.payment_method,
      shippingAddress: body.shipping_address,
      notes: body.notes,
    });
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
    // The total is summed by the database from the lines just written, so the two always agree.
    const lineTotal = sql`sum(${orderItems.price} * ${orderItems.quantity})`;
    const [sum] = await tx
      .select({ total: sql<string>`${lineTotal}::text`, fits: sql<boolean>`${lineTotal} <= ${MAX_TOTAL}` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    if (!sum?.fits) throw AppError.badRequest('This order is too large to place in one go.');
    await tx.update(orders).set({ totalAmount: sum.total }).where(eq(orders.id, orderId));
    await tx.delete(cart).where(
      and(
        eq(cart.brand, brand),
        eq(cart.userId, userId),
        inArray(
          cart.id,
          lines.map((l) => l.cartId),
        ),
      ),
    );
    return orderId;
  });
}
