import type { Currency } from '@shop/contract/common';
import type { PaymentProviderName } from '@shop/contract/payments';

/** What a provider needs to build a hosted checkout for one order. */
export type CheckoutRequest = {
  order: { id: number; reference: string; currency: Currency; total: string };
  lines: { name: string; quantity: number; unitPrice: string }[];
  /** Where the provider sends the customer after paying; `{SESSION_ID}` stands for the session id. */
  successUrl: string;
  cancelUrl: string;
  /** When the order stops holding its seats, if it does. */
  holdExpiresAt: Date | null;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Asks the provider (never the browser) whether the session has been paid. */
  isPaid(sessionId: string): Promise<boolean>;
}

export const SESSION_ID_TOKEN = '{SESSION_ID}';
