import type { Currency } from '@shop/contract/common';
import type { PaymentProviderName } from '@shop/contract/payments';

/** What a provider needs to build a hosted checkout for one order. */
export type CheckoutRequest = {
  order: { id: number; reference: string; currency: Currency; total: string };
  /** What the customer pays for, adding up to the order's total (a delivery fee is a line too). */
  lines: { name: string; quantity: number; unitPrice: string }[];
  /** The shop's address the customer checks out on (docs/payments.md). */
  shopUrl: string;
  /** Where the provider sends the customer after paying; `{SESSION_ID}` stands for the session id. */
  successUrl: string;
  cancelUrl: string;
  /** When the order stops holding its seats, if it does. */
  holdExpiresAt: Date | null;
};

/** What a provider reports was paid on a session; null fields when it did not say. */
export type ReportedPayment = { amount: string | null; currency: string | null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Asks the provider (never the browser) about a session: null while it is unpaid. */
  paymentOf(sessionId: string): Promise<ReportedPayment | null>;
  /** Closes an open session at the provider, so the customer can no longer pay it there. */
  expire(sessionId: string): Promise<void>;
}

export const SESSION_ID_TOKEN = '{SESSION_ID}';
