import type { AdminExportOrdersQuery } from '@shop/contract/admin-sales';
import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { DeliveryAddress } from '@shop/contract/delivery';
import {
  type OrderPayment,
  type OrderStatus,
  type PaymentStatus,
  paymentLabelOf,
} from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import { and, asc, eq, exists, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  orderItems,
  orders,
  payments,
  profiles,
  receiptSubmissions,
  receipts,
  users,
} from '#server/db/schema.ts';
import { AdminOrdersService } from '#server/modules/admin-orders/service.ts';
import { loadPayments } from '#server/modules/orders/order-views.ts';
import { lineSerials } from '#server/modules/serials/serials-service.ts';
import { type CsvColumn, keysetBatches } from './csv-stream';

/** The first moment of a shop-local day, and of the day after `date`. */
export const shopDayStart = (date: string) => sql`(${date}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
export const shopDayEnd = (date: string) =>
  sql`(${date}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

const placedAt = sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;

async function whereOf(db: Db, query: AdminExportOrdersQuery): Promise<SQL | undefined> {
  return and(
    query.from ? gte(orders.createdAt, shopDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, shopDayEnd(query.to)) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.order_type ? eq(orders.brand, query.order_type) : undefined,
    query.search ? await new AdminOrdersService(db, null).searchCondition(query.search) : undefined,
    query.refund_due
      ? exists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), eq(payments.refundStatus, 'due'))),
        )
      : undefined,
  );
}

