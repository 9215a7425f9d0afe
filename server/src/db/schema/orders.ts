import type { DeliveryAddress, Fulfilment } from '@shop/contract/delivery';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';
import { tours } from './tours';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public reference shown to customers, e.g. FUR-7K2M9Q. */
    orderId: varchar('order_id', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Whose order it is: decides the currency and the reference prefix. */
    brand: brandColumn().notNull(),
    /** What was ordered: the lines of a cart, or seats on a tour departure. */
    kind: varchar('kind', { length: 20 }).$type<'product_order' | 'tour_booking'>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('pending'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    shippingAddress: text('shipping_address').notNull().default(''),
    /** Product orders: delivery or pickup (docs/delivery.md); null for tour bookings. */
    fulfilment: varchar('fulfilment', { length: 20 }).$type<Fulfilment>(),
    /** The address as the customer gave it at checkout, for delivered orders. */
    delivery: jsonb('delivery').$type<DeliveryAddress>(),
    /** The lines' total; total_amount adds the delivery fee to it. */
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull().default('0'),
    deliveryFee: numeric('delivery_fee', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * docs/discount-codes.md: the code's saving, its own line: total_amount = subtotal +
     * delivery_fee - discount_amount. 0 without a code.
     */
    discountAmount: numeric('discount_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The code as the shop spells it, when one was applied; its use is in discount_code_uses. */
    discountCode: varchar('discount_code', { length: 40 }),
    notes: text('notes').notNull().default(''),
    /** docs/receipts.md: a business customer's TIN (9 digits) and VRN (8 digits and a letter), for its receipts. */
    customerTin: varchar('customer_tin', { length: 9 }),
    customerVrn: varchar('customer_vrn', { length: 9 }),
    /** Set when stock was deducted for `sold`, so the deduction happens exactly once. */
    stockDeducted: boolean('stock_deducted').notNull().default(false),
    /** An unpaid tour booking or pay-now product order holds its seats or units until this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Set once the order's hold went back: a booking's seats to the departure, a product order's
     * units to the shop (expiry, cancel, or sold for product orders).
     */
    seatsReleased: boolean('seats_released').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** docs/phone-orders.md: where the order came from; `online` for the storefront's own. */
    channel: varchar('channel', { length: 20 }).notNull().default('online'),
    /** docs/phone-orders.md: the admin who took the order for its customer; null for the customer's own. */
    takenById: integer('taken_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** docs/phone-orders.md: the admin's discount, part of discount_amount, and why it was given. */
    adminDiscount: numeric('admin_discount', { precision: 14, scale: 2 }).notNull().default('0'),
    adminDiscountReason: text('admin_discount_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_brand_valid', validBrand(t.brand)),
    check('orders_kind_valid', sql`${t.kind} in ('product_order', 'tour_booking')`),
    check('orders_currency_valid', sql`${t.currency} in ('TZS', 'USD')`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending','confirmed','processing','shipped','delivered','completed','sold','cancelled')`,
    ),
    check('orders_payment_status_valid', sql`${t.paymentStatus} in ('pending','paid','failed','refunded')`),
    check('orders_total_nonneg', sql`${t.totalAmount} >= 0`),
    check('orders_fulfilment_valid', sql`${t.fulfilment} in ('delivery', 'pickup')`),
    check('orders_delivery_fee_nonneg', sql`${t.deliveryFee} >= 0`),
    check('orders_discount_nonneg', sql`${t.discountAmount} >= 0`),
    check(
      'orders_channel_valid',
      sql`${t.channel} in ('online', 'phone', 'whatsapp', 'walk_in', 'instagram', 'facebook')`,
    ),
    check(
      'orders_admin_discount_valid',
      sql`${t.adminDiscount} >= 0 and ${t.adminDiscount} <= ${t.discountAmount}`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // Newest first with the id breaking ties (db/keyset-page.ts): a deep page by number counts off
    // index entries alone, and `after` starts from one (docs/lists.md).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    // docs/admin-dashboard.md: the admin's order search matches part of a reference (pg_trgm).
    index('orders_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    // Every seat lookup first releases expired holds; this keeps that scan to the open holds.
    index('orders_open_holds_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.seatsReleased} = false and ${t.holdExpiresAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set on every product line, also after its product was deleted; null on tour lines. */
    productBrand: brandColumn('product_brand'),
    productId: integer('product_id'),
    tourId: integer('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price at the time of the order. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** Units taken from stock when the order was sold; exactly this much goes back on cancel. */
    deductedQuantity: integer('deducted_quantity').notNull().default(0),
    participants: integer('participants'),
    tourDate: date('tour_date'),
    /**
     * docs/serials-and-warranty.md: the product's warranty when the line was made (a trigger of
     * migration 0051 copies it), so a later change of the product's period leaves a sale's alone.
     * Null on tour lines.
     */
    warrantyMonths: integer('warranty_months'),
  },
  (t) => [
    // Products may be deleted later; the line keeps its own name, price and brand so the order
    // stays readable. Migration 0007 writes this as ON DELETE SET NULL ("product_id"), which
    // drizzle cannot express: a plain SET NULL would also clear product_brand.
    foreignKey({
      name: 'order_items_product_fk',
      columns: [t.productBrand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('set null'),
    check('order_items_product_brand_valid', validBrand(t.productBrand)),
    check('order_items_quantity_pos', sql`${t.quantity} > 0`),
    index('order_items_product_idx').on(t.productBrand, t.productId),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_tour_date_idx').on(t.tourId, t.tourDate),
  ],
);

/** docs/orders.md: an order's timeline, oldest first: placed, paid, and every status change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).$type<'placed' | 'paid' | 'status' | 'return'>().notNull(),
    /** The status moved to, on `status` events. */
    status: varchar('status', { length: 20 }),
    /** docs/returns.md: on `return` events, the request and its step (requested, approved, ...). */
    returnRequestId: integer('return_request_id'),
    returnStep: varchar('return_step', { length: 20 }),
    /** What the admin typed with the change (courier, tracking number), or why it happened. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_events_type_valid', sql`${t.type} in ('placed', 'paid', 'status', 'return')`),
    index('order_events_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * docs/admin-dashboard.md: the overview's order figures, kept by triggers on `orders` (migration
 * 0016) so the overview never scans every order. Spread over ORDER_FIGURE_SLOTS rows (an order
 * counts in slot id % slots) so that concurrent checkouts do not queue on one row; the overview
 * adds the slots up.
 */
export const orderFigures = pgTable('order_figures', {
  slot: integer('slot').primaryKey(),
  orders: integer('orders').notNull().default(0),
  sold: integer('sold').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  /** Sold orders and delivered cash-on-delivery ones (docs/orders.md), per currency. */
  revenueTzs: numeric('revenue_tzs', { precision: 16, scale: 2 }).notNull().default('0'),
  revenueUsd: numeric('revenue_usd', { precision: 16, scale: 2 }).notNull().default('0'),
});
