import { ERROR_CODES } from '@shop/contract/errors';
import type { Order } from '@shop/contract/orders';
import { type CheckoutSession, type PaymentConfirmation, PaymentProviderName } from '@shop/contract/payments';
import type { PaymentPurpose } from '@shop/contract/tour-terms';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { orders, paymentSessions } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ClosedPayments, ClosedPush, ClosedSession } from '#server/modules/orders/close-payments.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';
import { releaseExpiredHolds } from '#server/modules/orders/tour-capacity.ts';
import { fromSignedCents, signedCents } from '#server/modules/store-credit/ledger.ts';
import { bookingDue } from '#server/modules/tour-bookings/booking-payments.ts';
import { type PaidSession, recordPayment } from './mark-paid';
import type { PushProviders } from './mobile-money/push-provider';
import type { PaymentProvider, ReportedPayment } from './provider';
import { cancelUrl, successUrl } from './return-urls';
import { toMinorUnits } from './stripe-provider';

/** The delivery fee's line on the provider's checkout page (docs/delivery.md). */
const DELIVERY_LINE = 'Delivery';

/**
 * The lines on the provider's page: the order's lines and its delivery fee (docs/delivery.md).
 * A hosted checkout takes no negative line, so an order with a discount code's saving
 * (docs/discount-codes.md) is one line of its total, naming the code, and the page charges the
 * order's own total.
 */
export function providerLines(order: Order): { name: string; quantity: number; unitPrice: string }[] {
  // docs/store-credit.md: the rest after store credit is one line too.
  if (toMinorUnits(order.discount_amount) > 0 || toMinorUnits(order.store_credit_amount ?? '0') > 0) {
    const names = order.items.map((item) => `${item.quantity} x ${item.item_name}`).join(', ');
    const name = `Order ${order.order_id}: ${names} (discount code ${order.discount_code ?? ''})`;
    return [{ name: name.slice(0, 250), quantity: 1, unitPrice: order.total_amount }];
  }
  const lines = order.items.map((item) => ({
    name: item.item_name,
    quantity: item.quantity,
    unitPrice: item.price,
  }));
  if (toMinorUnits(order.delivery_fee) > 0) {
    lines.push({ name: DELIVERY_LINE, quantity: 1, unitPrice: order.delivery_fee });
  }
  return lines;
}

export type Providers = {
  active: PaymentProvider;
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
};

