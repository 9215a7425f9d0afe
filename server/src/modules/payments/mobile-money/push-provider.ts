/**
 * A mobile-money aggregator that sends a USSD push to the customer's phone: the customer approves
 * the payment on the phone, and the shop learns the outcome by asking the aggregator (callbacks
 * only prompt that question: docs/payments.md). Every amount is TZS.
 */

/** What one push asks for. */
export type PushRequest = {
  /** The shop's reference of this attempt, unique per attempt (an order may be tried again). */
  reference: string;
  /** Whole shillings or with cents, as a decimal string, e.g. "3755500.00". */
  amountTzs: string;
  /** The customer's number as 255 and nine digits, e.g. "255712345678". */
  msisdn: string;
  /** Shown to the customer by some aggregators. */
  description: string;
  /** Where this shop takes the aggregator's callbacks, for those told per request (Selcom). */
  callbackUrl: string;
};

/** Where an attempt stands at the aggregator. */
export type PushStatus =
  | { state: 'pending' }
  | { state: 'paid'; amount: string; currency: string; providerReference: string | null }
  | { state: 'failed'; reason: string };

/** A callback that passed the aggregator's signature check: which attempt to ask about. */
export type VerifiedCallback = { reference: string };

export class PushProviderError extends Error {
  constructor(
    message: string,
    /** True when trying again later may work (timeouts, 5xx); false when the request is refused. */
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'PushProviderError';
  }
}

/** Thrown for a callback whose signature does not match: it is stored and ignored, never trusted. */
export class ForgedCallbackError extends Error {
  constructor(message = 'callback signature does not match') {
    super(message);
    this.name = 'ForgedCallbackError';
  }
}

export interface MobileMoneyPushProvider {
  readonly name: 'clickpesa' | 'selcom' | 'demo';
  /** Sends the push; resolves once the aggregator accepted it (not once it is paid). */
  push(request: PushRequest): Promise<{ providerReference: string | null }>;
  /** Asks the aggregator about an attempt. */
  status(reference: string): Promise<PushStatus>;
  /**
   * Withdraws a push not yet answered, so the customer can no longer approve it; absent where the
   * aggregator's API has no such call (ClickPesa): money that lands anyway is kept with a refund due.
   */
  cancel?(reference: string): Promise<void>;
  /**
   * Checks a callback's signature over its raw body and headers; throws ForgedCallbackError when
   * it does not match. Returns the attempt's reference; the caller then asks status().
   */
  verifyCallback(rawBody: string, headers: Record<string, string | undefined>): VerifiedCallback;
}

/** The aggregators this process is set up for (push-providers.ts builds them). */
export type PushProviders = {
  /** The one new attempts go through; none when the shop takes no mobile money. */
  active: MobileMoneyPushProvider | undefined;
  byName: Partial<Record<MobileMoneyPushProvider['name'], MobileMoneyPushProvider>>;
};
