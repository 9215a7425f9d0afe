import type { Order, OrderEvent, OrderItem, OrderPayment } from '@shop/contract/orders';
import { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  mobileMoneyAttempts,
  orderEvents,
  orderItems,
  orders,
  payments,
  productCategories,
  products,
  profiles,
  returnRequests,
  tours,
  users,
} from '#server/db/schema.ts';
import { displayImageUrlSql } from '#server/modules/catalog/image-url.ts';
import { categoryOfProduct } from '#server/modules/catalog/product-rows.ts';
import { lineSerials } from '#server/modules/serials/serials-service.ts';
import { orderWarranties } from '#server/modules/serials/warranty.ts';
import { creditUsedOn } from '#server/modules/store-credit/ledger.ts';

type Page = { limit: number; offset: number };

/** Orders matching `where` as the API shows them (user and items included), newest first. */
export async function loadOrders(db: Db | Tx, where: SQL | undefined, page?: Page): Promise<Order[]> {
  const query = db
    .select({ order: orders, user: users, profile: profiles })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  // Each a round trip of its own, independent of the others: on PostgreSQL they overlap.
  const [items, events, paid, credit] = await Promise.all([
    loadItems(db, ids),
    loadEvents(db, ids),
    loadPayments(db, ids),
    creditUsedOn(db, ids),
  ]);
  return rows.map(({ order, user, profile }) => {
    const fullName = profile?.fullName ?? '';
    const [first = '', ...rest] = fullName.trim().split(/\s+/);
    return {
      id: order.id,
      order_id: order.orderId,
      order_type: order.brand,
      kind: order.kind,
      currency: order.currency === 'USD' ? 'USD' : 'TZS',
      total_amount: order.totalAmount,
      payment_method: order.paymentMethod,
      payment_status: PaymentStatus.parse(order.paymentStatus),
      status: OrderStatus.parse(order.status),
      shipping_address: order.shippingAddress,
      notes: order.notes,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      hold_expires_at: order.holdExpiresAt?.toISOString() ?? null,
      fulfilment: order.fulfilment,
      delivery: order.fulfilment === 'delivery' ? order.delivery : null,
      subtotal: order.subtotal,
      delivery_fee: order.deliveryFee,
      discount_amount: order.discountAmount,
      discount_code: order.discountCode,
      store_credit_amount: credit.get(order.id) ?? '0.00',
      customer_tin: order.customerTin,
      customer_vrn: order.customerVrn,
      payment: paid.get(order.id) ?? null,
      user: {
        id: user.id,
        username: user.username,
        first_name: first,
        last_name: rest.join(' '),
        email: user.email,
        date_joined: user.dateJoined.toISOString(),
        profile: {
          full_name: fullName,
          phone: profile?.phone ?? '',
          country_code: profile?.countryCode ?? '+255',
        },
      },
      items: items.get(order.id) ?? [],
      events: events.get(order.id) ?? [],
    };
  });
}

/** One order as the API shows it, or undefined. */
export async function loadOrder(db: Db | Tx, where: SQL): Promise<Order | undefined> {
  const [order] = await loadOrders(db, where, { limit: 1, offset: 0 });
  return order;
}

