import { CheckoutQuote } from '@shop/contract/checkout';
import { DeliveryAddress, PICKUP_POINT } from '@shop/contract/delivery';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { savedAddresses } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { CartService } from '#server/modules/cart/service.ts';
import { BRANDS } from '#server/modules/catalog/brands.ts';
import { readDeliverySettings } from '#server/modules/settings/delivery-settings.ts';
import { balanceOf } from '#server/modules/store-credit/ledger.ts';

/**
 * GET /api/fursa/checkout/: what the laptop checkout screen shows before the customer commits
 * (docs/delivery.md). The order itself is placed through POST /api/orders/.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Db; paymentTestMode: boolean }> = async (
  app,
  { db, paymentTestMode },
) => {
  const carts = new CartService(db, 'fursa');

  app.get(
    '/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The laptop cart, delivery settings and the last delivery address, for the checkout screen',
        response: { 200: CheckoutQuote },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const [saved] = await db
        .select({ address: savedAddresses.address })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId));
      // A remembered address that no longer passes today's rules is offered as none.
      const address = saved ? DeliveryAddress.safeParse(saved.address) : undefined;
      return {
        cart: await carts.list(userId),
        settings: await readDeliverySettings(db),
        saved_address: address?.success ? address.data : null,
        pickup_point: PICKUP_POINT,
        payment_test_mode: paymentTestMode,
        store_credit: await balanceOf(db, userId, BRANDS.fursa.currency),
      };
    },
  );
};
