import { MobileMoneyAttempt, type StartMobileMoneyInput } from '@shop/contract/mobile-money';
import { api } from '#web/lib/api-client.ts';
import { withIdempotencyKey } from '#web/lib/idempotency-key.ts';

/** Sends the mobile money push for a pending order (docs/payments.md); the answer is a new attempt. */
export async function startMobileMoney(body: StartMobileMoneyInput): Promise<MobileMoneyAttempt> {
  const { data } = await api.post('/payments/mobile-money/', body, withIdempotencyKey());
  return MobileMoneyAttempt.parse(data);
}

/** What the waiting screen is handed, so "Try again" can push to the same number. */
export type MobileMoneyRouteState = { phone: string };
