import { randomBytes } from 'node:crypto';
import type { Currency } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import { formatMoney } from '@shop/contract/money-format';
import {
  OPEN_REFUND_STATES,
  type OrderRefunds,
  REFUND_STUCK_MINUTES,
  type Refund,
  type RefundMethod,
  type RefundSource,
} from '@shop/contract/refunds';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, payments, refunds, tourBookings, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fromCents, toCents } from '#server/modules/receipts/receipt-lines.ts';
import { bookingShares } from './booking-shares';
import { refundDone } from './refund-completion';
import type { RefundProviders } from './refund-provider';

/**
 * docs/refunds.md: what a caller asks to pay back. The returns and warranty claims call this too.
 * - `paymentId`: the payment the money goes back on (its provider, its currency).
 * - `amount`: in the payment's currency; all it still holds when left out.
 * - `reason`: said in the admin's list and the audit log.
 * - `by`: who asked (an admin), or null for the shop itself.
 * - `source`: why: `admin`, `payment_due`, `booking`, `return`.
 * - `method`: `provider` (the worker sends it) or `manual` (sent by hand; `reference` says where).
 * - `requestKey`: the caller's own key: the same key again answers the first refund, never a second.
 */
export type RefundRequest = {
  paymentId: number;
  amount?: string;
  reason: string;
  by: number | null;
  source: RefundSource;
  method?: RefundMethod;
  reference?: string;
  requestKey?: string;
};

type RefundRow = typeof refunds.$inferSelect;

/** Providers that pay money back only by hand (docs/refunds.md): no refund API the shop can call. */
export function paysBackItself(providers: RefundProviders, provider: string): boolean {
  return providers[provider] !== undefined;
}

