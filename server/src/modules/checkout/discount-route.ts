import { DiscountPreview, DiscountPreviewBody } from '@shop/contract/discounts';
import { fromCents, toCents } from '@shop/contract/money-format';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BRANDS } from '#server/modules/catalog/brands.ts';
import { previewDiscount } from '#server/modules/discounts/claim.ts';
import { cartLinesOf, pricedCart } from '#server/modules/orders/cart-checkout.ts';
import { readDeliverySettings } from '#server/modules/settings/delivery-settings.ts';

/**
 * POST /api/fursa/checkout/discount/: a discount code against the caller's cart as it is now, with
 * the fulfilment and region the checkout screen has chosen (docs/discount-codes.md). 200 with the
 * saving line and the totals the order would have, or 409 with the code's refusal (its stable
 * code and reason). Nothing is reserved: the order's own placing judges the code again.
 */
export const discountPreviewRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "A discount code against the caller's cart: the saving and the totals, or why it does not apply",
        body: DiscountPreviewBody,
        response: { 200: DiscountPreview },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { code, order_type: brand, fulfilment, region, phone } = request.body;
      const lines = await cartLinesOf(db, userId, brand);
      if (lines.length === 0) throw AppError.refused(400, ORDER_ERROR_CODES.cartEmpty, 'cartEmpty', {});
      const settings = await readDeliverySettings(db);
      const { subtotal, fee, basket } = pricedCart(brand, lines, settings, fulfilment, region);
      const deliveryPhone = fulfilment === 'delivery' ? (phone ?? null) : null;
      const claim = await previewDiscount(db, { code, userId, basket, deliveryPhone });
      return {
        code: claim.code,
        kind: claim.kind,
        currency: BRANDS[brand].currency,
        subtotal,
        delivery_fee: fee,
        discount: claim.discount,
        total: fromCents(toCents(subtotal) + toCents(fee) - toCents(claim.discount)),
      };
    },
  );
};
