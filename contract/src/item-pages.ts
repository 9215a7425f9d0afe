import { SCREEN_TABLE } from './screen-table.ts';

/**
 * docs/seo.md: every laptop, IGSUM product and tour has a page of its own at a readable address
 * made from its slug, its screen's path in the screen table. The web app routes these, the server
 * redirects former slugs to them and lists them in /sitemap.xml.
 */
export const ITEM_KINDS = ['fursa', 'igsum', 'tour'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const SCREEN = {
  fursa: SCREEN_TABLE.laptopPage,
  igsum: SCREEN_TABLE.igsumProductPage,
  tour: SCREEN_TABLE.tourPage,
} satisfies Record<ItemKind, { path: `${string}/:slug` }>;
const PREFIX = Object.fromEntries(
  ITEM_KINDS.map((kind) => [kind, SCREEN[kind].path.slice(0, -':slug'.length)]),
) as Record<ItemKind, string>;

export const ITEM_PAGES = Object.fromEntries(
  ITEM_KINDS.map((kind) => [
    kind,
    {
      /** The router's pattern. */
      path: SCREEN[kind].path,
      prefix: PREFIX[kind],
      href: (slug: string) => `${PREFIX[kind]}${encodeURIComponent(slug)}`,
    },
  ]),
) as Record<ItemKind, { path: string; prefix: string; href: (slug: string) => string }>;

/** The item page a path is, if it is one: its kind and slug. */
export function itemPageOf(path: string): { kind: ItemKind; slug: string } | undefined {
  for (const kind of ITEM_KINDS) {
    const prefix = PREFIX[kind];
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (rest === '' || rest.includes('/')) return undefined;
    try {
      return { kind, slug: decodeURIComponent(rest) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The share image is 1200 x 630, the size Facebook, WhatsApp and X show large (docs/seo.md). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * A short tag of the picture a share image is made from (FNV-1a): a new picture gives the share
 * image a new address, since chat apps keep a preview per image address.
 */
function pictureTag(imageUrl: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of imageUrl ?? '') {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The path of an item's share image, named by the item and the picture it shows. */
export function shareImagePath(kind: ItemKind, id: number, imageUrl: string | null): string {
  return `/api/share-images/${kind}/${id}-${pictureTag(imageUrl)}.jpg`;
}
