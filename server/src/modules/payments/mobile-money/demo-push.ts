import { MOBILE_MONEY_ATTEMPT_MINUTES } from '@shop/contract/mobile-money';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { demoMobileMoneyPushes } from '#server/db/schema.ts';
import type { MobileMoneyPushProvider, PushRequest, PushStatus, VerifiedCallback } from './push-provider';
import { ForgedCallbackError } from './push-provider';

export type DemoPushState = 'pending' | 'approved' | 'declined' | 'cancelled' | 'timed_out';
export type DemoPush = {
  reference: string;
  amountTzs: string;
  msisdn: string;
  description: string;
  state: DemoPushState;
};

// Read by the customer on the waiting screen and by the admin alike, so it names neither.
export const DEMO_DECLINED_REASON = 'The payment was declined on the phone. Nothing was charged.';
export const DEMO_TIMED_OUT_REASON = 'The payment was not approved on the phone in time.';
export const DEMO_CANCELLED_REASON = 'The shop withdrew this payment request.';

/** A push left unanswered this long times out at the demo provider, as at a real one. */
const unanswered = () => sql`now() - ${sql.raw(`interval '${MOBILE_MONEY_ATTEMPT_MINUTES} minutes'`)}`;

/**
 * TEST MODE: the demo provider's mobile money. Its "aggregator" is a table this server keeps and
 * its customer's phone is a page (demo-phone-routes.ts) whose Approve or Decline sets what
 * status() then reports. It sends no callbacks, so none can be genuine.
 */
export class DemoPushProvider implements MobileMoneyPushProvider {
  readonly name = 'demo' as const;

  constructor(private readonly db: Db) {}

  async push(request: PushRequest): Promise<{ providerReference: string | null }> {
    await this.db.insert(demoMobileMoneyPushes).values({
      reference: request.reference,
      amountTzs: request.amountTzs,
      msisdn: request.msisdn,
      description: request.description.slice(0, 255),
    });
    return { providerReference: null };
  }

  async status(reference: string): Promise<PushStatus> {
    const push = await this.find(reference);
    if (!push) return { state: 'failed', reason: 'The demo provider has no such payment.' };
    if (push.state === 'approved') {
      return { state: 'paid', amount: push.amountTzs, currency: 'TZS', providerReference: push.reference };
    }
    if (push.state === 'declined') return { state: 'failed', reason: DEMO_DECLINED_REASON };
    if (push.state === 'timed_out') return { state: 'failed', reason: DEMO_TIMED_OUT_REASON };
    if (push.state === 'cancelled') return { state: 'failed', reason: DEMO_CANCELLED_REASON };
    return { state: 'pending' };
  }

  /** The phone can no longer answer it; an answer already given stands. */
  async cancel(reference: string): Promise<void> {
    await this.db
      .update(demoMobileMoneyPushes)
      .set({ state: 'cancelled' })
      .where(and(eq(demoMobileMoneyPushes.reference, reference), eq(demoMobileMoneyPushes.state, 'pending')));
  }

  verifyCallback(_rawBody: string, _headers: Record<string, string | undefined>): VerifiedCallback {
    throw new ForgedCallbackError('the demo provider sends no callbacks');
  }

  async find(reference: string): Promise<DemoPush | undefined> {
    const [row] = await this.db
      .select({
        reference: demoMobileMoneyPushes.reference,
        amountTzs: demoMobileMoneyPushes.amountTzs,
        msisdn: demoMobileMoneyPushes.msisdn,
        description: demoMobileMoneyPushes.description,
        state: demoMobileMoneyPushes.state,
        fresh: sql<boolean>`${demoMobileMoneyPushes.createdAt} > ${unanswered()}`,
      })
      .from(demoMobileMoneyPushes)
      .where(eq(demoMobileMoneyPushes.reference, reference));
    if (!row) return undefined;
    const { fresh, ...push } = row;
    return {
      ...push,
      state: push.state === 'pending' && !fresh ? 'timed_out' : (push.state as DemoPushState),
    };
  }

  /**
   * The phone's answer; only a pending push that has not timed out takes one, so the first answer
   * stands. True when this answer was taken.
   */
  async answer(reference: string, approve: boolean): Promise<boolean> {
    const taken = await this.db
      .update(demoMobileMoneyPushes)
      .set({ state: approve ? 'approved' : 'declined' })
      .where(
        and(
          eq(demoMobileMoneyPushes.reference, reference),
          eq(demoMobileMoneyPushes.state, 'pending'),
          gt(demoMobileMoneyPushes.createdAt, unanswered()),
        ),
      )
      .returning({ reference: demoMobileMoneyPushes.reference });
    return taken.length > 0;
  }
}
