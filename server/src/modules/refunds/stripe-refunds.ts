import type Stripe from 'stripe';
import { toMinorUnits } from '#server/modules/payments/stripe-provider.ts';
import {
  type RefundAnswer,
  type RefundOrder,
  type RefundProvider,
  RefundProviderError,
} from './refund-provider';

/** The metadata key a refund carries its shop key in, so it is found again without its answer. */
const KEY_FIELD = 'shop_refund_key';

/**
 * docs/refunds.md: Stripe's refunds API. Each create carries the refund's key as Stripe's
 * `Idempotency-Key`, so a create sent again (after a timeout, a crash) returns the first refund;
 * the key is also in the refund's metadata, found by listing the payment's refunds once Stripe's
 * 24-hour keys have expired.
 */
export class StripeRefunds implements RefundProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    readonly timeoutMs = 15_000,
  ) {}

  async send(order: RefundOrder): Promise<RefundAnswer> {
    const paymentIntent = await this.paymentIntentOf(order);
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: toMinorUnits(order.amount),
          metadata: { [KEY_FIELD]: order.key },
        },
        { idempotencyKey: order.key, ...this.options() },
      ),
    );
    return answerOf(refund);
  }

  async find(order: RefundOrder): Promise<RefundAnswer | null> {
    const paymentIntent = await this.paymentIntentOf(order);
    const list = await this.call(() =>
      this.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }, this.options()),
    );
    const refund = list.data.find((r) => r.metadata?.[KEY_FIELD] === order.key);
    return refund ? answerOf(refund) : null;
  }

  private async paymentIntentOf(order: RefundOrder): Promise<string> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.retrieve(order.providerSessionId, {}, this.options()),
    );
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new RefundProviderError('Stripe: the checkout session has no payment to refund', false);
    return id;
  }

  // The worker retries with the same key itself, on its own clock.
  private options(): Stripe.RequestOptions {
    return { maxNetworkRetries: 0, timeout: this.timeoutMs };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const type = (error as { type?: string }).type ?? '';
      const status = (error as { statusCode?: number }).statusCode ?? 0;
      // A refusal of the request itself (4xx but a lock or a limit) will not change; anything
      // else (no answer, 5xx, a key still in use) leaves the outcome unknown.
      const refused =
        type === 'StripeInvalidRequestError' ||
        type === 'StripeCardError' ||
        type === 'StripePermissionError';
      const temporary = !refused || status === 409 || status === 429;
      const message = (error as Error).message?.slice(0, 200) ?? 'error';
      throw new RefundProviderError(`Stripe: ${type || 'error'}: ${message}`, temporary);
    }
  }
}

function answerOf(refund: Stripe.Refund): RefundAnswer {
  const state =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    state,
    providerReference: refund.id,
    ...(state === 'failed' && { reason: refund.failure_reason ?? refund.status ?? 'failed' }),
  };
}