async function loadItems(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      itemName: orderItems.itemName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      lineTotal: sql<string>`(${orderItems.price} * ${orderItems.quantity})::numeric(14, 2)::text`,
      participants: orderItems.participants,
      tourDate: orderItems.tourDate,
      productId: products.id,
      productName: products.name,
      productImageUrl: displayImageUrlSql(products.image, products.imageUrl),
      productCategory: productCategories.name,
      productStock: products.stockQuantity,
      tourId: tours.id,
      tourTitle: tours.title,
      tourImageUrl: displayImageUrlSql(tours.image, tours.imageUrl),
      tourDuration: tours.duration,
      tourDifficulty: tours.difficultyLevel,
      tourMaxParticipants: tours.maxParticipants,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.brand, orderItems.productBrand), eq(products.id, orderItems.productId)),
    )
    .leftJoin(productCategories, categoryOfProduct)
    .leftJoin(tours, eq(tours.id, orderItems.tourId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));

  const byOrder = new Map<number, OrderItem[]>();
  for (const row of rows) {
    const item: OrderItem = {
      id: row.id,
      item_name: row.itemName,
      quantity: row.quantity,
      price: row.price,
      line_total: row.lineTotal,
      product: productOf(row),
      tour:
        row.tourId === null
          ? null
          : {
              id: row.tourId,
              title: row.tourTitle ?? '',
              image_url: row.tourImageUrl,
              duration: row.tourDuration ?? '',
              difficulty_level: row.tourDifficulty ?? '',
              max_participants: row.tourMaxParticipants ?? 0,
            },
      participants: row.participants,
      tour_date: row.tourDate,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), item]);
  }
  await addSerialsAndWarranty(db, orderIds, byOrder);
  return byOrder;
}

/** docs/serials-and-warranty.md: each product line's serials and warranty. */
async function addSerialsAndWarranty(db: Db | Tx, orderIds: number[], byOrder: Map<number, OrderItem[]>) {
  const lines = [...byOrder.values()].flat();
  const [serials, warranties] = await Promise.all([
    lineSerials(
      db,
      lines.map((l) => l.id),
    ),
    orderWarranties(db, orderIds),
  ]);
  for (const line of lines) {
    if (line.tour) continue;
    line.serials = serials.get(line.id) ?? [];
    line.warranty = warranties.get(line.id) ?? null;
  }
}

async function loadEvents(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderEvent[]>> {
  const rows = await db
    .select({ event: orderEvents, returnItem: orderItems.itemName })
    .from(orderEvents)
    // docs/returns.md: a return step names the line it is about.
    .leftJoin(returnRequests, eq(returnRequests.id, orderEvents.returnRequestId))
    .leftJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const byOrder = new Map<number, OrderEvent[]>();
  for (const { event: row, returnItem } of rows) {
    const event: OrderEvent = {
      type: row.type,
      status: row.status === null ? null : OrderStatus.parse(row.status),
      note: row.note,
      created_at: row.createdAt.toISOString(),
      ...(row.type === 'return' && {
        return_step: row.returnStep as NonNullable<OrderEvent['return_step']>,
        return_item: returnItem ?? '',
      }),
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), event]);
  }
  return byOrder;
}

/**
 * The one payment that paid each order (outcome `applied`), and how: an attempt's session is a
 * mobile-money push. The order dialogs and the orders export read it (docs/payments.md).
 */
export async function loadPayments(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderPayment>> {
  const rows = await db
    .select({
      orderId: payments.orderId,
      provider: payments.provider,
      amount: payments.amount,
      currency: payments.currency,
      attemptId: mobileMoneyAttempts.id,
    })
    .from(payments)
    .leftJoin(mobileMoneyAttempts, eq(mobileMoneyAttempts.sessionId, payments.sessionId))
    .where(and(inArray(payments.orderId, orderIds), eq(payments.outcome, 'applied')));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        method: row.attemptId === null ? 'card' : 'mobile_money',
        demo: row.provider === 'demo',
        amount: row.amount,
        currency: row.currency === 'USD' ? 'USD' : 'TZS',
      },
    ]),
  );
}

type ProductColumns = {
  productId: number | null;
  productName: string | null;
  productImageUrl: string | null;
  productCategory: string | null;
  productStock: number | null;
};

function productOf(row: ProductColumns): OrderItem['product'] {
  if (row.productId === null) return null;
  return {
    id: row.productId,
    name: row.productName ?? '',
    image_url: row.productImageUrl,
    category_name: row.productCategory ?? '',
    stock_quantity: row.productStock ?? 0,
  };
}
