import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@shop/contract/errors';
import {
  MOBILE_MONEY_ATTEMPT_MINUTES,
  MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR,
  MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR,
  MOBILE_MONEY_PUSHES_PER_ORDER,
  MOBILE_MONEY_STATUS_CHECK_SECONDS,
  type MobileMoneyAttempt,
  type MobileMoneyOperator,
  maskMsisdn,
  operatorOf,
  type StartMobileMoneyBody,
  tzsAmountOf,
} from '@shop/contract/mobile-money';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { mobileMoneyAttempts, orders, paymentSessions, payments } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type PaymentsService, payableOrder } from '#server/modules/payments/service.ts';
import { readPaymentSettings } from '#server/modules/settings/payment-settings.ts';
import { demoPhonePath } from './demo-phone-page';
import {
  ForgedCallbackError,
  type MobileMoneyPushProvider,
  PushProviderError,
  type PushProviders,
  type PushStatus,
} from './push-provider';

type AttemptRow = typeof mobileMoneyAttempts.$inferSelect;

export const PUSH_UNAVAILABLE_REASON =
  'The mobile money service could not be reached. Nothing was charged; please try again.';
export const EXPIRED_REASON = 'The payment was not approved on the phone in time.';
export const MISMATCH_REASON =
  'The mobile money provider reported another amount than this payment asked for; it will be refunded.';
export const CANCELLED_REFUND_REASON =
  'The order was cancelled before this payment arrived; it will be refunded.';
const CURRENCY = 'TZS';
/** Attempts one background pass asks about at most; the rest wait for the next pass. */
const RECONCILE_BATCH = 50;
/** Where routes.ts takes each provider's callbacks. */
const callbackPath = (provider: string) => `/api/payments/mobile-money/callback/${provider}/`;

/**
 * docs/payments.md: mobile-money payments. Starting one sends a push to the customer's phone; the
 * order is paid only once the provider's status API confirms the attempt's reference, amount and
 * currency. Browser polls and callbacks only prompt that question.
 */
export class MobileMoneyService {
  constructor(
    private readonly db: Db,
    private readonly providers: PushProviders,
    private readonly payments: PaymentsService,
    private readonly log: FastifyBaseLogger,
    /** Where aggregators call back: the configured address, never a customer's Host (return-urls.ts). */
    private readonly shopAddress: string,
  ) {}

  async start(userId: number, body: StartMobileMoneyBody, shopUrl: string): Promise<MobileMoneyAttempt> {
    const order = await payableOrder(this.db, userId, body.order_id);
    const provider = this.providers.active;
    if (!provider) throw AppError.refused(409, ERROR_CODES.conflict, 'mobileMoneyOff', {});
    const rate = order.currency === 'USD' ? (await readPaymentSettings(this.db)).usd_to_tzs_rate : null;
    const amountTzs = tzsAmountOf(order.total_amount, order.currency, rate ?? '1');
    // Letters and digits only: some aggregators refuse any other character in a reference.
    const reference = `MM${randomBytes(10).toString('hex').toUpperCase()}`;
    const attempt = await this.db.transaction(async (tx) => {
      await withinPushLimits(tx, userId, order.id, body.phone);
      const [session] = await tx
        .insert(paymentSessions)
        .values({
          orderId: order.id,
          userId,
          provider: provider.name,
          providerSessionId: reference,
          amount: amountTzs,
          currency: CURRENCY,
          url: provider.name === 'demo' ? `${shopUrl}${demoPhonePath(reference)}` : '',
          purpose: order.purpose,
        })
        .returning({ id: paymentSessions.id });
      const [row] = await tx
        .insert(mobileMoneyAttempts)
        .values({
          orderId: order.id,
          sessionId: session!.id,
          provider: provider.name,
          reference,
          msisdn: body.phone,
          operator: operatorOf(body.phone)!,
          amountTzs,
          rate,
          expiresAt: sql`now() + ${sql.raw(`interval '${MOBILE_MONEY_ATTEMPT_MINUTES} minutes'`)}`,
        })
        .returning();
      return row!;
    });
    try {
      const { providerReference } = await provider.push({
        reference,
        amountTzs,
        msisdn: body.phone,
        description: `Order ${order.order_id}`,
        callbackUrl: `${this.shopAddress}${callbackPath(provider.name)}`,
      });
      if (providerReference) {
        await this.db
          .update(mobileMoneyAttempts)
          .set({ providerReference })
          .where(eq(mobileMoneyAttempts.id, attempt.id));
      }
    } catch (err) {
      if (!(err instanceof PushProviderError)) throw err;
      this.log.warn({ err, reference }, 'mobile money push refused or unreachable');
      await this.close(attempt, 'failed', PUSH_UNAVAILABLE_REASON);
    }
    // The push has only just gone out: nothing to ask the provider yet.
    return this.toView((await this.find(eq(mobileMoneyAttempts.id, attempt.id)))!, shopUrl);
  }

