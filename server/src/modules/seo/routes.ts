import { ITEM_KINDS, type ItemKind, shareImagePath } from '@shop/contract/item-pages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import { displayImageUrl } from '#server/modules/catalog/image-url.ts';
import { activeItems } from './item-rows';
import { shareImage } from './share-image';
import { itemsSitemap, pagesSitemap, robotsTxt, SITEMAP_LAST_GROUP, sitemapIndex } from './sitemap';

/**
 * /sitemap.xml, its files under /sitemaps/ and /robots.txt (docs/seo.md). All name the shop's
 * address: with PUBLIC_URL set the sitemap's files are kept in the public cache and dropped with
 * the catalogue's answers; without it, they name the host asked and are made per request.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string | undefined }> = async (
  app,
  { db, publicUrl },
) => {
  const tags = ['seo'];
  const publicCache = publicUrl !== undefined;
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').send(body);
  app.get(
    '/sitemap.xml',
    { config: { publicCache }, schema: { tags, summary: 'The index of the sitemap files, with lastmod' } },
    async (request, reply) => xml(reply, await sitemapIndex(db, shopUrl(request, publicUrl))),
  );
  app.get(
    '/sitemaps/:file',
    {
      config: { publicCache },
      schema: {
        tags,
        summary: 'One sitemap file: the public pages, or a group of active products or tours',
        params: SitemapFileParams,
      },
    },
    async (request, reply) => {
      const origin = shopUrl(request, publicUrl);
      const { file } = request.params;
      if (file === 'pages.xml') return xml(reply, await pagesSitemap(db, origin));
      const { kind, group } = groupOf(file);
      return xml(reply, await itemsSitemap(db, origin, kind, group));
    },
  );
  app.get('/robots.txt', { schema: { tags, summary: 'What crawlers may read' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(shopUrl(request, publicUrl))),
  );
};

const SitemapFileParams = z.object({
  file: z
    .string()
    .regex(new RegExp(`^(pages|(${ITEM_KINDS.join('|')})-\\d{1,7})\\.xml$`))
    .refine(
      (file) => file === 'pages.xml' || groupOf(file).group <= SITEMAP_LAST_GROUP,
      'No such sitemap file',
    ),
});

/** The kind and group a sitemap file's name names (`fursa-3.xml`). */
function groupOf(file: string): { kind: ItemKind; group: number } {
  const [kind, group] = file.slice(0, -'.xml'.length).split('-') as [ItemKind, string];
  return { kind, group: Number(group) };
}

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
      const [item] = await activeItems(db, kind, { id });
      if (!item) return reply.callNotFound();
      const current = shareImagePath(kind, id, displayImageUrl(item.image, item.imageUrl));
      if (!current.endsWith(`/${file}`)) return reply.redirect(current, 302);
      const jpeg = await shareImage(files, kind, item, `share-${kind}-${file}`);
      return reply.type('image/jpeg').header('cache-control', SHARE_IMAGE_CACHE).send(jpeg);
    },
  );
};
