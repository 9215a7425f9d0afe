import type { Order } from './orders';

/**
 * docs/payments.md: an order's payment method in words. A tour booking's `payment_method` is the
 * card provider it was placed with (`demo`, `stripe`); once paid, the payment itself says how.
 */
const CHOSEN: Record<string, string> = {
  credit_card: 'Card',
  stripe: 'Card',
  demo: 'Card (demo)',
  mobile_money: 'Mobile money',
  cash_on_delivery: 'Cash on delivery',
};

/**
 * "Card", "Card (demo)", "Mobile money", "Mobile money (demo)", "Cash on delivery", or "Store
 * credit" for an order its store credit paid in full (docs/store-credit.md): no provider's payment.
 */
export function paymentMethodName(
  order: Pick<Order, 'payment_method' | 'payment'> &
    Partial<Pick<Order, 'payment_status' | 'store_credit_amount'>>,
): string {
  const { payment } = order;
  if (!payment && order.payment_status === 'paid' && Number(order.store_credit_amount ?? 0) > 0) {
    return 'Store credit';
  }
  if (!payment) return CHOSEN[order.payment_method] ?? order.payment_method.replace(/_/g, ' ');
  const name = payment.method === 'mobile_money' ? 'Mobile money' : 'Card';
  return payment.demo ? `${name} (demo)` : name;
}
