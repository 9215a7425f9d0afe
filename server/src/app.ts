import http from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@shop/contract/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { adminApi } from './api/admin-api';
import { customerApi } from './api/customer-api';
import { rewriteFormerAdminPath } from './api/former-admin-paths';
import { guideApi } from './api/guide-api';
import { publicApi } from './api/public-api';
import type { Config } from './config';
import type { Database } from './db/client';
import { uploadsDir } from './http/uploads';
import { AppError } from './lib/app-error';
import { clientKey, trustProxyOption } from './lib/client-ip';
import { openFileStore } from './lib/image-store/open-file-store';
import { movedItemPage } from './modules/seo/former-slugs';
import { seoRoutes } from './modules/seo/routes';
import { authPlugin } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { loadPages, registerNotFound } from './plugins/pages';
import { warnOnForwardedWithoutTrust } from './plugins/proxy-warning';
import { PublicCache, publicCachePlugin } from './plugins/public-cache';
import { listenForCatalogChanges } from './plugins/public-cache-listener';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { fastLine, OneLinePerRequest, requestIds } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { validatorCompiler } from './plugins/validation';
import { buildServices, startWorkers } from './services';

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
    rewriteUrl: rewriteFormerAdminPath,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  cache.log = logger ? app.log : undefined;
  cache.line = logger ? fastLine(app.log) : undefined;

  const { db } = database;
  const uploads = openFileStore(config, uploadsDir(config.dataDir));
  await registerSecurityHeaders(app);
  if (config.trustProxy === false) warnOnForwardedWithoutTrust(app);
  const { instanceName } = config;
  if (instanceName)
    app.addHook('onRequest', async (_request, reply) => void reply.header('x-served-by', instanceName));
  if (config.metricsToken) await app.register(metricsPlugin, { token: config.metricsToken, db, cache });
  // Before compress: the public reads it caches are compressed once, there.
  await app.register(publicCachePlugin, { cache });
  await listenForCatalogChanges(app, cache, database);
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
    // Thrown by the plugin, so the error handler answers it as any other refusal, with its reason.
    errorResponseBuilder: (_request, context) =>
      AppError.refused(429, ERROR_CODES.rateLimited, 'tooManyRequests', {
        minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
      }),
  });
  registerNotFound(app, {
    pages: config.webDistDir
      ? loadPages(app, config.webDistDir, {
          paymentTestMode: config.payment.testModeInProduction,
          publicUrl: config.publicUrl,
          cache,
          movedTo: (url) => movedItemPage(db, url),
        })
      : undefined,
  });
  const formLimit = { max: config.formRateLimitPerHour, timeWindow: '1 hour' };
  await registerOpenApi(app);
  // Services and workers first: every route scope below is handed what it uses.
  const services = await buildServices(app, config, db, jwtSecret);
  startWorkers(app, config, database, services);
  await app.register(authPlugin, { db, tokens: services.tokens });

  // One scope per audience (docs/roles-and-ownership.md): each guards all of its routes.
  const scopes = { db, config, services, formLimit };
  await app.register(publicApi, { prefix: '/api', ...scopes, uploads, freshness: cache });
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  await app.register(customerApi, { prefix: '/api', ...scopes, uploads });
  await app.register(adminApi, {
    prefix: '/api/admin',
    db,
    config,
    uploads,
    payments: services.payments.payments,
    mobileMoney: services.payments.mobileMoney,
  });
  // docs/departures.md: a guide's own departures; nothing of /api/admin.
  await app.register(guideApi, {
    prefix: '/api/guide',
    db,
    mobileMoney: services.payments.mobileMoney,
    publicUrl: config.publicUrl,
  });

  await registerStatic(app, {
    uploads,
    uploadsPublicUrl: config.uploads.publicUrl,
    webDistDir: config.webDistDir,
  });
  return app;
}
