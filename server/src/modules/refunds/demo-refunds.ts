import type { RefundAnswer, RefundOrder, RefundProvider } from './refund-provider';

/**
 * docs/refunds.md: the demo provider (TEST MODE) took no real money, so its refund is done at once
 * and named by its key: sent again, it is the same refund.
 */
export class DemoRefunds implements RefundProvider {
  readonly name = 'demo' as const;
  readonly timeoutMs = 1000;

  async send(order: RefundOrder): Promise<RefundAnswer> {
    return { state: 'succeeded', providerReference: `demo_re_${order.key}` };
  }

  async find(order: RefundOrder): Promise<RefundAnswer | null> {
    return this.send(order);
  }
}
