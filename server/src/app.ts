import http from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { startBackups } from './backups/scheduler';
import type { Config } from './config';
import type { Database } from './db/client';
import { BackgroundTasks } from './lib/background-tasks';
import { clientKey, trustProxyOption } from './lib/client-ip';
import { openFileStore } from './lib/image-store/open-file-store';
import { adminCatalogRoutes } from './modules/admin-catalog/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { auditRoutes } from './modules/audit/routes';
import { deviceCookies } from './modules/auth/device-cookies';
import { PasswordResets } from './modules/auth/password-resets';
import { passwordHasher } from './modules/auth/passwords';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { accessTokens } from './modules/auth/tokens';
import { cartRoutes } from './modules/cart/routes';
import { ALL_BRANDS, BRANDS } from './modules/catalog/brands';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { adminContactRoutes } from './modules/contact/admin-routes';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { adminOutboxRoutes } from './modules/messages/admin-routes';
import { startOutbox } from './modules/messages/outbox-plugin';
import { newsletterRoutes } from './modules/newsletter/routes';
import { sweepHoldsInBackground } from './modules/orders/hold-sweeper';
import { orderRoutes } from './modules/orders/routes';
import { paymentServices } from './modules/payments/payment-services';
import { paymentRoutes } from './modules/payments/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { adminSettingsRoutes, deliveryTermsRoutes } from './modules/settings/routes';
import { adminTestimonialRoutes } from './modules/testimonials/admin-routes';
import { testimonialRoutes } from './modules/testimonials/routes';
import { tourRoutes } from './modules/tours/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { authPlugin } from './plugins/auth';
import { frameworkErrors, registerErrorHandling, registerNotFound } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { loadPages } from './plugins/pages';
import { warnOnForwardedWithoutTrust } from './plugins/proxy-warning';
import { PublicCache, publicCachePlugin } from './plugins/public-cache';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { fastLine, OneLinePerRequest, requestIds } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic, uploadsDir } from './plugins/static';
import { validatorCompiler } from './plugins/validation';

export type AppDeps = {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** pino instance for request logs; none in tests. */
  logger?: FastifyBaseLogger;
};

/** Generous for a phone on a slow network, yet a stalled client cannot hold a connection (or a shutdown) forever. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Fastify's default: longer than the idle timeout of common load balancers. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp({ config, database, jwtSecret, logger }: AppDeps): Promise<FastifyInstance> {
  const ids = requestIds();
  const cache = new PublicCache(ids);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request, here and in the cache's fast path.
    logController: new OneLinePerRequest(),
    genReqId: () => ids.next(),
    // Cached public reads are answered before Fastify parses anything; everything else goes on to it.
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        if (!cache.serve(req, res)) handler(req, res);
      });
      // The timeouts Fastify gives the servers it creates itself.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = REQUEST_TIMEOUT_MS;
      return server;
    },
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  cache.log = logger ? app.log : undefined;
  cache.line = logger ? fastLine(app.log) : undefined;

  const { db } = database;
  const tokens = accessTokens(jwtSecret);
  const uploads = openFileStore(config, uploadsDir(config.dataDir));
  await registerSecurityHeaders(app);
  if (config.trustProxy === false) warnOnForwardedWithoutTrust(app);
  const { instanceName } = config;
  if (instanceName)
    app.addHook('onRequest', async (_request, reply) => void reply.header('x-served-by', instanceName));
  if (config.metricsToken) await app.register(metricsPlugin, { token: config.metricsToken, db, cache });
  // Before compress: the public reads it caches are compressed once, there.
  await app.register(publicCachePlugin, { cache, database });
  // JSON answers shrink several times over; the web build's assets come pre-compressed instead.
  // What is not cached is compressed per request, at levels meant for dynamic answers.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Only routes that opt in are limited (the public forms). The counters live in the database;
  // if it cannot count, the form's own write fails anyway, so the limit steps aside.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    skipOnError: true,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerNotFound(app, {
    pages: config.webDistDir
      ? loadPages(app, config.webDistDir, {
          paymentTestMode: config.payment.testModeInProduction,
          publicUrl: config.publicUrl,
          cache,
        })
      : undefined,
  });
  const formLimit = { max: config.formRateLimitPerHour, timeWindow: '1 hour' };
  await registerOpenApi(app);
  await app.register(authPlugin, { db, tokens });
  const tasks = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  app.addHook('onClose', () => tasks.settled());
  startOutbox(app, db, config);
  if (config.holdSweepSeconds > 0) sweepHoldsInBackground(app, db, config.holdSweepSeconds);
  startBackups(app, database, config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health', db });
      const hasher = passwordHasher(config.passwordHashCost);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: new AuthService(db, tokens, hasher, app.log, config.messages.sms !== undefined),
        devices: deviceCookies(jwtSecret),
        resets: new PasswordResets(db, hasher, config.messages.sms !== undefined),
        linkBaseUrl: config.linkBaseUrl,
        formLimit,
      });
      // shop routes
      const payments = await paymentServices(db, config, app.log);
      await api.register(orderRoutes, {
        prefix: '/orders',
        db,
        paymentProvider: config.payment.provider,
        payments: payments.payments,
        ordersPerHour: config.bookingRateLimitPerHour,
      });
      await api.register(paymentRoutes, { prefix: '/payments', db, config, services: payments });
      for (const brand of ALL_BRANDS) {
        const { apiPrefix } = BRANDS[brand];
        await api.register(catalogRoutes, { prefix: apiPrefix, db, brand });
        await api.register(cartRoutes, { prefix: `${apiPrefix}/cart`, db, brand });
        await api.register(wishlistRoutes, { prefix: `${apiPrefix}/wishlist`, db, brand });
      }
      await api.register(deliveryTermsRoutes, { prefix: BRANDS.fursa.apiPrefix, db });
      await api.register(checkoutRoutes, {
        prefix: `${BRANDS.fursa.apiPrefix}/checkout`,
        db,
        paymentTestMode: config.payment.testModeInProduction,
      });
      await api.register(tourRoutes, { prefix: '/igsum', db });
      await api.register(reviewRoutes, { db });
      await api.register(testimonialRoutes, { prefix: '/testimonials', db });
      await api.register(contactRoutes, { prefix: '/contact', db, formLimit });
      await api.register(newsletterRoutes, { prefix: '/newsletter', db, formLimit });
      // admin routes
      await api.register(adminOrderRoutes, { db, backupsScheduled: config.backups.daily !== undefined });
      await api.register(adminCatalogRoutes, { prefix: '/admin', db, uploads });
      await api.register(adminUserRoutes, { prefix: '/admin', db });
      await api.register(adminTestimonialRoutes, { prefix: '/admin/testimonials', db });
      await api.register(adminContactRoutes, { prefix: '/contact/admin/contacts', db });
      await api.register(auditRoutes, { prefix: '/admin/audit-log', db });
      await api.register(adminSettingsRoutes, { prefix: '/admin/settings', db });
      await api.register(adminOutboxRoutes, { prefix: '/admin/messages/outbox', db });
    },
    { prefix: '/api' },
  );

  await registerStatic(app, {
    uploads,
    uploadsPublicUrl: config.uploads.publicUrl,
    webDistDir: config.webDistDir,
  });
  return app;
}
