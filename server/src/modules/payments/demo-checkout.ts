import type { Order } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, paymentSessions } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';
import { releaseExpiredHolds } from '#server/modules/orders/tour-capacity.ts';
import { cancelUrl, successUrl, withSessionId } from './return-urls';

/** `disabled`: a real provider took over, so the demo can no longer take a "payment". */
export type DemoSessionState = 'open' | 'completed' | 'cancelled' | 'expired' | 'disabled';
export type DemoSessionView = {
  sessionId: string;
  state: DemoSessionState;
  order: Order;
  /** What this session charges: the order's total, or a booking's deposit or balance (docs/tours-pricing.md). */
  charge: { amount: string; purpose: string };
  successUrl: string;
  cancelUrl: string;
};

/** docs/tours-pricing.md: a booking's balance is paid on an order its deposit already confirmed. */
const payable = (order: { status: string; paymentStatus: string }, session: { purpose: string }) =>
  order.paymentStatus !== 'paid' &&
  (order.status === 'pending' || (session.purpose === 'balance' && order.status !== 'cancelled'));

/**
 * The provider side of the demo checkout. Paying here completes the session only; the order
 * becomes paid when its owner's confirm call asks the provider (docs/payments.md).
 */
export class DemoCheckout {
  constructor(
    private readonly db: Db,
    /** False once a real provider is the shop's: a demo session left open must not pay an order for free. */
    private readonly enabled: boolean,
  ) {}

  /** `shopUrl`: the shop's address the page was opened on, where its links lead back to. */
  async view(sessionId: string, shopUrl: string): Promise<DemoSessionView> {
    await releaseExpiredHolds(this.db);
    const row = await this.find(this.db, sessionId);
    let state = stateOf(row.session.status);
    // A session left open on an order that can no longer be paid (hold expired, order cancelled).
    if (state === 'open' && !payable(row.order, row.session)) state = 'expired';
    if (state === 'open' && !this.enabled) state = 'disabled';
    return this.describe(sessionId, state, row.order.id, shopUrl);
  }

  /** Completes an open session of a payable order; returns the page to send the browser to. */
  async pay(sessionId: string, shopUrl: string): Promise<string> {
    if (!this.enabled) throw AppError.conflict(DEMO_DISABLED_MESSAGE);
    await releaseExpiredHolds(this.db);
    return this.db.transaction(async (tx) => {
      const { session, order } = await this.find(tx, sessionId, true);
      const success = async () =>
        (await this.describe(sessionId, 'completed', order.id, shopUrl, tx)).successUrl;
      if (session.status === 'completed') return success();
      if (session.status === 'open' && payable(order, session)) {
        await tx
          .update(paymentSessions)
          .set({ status: 'completed', completedAt: new Date() })
          .where(eq(paymentSessions.id, session.id));
        return success();
      }
      if (session.status === 'open') {
        await tx.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, session.id));
      }
      // Anything that cannot be paid goes back to the checkout page, which says why.
      return demoPagePath(sessionId);
    });
  }

  /** Cancels an open session; the order stays as it was, pending and unpaid. */
  async cancel(sessionId: string, shopUrl: string): Promise<string> {
    const row = await this.find(this.db, sessionId);
    await this.db
      .update(paymentSessions)
      .set({ status: 'cancelled' })
      .where(and(eq(paymentSessions.id, row.session.id), eq(paymentSessions.status, 'open')));
    return cancelUrl(shopUrl, row.order.brand);
  }

  private async find(db: Db | Tx, sessionId: string, lock = false) {
    const query = db
      .select({
        session: { id: paymentSessions.id, status: paymentSessions.status, purpose: paymentSessions.purpose },
        order: {
          id: orders.id,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          brand: orders.brand,
        },
      })
      .from(paymentSessions)
      .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
      .where(and(eq(paymentSessions.providerSessionId, sessionId), eq(paymentSessions.provider, 'demo')));
    const [row] = lock ? await query.for('update', { of: paymentSessions }) : await query;
    if (!row) throw AppError.notFound('This checkout session does not exist.');
    return row;
  }

  private async describe(
    sessionId: string,
    state: DemoSessionState,
    orderId: number,
    shopUrl: string,
    db: Db | Tx = this.db,
  ): Promise<DemoSessionView> {
    const order = (await loadOrder(db, eq(orders.id, orderId)))!;
    const [charge] = await db
      .select({ amount: paymentSessions.amount, purpose: paymentSessions.purpose })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.providerSessionId, sessionId), eq(paymentSessions.provider, 'demo')));
    return {
      sessionId,
      state,
      order,
      charge: charge ?? { amount: order.total_amount, purpose: 'full' },
      successUrl: withSessionId(successUrl(shopUrl, order), sessionId),
      cancelUrl: cancelUrl(shopUrl, order.order_type),
    };
  }
}

export const DEMO_DISABLED_MESSAGE =
  'Test-mode payments are switched off: this shop takes real payments now. Nothing was charged; please start the checkout again.';

function stateOf(status: string): DemoSessionState {
  return status === 'completed' || status === 'cancelled' || status === 'expired' ? status : 'open';
}

export function demoPagePath(sessionId: string): string {
  return `/api/payments/demo/${encodeURIComponent(sessionId)}/`;
}
