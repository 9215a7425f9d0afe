import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';
import { tours } from './tours';
import { users } from './users';

const validStatus = (c: unknown) => sql`${c} in ('waiting', 'offered', 'bought', 'expired', 'cancelled')`;

/**
 * docs/back-in-stock.md: "Notify me" on a sold-out product, first come first served. When stock
 * returns, the first in line are told and one unit is held for each (`held_until`); the holder's
 * checkout takes it, or it goes to the next in line.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: serial('id').primaryKey(),
    brand: brandColumn().notNull(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case; null when only a phone was given. */
    email: varchar('email', { length: 254 }),
    /** 2557XXXXXXXX; null when only an e-mail was given. */
    phone: varchar('phone', { length: 12 }),
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    status: varchar('status', { length: 10 })
      .$type<'waiting' | 'offered' | 'bought' | 'expired' | 'cancelled'>()
      .notNull()
      .default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** While offered: the unit held for this request until then. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'stock_requests_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    check('stock_requests_brand_valid', validBrand(t.brand)),
    check('stock_requests_status_valid', validStatus(t.status)),
    check('stock_requests_contact', sql`${t.email} is not null or ${t.phone} is not null`),
    check('stock_requests_locale_known', sql`${t.locale} in ('en', 'sw')`),
    // One place in line per product and person (their account, else their address).
    uniqueIndex('stock_requests_open_uq')
      .on(t.brand, t.productId, sql`coalesce(${t.userId}::text, ${t.email}, ${t.phone})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('stock_requests_line_idx')
      .on(t.brand, t.productId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('stock_requests_held_idx').on(t.heldUntil).where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * docs/back-in-stock.md: a signed-in customer waiting for seats on a full tour departure. Freed
 * seats are offered in order, each offer holding them for two hours (`offer_expires_at`).
 */
export const tourWaitlist = pgTable(
  'tour_waitlist',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    tourDate: date('tour_date', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travellers: integer('travellers').notNull(),
    status: varchar('status', { length: 10 })
      .$type<'waiting' | 'offered' | 'bought' | 'expired' | 'cancelled'>()
      .notNull()
      .default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tour_waitlist_status_valid', validStatus(t.status)),
    check('tour_waitlist_travellers_pos', sql`${t.travellers} > 0`),
    uniqueIndex('tour_waitlist_open_uq')
      .on(t.tourId, t.tourDate, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('tour_waitlist_line_idx').on(t.tourId, t.tourDate, t.createdAt).where(sql`${t.status} = 'waiting'`),
    index('tour_waitlist_offer_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
  ],
);
