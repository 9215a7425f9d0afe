import { ITEM_KINDS, shareImagePath } from '@shop/contract/item-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import { displayImageUrl } from '#server/modules/catalog/image-url.ts';
import { activeItems } from './item-rows';
import { shareImage } from './share-image';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * /sitemap.xml and /robots.txt (docs/seo.md). Both name the shop's address: with PUBLIC_URL set
 * the sitemap is kept in the public cache and dropped with the catalogue's answers; without it,
 * it names the host asked and is made per request.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string | undefined }> = async (
  app,
  { db, publicUrl },
) => {
  const tags = ['seo'];
  app.get(
    '/sitemap.xml',
    {
      config: { publicCache: publicUrl !== undefined },
      schema: { tags, summary: 'Every public page, active product and tour, with lastmod' },
    },
    async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await sitemapXml(db, shopUrl(request, publicUrl))),
  );
  app.get('/robots.txt', { schema: { tags, summary: 'What crawlers may read' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(shopUrl(request, publicUrl))),
  );
};

const ShareImageParams = z.object({
  kind: z.enum(ITEM_KINDS),
  file: z.string().regex(/^\d{1,9}-[a-z0-9]{1,12}\.jpg$/),
});

/** A day: the address changes with the picture, and an admin may still replace a broken one. */
const SHARE_IMAGE_CACHE = 'public, max-age=86400';

/**
 * GET /api/share-images/{kind}/{id}-{tag}.jpg: an active item's preview image (docs/seo.md). An
 * address made for an older picture is sent on to the current one.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/:kind/:file',
    {
      schema: {
        tags: ['seo'],
        summary: "An item's 1200 x 630 JPEG preview for chat apps and social networks",
        params: ShareImageParams,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = Number(file.slice(0, file.indexOf('-')));
      const [item] = await activeItems(db, kind, id);
      if (!item) return reply.callNotFound();
      const current = shareImagePath(kind, id, displayImageUrl(item.image, item.imageUrl));
      if (!current.endsWith(`/${file}`)) return reply.redirect(current, 302);
      const jpeg = await shareImage(files, kind, item, `share-${kind}-${file}`);
      return reply.type('image/jpeg').header('cache-control', SHARE_IMAGE_CACHE).send(jpeg);
    },
  );
};
