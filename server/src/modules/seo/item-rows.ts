import type { ItemKind } from '@shop/contract/item-pages';
import { and, eq, max, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, slugHistory, tours } from '#server/db/schema.ts';

/** One active item as the sitemap and the share image read it. */
export type ItemRow = {
  id: number;
  slug: string;
  image: string | null;
  imageUrl: string | null;
  updatedAt: Date;
};

/** The active items of `kind`, by id; with `id`, that one item. */
export async function activeItems(db: Db, kind: ItemKind, id?: number): Promise<ItemRow[]> {
  if (kind === 'tour') {
    const t = tours;
    return db
      .select({ id: t.id, slug: t.slug, image: t.image, imageUrl: t.imageUrl, updatedAt: t.updatedAt })
      .from(t)
      .where(and(eq(t.isActive, true), id === undefined ? undefined : eq(t.id, id)))
      .orderBy(t.id);
  }
  const p = products;
  return db
    .select({ id: p.id, slug: p.slug, image: p.image, imageUrl: p.imageUrl, updatedAt: p.updatedAt })
    .from(p)
    .where(and(eq(p.brand, kind), eq(p.isActive, true), id === undefined ? undefined : eq(p.id, id)))
    .orderBy(p.id);
}

/** When the catalogue last changed in a way a page shows (the sitemap's lastmod of the other pages). */
export async function lastCatalogueChange(db: Db): Promise<Date | null> {
  const [[p], [t]] = await Promise.all([
    db.select({ at: max(products.updatedAt) }).from(products),
    db.select({ at: max(tours.updatedAt) }).from(tours),
  ]);
  const times = [p?.at, t?.at].filter((d): d is Date => d instanceof Date);
  return times.length === 0 ? null : new Date(Math.max(...times.map((d) => d.getTime())));
}

/**
 * docs/seo.md: the slug an active item has today, when `slug` is one it had before and no item of
 * its kind has it now (a slug given up may be taken by another item, whose page it then is).
 */
export async function currentSlugOf(db: Db, kind: ItemKind, slug: string): Promise<string | undefined> {
  const h = slugHistory;
  if (kind === 'tour') {
    const [row] = await db
      .select({ slug: tours.slug })
      .from(h)
      .innerJoin(tours, eq(tours.id, h.itemId))
      .where(
        and(
          eq(h.kind, kind),
          eq(h.slug, slug),
          eq(tours.isActive, true),
          ne(tours.slug, slug),
          notExists(db.select({ one: sql`1` }).from(tours).where(eq(tours.slug, slug))),
        ),
      );
    return row?.slug;
  }
  const current = db
    .select({ one: sql`1` })
    .from(products)
    .where(and(eq(products.brand, kind), eq(products.slug, slug)));
  const [row] = await db
    .select({ slug: products.slug })
    .from(h)
    .innerJoin(products, and(eq(products.brand, kind), eq(products.id, h.itemId)))
    .where(
      and(
        eq(h.kind, kind),
        eq(h.slug, slug),
        eq(products.isActive, true),
        ne(products.slug, slug),
        notExists(current),
      ),
    );
  return row?.slug;
}
