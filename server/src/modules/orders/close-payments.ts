import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { mobileMoneyAttempts, paymentSessions } from '#server/db/schema.ts';

/** A hosted checkout closed in the shop's records; the caller closes it at its provider too. */
export type ClosedSession = { provider: string; providerSessionId: string };
/** A mobile-money push withdrawn in the shop's records; the caller withdraws it at its aggregator where it can. */
export type ClosedPush = { provider: string; reference: string };
export type ClosedPayments = { sessions: ClosedSession[]; pushes: ClosedPush[] };

export const NO_CLOSED_PAYMENTS: ClosedPayments = { sessions: [], pushes: [] };

/**
 * docs/payments.md: once an order is paid or cancelled, its other ways to pay close: open
 * checkout sessions take `status`, and pending mobile-money attempts fail with `reason`, so the
 * customer cannot pay twice. Runs in the caller's transaction, which holds the order row.
 */
export async function closeOpenPayments(
  tx: Tx,
  orderId: number,
  status: 'expired' | 'cancelled',
  reason: string,
): Promise<ClosedPayments> {
  const closed = await tx
    .update(paymentSessions)
    .set({ status })
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
    .returning({
      id: paymentSessions.id,
      provider: paymentSessions.provider,
      providerSessionId: paymentSessions.providerSessionId,
    });
  if (closed.length === 0) return NO_CLOSED_PAYMENTS;
  const pushes = await tx
    .update(mobileMoneyAttempts)
    .set({ status: 'failed', failureReason: reason })
    .where(
      and(
        inArray(
          mobileMoneyAttempts.sessionId,
          closed.map((session) => session.id),
        ),
        eq(mobileMoneyAttempts.status, 'pending'),
      ),
    )
    .returning({
      sessionId: mobileMoneyAttempts.sessionId,
      provider: mobileMoneyAttempts.provider,
      reference: mobileMoneyAttempts.reference,
    });
  const pushSessions = new Set(pushes.map((push) => push.sessionId));
  return {
    sessions: closed
      .filter((session) => !pushSessions.has(session.id))
      .map(({ provider, providerSessionId }) => ({ provider, providerSessionId })),
    pushes: pushes.map(({ provider, reference }) => ({ provider, reference })),
  };
}
