import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { authRoutes } from '#server/modules/auth/routes.ts';
import { ALL_BRANDS, BRANDS } from '#server/modules/catalog/brands.ts';
import type { CatalogFreshness } from '#server/modules/catalog/product-list-copy.ts';
import { catalogRoutes } from '#server/modules/catalog/routes.ts';
import { contactRoutes } from '#server/modules/contact/routes.ts';
import { publicPickupRoutes } from '#server/modules/departures/pickup-routes.ts';
import { healthRoutes } from '#server/modules/health/routes.ts';
import { marketingPublicRoutes } from '#server/modules/marketing/routes.ts';
import { newsletterRoutes } from '#server/modules/newsletter/routes.ts';
import { paymentCallbackRoutes } from '#server/modules/payments/routes.ts';
import { payLinkRoutes } from '#server/modules/phone-orders/pay-link-routes.ts';
import { privacyNoticeRoutes } from '#server/modules/privacy/privacy-notice-routes.ts';
import { publicReceiptRoutes } from '#server/modules/receipts/receipt-page-routes.ts';
import { repushRoutes } from '#server/modules/reminders/repush-routes.ts';
import { shareImageRoutes } from '#server/modules/seo/routes.ts';
import { deliveryTermsRoutes } from '#server/modules/settings/routes.ts';
import { testimonialRoutes } from '#server/modules/testimonials/routes.ts';
import { tourQuoteRoutes } from '#server/modules/tour-bookings/routes.ts';
import { tourRoutes } from '#server/modules/tours/routes.ts';
import { stockRequestRoutes } from '#server/modules/waitlists/routes.ts';
import { stopOfferTexts } from '#server/modules/waitlists/sms-stop.ts';
import type { Services } from '#server/services.ts';

type Options = {
  db: Db;
  config: Config;
  services: Services;
  formLimit: FormLimit;
  uploads: FileStore;
  freshness: CatalogFreshness;
};

/** What anyone may call, under /api: the catalogue, sign-in, the public forms, providers' callbacks. */
export const publicApi: FastifyPluginAsync<Options> = async (
  app,
  { db, config, services, formLimit, uploads, freshness },
) => {
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
    await app.register(catalogRoutes, { prefix: BRANDS[brand].apiPrefix, db, brand, freshness });
  }
  await app.register(deliveryTermsRoutes, { prefix: BRANDS.fursa.apiPrefix, db });
  await app.register(tourRoutes, { prefix: '/igsum', db });
  await app.register(tourQuoteRoutes, { prefix: '/tour-bookings', db });
  // docs/departures.md: the pickup points the booking dialog offers.
  await app.register(publicPickupRoutes, { prefix: '/igsum/tours', db });
  await app.register(testimonialRoutes, { prefix: '/testimonials', db });
  await app.register(contactRoutes, { prefix: '/contact', db, formLimit });
  await app.register(newsletterRoutes, { prefix: '/newsletter', db, formLimit });
  await app.register(marketingPublicRoutes, {
    prefix: '/marketing',
    db,
    signer: services.marketing.signer,
    smsCallbackKey: services.marketing.smsCallbackKey,
    onSmsStop: stopOfferTexts,
  });
  await app.register(repushRoutes, {
    prefix: '/reminders',
    signer: services.marketing.signer,
    mobileMoney: services.payments.mobileMoney,
    shopUrl: config.linkBaseUrl ?? '',
  });
  await app.register(stockRequestRoutes, { prefix: '/stock-requests', db, formLimit });
  // docs/phone-orders.md: a payment link's one order, no sign-in.
  await app.register(payLinkRoutes, {
    prefix: '/pay-links',
    phoneOrders: app.phoneOrders,
    publicUrl: config.publicUrl,
  });
  // docs/receipts.md: a receipt by its link, from the payment's e-mail and SMS.
  await app.register(publicReceiptRoutes, { prefix: '/receipts', db, vfdUrl: config.vfd?.url });
  await app.register(privacyNoticeRoutes, { prefix: '/privacy-notice', db, config });
  await app.register(shareImageRoutes, { prefix: '/share-images', db, files: uploads });
};
