import type {
  AdminListOrdersQuery,
  AdminOrder,
  AdminOrderPage,
  AdminStockCheck,
} from '@shop/contract/admin-orders';
import { ERROR_CODES } from '@shop/contract/errors';
import {
  CASH_RECEIVED_NOTE,
  CASH_RECEIVED_STATUSES,
  type OrderStatusBody,
  type OrderStatusResponse,
  type StockWarning,
} from '@shop/contract/orders';
import { and, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import { cappedCount } from '#server/db/capped-count.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { withIndexScans } from '#server/db/index-scans.ts';
import { afterRow, keysetRows, keysetWindow, newestFirst } from '#server/db/keyset-page.ts';
import { orders, paymentSessions, payments, profiles, tourBookings, users } from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import { AppError } from '#server/lib/app-error.ts';
import { containsPattern } from '#server/modules/catalog/like-pattern.ts';
import {
  type ClosedPayments,
  closeOpenPayments,
  NO_CLOSED_PAYMENTS,
} from '#server/modules/orders/close-payments.ts';
import { recordOrderEvent } from '#server/modules/orders/order-events.ts';
import { deductStock, restoreStock, stockShortfalls } from '#server/modules/orders/order-stock.ts';
import { loadOrder, orderRows, ordersOf } from '#server/modules/orders/order-views.ts';
import { ORDER_CANCELLED_REASON } from '#server/modules/orders/service.ts';
import {
  reclaimOrderHold,
  releaseExpiredHolds,
  releaseOrderHold,
} from '#server/modules/orders/tour-capacity.ts';
import {
  type AttemptJson,
  attemptOf,
  attemptsOfOrder,
} from '#server/modules/payments/mobile-money/attempt-records.ts';
import {
  type PaymentJson,
  paymentRecordOf,
  paymentRecordsOfOrder,
} from '#server/modules/payments/payment-records.ts';
import { creditCancelledOrder } from '#server/modules/receipts/credit-notes.ts';
import { issueReceipt } from '#server/modules/receipts/issue-receipt.ts';
import { exactSearchOf } from './exact-search';

const ORDER_ORDER = { table: orders, createdAt: orders.createdAt, id: orders.id };

/** The payments module's PaymentsService, as far as a cancel needs it (docs/payments.md). */
export type PaymentsClosing = { closeAtProviders(closed: ClosedPayments): Promise<void> };

export class AdminOrdersService {
  constructor(
    private readonly db: Db,
    /** Null where the service only searches (the orders export): a status change needs it. */
    private readonly payments: PaymentsClosing | null,
  ) {}

  async list(query: AdminListOrdersQuery): Promise<AdminOrderPage> {
    await releaseExpiredHolds(this.db);
    const exact = query.search ? exactMatch(query.search) : undefined;
    if (exact) {
      const page = await this.exactPage(query, exact);
      if (page) return page;
    }
    const where = this.where(query, query.search ? await this.containsCondition(query.search) : undefined);
    // The page's ids first, from orders alone: the rows skipped before a deep page are then index
    // entries, never joined to their customer; `after` skips none (docs/lists.md).
    const { limit, offset } = keysetWindow(query);
    const read = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(where, afterRow(ORDER_ORDER, query.after)))
      .orderBy(...newestFirst(ORDER_ORDER))
      .limit(limit)
      .offset(offset);
    const { rows: ids, next } = keysetRows(read, query);
    const results =
      ids.length === 0
        ? []
        : adminOrders(
            await adminOrderRows(
              this.db,
              inArray(
                orders.id,
                ids.map((row) => row.id),
              ),
            ),
          );
    return { ...(await this.counted(query, where, read.length, next)), next, results };
  }

  /**
   * The page of an exact search's orders (docs/lists.md, "Exact searches"): a customer's few
   * orders or one, read whole in one statement, no ids statement before it, as each statement is a
   * round trip. Undefined when the search names no customer or order: then searched as a part.
   */
  private async exactPage(query: AdminListOrdersQuery, exact: Match): Promise<AdminOrderPage | undefined> {
    const where = this.where(query, exact.orders);
    const read = await adminOrderRows(
      this.db,
      and(where, afterRow(ORDER_ORDER, query.after)),
      keysetWindow(query),
    );
    // An order found through the customer or the reference says it exists; none, or only the order
    // whose id the search's digits are, do not.
    const byId = /^\d{1,9}$/.test(query.search ?? '') ? Number(query.search) : undefined;
    if (read.every((row) => row.order.id === byId) && !(await this.names(exact.names))) return undefined;
    const { rows, next } = keysetRows(
      read.map((row) => ({ id: row.order.id, row })),
      query,
    );
    const results = adminOrders(rows.map((r) => r.row));
    return { ...(await this.counted(query, where, read.length, next)), next, results };
  }

  /** The orders the filters and `search` select. */
  private where(query: AdminListOrdersQuery, search: SQL | undefined): SQL | undefined {
    return and(
      query.status ? eq(orders.status, query.status) : undefined,
      query.order_type ? eq(orders.brand, query.order_type) : undefined,
      search,
      query.refund_due
        ? exists(
            this.db
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.orderId, orders.id), eq(payments.refundStatus, 'due'))),
          )
        : undefined,
    );
  }

  /**
   * The page's count and place. A first page holding every match (an exact search's few orders)
   * is its own count: one statement fewer, each a round trip (docs/lists.md, "Exact searches").
   */
  private async counted(
    query: AdminListOrdersQuery,
    where: SQL | undefined,
    read: number,
    next: number | null,
  ) {
    const whole = query.page === 1 && query.after === undefined && next === null;
    const count = whole ? read : await cappedCount(this.db, orders, where);
    return { count, page: query.page, page_size: query.page_size };
  }

  /**
   * The reference, the customer's username, e-mail, full name or phone (part of any, any case), or
   * the order id. A whole e-mail, phone or reference is first looked up by equality (docs/lists.md,
   * "Exact searches"): one index entry, where a part is matched through the trigram indexes.
   */
  async searchCondition(search: string): Promise<SQL> {
    const exact = exactMatch(search);
    if (exact && (await this.names(exact.names))) return exact.orders;
    return this.containsCondition(search);
  }

  /** Whether an exact match's customer or order exists. */
  private async names(names: SQL<boolean>): Promise<boolean> {
    const [row] = await this.db.select({ named: names }).from(sql`(select 1) as one`);
    return row?.named === true;
  }

  /**
   * The customers matching part of `search` are found first, each column by its trigram index
   * (migration 0017), so the orders are then read by reference and customer through their own
   * indexes instead of joining every order to its customer.
   */
  private async containsCondition(search: string): Promise<SQL> {
    const pattern = containsPattern(search);
    const customers = await withIndexScans(this.db, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.username, pattern), ilike(users.email, pattern)))
        .union(
          tx
            .select({ id: profiles.userId })
            .from(profiles)
            .where(or(ilike(profiles.fullName, pattern), ilike(profiles.phone, pattern))),
        ),
    );
    return or(
      ilike(orders.orderId, pattern),
      customers.length > 0 ? ofCustomers(customers.map((c) => c.id)) : undefined,
      orderIdOf(search),
      sql`false`,
    )!;
  }

  async get(id: number): Promise<AdminOrder> {
    await releaseExpiredHolds(this.db);
    const [order] = adminOrders(await adminOrderRows(this.db, eq(orders.id, id)));
    if (!order) throw AppError.notFound('Order not found.');
    return order;
  }

  /** The admin sent back money owed on one of the order's payments (the provider's dashboard does the sending). */
  async markRefunded(actor: AuditActor, orderId: number, paymentId: number): Promise<AdminOrder> {
    await this.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(payments)
        .set({ refundStatus: 'refunded', refundedAt: new Date(), refundedBy: actor.id })
        .where(
          and(eq(payments.id, paymentId), eq(payments.orderId, orderId), eq(payments.refundStatus, 'due')),
        )
        .returning({ amount: payments.amount, currency: payments.currency });
      if (!refunded) {
        const [exists] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
        if (!exists) throw AppError.notFound('Payment not found.');
        throw AppError.conflict('No refund is due on this payment.');
      }
      const [order] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.id, orderId));
      await recordAudit(
        tx,
        actor,
        'payment.refunded',
        { type: 'order', id: orderId },
        { order_id: order?.orderId, payment_id: paymentId, ...refunded },
      );
    });
    return this.get(orderId);
  }

  async stockCheck(id: number): Promise<AdminStockCheck> {
    const [order] = await this.db
      .select({ stockDeducted: orders.stockDeducted })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw AppError.notFound('Order not found.');
    return {
      id,
      stock_deducted: order.stockDeducted,
      warnings: order.stockDeducted ? [] : await stockShortfalls(this.db, id),
    };
  }

  /**
   * Any status may follow any other (docs/orders.md), with the side effects of docs/stock.md:
   * sold deducts stock once and ends a product order's hold (so does a cash-on-delivery order
   * reaching delivered, which also records its cash), cancelled gives back stock, seats
   * and held units once, and reviving a cancelled order takes its seats or units again (409 when
   * they are gone), and cancelling a paid order flags its payment (or its cash) with a refund due.
   * Cancelling also closes the order's open checkouts and pushes, in the shop's records and at
   * their providers, as a customer's cancel does (docs/payments.md). Each change is a step on the
   * order's timeline, with the admin's note.
   */
  async setStatus(actor: AuditActor, id: number, body: OrderStatusBody): Promise<OrderStatusResponse> {
    const payments = this.payments;
    if (!payments) throw new Error('AdminOrdersService: a status change needs the payments service');
    const { response, closed } = await this.changeStatus(actor, id, body);
    await payments.closeAtProviders(closed);
    return response;
  }

  private async changeStatus(
    actor: AuditActor,
    id: number,
    { status, note = '' }: OrderStatusBody,
  ): Promise<{ response: OrderStatusResponse; closed: ClosedPayments }> {
    return this.db.transaction(async (tx) => {
      // Locking the order first serialises every change to it, whoever makes it.
      const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!current) throw AppError.notFound('Order not found.');
      if (status === 'cancelled' && current.status !== 'cancelled') await refusePaidBooking(tx, id);

      let warnings: StockWarning[] = [];
      let stockRestored = false;
      let seatsReleased = false;
      let refundsDue = 0;
      let closed = NO_CLOSED_PAYMENTS;
      const product = current.kind === 'product_order';
      // docs/orders.md: a cash-on-delivery order handed over is sold: its cash is in and its units left.
      const cashReceived =
        product &&
        current.paymentMethod === 'cash_on_delivery' &&
        (CASH_RECEIVED_STATUSES as readonly string[]).includes(status);
      const leavesShop = status === 'sold' || cashReceived;
      // docs/stock.md, "The stock ledger": the stock this change moves is recorded with its reason.
      await setStockReason(tx, {
        reason: !leavesShop ? 'order_cancelled' : status === 'sold' ? 'order_sold' : 'cod_delivered',
        order: { id, reference: current.orderId },
        actor,
      });
      if (leavesShop) warnings = await deductStock(tx, id);
      if (status === 'cancelled') {
        refundsDue = current.status === 'cancelled' ? 0 : await owePaymentsBack(tx, current);
        // An open checkout or a pending push could still pay the cancelled order: both close.
        closed = await closeOpenPayments(tx, id, 'cancelled', ORDER_CANCELLED_REASON);
        stockRestored = await restoreStock(tx, id);
        seatsReleased = (await releaseOrderHold(tx, id)) && !product;
      } else if (product && leavesShop) {
        // The units left the shop with the sale: holding them too would count them twice.
        await releaseOrderHold(tx, id);
      } else if (current.seatsReleased && !(product && current.stockDeducted)) {
        await reviveHold(tx, id, current.kind);
      }
      // An admin now owns the order's fate, so an unpaid booking stops expiring on its own.
      await tx
        .update(orders)
        .set({ status, holdExpiresAt: null, updatedAt: new Date() })
        .where(eq(orders.id, id));
      await recordOrderEvent(tx, id, { type: 'status', status, note });
      const cashRecorded = cashReceived && (await recordCash(tx, id));
      // docs/receipts.md, "Credit notes": the money owed back is credited off the receipts, last
      // (the receipt counter's row stays locked to the commit).
      // A paid order with no payment to owe back was paid with store credit, which its cancel gave
      // back (docs/store-credit.md): its receipt is credited all the same.
      const creditPaid = refundsDue === 0 && status === 'cancelled' && current.paymentStatus === 'paid';
      if (refundsDue > 0 || creditPaid) await creditCancelledOrder(tx, id);
      await recordAudit(
        tx,
        actor,
        'order.status',
        { type: 'order', id },
        {
          order_id: current.orderId,
          from: current.status,
          to: status,
          ...(note && { note }),
          ...(warnings.length > 0 && { warnings }),
          ...(stockRestored && { stock_restored: true }),
          ...(seatsReleased && { seats_released: true }),
          ...(cashRecorded && { cash_received: current.totalAmount }),
          ...(refundsDue > 0 && { refunds_due: refundsDue }),
        },
      );
      return { response: { order: (await loadOrder(tx, eq(orders.id, id)))!, warnings }, closed };
    });
  }
}

