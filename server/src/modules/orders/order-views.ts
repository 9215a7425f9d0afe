import type { Order, OrderEvent, OrderItem, OrderPayment } from '@shop/contract/orders';
import { CASH_RECEIVED_STATUSES, OrderStatus, PaymentStatus } from '@shop/contract/orders';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  mobileMoneyAttempts,
  orderEvents,
  orderItems,
  orders,
  payments,
  productCategories,
  productSerials,
  products,
  profiles,
  returnRequests,
  storeCreditEntries,
  tours,
  users,
} from '#server/db/schema.ts';
import { displayImageUrlSql } from '#server/modules/catalog/image-url.ts';
import { categoryOfProduct } from '#server/modules/catalog/product-rows.ts';
import { lineWarranty } from '#server/modules/serials/warranty.ts';

type Page = { limit: number; offset: number };

/** Orders matching `where` as the API shows them (user and items included), newest first. */
export async function loadOrders(db: Db | Tx, where: SQL | undefined, page?: Page): Promise<Order[]> {
  return ordersOf(await orderRows(db, where, page));
}

/**
 * The orders' own rows, newest first, for ordersOf: one statement, the store credit used, the
 * payment, the timeline and the lines read with the order, as each statement is a round trip, and on PGlite
 * the statements run one after another (docs/lists.md, "Exact searches"); `also`, a column more
 * that a reader wants with each order, null when not given.
 */
