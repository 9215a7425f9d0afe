import type { DeliveryAddress } from '@shop/contract/delivery';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/delivery.md: the admin's delivery settings, one row (id 1). Until an admin saves them
 * there is no row and the shop runs on DEFAULT_DELIVERY_SETTINGS.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    freeDeliveryOver: numeric('free_delivery_over', { precision: 14, scale: 2 }).notNull(),
    feeDarEsSalaam: numeric('fee_dar_es_salaam', { precision: 14, scale: 2 }).notNull(),
    feeOtherRegions: numeric('fee_other_regions', { precision: 14, scale: 2 }).notNull(),
    cashOnDeliveryEnabled: boolean('cash_on_delivery_enabled').notNull(),
    /** Null: no cap. */
    cashOnDeliveryMax: numeric('cash_on_delivery_max', { precision: 14, scale: 2 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_settings_one_row', sql`${t.id} = 1`)],
);

/** docs/delivery.md: the address of a customer's last delivery, offered at their next checkout. */
export const savedAddresses = pgTable('saved_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<DeliveryAddress>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * docs/payments.md: the admin's payment settings, one row (id 1), kept apart from the delivery
 * terms the store advertises. Until an admin saves them the shop runs on DEFAULT_PAYMENT_SETTINGS.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    usdToTzsRate: numeric('usd_to_tzs_rate', { precision: 10, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_one_row', sql`${t.id} = 1`),
    check('payment_settings_rate_positive', sql`${t.usdToTzsRate} > 0`),
  ],
);
