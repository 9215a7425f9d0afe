import { type CreateFursaOrderBody, Order } from '@shop/contract/orders';
import type { z } from 'zod';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { api } from '#web/lib/api-client.ts';
import { withIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { useOrderAndPay } from '#web/lib/payments/start-payment.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/**
 * Orders the laptop cart; the server prices it again and refuses with 409 cart_changed when the
 * total is not the one the screen showed (docs/delivery.md).
 */
async function placeOrder(body: z.input<typeof CreateFursaOrderBody>): Promise<Order> {
  const { data } = await api.post('/orders/', body, withIdempotencyKey());
  return Order.parse(data);
}

/** Places the order, then pays it like a tour booking (lib/payments/start-payment.ts). */
export function usePlaceOrder(redirect: (url: string) => void) {
  const { t } = useT();
  return useOrderAndPay({
    createOrder: placeOrder,
    // The cart is emptied into the order, which shows on the dashboard.
    refresh: [shopKeys.cart('fursa'), shopKeys.orders],
    // A refusal means the cart, its prices or the settings moved: the screen shows them anew.
    refreshOnError: [shopKeys.checkoutQuote],
    redirect,
    pushRefused: {
      title: t('checkout.pushFailed'),
      fallback: t('checkout.pushFailedText'),
      href: paths.orderSuccess.href,
    },
  });
}
