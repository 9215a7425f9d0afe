import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { auditRoutes } from '../modules/admin-audit/routes';
import { adminCatalogRoutes } from '../modules/admin-catalog/routes';
import { adminContactRoutes } from '../modules/admin-contact/routes';
import { adminOutboxRoutes } from '../modules/admin-messages/routes';
import { adminOrderRoutes } from '../modules/admin-orders/routes';
import { adminSettingsRoutes } from '../modules/admin-settings/routes';
import { adminTestimonialRoutes } from '../modules/admin-testimonials/routes';
import { adminUserRoutes } from '../modules/admin-users/routes';
import { guardScope } from './guarded-scope';

/**
 * The admin API, under /api/admin: one guard (an admin's token, else 401 or 403) for every route
 * (docs/roles-and-ownership.md). Admin code lives in modules/admin-*.
 */
export const adminApi: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  guardScope(app, app.requireAdmin);
  await app.register(adminOrderRoutes, { db, backupsScheduled: config.backups.daily !== undefined });
  await app.register(adminCatalogRoutes, { db, dataDir: config.dataDir });
  await app.register(adminUserRoutes, { db });
  await app.register(adminTestimonialRoutes, { prefix: '/testimonials', db });
  await app.register(adminContactRoutes, { prefix: '/contacts', db });
  await app.register(auditRoutes, { prefix: '/audit-log', db });
  await app.register(adminSettingsRoutes, { prefix: '/settings', db });
  await app.register(adminOutboxRoutes, { prefix: '/messages/outbox', db });
};
