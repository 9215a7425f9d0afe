import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { PublicCache } from './public-cache';
import { scopeOfNotification } from './public-cache-key';

/** The channel the catalogue tables' triggers notify (see the catalog_change_notify migration). */
const CATALOG_CHANNEL = 'catalog_changed';

/**
 * docs/public-cache.md: drops the cached answers a change of the catalogue makes stale, as the
 * database tells it; while the notifications are lost nothing is cached, since nothing would
 * drop it.
 */
export async function listenForCatalogChanges(app: FastifyInstance, cache: PublicCache, database: Database) {
  const stop = await database.listen(CATALOG_CHANNEL, {
    notify: (payload) => cache.invalidate(scopeOfNotification(payload)),
    connected: () => cache.setLive(true),
    lost: () => {
      cache.setLive(false);
      app.log.warn('lost the database notifications: public reads are not cached until they are back');
    },
  });
  app.addHook('onClose', async () => {
    cache.setLive(false);
    await stop();
  });
}
