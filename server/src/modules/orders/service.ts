import type { CappedListQuery } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import type { CreateOrderBody, Order } from '@shop/contract/orders';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import type { KeyInTransaction } from '#server/http/idempotency.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listWindow } from '#server/lib/list-window.ts';
import { recordConsent } from '#server/modules/marketing/consent.ts';
import { checkoutCart } from './cart-checkout';
import { type ClosedPayments, closeOpenPayments } from './close-payments';
import { recordOrderEvent } from './order-events';
import { restoreStock } from './order-stock';
import { loadOrder, loadOrders } from './order-views';
import { bookTour } from './tour-booking';
import { releaseExpiredHolds, releaseOrderHold } from './tour-capacity';

/**
 * docs/marketing-consent.md: a ticked box at checkout or in the booking dialog is recorded with
 * the order it was ticked on, in its transaction.
 */
function withConsent(
  db: Db,
  userId: number,
  body: CreateOrderBody,
  place: (db: Db) => Promise<number>,
): Promise<number> {
  if (!body.marketing_sms && !body.marketing_email) return place(db);
  return db.transaction(async (tx) => {
    const id = await place(tx);
    await recordConsent(tx, userId, { sms: body.marketing_sms, email: body.marketing_email }, 'checkout', {
      onlyYes: true,
    });
    return id;
  });
}

export const ORDER_CANCELLED_REASON = 'The order was cancelled, so this payment request was withdrawn.';

export class OrdersService {
  constructor(
    private readonly db: Db,
    /** Tour bookings are paid through this provider (demo or stripe). */
    private readonly tourPaymentMethod: string,
    /** The payments module's PaymentsService: orders says what it needs, so it never imports payments. */
    private readonly payments: { closeAtProviders(closed: ClosedPayments): Promise<void> },
  ) {}

  /**
   * `key`: the request's Idempotency-Key (docs/idempotency.md), claimed and answered in one
   * transaction with the order; the placing's own transaction is then a savepoint within it.
   */
  async create(userId: number, body: CreateOrderBody, key?: KeyInTransaction): Promise<Order> {
    // order_type names the brand (docs/orders.md): FURSA's cart, or an IGSUM tour booking.
    const place = (db: Db) =>
      body.order_type === 'fursa'
        ? withConsent(db, userId, body, (d) => checkoutCart(d, userId, body.order_type, body))
        : withConsent(db, userId, body, (d) => bookTour(d, userId, body, this.tourPaymentMethod));
    if (!key) return (await loadOrder(this.db, eq(orders.id, await place(this.db))))!;
    return this.db.transaction(async (tx) => {
      await key.claim(tx);
      const order = (await loadOrder(tx, eq(orders.id, await place(tx))))!;
      await key.settle(tx, order);
      return order;
    });
  }

  /** Newest first, a capped page at a time (docs/lists.md). */
  async list(userId: number, query: Partial<CappedListQuery> = {}): Promise<Order[]> {
    // Bookings whose hold ran out show as cancelled, not as pending forever.
    await releaseExpiredHolds(this.db);
    return loadOrders(this.db, eq(orders.userId, userId), listWindow(query));
  }

  async get(userId: number, id: number): Promise<Order> {
    await releaseExpiredHolds(this.db);
    const order = await loadOrder(this.db, and(eq(orders.id, id), eq(orders.userId, userId))!);
    if (!order) throw AppError.notFound('Order not found.');
    return order;
  }

  /**
   * A customer may cancel their own order while it is pending and unpaid; held seats and units go
   * back, and its open checkouts and pushes close, at their providers too (docs/payments.md).
   */
  async cancel(userId: number, id: number): Promise<Order> {
    const { order, closed } = await this.db.transaction(async (tx) => {
      const mine = and(eq(orders.id, id), eq(orders.userId, userId));
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() })
        .where(and(mine, eq(orders.status, 'pending'), ne(orders.paymentStatus, 'paid')))
        .returning({ id: orders.id });
      if (!cancelled) {
        const [exists] = await tx.select({ id: orders.id }).from(orders).where(mine);
        if (!exists) throw AppError.notFound('Order not found.');
        throw AppError.refused(409, ERROR_CODES.conflict, 'orderNotCancellable', {});
      }
      await releaseOrderHold(tx, id);
      await recordOrderEvent(tx, id, { type: 'status', status: 'cancelled' });
      // An admin may have marked it sold and then pending again: its stock goes back too.
      const [placed] = await tx.select({ reference: orders.orderId }).from(orders).where(eq(orders.id, id));
      await setStockReason(tx, {
        reason: 'order_cancelled',
        order: { id, reference: placed!.reference },
        actor: { id: userId },
      });
      await restoreStock(tx, id);
      const closed = await closeOpenPayments(tx, id, 'cancelled', ORDER_CANCELLED_REASON);
      return { order: (await loadOrder(tx, eq(orders.id, id)))!, closed };
    });
    await this.payments.closeAtProviders(closed);
    return order;
  }
}
