/**
 * docs/refunds.md: a provider that pays money back from the shop's side. Every call carries the
 * refund's own idempotency key, so a refund sent again after a timeout or a crash is answered by
 * the provider with the first one, never paid twice.
 */

/** What one refund asks of its provider. */
export type RefundOrder = {
  /** The refund's idempotency key: letters and digits, unique per refund, the same on every try. */
  key: string;
  /** In the payment's currency, e.g. "15000.00". */
  amount: string;
  currency: string;
  /** The payment's checkout session at the provider (Stripe's Checkout Session id). */
  providerSessionId: string;
  /** The number a mobile-money payment came from, 255 and nine digits; null for a card. */
  msisdn: string | null;
};

/** Where a refund stands at its provider. */
export type RefundAnswer = {
  state: 'pending' | 'succeeded' | 'failed';
  providerReference: string | null;
  /** Why it failed, as the provider says. */
  reason?: string;
};

export class RefundProviderError extends Error {
  constructor(
    message: string,
    /** True when the outcome is unknown or may change (timeouts, 5xx): ask again with the same key. */
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'RefundProviderError';
  }
}

export interface RefundProvider {
  readonly name: 'stripe' | 'clickpesa' | 'demo';
  /** The longest one request to it may take, for the worker's lease. */
  readonly timeoutMs: number;
  /** Sends the refund under its key; a repeat of the same key is answered with the first refund. */
  send(order: RefundOrder): Promise<RefundAnswer>;
  /** The refund the provider holds under this key, or null when it holds none. */
  find(order: RefundOrder): Promise<RefundAnswer | null>;
}

export type RefundProviders = Partial<Record<string, RefundProvider>>;
