import type { ClickPesaConfig } from '#server/config.ts';
import {
  ClickPesaClient,
  type PayoutRecord,
} from '#server/modules/payments/mobile-money/clickpesa/client.ts';
import { toWholeShillings } from '#server/modules/payments/mobile-money/clickpesa/tzs-amount.ts';
import { PushProviderError } from '#server/modules/payments/mobile-money/push-provider.ts';
import {
  type RefundAnswer,
  type RefundOrder,
  type RefundProvider,
  RefundProviderError,
} from './refund-provider';

const SUCCEEDED = new Set(['SUCCESS', 'SETTLED']);
const FAILED = new Set(['FAILED', 'REVERSED', 'REFUNDED', 'REJECTED', 'CANCELLED']);

/**
 * docs/refunds.md: a mobile-money refund through ClickPesa's payouts, to the number the payment
 * came from. ClickPesa takes an order reference once (a second create with it is refused), so the
 * refund's key as the reference is its idempotency key, and the payout is found again by it.
 */
export class ClickPesaPayouts implements RefundProvider {
  readonly name = 'clickpesa' as const;
  readonly timeoutMs: number;
  private readonly client: ClickPesaClient;

  constructor(config: ClickPesaConfig) {
    this.client = new ClickPesaClient(config);
    this.timeoutMs = config.timeoutMs;
  }

  async send(order: RefundOrder): Promise<RefundAnswer> {
    if (order.currency !== 'TZS' || !order.msisdn) {
      throw new RefundProviderError('ClickPesa pays back shillings to a mobile number only', false);
    }
    try {
      const body = {
        amount: toWholeShillings(order.amount),
        currency: 'TZS' as const,
        orderReference: order.key,
        phoneNumber: order.msisdn,
      };
      return answerOf(await this.client.createPayout(body));
    } catch (error) {
      // Refused: perhaps because the reference was taken by this very payout, whose answer was lost.
      if (error instanceof PushProviderError && !error.temporary) {
        const found = await this.find(order);
        if (found) return found;
      }
      throw refundError(error);
    }
  }

  async find(order: RefundOrder): Promise<RefundAnswer | null> {
    try {
      const [payout] = await this.client.payoutsOf(order.key);
      return payout ? answerOf(payout) : null;
    } catch (error) {
      throw refundError(error);
    }
  }
}

function answerOf(payout: PayoutRecord): RefundAnswer {
  const status = payout.status.toUpperCase();
  if (SUCCEEDED.has(status)) return { state: 'succeeded', providerReference: payout.id };
  if (FAILED.has(status))
    return { state: 'failed', providerReference: payout.id, reason: payout.message ?? status };
  return { state: 'pending', providerReference: payout.id };
}

function refundError(error: unknown): RefundProviderError {
  if (error instanceof RefundProviderError) return error;
  if (error instanceof PushProviderError) return new RefundProviderError(error.message, error.temporary);
  return new RefundProviderError((error as Error).message ?? 'ClickPesa error', true);
}
