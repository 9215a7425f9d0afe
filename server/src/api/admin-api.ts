import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { ImageStore } from '#server/http/uploads.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { auditRoutes } from '#server/modules/admin-audit/routes.ts';
import { adminCatalogRoutes } from '#server/modules/admin-catalog/routes.ts';
import { adminContactRoutes } from '#server/modules/admin-contact/routes.ts';
import { adminDiscountRoutes } from '#server/modules/admin-discounts/routes.ts';
import { adminExportRoutes } from '#server/modules/admin-exports/routes.ts';
import { adminOutboxRoutes } from '#server/modules/admin-messages/routes.ts';
import { adminOrderRoutes } from '#server/modules/admin-orders/routes.ts';
import { productCsvRoutes } from '#server/modules/admin-product-csv/routes.ts';
import { adminSalesRoutes } from '#server/modules/admin-sales/routes.ts';
import { adminSettingsRoutes } from '#server/modules/admin-settings/routes.ts';
import { stockHistoryRoutes } from '#server/modules/admin-stock/routes.ts';
import { adminTestimonialRoutes } from '#server/modules/admin-testimonials/routes.ts';
import { adminTourTermsRoutes } from '#server/modules/admin-tour-terms/routes.ts';
import { adminUserRoutes } from '#server/modules/admin-users/routes.ts';
import { ALL_BRANDS, BRANDS } from '#server/modules/catalog/brands.ts';
import { adminDepartureRoutes } from '#server/modules/departures/admin-routes.ts';
import type { MobileMoneyService } from '#server/modules/payments/mobile-money/service.ts';
import type { PaymentsService } from '#server/modules/payments/service.ts';
import { adminPhoneOrderRoutes } from '#server/modules/phone-orders/routes.ts';
import { adminBreachRoutes } from '#server/modules/privacy/breach-routes.ts';
import { adminPrivacyRequestRoutes } from '#server/modules/privacy/privacy-requests-routes.ts';
import { adminReceiptRoutes } from '#server/modules/receipts/routes.ts';
import { adminRefundRoutes } from '#server/modules/refunds/routes.ts';
import { adminReminderRoutes } from '#server/modules/reminders/admin-routes.ts';
import { testReminderRoutes } from '#server/modules/reminders/test-routes.ts';
import { adminReturnRoutes } from '#server/modules/returns/routes.ts';
import { testReturnRoutes } from '#server/modules/returns/test-routes.ts';
import { adminSerialRoutes } from '#server/modules/serials/routes.ts';
import { adminStoreCreditRoutes } from '#server/modules/store-credit/routes.ts';
import { checkInRoutes } from '#server/modules/vouchers/routes.ts';
import { adminDemandRoutes } from '#server/modules/waitlists/routes.ts';
import { guardScope } from './guarded-scope';

/**
 * The admin API, under /api/admin: one guard (an admin's token, else 401 or 403) for every route
 * (docs/roles-and-ownership.md). Admin code lives in modules/admin-*.
 */
export const adminApi: FastifyPluginAsync<{
  db: Db;
  config: Config;
  uploads: FileStore;
  payments: PaymentsService;
  mobileMoney: MobileMoneyService;
}> = async (app, { db, config, uploads, payments, mobileMoney }) => {
  guardScope(app, app.requireAdmin);
  await app.register(adminOrderRoutes, {
    db,
    dailyBackup: config.backups.daily,
    reconcileSeconds: config.mobileMoney.reconcileSeconds,
    payments,
  });
  await app.register(adminCatalogRoutes, { db, uploads });
  // docs/catalogue-import.md and docs/stock.md: beside each brand's product routes.
  for (const brand of ALL_BRANDS) {
    const prefix = BRANDS[brand].adminProductsPrefix;
    await app.register(productCsvRoutes, { prefix, db, images: new ImageStore(uploads), brand });
    await app.register(stockHistoryRoutes, { prefix, db, brand });
  }
  await app.register(adminUserRoutes, { db });
  // docs/store-credit.md: a customer's credit, beside the customers.
  await app.register(adminStoreCreditRoutes, { db });
  await app.register(adminTestimonialRoutes, { prefix: '/testimonials', db });
  await app.register(adminContactRoutes, { prefix: '/contacts', db });
  await app.register(auditRoutes, { prefix: '/audit-log', db });
  await app.register(adminSettingsRoutes, { prefix: '/settings', db });
  await app.register(adminReminderRoutes, { prefix: '/reminders', db, reminders: app.reminders });
  // docs/reminders.md: the browser tests' clock for the reminders (TEST_ROUTES, never in production).
  if (config.testRoutes) {
    await app.register(testReminderRoutes, {
      prefix: '/test/reminders',
      reminders: app.reminders,
      outbox: app.outbox,
    });
    // docs/returns.md: the browser tests' received day, for a claim under warranty.
    await app.register(testReturnRoutes, { prefix: '/test/returns', db });
  }
  await app.register(adminDemandRoutes, { prefix: '/demand', waitlists: app.waitlists });
  await app.register(adminOutboxRoutes, { prefix: '/messages/outbox', db });
  await app.register(adminSalesRoutes, { prefix: '/sales', db });
  await app.register(adminExportRoutes, { prefix: '/exports', db });
  await app.register(adminPrivacyRequestRoutes, { prefix: '/privacy-requests', db });
  await app.register(adminBreachRoutes, { prefix: '/breaches', db });
  await app.register(adminDiscountRoutes, { prefix: '/discounts', db });
  await app.register(adminTourTermsRoutes, { db, payments });
  await app.register(adminRefundRoutes, { refunds: app.refunds });
  // docs/returns.md: return and warranty claims, their steps and the brands' return windows.
  await app.register(adminReturnRoutes, { db, providers: app.refunds.providers });
  // docs/phone-orders.md: orders an admin takes for a customer.
  await app.register(adminPhoneOrderRoutes, {
    prefix: '/phone-orders',
    db,
    phoneOrders: app.phoneOrders,
    publicUrl: config.publicUrl,
  });
  // docs/departures.md: pickup points, guides, vehicles, allocation and manifests.
  await app.register(adminDepartureRoutes, { db });
  await app.register(adminReceiptRoutes, { prefix: '/receipts', db, vfdUrl: config.vfd?.url });
  // docs/serials-and-warranty.md: serial numbers, their lookup and warranty.
  await app.register(adminSerialRoutes, { db });
  // docs/vouchers-and-check-in.md: an admin checks in and follows every departure.
  await app.register(checkInRoutes, {
    prefix: '/check-in',
    db,
    viewerOf: (request) => ({ userId: userOf(request).id, guideId: null }),
    mobileMoney,
    publicUrl: config.publicUrl,
  });
};