/** A search of digits alone also names the order of that id. */
function orderIdOf(search: string): SQL | undefined {
  return /^\d{1,9}$/.test(search) ? eq(orders.id, Number(search)) : undefined;
}

/**
 * An exact search (docs/lists.md, "Exact searches") as SQL: `orders`, the orders of the customers
 * whose e-mail or username is `search` (any case) or whose phone is its number, or the order whose
 * reference it is (and a search of digits also the order of that id); `names`, whether that
 * customer or order exists. Undefined when `search` is none of these.
 */
type Match = { orders: SQL; names: SQL<boolean> };

function exactMatch(search: string): Match | undefined {
  const exact = exactSearchOf(search);
  if (!exact) return undefined;
  if (exact.kind === 'reference') {
    const order = sql`select 1 from ${orders} where ${orders.orderId} = ${exact.reference}`;
    return { orders: eq(orders.orderId, exact.reference), names: sql<boolean>`exists(${order})` };
  }
  const customers =
    exact.kind === 'email'
      ? sql`select ${users.id} from ${users} where lower(${users.email}) = ${exact.email} or lower(${users.username}) = ${exact.email}`
      : sql`select ${profiles.userId} from ${profiles} where tz_phone_key(${profiles.countryCode}, ${profiles.phone}) = ${exact.phone}`;
  return {
    // array(): the customers are read once, then their orders through orders.user_id's index.
    orders: or(sql`${orders.userId} = any(array(${customers}))`, orderIdOf(search))!,
    names: sql<boolean>`exists(${customers})`,
  };
}

