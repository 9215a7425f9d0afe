import { randomBytes } from 'node:crypto';
import {
  MOBILE_MONEY_ATTEMPT_MINUTES,
  type MobileMoneyAttempt,
  type MobileMoneyOperator,
  maskMsisdn,
  operatorOf,
  type StartMobileMoneyBody,
  tzsAmountOf,
} from '@shop/contract/mobile-money';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { mobileMoneyAttempts, orders, paymentSessions, payments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { readPaymentSettings } from '../../settings/payment-settings';
import { type PaymentsService, payableOrder } from '../service';
import { demoPhonePath } from './demo-phone-page';
import {
  ForgedCallbackError,
  type MobileMoneyPushProvider,
  PushProviderError,
  type PushStatus,
} from './push-provider';

export type PushProviders = {
  /** The one new attempts go through; none when the shop takes no mobile money. */
  active: MobileMoneyPushProvider | undefined;
  byName: Partial<Record<MobileMoneyPushProvider['name'], MobileMoneyPushProvider>>;
};

type AttemptRow = typeof mobileMoneyAttempts.$inferSelect;

export const PUSH_UNAVAILABLE_REASON =
  'The mobile money service could not be reached. Nothing was charged; please try again.';
export const EXPIRED_REASON = 'The payment was not approved on the phone in time.';
export const MISMATCH_REASON =
  'The mobile money provider reported another amount than this payment asked for; it will be refunded.';
export const MOBILE_MONEY_OFF = 'This shop does not take mobile money payments at the moment.';
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
  ) {}

  async start(userId: number, body: StartMobileMoneyBody, shopUrl: string): Promise<MobileMoneyAttempt> {
    const order = await payableOrder(this.db, userId, body.order_id);
    const provider = this.providers.active;
    if (!provider) throw AppError.conflict(MOBILE_MONEY_OFF);
    const rate = order.currency === 'USD' ? (await readPaymentSettings(this.db)).usd_to_tzs_rate : null;
    const amountTzs = tzsAmountOf(order.total_amount, order.currency, rate ?? '1');
    // Letters and digits only: some aggregators refuse any other character in a reference.
    const reference = `MM${randomBytes(10).toString('hex').toUpperCase()}`;
    const attempt = await this.db.transaction(async (tx) => {
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
        callbackUrl: `${shopUrl}${callbackPath(provider.name)}`,
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
    return this.view(userId, attempt.id, shopUrl);
  }

  /** The caller's own attempt; while pending, first asks the provider where it stands. */
  async view(userId: number, attemptId: number, shopUrl: string): Promise<MobileMoneyAttempt> {
    const found = await this.find(and(eq(mobileMoneyAttempts.id, attemptId), eq(orders.userId, userId))!);
    if (!found) throw AppError.notFound('Payment attempt not found.');
    if (found.attempt.status === 'pending') await this.reconcile(found.attempt);
    return this.toView((await this.find(eq(mobileMoneyAttempts.id, attemptId)))!, shopUrl);
  }

  /**
   * A callback from `providerName`: verified over its raw body, stored on its attempt, and then
   * only a prompt to ask the provider. A late one still counts: money that arrives is never lost.
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
    const stored = { received_at: new Date().toISOString(), body: rawBody };
    const [attempt] = await this.db
      .update(mobileMoneyAttempts)
      .set({ callbacks: sql`${mobileMoneyAttempts.callbacks} || ${JSON.stringify([stored])}::jsonb` })
      .where(
        and(eq(mobileMoneyAttempts.provider, provider.name), eq(mobileMoneyAttempts.reference, reference)),
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
      .set({ nextCheckAt: sql`now() + make_interval(secs => ${claimSeconds})` })
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
    const mismatch = recorded?.outcome === 'mismatch';
    await this.db
      .update(mobileMoneyAttempts)
      .set({
        status: mismatch ? 'failed' : 'paid',
        failureReason: mismatch ? MISMATCH_REASON : null,
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
