import type { ItemKind } from '@shop/contract/item-pages';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * docs/seo.md: the slugs products and tours had before an admin changed them, so an old link
 * is answered with a permanent redirect to the item's address today. Written by triggers
 * (migration 0020) whenever a slug changes, whoever changes it.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    kind: varchar('kind', { length: 10 }).$type<ItemKind>().notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    itemId: integer('item_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'slug_history_pk', columns: [t.kind, t.slug] }),
    check('slug_history_kind_valid', sql`${t.kind} in ('fursa', 'igsum', 'tour')`),
  ],
);
