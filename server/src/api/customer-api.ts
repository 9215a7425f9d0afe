import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { ImageStore } from '#server/http/uploads.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { accountRoutes } from '#server/modules/auth/account-routes.ts';
import { cartRoutes } from '#server/modules/cart/routes.ts';
import { ALL_BRANDS, BRANDS } from '#server/modules/catalog/brands.ts';
import { discountPreviewRoute } from '#server/modules/checkout/discount-route.ts';
import { checkoutRoutes } from '#server/modules/checkout/routes.ts';
import { bookingPickupRoutes } from '#server/modules/departures/pickup-routes.ts';
import { marketingConsentRoutes } from '#server/modules/marketing/routes.ts';
import { orderRoutes } from '#server/modules/orders/routes.ts';
import { paymentRoutes } from '#server/modules/payments/routes.ts';
import { accountDeletionRoutes } from '#server/modules/privacy/account-deletion-routes.ts';
import { dataExportRoutes } from '#server/modules/privacy/export-routes.ts';
import { customerReceiptLinkRoutes } from '#server/modules/receipts/receipt-page-routes.ts';
import { customerReceiptRoutes } from '#server/modules/receipts/routes.ts';
import { customerReturnRoutes } from '#server/modules/returns/routes.ts';
import { reviewRoutes } from '#server/modules/reviews/routes.ts';
import { customerStoreCreditRoutes } from '#server/modules/store-credit/routes.ts';
import { customerTestimonialRoutes } from '#server/modules/testimonials/routes.ts';
import { tourBookingRoutes } from '#server/modules/tour-bookings/routes.ts';
import { voucherRoutes } from '#server/modules/vouchers/routes.ts';
import { customerWaitlistRoutes } from '#server/modules/waitlists/routes.ts';
import { wishlistRoutes } from '#server/modules/wishlist/routes.ts';
import type { Services } from '#server/services.ts';
import { guardScope } from './guarded-scope';

type Options = { db: Db; config: Config; services: Services; formLimit: FormLimit; uploads: FileStore };

/**
 * What a signed-in customer does, under /api beside the public routes: one guard (a valid token
 * of an active user, else 401) for every route (docs/roles-and-ownership.md).
 */
export const customerApi: FastifyPluginAsync<Options> = async (
  app,
  { db, config, services, formLimit, uploads },
) => {
  guardScope(app, app.requireUser);
  await app.register(accountRoutes, { prefix: '/auth', auth: services.auth, formLimit });
  // docs/privacy.md: the customer's data rights.
  await app.register(dataExportRoutes, { prefix: '/account', db });
  await app.register(accountDeletionRoutes, { prefix: '/account', db, hasher: services.passwords });
  await app.register(customerStoreCreditRoutes, { prefix: '/account/store-credit', db });
  // docs/returns.md: return and repair requests on the customer's own orders, with photos.
  await app.register(customerReturnRoutes, { db, images: new ImageStore(uploads) });
  await app.register(orderRoutes, {
    prefix: '/orders',
    db,
    orders: services.orders,
    ordersPerHour: config.bookingRateLimitPerHour,
  });
  await app.register(paymentRoutes, {
    prefix: '/payments',
    db,
    services: services.payments,
    publicUrl: config.publicUrl,
  });
  await app.register(tourBookingRoutes, {
    prefix: '/tour-bookings',
    db,
    payments: services.payments.payments,
    paymentMethod: config.payment.provider,
    bookingsPerHour: config.bookingRateLimitPerHour,
  });
  // docs/departures.md: where a booking is collected.
  await app.register(bookingPickupRoutes, { prefix: '/tour-bookings', db });
  for (const brand of ALL_BRANDS) {
    const { apiPrefix } = BRANDS[brand];
    await app.register(cartRoutes, { prefix: `${apiPrefix}/cart`, db, brand });
    await app.register(wishlistRoutes, { prefix: `${apiPrefix}/wishlist`, db, brand });
  }
  await app.register(checkoutRoutes, {
    prefix: `${BRANDS.fursa.apiPrefix}/checkout`,
    db,
    paymentTestMode: config.payment.testModeInProduction,
  });
  await app.register(discountPreviewRoute, { prefix: `${BRANDS.fursa.apiPrefix}/checkout/discount`, db });
  await app.register(marketingConsentRoutes, { prefix: '/marketing', db });
  await app.register(customerReceiptRoutes, { prefix: '/receipts', db, vfdUrl: config.vfd?.url });
  await app.register(customerReceiptLinkRoutes, { prefix: '/receipts', db });
  await app.register(customerWaitlistRoutes, { db });
  await app.register(voucherRoutes, { prefix: '/vouchers', db });
  await app.register(reviewRoutes, { db });
  await app.register(customerTestimonialRoutes, { prefix: '/testimonials', db });
};
