import { ITEM_KINDS, ITEM_PAGES, type ItemKind } from '@shop/contract/item-pages';
import { DEFAULT_LOCALE, LOCALES } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { crawlerPrivatePaths, SCREEN_TABLE, SITEMAP_PAGES } from '@shop/contract/screen-table';
import type { Db } from '#server/db/client.ts';
import { activeItems, itemGroups, lastCatalogueChange } from './item-rows';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Items per sitemap file, by id: ids 0 to 499 are /sitemaps/<kind>-0.xml, and so on. A file then
 * holds at most SITEMAP_FILE_ADDRESSES addresses however large the shop, where one file of every
 * item took 96 ms median at 10,000 laptops (docs/seo.md).
 */
export const SITEMAP_GROUP = 500;
/**
 * The most addresses a file holds: each item's page in every language. The protocol allows 50,000
 * and 50 MB; 1,000 addresses of 200-character slugs, with their alternates, are about 1.2 MB.
 */
export const SITEMAP_FILE_ADDRESSES = SITEMAP_GROUP * LOCALES.length;
/** Ids are PostgreSQL integers: the last group holds the largest. */
const MAX_ID = 2 ** 31 - 1;
export const SITEMAP_LAST_GROUP = Math.floor(MAX_ID / SITEMAP_GROUP);

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Google's namespace for a page's other languages in a sitemap (`xhtml:link`). */
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const lastmod = (at: Date | null) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');
const document = (root: string, namespaces: string, entries: string[]) =>
  [XML, `<${root} ${namespaces}>`, ...entries, `</${root}>`, ''].join('\n');

/**
 * docs/seo.md: each page in every language, each naming all of them (itself included) as its
 * alternates and English as `x-default`, as the pages' own `hreflang` links do (page-language.ts).
 */
function urlset(origin: string, entries: { path: string; changed: Date | null }[]): string {
  const lines: string[] = [];
  for (const { path, changed } of entries) {
    const at = (locale: (typeof LOCALES)[number]) => escapeXml(origin + pathInLocale(path, locale));
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LOCALE)}"/>`,
    ].join('');
    for (const locale of LOCALES)
      lines.push(`<url><loc>${at(locale)}</loc>${lastmod(changed)}${alternates}</url>`);
  }
  return document('urlset', `${NS} ${XHTML_NS}`, lines);
}

/** The file of one group of a kind's items, as /sitemap.xml names it. */
export const groupFile = (kind: ItemKind, group: number) => `${kind}-${group}.xml`;

/**
 * docs/seo.md: /sitemap.xml is an index of sitemap files: one of the public pages, and one per
 * group of SITEMAP_GROUP item ids holding an active product or tour, each with when it last changed.
 */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const groups = (await Promise.all(ITEM_KINDS.map((kind) => itemGroups(db, kind, SITEMAP_GROUP)))).map(
    (rows, i) => ({ kind: ITEM_KINDS[i]!, rows }),
  );
  // The pages show the catalogue: they changed when any item did, active or not (lastCatalogueChange).
  const times = groups.flatMap(({ rows }) => rows.map((row) => row.changed.getTime()));
  const files = [{ file: 'pages.xml', changed: times.length ? new Date(Math.max(...times)) : null }];
  for (const { kind, rows } of groups) {
    for (const { group, activeChanged } of rows)
      if (activeChanged) files.push({ file: groupFile(kind, group), changed: activeChanged });
  }
  return document(
    'sitemapindex',
    NS,
    files.map(
      ({ file, changed }) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc>${lastmod(changed)}</sitemap>`,
    ),
  );
}

/** The public pages besides the items' own (the screen table's), in every language; they show the catalogue, so they changed when it last did. */
export async function pagesSitemap(db: Db, origin: string): Promise<string> {
  const changed = await lastCatalogueChange(db);
  return urlset(
    origin,
    SITEMAP_PAGES.map((path) => ({ path, changed })),
  );
}

/** One group's active items of `kind` in every language, each with when it last changed (empty once all are gone). */
export async function itemsSitemap(db: Db, origin: string, kind: ItemKind, group: number): Promise<string> {
  const from = group * SITEMAP_GROUP;
  const items = await activeItems(db, kind, { from, to: Math.min(from + SITEMAP_GROUP - 1, MAX_ID) });
  return urlset(
    origin,
    items.map((item) => ({ path: ITEM_PAGES[kind].href(item.slug), changed: item.updatedAt })),
  );
}

/**
 * What no crawler should read: the API, the admin's area, and every screen the server does not
 * render (a customer's own, the checkout, the sign-in), as the screen table says.
 */
const PRIVATE_PATHS = ['/api/', '/admin/', ...crawlerPrivatePaths(SCREEN_TABLE)].filter(
  (path, i, all) => !all.some((area, j) => j < i && path.startsWith(area)),
);

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
