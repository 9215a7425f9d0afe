import type { ItemKind } from '@shop/contract/item-pages';
import { and, eq, gte, lte, max, ne, notExists, sql } from 'drizzle-orm';
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

/** Which of a kind's active items a read wants: one by id, or those with ids from `from` to `to`. */
export type ItemsWanted = { id: number } | { from: number; to: number };

/** The active items of `kind` that `wanted` names, by id. */
export async function activeItems(db: Db, kind: ItemKind, wanted: ItemsWanted): Promise<ItemRow[]> {
  const t = kind === 'tour' ? tours : products;
  const ids = 'id' in wanted ? eq(t.id, wanted.id) : and(gte(t.id, wanted.from), lte(t.id, wanted.to));
  const columns = { id: t.id, slug: t.slug, image: t.image, imageUrl: t.imageUrl, updatedAt: t.updatedAt };
  if (kind === 'tour') {
    return db
      .select(columns)
      .from(tours)
      .where(and(eq(tours.isActive, true), ids))
      .orderBy(tours.id);
  }
  return db
    .select(columns)
    .from(products)
    .where(and(eq(products.brand, kind), eq(products.isActive, true), ids))
    .orderBy(products.id);
}

/** A group of `size` consecutive ids of one kind: group n holds ids n * size to (n + 1) * size - 1. */
export type ItemGroup = {
  group: number;
  /** The newest change of its active items; null when none is active. */
  activeChanged: Date | null;
  /** The newest change of any of its items, active or not. */
  changed: Date;
};

/**
 * Every group of `size` consecutive ids holding an item of `kind`, by group: one pass over the
 * kind's items, hashed by group (sorting the items by group first took twice as long).
 */
export async function itemGroups(db: Db, kind: ItemKind, size: number): Promise<ItemGroup[]> {
  const t = kind === 'tour' ? tours : products;
  const columns = {
    group: sql<number>`${t.id} / ${sql.raw(String(size))}`.mapWith(Number),
    activeChanged: sql<Date | null>`max(${t.updatedAt}) filter (where ${t.isActive})`.mapWith(t.updatedAt),
    changed: sql<Date>`max(${t.updatedAt})`.mapWith(t.updatedAt),
  };
  const rows =
    kind === 'tour'
      ? await db.select(columns).from(tours).groupBy(sql`1`)
      : await db.select(columns).from(products).where(eq(products.brand, kind)).groupBy(sql`1`);
  return rows.sort((a, b) => a.group - b.group);
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
