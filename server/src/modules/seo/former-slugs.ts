import { ITEM_PAGES, itemPageOf } from '@shop/contract/item-pages';
import type { Db } from '#server/db/client.ts';
import { currentSlugOf } from './item-rows';

/**
 * docs/seo.md: where an item page's URL has moved to when an admin changed its slug (the page
 * answers with a permanent redirect there, query string kept), or undefined.
 */
export async function movedItemPage(db: Db, url: string): Promise<string | undefined> {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const page = itemPageOf(path);
  if (!page) return undefined;
  const slug = await currentSlugOf(db, page.kind, page.slug);
  return slug === undefined ? undefined : ITEM_PAGES[page.kind].href(slug) + (q === -1 ? '' : url.slice(q));
}