/** Above this many customers, a search reads the newest orders and checks each against the set. */
const MANY_CUSTOMERS = 100;

/**
 * The orders of `ids`, the ids sent as one array parameter (both drivers pass it as one text), not
 * one parameter per customer: a common name matches thousands. A few customers' orders are found
 * through `orders.user_id`'s index (`= any`); for many the planner scans the newest orders anyway,
 * and a set (`unnest`) spares it pricing `= any` element by element: 10 ms of planning for 4,549
 * customers, where `= any` would let it use the index for a handful (docs/lists.md).
 */
function ofCustomers(ids: number[]): SQL {
  const array = `{${ids.join(',')}}`;
  return ids.length > MANY_CUSTOMERS
    ? sql`${orders.userId} in (select unnest(${array}::int[]))`
    : sql`${orders.userId} = any(${array}::int[])`;
}

/** Each order's payments and mobile-money attempts, in its row: each statement is a round trip. */
const paymentsAndAttempts = sql<{ records: PaymentJson[]; attempts: AttemptJson[] }>`json_build_object(
  'records', ${paymentRecordsOfOrder}, 'attempts', ${attemptsOfOrder})`;

/** The orders `where` selects as the admin reads them, newest first (orderRows). */
function adminOrderRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  return orderRows(db, where, page, paymentsAndAttempts);
}