function readOrders(db: Db, where: SQL | undefined) {
  return (after: number | undefined, size: number) =>
    db
      .select({
        id: orders.id,
        reference: orders.orderId,
        placedAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        brand: orders.brand,
        kind: orders.kind,
        currency: orders.currency,
        subtotal: orders.subtotal,
        deliveryFee: orders.deliveryFee,
        discountCode: orders.discountCode,
        discountAmount: orders.discountAmount,
        total: orders.totalAmount,
        fulfilment: orders.fulfilment,
        delivery: orders.delivery,
        shippingAddress: orders.shippingAddress,
        username: users.username,
        email: users.email,
        fullName: profiles.fullName,
        countryCode: profiles.countryCode,
        phone: profiles.phone,
        customerTin: orders.customerTin,
        customerVrn: orders.customerVrn,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(and(where, after === undefined ? undefined : gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(size);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof readOrders>>>[number];
type Line = {
  name: string;
  quantity: number | null;
  price: string | null;
  lineTotal: string | null;
  /** docs/serials-and-warranty.md: the units' serial numbers. */
  serials: string[];
};
/** An order's receipt as the export names it: its number and how far it got with TRA. */
type ReceiptCell = { number: number; status: string };
/**
 * `number` counts the order's lines from 1; `payment` is the one that paid it, if any; `receipts`
 * its receipts, oldest first.
 */
export type OrderLineRow = OrderRow & {
  line: Line & { number: number };
  payment: OrderPayment | null;
  receipts: ReceiptCell[];
};

/**
 * docs/sales-and-exports.md: the orders matching `query`, oldest first, one row per line (an order
 * without lines gives one row with empty line cells). Orders are read EXPORT_BATCH at a time by id, then
 * their lines, so the export's memory stays flat however many orders match.
 */
export async function* orderLineRows(db: Db, query: AdminExportOrdersQuery): AsyncGenerator<OrderLineRow> {
  const where = await whereOf(db, query);
  for await (const batch of keysetBatches(readOrders(db, where), (o) => o.id)) {
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        id: orderItems.id,
        name: orderItems.itemName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        lineTotal: sql<string>`(${orderItems.quantity} * ${orderItems.price})::numeric(16, 2)::text`,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const serials = await lineSerials(
      db,
      lines.map((l) => l.id),
    );
    const byOrder = new Map<number, Line[]>();
    for (const line of lines) {
      const own = byOrder.get(line.orderId) ?? [];
      own.push({ ...line, serials: serials.get(line.id) ?? [] });
      byOrder.set(line.orderId, own);
    }
    const paid = await loadPayments(
      db,
      batch.map((o) => o.id),
    );
    const receipted = await loadReceipts(
      db,
      batch.map((o) => o.id),
    );
    for (const order of batch) {
      const own = byOrder.get(order.id) ?? [
        { name: '', quantity: null, price: null, lineTotal: null, serials: [] },
      ];
      const payment = paid.get(order.id) ?? null;
      const receiptCells = receipted.get(order.id) ?? [];
      for (const [i, line] of own.entries())
        yield { ...order, payment, receipts: receiptCells, line: { ...line, number: i + 1 } };
    }
  }
}

/**
 * docs/receipts.md: the receipts of `orderIds`, oldest first: a fiscal one's status with TRA
 * (queued, failed, sent), a plain one's "not fiscal".
 */
async function loadReceipts(db: Db, orderIds: number[]): Promise<Map<number, ReceiptCell[]>> {
  const rows = await db
    .select({ orderId: receipts.orderId, number: receipts.gc, status: receiptSubmissions.status })
    .from(receipts)
    .leftJoin(receiptSubmissions, eq(receiptSubmissions.receiptId, receipts.id))
    .where(inArray(receipts.orderId, orderIds))
    .orderBy(asc(receipts.orderId), asc(receipts.id));
  const byOrder = new Map<number, ReceiptCell[]>();
  for (const row of rows) {
    const own = byOrder.get(row.orderId) ?? [];
    own.push({ number: row.number, status: row.status ?? 'not fiscal' });
    byOrder.set(row.orderId, own);
  }
  return byOrder;
}

const delivery = (row: OrderLineRow): Partial<DeliveryAddress> => row.delivery ?? {};

/** The names the admin reads for each status (the admin's `adminOrders.status`, English). */
const STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  sold: 'Sold',
  cancelled: 'Cancelled',
};

/** An order's own amounts go on its first line only, so a column adds up to the orders' totals. */
const onFirstLine = (row: OrderLineRow, value: string) => (row.line.number === 1 ? value : '');

/**
 * docs/sales-and-exports.md, "Exports": each code (status, payment status and method) with the
 * name the admin reads beside it, in English as the admin is.
 */
export const ORDER_COLUMNS: CsvColumn<OrderLineRow>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Placed (Dar es Salaam)', value: (r) => r.placedAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Status name', value: (r) => STATUS_NAMES[r.status as OrderStatus] ?? r.status },
  { header: 'Payment status', value: (r) => r.paymentStatus },
  {
    header: 'Payment status name',
    value: (r) =>
      paymentLabelOf({ payment_method: r.paymentMethod, payment_status: r.paymentStatus as PaymentStatus }),
  },
  { header: 'Payment method', value: (r) => r.paymentMethod },
  {
    header: 'Payment method name',
    value: (r) => paymentMethodName({ payment_method: r.paymentMethod, payment: r.payment }),
  },
  { header: 'Brand', value: (r) => r.brand.toUpperCase() },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Customer name', value: (r) => r.fullName },
  { header: 'Customer e-mail', value: (r) => r.email },
  { header: 'Customer phone', value: (r) => (r.phone ? `${r.countryCode ?? ''} ${r.phone}`.trim() : '') },
  { header: 'Username', value: (r) => r.username },
  { header: 'Fulfilment', value: (r) => r.fulfilment },
  { header: 'Delivery name', value: (r) => delivery(r).full_name },
  { header: 'Delivery phone', value: (r) => delivery(r).phone },
  { header: 'Delivery region', value: (r) => delivery(r).region },
  { header: 'Delivery district', value: (r) => delivery(r).district },
  {
    header: 'Delivery address',
    value: (r) =>
      r.delivery ? [r.delivery.street, r.delivery.landmark].filter(Boolean).join(', ') : r.shippingAddress,
  },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Line', value: (r) => r.line.number },
  { header: 'Item', value: (r) => r.line.name },
  { header: 'Unit price', value: (r) => r.line.price },
  { header: 'Quantity', value: (r) => r.line.quantity },
  { header: 'Line amount', value: (r) => r.line.lineTotal },
  { header: 'Serial numbers', value: (r) => r.line.serials.join('; ') },
  { header: 'Order subtotal (first line)', value: (r) => onFirstLine(r, r.subtotal) },
  { header: 'Delivery fee (first line)', value: (r) => onFirstLine(r, r.deliveryFee) },
  // docs/discount-codes.md: the code and its saving, so subtotal + fee - discount = total.
  { header: 'Discount code (first line)', value: (r) => onFirstLine(r, r.discountCode ?? '') },
  { header: 'Discount (first line)', value: (r) => onFirstLine(r, r.discountAmount) },
  { header: 'Order total (first line)', value: (r) => onFirstLine(r, r.total) },
  // docs/receipts.md: one per payment taken, in the order they were issued, "; " between them.
  {
    header: 'Receipt numbers (first line)',
    value: (r) => onFirstLine(r, r.receipts.map((receipt) => receipt.number).join('; ')),
  },
  {
    header: 'Receipt status (first line)',
    value: (r) => onFirstLine(r, r.receipts.map((receipt) => receipt.status).join('; ')),
  },
  { header: 'Customer TIN', value: (r) => r.customerTin ?? '' },
  { header: 'Customer VRN', value: (r) => r.customerVrn ?? '' },
];
