import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { mobileMoneyAttempts, paymentSessions, payments, refunds } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { refundDone, refundSent } from './refund-completion';
import {
  type RefundAnswer,
  type RefundOrder,
  type RefundProvider,
  RefundProviderError,
  type RefundProviders,
} from './refund-provider';

type RefundRow = typeof refunds.$inferSelect;

/** docs/refunds.md: the wait after each try whose outcome is unknown; the last repeats. */
export const REFUND_RETRY_DELAYS_SECONDS = [10, 30, 60, 120, 300, 600];
/** How soon a refund the provider holds as pending is asked about again. */
export const REFUND_PENDING_CHECK_SECONDS = 60;
/** At most this many refunds in one pass, so a pass ends. */
const PASS_LIMIT = 20;

/**
 * A lease lasts the calls one try may make (Stripe: the session, a lookup and a create), each
 * cut off at the provider's timeout, and a margin: a process killed mid-try leaves the refund to
 * another (or itself restarted) once the lease ends.
 */
export const refundLeaseSeconds = (timeoutMs: number) => Math.ceil((3 * timeoutMs) / 1000) + 5;

/**
 * docs/refunds.md, "Sending": sends requested refunds to their providers with their key, asks
 * again about those whose answer was lost (a timeout, a crash) before sending them again with the
 * same key, and follows each pending one to its end. Any number of processes run it at once: a
 * refund is leased (`claimed_until`) by one, as the outbox leases its messages (docs/messages.md).
 */
export class RefundWorker {
  constructor(
    private readonly db: Db,
    private readonly providers: RefundProviders,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** One pass: every refund due, one at a time. How many reached an answer. `now`: a test's clock. */
  async sendDue(now = new Date()): Promise<number> {
    let answered = 0;
    for (let i = 0; i < PASS_LIMIT; i++) {
      const refund = await this.claim(now);
      if (!refund) break;
      if (await this.handle(refund, now)) answered += 1;
    }
    return answered;
  }

  /**
   * Leases the refund due soonest that no live lease holds, counting the try and marking it
   * `sending` before the provider is called: a crash after this leaves a refund whose answer
   * is unknown, which the next try first asks the provider about.
   */
  private async claim(now: Date): Promise<RefundRow | null> {
    const lease = refundLeaseSeconds(this.longestTimeoutMs());
    const [row] = await sqlRows<{ id: number }>(
      this.db,
      sql`update refunds r set
            claimed_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${lease}),
            status = case when r.status = 'requested' then 'sending' else r.status end,
            attempts = r.attempts + 1
          from (
            select id from refunds
            where status in ('requested', 'sending', 'pending') and method = 'provider'
              and next_attempt_at <= ${now.toISOString()}::timestamptz
              and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
            order by next_attempt_at, id
            limit 1
            for update skip locked
          ) due
          where r.id = due.id
          returning r.id`,
    );
    if (!row) return null;
    const [refund] = await this.db.select().from(refunds).where(eq(refunds.id, row.id));
    return refund ?? null;
  }

  private async handle(refund: RefundRow, now: Date): Promise<boolean> {
    const provider = this.providers[refund.provider];
    try {
      if (!provider) throw new RefundProviderError(`${refund.provider} is not configured here`, true);
      const order = await this.orderOf(refund);
      const answer = await this.ask(provider, refund, order);
      await this.record(refund, answer, now);
      return true;
    } catch (error) {
      const failure =
        error instanceof RefundProviderError ? error : new RefundProviderError(String(error), true);
      // A refund the provider already took is never failed here: only a refused send is.
      const refused = !failure.temporary && refund.status !== 'pending';
      if (refused) {
        await this.record(refund, { state: 'failed', providerReference: null, reason: failure.message }, now);
      } else {
        this.log.warn({ refund: refund.id, err: failure.message }, 'refund: no answer, asking again later');
        await this.retryLater(refund, failure.message, now);
      }
      return refused;
    }
  }

  /**
   * A pending refund is asked about. One being sent is first looked for at the provider when an
   * earlier try may have reached it (its answer lost), then sent with its key, which the provider
   * answers with the first refund if it had one after all.
   */
  private async ask(provider: RefundProvider, refund: RefundRow, order: RefundOrder): Promise<RefundAnswer> {
    if (refund.status === 'pending') {
      const found = await provider.find(order);
      if (!found) throw new RefundProviderError('the provider no longer reports this refund', true);
      return found;
    }
    if (refund.attempts > 1) {
      const found = await provider.find(order);
      if (found) return found;
    }
    return provider.send(order);
  }

  /** The answer recorded, if the refund is still open (another process may have recorded it first). */
  private async record(refund: RefundRow, answer: RefundAnswer, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values =
        answer.state === 'pending'
          ? {
              status: 'pending',
              nextAttemptAt: new Date(now.getTime() + REFUND_PENDING_CHECK_SECONDS * 1000),
              sentAt: refund.sentAt ?? now,
            }
          : answer.state === 'succeeded'
            ? { status: 'succeeded', sentAt: refund.sentAt ?? now, completedAt: now }
            : { status: 'failed', completedAt: now, lastError: (answer.reason ?? 'refused').slice(0, 500) };
      const [updated] = await tx
        .update(refunds)
        .set({
          ...values,
          providerReference: answer.providerReference ?? refund.providerReference,
          claimedUntil: null,
        })
        .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['sending', 'pending'])))
        .returning();
      if (!updated) return;
      if (updated.status === 'succeeded') await refundDone(tx, updated);
      else if (updated.status === 'pending') await refundSent(tx, updated);
    });
  }

  private async retryLater(refund: RefundRow, error: string, now: Date): Promise<void> {
    const delays = REFUND_RETRY_DELAYS_SECONDS;
    const wait =
      refund.status === 'pending'
        ? REFUND_PENDING_CHECK_SECONDS
        : delays[Math.min(refund.attempts, delays.length) - 1]!;
    await this.db
      .update(refunds)
      .set({
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + wait * 1000),
        claimedUntil: null,
      })
      .where(eq(refunds.id, refund.id));
  }

  private async orderOf(refund: RefundRow): Promise<RefundOrder> {
    const [row] = await this.db
      .select({ sessionId: paymentSessions.providerSessionId, msisdn: mobileMoneyAttempts.msisdn })
      .from(paymentSessions)
      .innerJoin(payments, eq(payments.sessionId, paymentSessions.id))
      .leftJoin(mobileMoneyAttempts, eq(mobileMoneyAttempts.sessionId, paymentSessions.id))
      .where(eq(payments.id, refund.paymentId));
    if (!row) throw new RefundProviderError('the payment has no session', false);
    return {
      key: refund.idempotencyKey,
      amount: refund.amount,
      currency: refund.currency,
      providerSessionId: row.sessionId,
      msisdn: row.msisdn,
    };
  }

  private longestTimeoutMs(): number {
    return Math.max(1000, ...Object.values(this.providers).map((p) => p?.timeoutMs ?? 0));
  }
}
