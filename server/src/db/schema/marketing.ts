import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, validBrand } from './catalog';
import { orders } from './orders';
import { privacyNotices } from './privacy-requests';
import { users } from './users';

const channelColumn = () => varchar('channel', { length: 10 }).$type<'sms' | 'email'>().notNull();
const validChannel = (c: unknown) => sql`${c} in ('sms', 'email')`;
const validSource = (c: unknown) =>
  sql`${c} in ('signup', 'checkout', 'profile', 'unsubscribe_link', 'sms_stop')`;

/**
 * docs/marketing-consent.md: a customer's yes or no to marketing messages, per channel, as it
 * stands now (no row: never asked, so no). Every change is also a row of marketing_consent_events.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: channelColumn(),
    granted: boolean('granted').notNull(),
    /** The version of the words the customer saw (contract/src/marketing.ts). */
    wordingVersion: varchar('wording_version', { length: 20 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('marketing_consents_channel_valid', validChannel(t.channel)),
    check('marketing_consents_source_valid', validSource(t.source)),
  ],
);

/** docs/marketing-consent.md: every consent given or withdrawn, kept as the record of it. */
export const marketingConsentEvents = pgTable(
  'marketing_consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: channelColumn(),
    granted: boolean('granted').notNull(),
    wordingVersion: varchar('wording_version', { length: 20 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    /** The e-mail address or phone (2557XXXXXXXX) the consent was about, when known. */
    address: varchar('address', { length: 254 }),
    /** The privacy notice in force when it was said (docs/privacy.md); null before notices had versions. */
    noticeVersion: integer('notice_version').references(() => privacyNotices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketing_consent_events_channel_valid', validChannel(t.channel)),
    check('marketing_consent_events_source_valid', validSource(t.source)),
    index('marketing_consent_events_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * docs/marketing-consent.md: addresses that asked for no more marketing (an unsubscribe link, an
 * SMS STOP), whoever they belong to: a marketing message to one is never sent.
 */
export const marketingOptOuts = pgTable(
  'marketing_opt_outs',
  {
    channel: channelColumn(),
    /** A lower-case e-mail address, or a phone as 2557XXXXXXXX. */
    address: varchar('address', { length: 254 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.address] }),
    check('marketing_opt_outs_channel_valid', validChannel(t.channel)),
    check('marketing_opt_outs_source_valid', validSource(t.source)),
  ],
);

/** docs/reminders.md: which reminders go, one row (id 1); all on until an admin saves them. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    pushUnapproved: boolean('push_unapproved').notNull(),
    cartAbandoned: boolean('cart_abandoned').notNull(),
    holdExpiring: boolean('hold_expiring').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * docs/reminders.md: each reminder sent, once per `key` (an order, or a cart and its step), so a
 * second pass or process sends none again, and the admin's "recovered" counts orders paid after.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 })
      .$type<'push_unapproved' | 'cart_abandoned' | 'hold_expiring'>()
      .notNull(),
    key: varchar('key', { length: 100 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order reminded of; null for a cart's reminder. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A cart's brand; null for an order's reminder. */
    brand: brandColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminders_kind_valid', sql`${t.kind} in ('push_unapproved', 'cart_abandoned', 'hold_expiring')`),
    check('reminders_brand_valid', validBrand(t.brand)),
    index('reminders_kind_sent_idx').on(t.kind, t.sentAt),
    index('reminders_user_idx').on(t.userId, t.sentAt),
  ],
);
