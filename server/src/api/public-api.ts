import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FormLimit } from '../lib/form-limit';
import { authRoutes } from '../modules/auth/routes';
import { ALL_BRANDS, BRANDS } from '../modules/catalog/brands';
import { catalogRoutes } from '../modules/catalog/routes';
import { contactRoutes } from '../modules/contact/routes';
import { healthRoutes } from '../modules/health/routes';
import { newsletterRoutes } from '../modules/newsletter/routes';
import { paymentCallbackRoutes } from '../modules/payments/routes';
import { deliveryTermsRoutes } from '../modules/settings/routes';
import { testimonialRoutes } from '../modules/testimonials/routes';
import { tourRoutes } from '../modules/tours/routes';
import type { Services } from '../services';

type Options = { db: Db; config: Config; services: Services; formLimit: FormLimit };

/** What anyone may call, under /api: the catalogue, sign-in, the public forms, providers' callbacks. */
export const publicApi: FastifyPluginAsync<Options> = async (app, { db, config, services, formLimit }) => {
  await app.register(healthRoutes, { prefix: '/health', db });
  await app.register(authRoutes, {
    prefix: '/auth',
    auth: services.auth,
    devices: services.devices,
    resets: services.resets,
    linkBaseUrl: config.linkBaseUrl,
    formLimit,
  });
  await app.register(paymentCallbackRoutes, {
    prefix: '/payments',
    db,
    services: services.payments,
    publicUrl: config.publicUrl,
    stripeWebhookSecret: config.payment.stripeWebhookSecret,
  });
  for (const brand of ALL_BRANDS) {
    await app.register(catalogRoutes, { prefix: BRANDS[brand].apiPrefix, db, brand });
  }
  await app.register(deliveryTermsRoutes, { prefix: BRANDS.fursa.apiPrefix, db });
  await app.register(tourRoutes, { prefix: '/igsum', db });
  await app.register(testimonialRoutes, { prefix: '/testimonials', db });
  await app.register(contactRoutes, { prefix: '/contact', db, formLimit });
  await app.register(newsletterRoutes, { prefix: '/newsletter', db, formLimit });
};