  /**
   * The caller's own attempt, from the shop's record. While it is pending the provider is asked
   * too, at most once every MOBILE_MONEY_STATUS_CHECK_SECONDS per attempt: the claim is one
   * conditional update, so it holds across browsers and API processes.
   */
  async view(userId: number, attemptId: number, shopUrl: string): Promise<MobileMoneyAttempt> {
    const found = await this.find(and(eq(mobileMoneyAttempts.id, attemptId), eq(orders.userId, userId))!);
    if (!found) throw AppError.notFound('Payment attempt not found.');
    if (found.attempt.status === 'pending') {
      const [claimed] = await this.db
        .update(mobileMoneyAttempts)
        .set({ lastCheckedAt: sql`now()` })
        .where(
          and(
            eq(mobileMoneyAttempts.id, attemptId),
            eq(mobileMoneyAttempts.status, 'pending'),
            or(
              isNull(mobileMoneyAttempts.lastCheckedAt),
              lte(
                mobileMoneyAttempts.lastCheckedAt,
                sql`now() - make_interval(secs => ${MOBILE_MONEY_STATUS_CHECK_SECONDS})`,
              ),
            ),
          ),
        )
        .returning();
      if (claimed) await this.reconcile(claimed);
    }
    return this.toView((await this.find(eq(mobileMoneyAttempts.id, attemptId)))!, shopUrl);
  }

  /**
   * TEST MODE: the demo phone answered `reference`. As a real aggregator's callback would, the
   * answer prompts the status question at once, so the waiting screen follows without delay.
   */
  async demoPhoneAnswered(reference: string): Promise<void> {
    const [attempt] = await this.db
      .update(mobileMoneyAttempts)
      .set({ lastCheckedAt: sql`now()` })
      .where(and(eq(mobileMoneyAttempts.provider, 'demo'), eq(mobileMoneyAttempts.reference, reference)))
      .returning();
    if (attempt && attempt.status !== 'paid') await this.reconcile(attempt);
  }

  /**
   * A callback from `providerName`: verified over its raw body, stored on its attempt, and then
   * only a prompt to ask the provider. A late one still counts: money that arrives is never lost.
   * The same bytes again (a replay, or the aggregator's retry) are neither stored nor asked about
   * twice: the check and the append are one conditional update.
   */
  async callback(providerName: string, rawBody: string, headers: Record<string, string | undefined>) {
    // The name comes from the URL: an own key only, never one of Object's (`valueOf`).
    const provider = Object.hasOwn(this.providers.byName, providerName)
      ? this.providers.byName[providerName as MobileMoneyPushProvider['name']]
      : undefined;
    if (!provider) throw AppError.notFound('This mobile money provider is not configured.');
    let reference: string;
    try {
      reference = provider.verifyCallback(rawBody, headers).reference;
    } catch (err) {
      if (!(err instanceof ForgedCallbackError)) throw err;
      this.log.warn({ provider: providerName, body: rawBody.slice(0, 2000) }, 'forged mobile money callback');
      throw AppError.unauthenticated('Callback signature does not match.');
    }
    const sha256 = createHash('sha256').update(rawBody).digest('hex');
    const stored = { received_at: new Date().toISOString(), body: rawBody, sha256 };
    const [attempt] = await this.db
      .update(mobileMoneyAttempts)
      .set({
        callbacks: sql`${mobileMoneyAttempts.callbacks} || ${JSON.stringify([stored])}::jsonb`,
        lastCheckedAt: sql`now()`,
      })
      .where(
        and(
          eq(mobileMoneyAttempts.provider, provider.name),
          eq(mobileMoneyAttempts.reference, reference),
          sql`not ${mobileMoneyAttempts.callbacks} @> ${JSON.stringify([{ sha256 }])}::jsonb`,
        ),
      )
      .returning();
    if (attempt && attempt.status !== 'paid') await this.reconcile(attempt);
  }