export function orderRows<T = null>(db: Db | Tx, where: SQL | undefined, page?: Page, also?: SQL<T>) {
  const query = db
    .select({
      order: orders,
      user: users,
      profile: profiles,
      credit: creditUsed,
      paid: appliedPayment,
      timeline: timelineOf,
      lines: linesOf,
      also: also ?? sql<T>`null`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type OrderRow<T = null> = Awaited<ReturnType<typeof orderRows<T>>>[number];

/** The orders of `rows` as the API shows them. */
export function ordersOf<T>(rows: OrderRow<T>[]): Order[] {
  const now = new Date();
  return rows.map(({ order, user, profile, credit, paid, timeline: steps, lines }) => {
    const fullName = profile?.fullName ?? '';
    const [first = '', ...rest] = fullName.trim().split(/\s+/);
    const timeline = steps.map(eventOf);
    // docs/serials-and-warranty.md: a warranty starts when the goods changed hands, else when paid.
    const received = timeline.find(
      (e) => e.type === 'status' && (CASH_RECEIVED_STATUSES as readonly (string | null)[]).includes(e.status),
    );
    const warrantyOrder = { ...order, receivedAt: received ? new Date(received.created_at) : null };
    const items = lines
      .map(lineOf)
      .map(({ line, months, product }) =>
        line.tour ? line : { ...line, warranty: product ? lineWarranty(months, warrantyOrder, now) : null },
      );
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
      store_credit_amount: credit ?? '0.00',
      customer_tin: order.customerTin,
      customer_vrn: order.customerVrn,
      payment: paid && paymentOf(paid),
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
      items,
      events: timeline,
    };
  });
}

/** One order as the API shows it, or undefined. */
export async function loadOrder(db: Db | Tx, where: SQL): Promise<Order | undefined> {
  const [order] = await loadOrders(db, where, { limit: 1, offset: 0 });
  return order;
}

/**
 * A line as the API shows it, but its warranty, which needs its order's timeline: `months` and
 * `product` (a product line, whatever became of the product) are what lineWarranty needs.
 */
type Line = { line: OrderItem; months: number | null; product: boolean };

/** An order_items row as linesOf reads it, with its product's and tour's columns. */
type LineRow = {
  id: number;
  itemName: string;
  quantity: number;
  price: string;
  lineTotal: string;
  participants: number | null;
  tourDate: string | null;
  productId: number | null;
  productName: string | null;
  productImageUrl: string | null;
  productCategory: string | null;
  productStock: number | null;
  tourId: number | null;
  tourTitle: string | null;
  tourImageUrl: string | null;
  tourDuration: string | null;
  tourDifficulty: string | null;
  tourMaxParticipants: number | null;
  months: number | null;
  productBrand: string | null;
  serials: string[];
};

/** docs/serials-and-warranty.md: the line's serials as lineSerials reads them, in the line's row. */
const serialsOfLine = sql<string[]>`array(
  select ${productSerials.serial} from ${productSerials}
  where ${productSerials.orderItemId} = ${orderItems.id} order by ${productSerials.id})`;

/** The order's lines, by id, in its row, each with its product, tour and serials. */
const linesOf = sql<LineRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderItems.id}, 'itemName', ${orderItems.itemName}, 'quantity', ${orderItems.quantity},
    'price', ${orderItems.price}::text,
    'lineTotal', (${orderItems.price} * ${orderItems.quantity})::numeric(14, 2)::text,
    'participants', ${orderItems.participants}, 'tourDate', ${orderItems.tourDate},
    'productId', ${products.id}, 'productName', ${products.name},
    'productImageUrl', ${displayImageUrlSql(products.image, products.imageUrl)},
    'productCategory', ${productCategories.name}, 'productStock', ${products.stockQuantity},
    'tourId', ${tours.id}, 'tourTitle', ${tours.title},
    'tourImageUrl', ${displayImageUrlSql(tours.image, tours.imageUrl)},
    'tourDuration', ${tours.duration}, 'tourDifficulty', ${tours.difficultyLevel},
    'tourMaxParticipants', ${tours.maxParticipants}, 'months', ${orderItems.warrantyMonths},
    'productBrand', ${orderItems.productBrand}, 'serials', ${serialsOfLine}
  ) order by ${orderItems.id}), '[]')
  from ${orderItems}
  left join ${products}
    on ${products.brand} = ${orderItems.productBrand} and ${products.id} = ${orderItems.productId}
  left join ${productCategories} on ${categoryOfProduct}
  left join ${tours} on ${tours.id} = ${orderItems.tourId}
  where ${orderItems.orderId} = ${orders.id})`;

/** A line as the API shows it, but its warranty, with what lineWarranty needs. */
function lineOf(row: LineRow): Line {
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
    ...(row.tourId === null && { serials: row.serials }),
  };
  return { line: item, months: row.months, product: row.productBrand !== null };
}

/** An order_events row as timelineOf reads it: its time as JSON writes it, to the microsecond. */
type EventRow = {
  type: OrderEvent['type'];
  status: string | null;
  note: string;
  created_at: string;
  return_step: string | null;
  return_item: string | null;
};

/**
 * The order's timeline, oldest first, in its row. docs/returns.md: a return step names the line
 * it is about.
 */
const timelineOf = sql<EventRow[]>`(
  select coalesce(json_agg(json_build_object(
    'type', ${orderEvents.type}, 'status', ${orderEvents.status}, 'note', ${orderEvents.note},
    'created_at', ${orderEvents.createdAt}, 'return_step', ${orderEvents.returnStep},
    'return_item', ${orderItems.itemName}
  ) order by ${orderEvents.createdAt}, ${orderEvents.id}), '[]')
  from ${orderEvents}
  left join ${returnRequests} on ${returnRequests.id} = ${orderEvents.returnRequestId}
  left join ${orderItems} on ${orderItems.id} = ${returnRequests.orderItemId}
  where ${orderEvents.orderId} = ${orders.id})`;

function eventOf(row: EventRow): OrderEvent {
  return {
    type: row.type,
    status: row.status === null ? null : OrderStatus.parse(row.status),
    note: row.note,
    // Milliseconds, as a timestamp column read into a Date gives it.
    created_at: new Date(row.created_at).toISOString(),
    ...(row.type === 'return' && {
      return_step: row.return_step as NonNullable<OrderEvent['return_step']>,
      return_item: row.return_item ?? '',
    }),
  };
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
  return new Map(rows.map((row) => [row.orderId, paymentOf({ ...row, push: row.attemptId !== null })]));
}

type PaymentRow = { provider: string; amount: string; currency: string; push: boolean };

function paymentOf(row: PaymentRow): OrderPayment {
  return {
    method: row.push ? 'mobile_money' : 'card',
    demo: row.provider === 'demo',
    amount: row.amount,
    currency: row.currency === 'USD' ? 'USD' : 'TZS',
  };
}

/** loadPayments's payment of the order read, as one column of its row (null: none). */
const appliedPayment = sql<PaymentRow | null>`(
  select json_build_object(
    'provider', ${payments.provider}, 'amount', ${payments.amount}::text, 'currency', ${payments.currency},
    'push', ${mobileMoneyAttempts.id} is not null)
  from ${payments}
  left join ${mobileMoneyAttempts} on ${mobileMoneyAttempts.sessionId} = ${payments.sessionId}
  where ${payments.orderId} = ${orders.id} and ${payments.outcome} = 'applied'
  limit 1)`;

/** The store credit the order read used (docs/store-credit.md), as creditUsedOn reads it; null: none. */
const creditUsed = sql<string | null>`(
  select (-min(${storeCreditEntries.amount}))::numeric(14, 2)::text from ${storeCreditEntries}
  where ${storeCreditEntries.orderId} = ${orders.id} and ${storeCreditEntries.kind} = 'order_used')`;

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
