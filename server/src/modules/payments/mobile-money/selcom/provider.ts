import { z } from 'zod';
import type { SelcomConfig } from '#server/config.ts';
import {
  type MobileMoneyPushProvider,
  PushProviderError,
  type PushRequest,
  type PushStatus,
} from '#server/modules/payments/mobile-money/push-provider.ts';
import { reportedAmount, wholeShillings } from './amounts';
import { verifySelcomCallback } from './callback';
import { requireAccepted, SelcomClient } from './client';

/** Mobile money is TZS only (docs/payments.md); every Selcom order is created in it. */
const ORDER_CURRENCY = 'TZS';

/** One row of GET /v1/checkout/order-status. */
const OrderStatusRow = z.object({
  order_id: z.string(),
  amount: z.union([z.string(), z.number()]),
  payment_status: z.string(),
  currency: z.string().nullish(),
  transid: z.string().nullish(),
  reference: z.string().nullish(),
});

const FAILED_STATES = new Set([
  'CANCELLED',
  'USERCANCELED',
  'USERCANCELLED',
  'REJECTED',
  'FAILED',
  'EXPIRED',
]);

/**
 * Selcom Checkout's mobile-money push: an order (create-order-minimal) and then the push to the
 * customer's wallet (wallet-payment), both keyed by the attempt's reference as Selcom's order_id.
 */
export class SelcomPushProvider implements MobileMoneyPushProvider {
  readonly name = 'selcom' as const;

  private readonly client: SelcomClient;

  constructor(private readonly config: SelcomConfig) {
    this.client = new SelcomClient(config);
  }

  async push(request: PushRequest): Promise<{ providerReference: string | null }> {
    requireAccepted(
      await this.client.post('/checkout/create-order-minimal', {
        vendor: this.config.vendor,
        order_id: request.reference,
        buyer_email: this.config.buyerEmail,
        buyer_name: request.msisdn,
        buyer_phone: request.msisdn,
        amount: wholeShillings(request.amountTzs),
        currency: ORDER_CURRENCY,
        webhook: Buffer.from(request.callbackUrl, 'utf8').toString('base64'),
        buyer_remarks: request.description,
        no_of_items: 1,
      }),
      'order refused',
    );
    const pushed = requireAccepted(
      await this.client.post('/checkout/wallet-payment', {
        // One push per attempt, so the attempt's reference also names the push.
        transid: request.reference,
        order_id: request.reference,
        msisdn: request.msisdn,
      }),
      'push refused',
    );
    return { providerReference: pushed.reference ?? null };
  }

  async status(reference: string): Promise<PushStatus> {
    const answer = requireAccepted(
      await this.client.get('/checkout/order-status', { order_id: reference }),
      'order status refused',
    );
    const row = z.array(OrderStatusRow).safeParse(answer.data);
    const order = row.success ? row.data.find((r) => r.order_id === reference) : undefined;
    if (!order) throw new PushProviderError(`Selcom reported no order ${reference}`, false);
    const state = order.payment_status.toUpperCase();
    if (state === 'COMPLETED') {
      return {
        state: 'paid',
        amount: reportedAmount(order.amount),
        // The status rows Selcom documents carry no currency: the order's is the one it was created in.
        currency: order.currency ?? ORDER_CURRENCY,
        providerReference: order.reference ?? order.transid ?? null,
      };
    }
    if (FAILED_STATES.has(state)) return { state: 'failed', reason: state.toLowerCase() };
    // PENDING, INPROGRESS and any state Selcom adds later: never paid, asked again until the attempt expires.
    return { state: 'pending' };
  }

  /** Selcom's cancel-order withdraws an order not yet paid (selcom-developers/node-selcom, docs/cancel-order.md). */
  async cancel(reference: string): Promise<void> {
    requireAccepted(
      await this.client.delete('/checkout/cancel-order', { order_id: reference }),
      'order cancellation refused',
    );
  }

  verifyCallback(rawBody: string, headers: Record<string, string | undefined>) {
    return verifySelcomCallback(this.config.apiSecret, rawBody, headers);
  }
}