  /**
   * One background pass: claims the pending attempts due a check by moving their next check
   * `claimSeconds` on (rows another API process holds are skipped, and once claimed they are no
   * longer due), then asks about each, expiring those past their time. Returns how many it claimed.
   */
  async reconcileDue(claimSeconds: number): Promise<number> {
    const due = this.db
      .select({ id: mobileMoneyAttempts.id })
      .from(mobileMoneyAttempts)
      .where(and(eq(mobileMoneyAttempts.status, 'pending'), lte(mobileMoneyAttempts.nextCheckAt, sql`now()`)))
      .orderBy(asc(mobileMoneyAttempts.nextCheckAt))
      .limit(RECONCILE_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(mobileMoneyAttempts)
      .set({ nextCheckAt: sql`now() + make_interval(secs => ${claimSeconds})`, lastCheckedAt: sql`now()` })
      .where(and(inArray(mobileMoneyAttempts.id, due), eq(mobileMoneyAttempts.status, 'pending')))
      .returning();
    for (const attempt of claimed) {
      try {
        await this.reconcile(attempt);
      } catch (err) {
        // One attempt that cannot be settled must not hold back the others.
        this.log.error({ err, reference: attempt.reference }, 'could not reconcile a mobile money attempt');
      }
    }
    return claimed.length;
  }

  /** Asks the provider about one attempt and applies the answer; safe to run any number of times. */
  private async reconcile(attempt: AttemptRow): Promise<void> {
    const provider = this.providers.byName[attempt.provider as MobileMoneyPushProvider['name']];
    let status: PushStatus = { state: 'pending' };
    if (provider) {
      try {
        status = await provider.status(attempt.reference);
      } catch (err) {
        if (!(err instanceof PushProviderError)) throw err;
        this.log.warn({ err, reference: attempt.reference }, 'could not ask for a mobile money status');
      }
    }
    if (status.state === 'paid') return this.paid(attempt, status);
    if (status.state === 'failed') return this.close(attempt, 'failed', status.reason.slice(0, 500));
    if (attempt.expiresAt.getTime() <= Date.now()) await this.close(attempt, 'expired', EXPIRED_REASON);
  }

  private async paid(attempt: AttemptRow, status: Extract<PushStatus, { state: 'paid' }>): Promise<void> {
    await this.payments.record(
      {
        id: attempt.sessionId,
        orderId: attempt.orderId,
        provider: attempt.provider,
        amount: attempt.amountTzs,
        currency: CURRENCY,
      },
      { amount: status.amount, currency: status.currency },
    );
    const [recorded] = await this.db
      .select({ outcome: payments.outcome })
      .from(payments)
      .where(eq(payments.sessionId, attempt.sessionId));
    // Money that could not pay the order (another amount, or an order cancelled meanwhile) is
    // owed back: the attempt says so rather than that the order was paid.
    const owedBack =
      recorded?.outcome === 'mismatch'
        ? MISMATCH_REASON
        : recorded?.outcome === 'order_cancelled'
          ? CANCELLED_REFUND_REASON
          : null;
    await this.db
      .update(mobileMoneyAttempts)
      .set({
        status: owedBack ? 'failed' : 'paid',
        failureReason: owedBack,
        ...(status.providerReference && { providerReference: status.providerReference }),
      })
      .where(and(eq(mobileMoneyAttempts.id, attempt.id), ne(mobileMoneyAttempts.status, 'paid')));
  }

  /** Ends a pending attempt and its session; the order stays unpaid and may be tried again. */
  private async close(attempt: AttemptRow, status: 'failed' | 'expired', reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(mobileMoneyAttempts)
        .set({ status, failureReason: reason })
        .where(and(eq(mobileMoneyAttempts.id, attempt.id), eq(mobileMoneyAttempts.status, 'pending')))
        .returning({ id: mobileMoneyAttempts.id });
      if (!closed) return;
      await tx
        .update(paymentSessions)
        .set({ status: 'expired' })
        .where(and(eq(paymentSessions.id, attempt.sessionId), eq(paymentSessions.status, 'open')));
    });
  }

  private select() {
    return this.db
      .select({ attempt: mobileMoneyAttempts, currency: orders.currency, total: orders.totalAmount })
      .from(mobileMoneyAttempts)
      .innerJoin(orders, eq(orders.id, mobileMoneyAttempts.orderId))
      .$dynamic();
  }

  private async find(where: ReturnType<typeof eq>) {
    const [row] = await this.select().where(where);
    return row;
  }

  private toView(
    row: { attempt: AttemptRow; currency: string; total: string },
    shopUrl: string,
  ): MobileMoneyAttempt {
    const { attempt } = row;
    return {
      id: attempt.id,
      order_id: attempt.orderId,
      status: attempt.status as MobileMoneyAttempt['status'],
      operator: attempt.operator as MobileMoneyOperator,
      phone: maskMsisdn(attempt.msisdn),
      amount_tzs: attempt.amountTzs,
      rate: attempt.rate,
      order_currency: row.currency as MobileMoneyAttempt['order_currency'],
      order_total: row.total,
      created_at: attempt.createdAt.toISOString(),
      expires_at: attempt.expiresAt.toISOString(),
      failure_reason: attempt.failureReason,
      demo_phone_url: attempt.provider === 'demo' ? `${shopUrl}${demoPhonePath(attempt.reference)}` : null,
    };
  }
}

