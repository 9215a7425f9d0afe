import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FormLimit } from '../lib/form-limit';
import { accountRoutes } from '../modules/auth/account-routes';
import { cartRoutes } from '../modules/cart/routes';
import { ALL_BRANDS, BRANDS } from '../modules/catalog/brands';
import { checkoutRoutes } from '../modules/checkout/routes';
import { orderRoutes } from '../modules/orders/routes';
import { paymentRoutes } from '../modules/payments/routes';
import { reviewRoutes } from '../modules/reviews/routes';
import { customerTestimonialRoutes } from '../modules/testimonials/routes';
import { wishlistRoutes } from '../modules/wishlist/routes';
import type { Services } from '../services';
import { guardScope } from './guarded-scope';

type Options = { db: Db; config: Config; services: Services; formLimit: FormLimit };

/**
 * What a signed-in customer does, under /api beside the public routes: one guard (a valid token
 * of an active user, else 401) for every route (docs/roles-and-ownership.md).
 */
export const customerApi: FastifyPluginAsync<Options> = async (app, { db, config, services, formLimit }) => {
  guardScope(app, app.requireUser);
  await app.register(accountRoutes, { prefix: '/auth', auth: services.auth, formLimit });
  await app.register(orderRoutes, {
    prefix: '/orders',
    orders: services.orders,
    ordersPerHour: config.bookingRateLimitPerHour,
  });
  await app.register(paymentRoutes, {
    prefix: '/payments',
    services: services.payments,
    publicUrl: config.publicUrl,
  });
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
  await app.register(reviewRoutes, { db });
  await app.register(customerTestimonialRoutes, { prefix: '/testimonials', db });
};
