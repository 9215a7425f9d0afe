import type { Order } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import type { MessageKey } from '#web/i18n/i18n.ts';
import type { Translate } from '#web/i18n/use-t.ts';

const NAMES: Record<string, MessageKey> = {
  Card: 'payment.method.card',
  'Card (demo)': 'payment.method.cardDemo',
  'Mobile money': 'payment.method.mobileMoney',
  'Mobile money (demo)': 'payment.method.mobileMoneyDemo',
  'Cash on delivery': 'payment.method.cashOnDelivery',
  'Store credit': 'payment.method.storeCredit',
};

/** The payment method's name in the page's language (contract/src/payment-method-names.ts). */
export function paymentMethodText(
  order: Pick<Order, 'payment_method' | 'payment'> &
    Partial<Pick<Order, 'payment_status' | 'store_credit_amount'>>,
  t: Translate,
): string {
  const name = paymentMethodName(order);
  const key = NAMES[name];
  return key ? t(key) : name;
}
