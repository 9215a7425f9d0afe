import { ITEM_KINDS, ITEM_PAGES, SITEMAP_PAGES } from '@shop/contract/item-pages';
import type { Db } from '#server/db/client.ts';
import { activeItems, lastCatalogueChange } from './item-rows';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function entry(loc: string, lastmod: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * docs/seo.md: every public page, active product and active tour, each with when it last
 * changed; the other pages show the catalogue, so they changed when it last did.
 */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const [changed, ...items] = await Promise.all([
    lastCatalogueChange(db),
    ...ITEM_KINDS.map((kind) => activeItems(db, kind)),
  ]);
  const urls = SITEMAP_PAGES.map((page) => entry(`${origin}${page === '/' ? '/' : page}`, changed));
  ITEM_KINDS.forEach((kind, i) => {
    for (const item of items[i] ?? []) {
      urls.push(entry(`${origin}${ITEM_PAGES[kind].href(item.slug)}`, item.updatedAt));
    }
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Screens no crawler should read: a customer's own, the checkout, the admin's, and the API. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin/',
  '/dashboard',
  '/auth',
  '/reset-password',
  '/checkout',
  '/order-success',
  '/booking-success',
  '/pay/',
  '/connection-test',
];

/** docs/seo.md: robots.txt names the sitemap and keeps crawlers out of the private screens. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    // A preview image lives under /api/; chat apps' crawlers must read it.
    'Allow: /api/share-images/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
