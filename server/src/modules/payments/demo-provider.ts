import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paymentSessions } from '#server/db/schema.ts';
import type { CheckoutRequest, PaymentProvider, ReportedPayment } from './provider';

export const DEMO_SESSION_PREFIX = 'demo_cs_';

/**
 * The built-in test-mode provider: its "hosted checkout" is a page this server renders, and
 * its record of what was paid is the payment_sessions row its Pay button completes.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(private readonly db: Db) {}

  async createSession(request: CheckoutRequest) {
    const sessionId = `${DEMO_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`;
    return { sessionId, url: `${request.shopUrl}/api/payments/demo/${sessionId}/` };
  }

  /** The demo Pay button always pays exactly what the session asked for. */
  async paymentOf(sessionId: string): Promise<ReportedPayment | null> {
    const [row] = await this.db
      .select({
        status: paymentSessions.status,
        amount: paymentSessions.amount,
        currency: paymentSessions.currency,
      })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.providerSessionId, sessionId), eq(paymentSessions.provider, this.name)));
    return row?.status === 'completed' ? { amount: row.amount, currency: row.currency } : null;
  }

  /** The session row is the demo's own record, and the caller has already marked it expired. */
  async expire(_sessionId: string): Promise<void> {}
}