/** The orders of adminOrderRows's `rows` with their payments and mobile-money attempts. */
function adminOrders(rows: Awaited<ReturnType<typeof adminOrderRows>>): AdminOrder[] {
  const list = ordersOf(rows);
  return list.map((order, i) => ({
    ...order,
    payments: rows[i]!.also.records.map(paymentRecordOf),
    mobile_money_attempts: rows[i]!.also.attempts.map(attemptOf),
  }));
}

/** Marks a cash-on-delivery order paid, once: its total was collected when it was handed over. */
async function recordCash(tx: Tx, id: number): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: new Date() })
    .where(and(eq(orders.id, id), ne(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  if (!paid) return false;
  await recordOrderEvent(tx, id, { type: 'paid', note: CASH_RECEIVED_NOTE, silent: true });
  // docs/receipts.md: the cash taken is receipted with the payment.
  await issueReceipt(tx, { kind: 'cash', orderId: id });
  return true;
}

/**
 * docs/payments.md: a paid order an admin cancels owes its money back, so the payment that paid
 * it is flagged with a refund due, listed with the other refunds until an admin records it sent.
 * Cash on delivery has no provider's payment: the cash recorded when it was handed over
 * (docs/orders.md) is owed back the same way, as one `cash` payment of the order's total, once.
 */
async function owePaymentsBack(tx: Tx, order: typeof orders.$inferSelect): Promise<number> {
  const owed = await tx
    .update(payments)
    .set({ outcome: 'order_cancelled', refundStatus: 'due' })
    .where(
      and(eq(payments.orderId, order.id), eq(payments.outcome, 'applied'), eq(payments.refundStatus, 'none')),
    )
    .returning({ id: payments.id });
  const cashPaid = order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'paid';
  return owed.length + (cashPaid && (await oweCashBack(tx, order)) ? 1 : 0);
}

/**
 * docs/tours-pricing.md: a booking with terms and money paid is cancelled under those terms, which
 * record its fee and refund due; its status alone would flag the whole payment refundable.
 */
async function refusePaidBooking(tx: Tx, orderId: number): Promise<void> {
  const [booking] = await tx
    .select({ paid: tourBookings.amountPaid })
    .from(tourBookings)
    .where(and(eq(tourBookings.orderId, orderId), isNull(tourBookings.cancelledAt)));
  if (booking && Number(booking.paid) > 0) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'cancelUnderTerms', {});
  }
}