/** Needs attention's count (docs/admin-dashboard.md): refunds failed or stuck, as attention() lists them. */
export async function countRefundsAttention(db: Db, now = new Date()): Promise<number> {
  const stuckBefore = new Date(now.getTime() - REFUND_STUCK_MINUTES * 60_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(attentionWhere(stuckBefore));
  return row?.n ?? 0;
}

/** A refund's idempotency key: letters and digits (ClickPesa's order references), never reused. */
export const newRefundKey = () => `RF${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * docs/refunds.md: asks for a refund of one payment, in the caller's transaction (or its own).
 * The payment's row is locked first, so refunds asked for at once take turns and never add up to
 * more than the payment: the sum of its refunds not failed, this one included, is at most its
 * amount (409 `refundTooMuch` otherwise). A refund by provider is sent by the worker; one sent
 * by hand is done at once.
 */
export async function requestRefund(
  db: Db | Tx,
  providers: RefundProviders,
  request: RefundRequest,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, request.paymentId))
      .for('update');
    if (!payment) throw AppError.notFound('Payment not found.');
    if (request.requestKey) {
      const [first] = await tx.select().from(refunds).where(eq(refunds.requestKey, request.requestKey));
      if (first) {
        const same =
          first.paymentId === payment.id &&
          (request.amount === undefined || toCents(request.amount) === toCents(first.amount));
        if (!same) throw AppError.refused(409, ERROR_CODES.conflict, 'refundKeyReused', {});
        return first;
      }
    }
    // A payment recorded as refunded before refunds were kept (the former "Mark refunded") has nothing left.
    const left =
      payment.refundStatus === 'refunded'
        ? 0n
        : toCents(payment.amount) - (await refundedCents(tx, payment.id));
    const cents = request.amount === undefined ? left : toCents(request.amount);
    if (cents <= 0n || cents > left) {
      const shown = formatMoney(fromCents(left > 0n ? left : 0n), payment.currency as Currency);
      throw AppError.refused(409, ERROR_CODES.conflict, 'refundTooMuch', { left: shown });
    }
    const method = request.method ?? 'provider';
    if (method === 'provider' && !paysBackItself(providers, payment.provider)) {
      throw AppError.refused(409, ERROR_CODES.conflict, 'refundByHand', {});
    }
    const manual = method === 'manual';
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        amount: fromCents(cents),
        currency: payment.currency,
        reason: request.reason,
        source: request.source,
        requestedBy: request.by,
        idempotencyKey: newRefundKey(),
        requestKey: request.requestKey ?? null,
        method,
        provider: payment.provider,
        status: manual ? 'manual' : 'requested',
        providerReference: manual ? (request.reference ?? null) : null,
        // A sale's own refund credits its receipt; money already owed back was credited when it
        // became owed (a cancel, docs/receipts.md) or never had a receipt (a second payment).
        creditsReceipt:
          (request.source === 'admin' || request.source === 'return') &&
          payment.outcome === 'applied' &&
          payment.refundStatus === 'none',
        sentAt: manual ? new Date() : null,
        completedAt: manual ? new Date() : null,
      })
      .returning();
    if (manual) await refundDone(tx, refund!);
    return refund!;
  });
}

/** The payment's refunds that are not failed: what it has given back or is giving back, in cents. */
async function refundedCents(tx: Tx, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), sql`${refunds.status} <> 'failed'`));
  return toCents(row?.sum ?? '0');
}

/** The refunds of an order, the admin's view of them, and what each payment may still give back. */
export class RefundsService {
  constructor(
    private readonly db: Db,
    readonly providers: RefundProviders,
  ) {}

  /** docs/refunds.md: an admin refunds a payment of an order, audit-logged as `payment.refund`. */
  async refundPayment(
    actor: AuditActor,
    orderId: number,
    paymentId: number,
    body: { amount?: string; reason: string; method: RefundMethod; reference?: string },
  ): Promise<Refund> {
    const refund = await this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select({ orderId: payments.orderId, refundStatus: payments.refundStatus })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (!payment || payment.orderId !== orderId) throw AppError.notFound('Payment not found.');
      const row = await requestRefund(tx, this.providers, {
        paymentId,
        amount: body.amount,
        reason: body.reason,
        by: actor.id,
        source: payment.refundStatus === 'due' ? 'payment_due' : 'admin',
        method: body.method,
        reference: body.reference,
      });
      await this.audit(tx, actor, row);
      return row;
    });
    return (await this.view([refund.id]))[0]!;
  }

  /**
   * docs/refunds.md, "Tour bookings": a cancelled booking's refund due is paid back off its
   * payments, through their providers or by hand. Asked again (a part failed), only what is still
   * owed is asked for.
   */
  async refundBooking(
    actor: AuditActor,
    orderId: number,
    body: { method: RefundMethod; reference?: string },
  ): Promise<Refund[]> {
    const made = await this.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [booking] = await tx
        .select({ refundDue: tourBookings.refundDue, refundedAt: tourBookings.refundedAt })
        .from(tourBookings)
        .where(eq(tourBookings.orderId, orderId));
      const owed = (await bookingShares(tx, orderId)).filter((share) => share.cents > 0n);
      if (!booking?.refundDue || booking.refundedAt || owed.length === 0)
        throw AppError.refused(409, ERROR_CODES.conflict, 'noRefundDue', {});
      const rows: RefundRow[] = [];
      for (const share of owed) {
        const row = await requestRefund(tx, this.providers, {
          paymentId: share.paymentId,
          amount: fromCents(share.cents),
          reason: 'Booking cancelled under its terms',
          by: actor.id,
          source: 'booking',
          method: body.method,
          reference: body.reference,
        });
        await this.audit(tx, actor, row);
        rows.push(row);
      }
      return rows;
    });
    return this.view(made.map((r) => r.id));
  }

  async orderRefunds(orderId: number): Promise<OrderRefunds> {
    const rows = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(desc(refunds.id))
      .limit(100);
    const paid = await this.db
      .select({
        id: payments.id,
        provider: payments.provider,
        currency: payments.currency,
        amount: payments.amount,
        refunded: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'failed'), 0)::text`,
      })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(eq(payments.orderId, orderId))
      .groupBy(payments.id)
      .orderBy(payments.id);
    return {
      refunds: await this.view(rows.map((r) => r.id)),
      refundable: paid.map((p) => ({
        payment_id: p.id,
        provider: p.provider,
        currency: p.currency,
        refundable: fromCents(toCents(p.amount) - toCents(p.refunded)),
        by_provider: paysBackItself(this.providers, p.provider),
      })),
    };
  }

  /**
   * Needs attention: refunds failed with nothing asked for since on their payment, and refunds
   * still open REFUND_STUCK_MINUTES after they were asked for. Newest first, at most 50.
   */
  async attention(now = new Date()): Promise<Refund[]> {
    const stuckBefore = new Date(now.getTime() - REFUND_STUCK_MINUTES * 60_000);
    const rows = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(attentionWhere(stuckBefore))
      .orderBy(desc(refunds.id))
      .limit(50);
    return this.view(rows.map((r) => r.id));
  }

  async view(ids: number[]): Promise<Refund[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ refund: refunds, by: users.username })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.requestedBy))
      .where(inArray(refunds.id, ids))
      .orderBy(desc(refunds.id));
    return rows.map(({ refund, by }) => ({
      id: refund.id,
      payment_id: refund.paymentId,
      order_id: refund.orderId,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      source: refund.source,
      method: refund.method as RefundMethod,
      provider: refund.provider,
      status: refund.status as Refund['status'],
      provider_reference: refund.providerReference,
      attempts: refund.attempts,
      last_error: refund.lastError,
      requested_by: by,
      created_at: refund.createdAt.toISOString(),
      completed_at: refund.completedAt?.toISOString() ?? null,
    }));
  }

  private async audit(tx: Tx, actor: AuditActor, refund: RefundRow) {
    const [order] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    await recordAudit(
      tx,
      actor,
      'payment.refund',
      { type: 'order', id: refund.orderId },
      {
        order_id: order?.orderId,
        payment_id: refund.paymentId,
        refund_id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        method: refund.method,
        reason: refund.reason,
      },
    );
  }
}

function attentionWhere(stuckBefore: Date) {
  // Written out: drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
  const later = sql`exists (select 1 from refunds n where n.payment_id = refunds.payment_id and n.id > refunds.id)`;
  return or(
    and(eq(refunds.status, 'failed'), sql`not ${later}`),
    and(inArray(refunds.status, [...OPEN_REFUND_STATES]), lt(refunds.createdAt, stuckBefore)),
  );
}
