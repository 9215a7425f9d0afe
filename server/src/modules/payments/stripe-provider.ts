import type Stripe from 'stripe';
import { AppError } from '#server/lib/app-error.ts';
import {
  type CheckoutRequest,
  type PaymentProvider,
  type ReportedPayment,
  SESSION_ID_TOKEN,
} from './provider';

// Stripe accepts an expiry between 30 minutes and 24 hours ahead; a minute of margin for the round trip.
const MIN_EXPIRY_SECONDS = 31 * 60;

/** Stripe Checkout. Creating and reading sessions needs the network, so this stays a thin adapter. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createSession(request: CheckoutRequest) {
    const now = Math.floor(Date.now() / 1000);
    const hold = request.holdExpiresAt ? Math.floor(request.holdExpiresAt.getTime() / 1000) : null;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: request.order.currency.toLowerCase(),
            unit_amount: toMinorUnits(line.unitPrice),
            product_data: { name: line.name },
          },
        })),
        success_url: request.successUrl.replace(SESSION_ID_TOKEN, '{CHECKOUT_SESSION_ID}'),
        cancel_url: request.cancelUrl,
        client_reference_id: request.order.reference,
        metadata: { order_id: String(request.order.id), order_reference: request.order.reference },
        ...(hold && { expires_at: Math.max(hold, now + MIN_EXPIRY_SECONDS) }),
      }),
    );
    if (!session.url) throw providerError();
    return { sessionId: session.id, url: session.url };
  }

  async paymentOf(sessionId: string): Promise<ReportedPayment | null> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    return session.payment_status === 'paid' ? reportedPayment(session) : null;
  }

  async expire(sessionId: string): Promise<void> {
    await this.call(() => this.stripe.checkout.sessions.expire(sessionId));
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch {
      throw providerError();
    }
  }
}

function providerError() {
  return new AppError(
    502,
    'payment_provider_error',
    'The payment provider could not be reached. Please try again.',
  );
}

/** The amount and currency of a paid Checkout Session, as Stripe reports them. */
export function reportedPayment(session: {
  amount_total?: number | null;
  currency?: string | null;
}): ReportedPayment {
  return {
    amount: session.amount_total == null ? null : fromMinorUnits(session.amount_total),
    currency: session.currency?.toUpperCase() ?? null,
  };
}

/** 500000 cents -> "5000.00", without floating point. */
export function fromMinorUnits(minor: number): string {
  const digits = String(Math.trunc(Math.abs(minor))).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "5000.00" -> 500000 cents, without floating point. */
export function toMinorUnits(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