/**
 * docs/payments.md: refuses a push past the order's, the customer's or the number's limit. The
 * customer's and then the number's lock (always in that order, so two never deadlock) make the
 * count and the caller's insert one step: pushes sent together cannot all pass.
 */
async function withinPushLimits(tx: Tx, userId: number, orderId: number, msisdn: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile money customer ${userId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile money number ${msisdn}`}))`);
  const recent = sql`${mobileMoneyAttempts.createdAt} > now() - interval '1 hour'`;
  const [counts] = await tx
    .select({
      order: sql<number>`count(*) filter (where ${mobileMoneyAttempts.orderId} = ${orderId})::int`,
      customer: sql<number>`count(*) filter (where ${orders.userId} = ${userId} and ${recent})::int`,
      number: sql<number>`count(*) filter (where ${mobileMoneyAttempts.msisdn} = ${msisdn} and ${recent})::int`,
    })
    .from(mobileMoneyAttempts)
    .innerJoin(orders, eq(orders.id, mobileMoneyAttempts.orderId))
    .where(
      or(
        eq(mobileMoneyAttempts.orderId, orderId),
        and(eq(orders.userId, userId), recent),
        and(eq(mobileMoneyAttempts.msisdn, msisdn), recent),
      ),
    );
  if ((counts?.order ?? 0) >= MOBILE_MONEY_PUSHES_PER_ORDER) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'orderPushLimit', {
      count: MOBILE_MONEY_PUSHES_PER_ORDER,
    });
  }
  const limited = ERROR_CODES.rateLimited;
  if ((counts?.customer ?? 0) >= MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR) {
    throw AppError.refused(429, limited, 'customerPushLimit', {
      count: MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR,
    });
  }
  if ((counts?.number ?? 0) >= MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR) {
    throw AppError.refused(429, limited, 'numberPushLimit', { count: MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR });
  }
}