export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly providers: Providers,
    private readonly log: FastifyBaseLogger,
    /** Every configured mobile-money aggregator, to withdraw the pushes a payment made needless. */
    private readonly pushProviders: PushProviders['byName'] = {},
  ) {}

  /** Opens a hosted checkout for the caller's own pending, unpaid order, returning to `shopUrl`. */
  async checkout(userId: number, orderId: number, shopUrl: string): Promise<CheckoutSession> {
    const order = await payableOrder(this.db, userId, orderId);
    const provider = this.providers.active;
    const { sessionId, url } = await provider.createSession({
      order: { id: order.id, reference: order.order_id, currency: order.currency, total: order.total_amount },
      lines: providerLines(order),
      shopUrl,
      successUrl: successUrl(shopUrl, order),
      cancelUrl: cancelUrl(shopUrl, order.order_type),
      holdExpiresAt: order.hold_expires_at ? new Date(order.hold_expires_at) : null,
    });
    await this.db.insert(paymentSessions).values({
      orderId: order.id,
      userId,
      provider: provider.name,
      providerSessionId: sessionId,
      amount: order.total_amount,
      currency: order.currency,
      url,
      purpose: order.purpose,
    });
    return { session_id: sessionId, url, provider: provider.name };
  }

  /** The return page's check: asks the provider about the caller's own session, marks the order paid once. */
  async confirm(userId: number, sessionId: string): Promise<PaymentConfirmation> {
    const [session] = await this.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.providerSessionId, sessionId), eq(paymentSessions.userId, userId)));
    if (!session) throw AppError.notFound('Payment session not found.');
    const name = PaymentProviderName.safeParse(session.provider);
    const provider = name.success ? this.providers.byName[name.data] : undefined;
    if (!provider) {
      throw AppError.conflict('This payment went through a provider that is no longer configured.');
    }
    const reported = await provider.paymentOf(sessionId);
    if (reported) await this.record(session, reported);
    const order = (await loadOrder(this.db, eq(orders.id, session.orderId)))!;
    return { order, session_id: sessionId, paid: order.payment_status === 'paid' };
  }

  /** A provider told us (signed webhook) that a session was paid, and what; unknown sessions are ignored. */
  async providerReportsPaid(
    provider: PaymentProviderName,
    sessionId: string,
    reported: ReportedPayment,
  ): Promise<void> {
    const session = await this.findProviderSession(provider, sessionId);
    if (session) await this.record(session, reported);
  }

  /** Records a payment the server confirmed with its provider, then closes the order's other sessions there. */
  async record(session: PaidSession, reported: ReportedPayment): Promise<void> {
    await this.closeAtProviders(await recordPayment(this.db, session, reported));
  }

  /**
   * docs/payments.md: what the shop closed in its records (another payment paid the order, or it
   * was cancelled) is closed at each provider too, so the customer is not left a way to pay it.
   */
  async closeAtProviders(closed: ClosedPayments): Promise<void> {
    await Promise.all([
      ...closed.sessions.map((session) => this.expireAtProvider(session)),
      ...closed.pushes.map((push) => this.withdrawPush(push)),
    ]);
  }

  /** Best effort, as expireAtProvider; an aggregator with no cancel call leaves the push to time out. */
  private async withdrawPush(push: ClosedPush): Promise<void> {
    const provider = Object.hasOwn(this.pushProviders, push.provider)
      ? this.pushProviders[push.provider as keyof PushProviders['byName']]
      : undefined;
    try {
      await provider?.cancel?.(push.reference);
    } catch (err) {
      this.log.warn({ err, reference: push.reference }, 'could not withdraw a mobile money push');
    }
  }

  /**
   * Best effort: if the provider cannot be reached, a payment on that session still lands and is
   * recorded with a refund due, so nothing is lost.
   */
  private async expireAtProvider(session: ClosedSession): Promise<void> {
    const name = PaymentProviderName.safeParse(session.provider);
    const provider = name.success ? this.providers.byName[name.data] : undefined;
    try {
      await provider?.expire(session.providerSessionId);
    } catch (err) {
      this.log.warn(
        { err, session: session.providerSessionId },
        'could not expire a checkout session at its provider',
      );
    }
  }

  async providerReportsExpired(provider: PaymentProviderName, sessionId: string): Promise<void> {
    await this.db
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentSessions.provider, provider),
          eq(paymentSessions.providerSessionId, sessionId),
          eq(paymentSessions.status, 'open'),
        ),
      );
  }

  private async findProviderSession(provider: PaymentProviderName, sessionId: string) {
    const [session] = await this.db
      .select({
        id: paymentSessions.id,
        orderId: paymentSessions.orderId,
        provider: paymentSessions.provider,
        amount: paymentSessions.amount,
        currency: paymentSessions.currency,
      })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, sessionId)));
    return session;
  }
}

/** An order as one payment pays it: its total, or a booking's deposit or balance as its one line. */
export type PayableOrder = Order & { purpose: PaymentPurpose };

/**
 * The caller's own order, if it can be paid online now: pending and unpaid (docs/payments.md), or
 * a booking with terms whose deposit or balance is due (docs/tours-pricing.md), as that amount.
 */
export async function payableOrder(db: Db, userId: number, orderId: number): Promise<PayableOrder> {
  await releaseExpiredHolds(db);
  const order = await loadOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId))!);
  if (!order) throw AppError.notFound('Order not found.');
  const conflict = ERROR_CODES.conflict;
  if (order.payment_status === 'paid') throw AppError.refused(409, conflict, 'orderPaid', {});
  const due =
    order.kind === 'tour_booking' ? await bookingDue(db, order.id, order.items[0]?.item_name ?? '') : null;
  if (due) {
    if (order.status === 'cancelled') throw AppError.refused(409, conflict, 'orderCancelled', {});
    const line = { ...order.items[0]!, item_name: due.label, quantity: 1, price: due.amount };
    return { ...order, total_amount: due.amount, subtotal: due.amount, items: [line], purpose: due.purpose };
  }
  if (order.status !== 'pending') {
    throw AppError.refused(
      409,
      conflict,
      order.status === 'cancelled' ? 'orderCancelled' : 'orderNotPending',
      {},
    );
  }
  // docs/store-credit.md: the provider is asked for what the order's store credit left to pay.
  const rest = fromSignedCents(
    signedCents(order.total_amount) - signedCents(order.store_credit_amount ?? '0'),
  );
  return { ...order, total_amount: rest, purpose: 'full' };
}