/** The cash a cancelled cash-on-delivery order took, owed back; its one session makes it once. */
async function oweCashBack(tx: Tx, order: typeof orders.$inferSelect): Promise<boolean> {
  const [session] = await tx
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId: order.userId,
      provider: 'cash',
      providerSessionId: `cash-${order.id}`,
      status: 'completed',
      amount: order.totalAmount,
      currency: order.currency,
      url: '',
      completedAt: order.paidAt ?? new Date(),
    })
    .onConflictDoNothing({ target: paymentSessions.providerSessionId })
    .returning({ id: paymentSessions.id });
  if (!session) return false;
  await tx.insert(payments).values({
    orderId: order.id,
    sessionId: session.id,
    provider: 'cash',
    amount: order.totalAmount,
    currency: order.currency,
    outcome: 'order_cancelled',
    refundStatus: 'due',
  });
  return true;
}

async function reviveHold(tx: Tx, id: number, kind: string) {
  await tx.update(orders).set({ seatsReleased: false }).where(eq(orders.id, id));
  const claim = await reclaimOrderHold(tx, id);
  if (!claim.ok) {
    const what = kind === 'tour_booking' ? 'booking' : 'order';
    throw AppError.conflict(`This ${what} cannot be reopened: ${claim.reason}.`);
  }
}
