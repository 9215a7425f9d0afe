import type { Locale } from '@shop/contract/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { contactMessages } from './content';
import { users } from './users';

/**
 * docs/messages.md: every e-mail and SMS the shop sends, written in the transaction of the event
 * that causes it and sent afterwards by the outbox worker. `key` names the event and recipient, so
 * a repeated event queues its message once. The message is stored as it will be sent (rendered),
 * never re-rendered: a later edit of a product or a template does not change what was queued.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 200 }).notNull().unique(),
    channel: varchar('channel', { length: 10 }).$type<'email' | 'sms'>().notNull(),
    /** What the message is (`welcome`, `booking_confirmed`, ...), shown in the admin's outbox. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** An e-mail address, or a phone number as 2557XXXXXXXX. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** E-mail only. */
    subject: varchar('subject', { length: 300 }),
    bodyText: text('body_text').notNull(),
    /** E-mail only. */
    bodyHtml: text('body_html'),
    /** E-mail only: where a reply goes (the contact inbox's replies come from the shop). */
    replyTo: varchar('reply_to', { length: 254 }),
    /**
     * docs/marketing-consent.md: a marketing message waits out the quiet hours and is not sent to
     * an address that asked for no more.
     */
    marketing: boolean('marketing').notNull().default(false),
    /** E-mail only: extra headers (List-Unsubscribe, docs/marketing-consent.md). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * docs/receipts.md, "The customer's copy": the receipt a payment's message carries (what it is
     * for, `payment:<id>`, and the reader's language). Its link fills the text's RECEIPT_LINK_MARK
     * and an e-mail attaches its PDF when sent: the receipt is numbered after the message is queued.
     */
    receipt: jsonb('receipt').$type<{ source: string; locale: Locale }>(),
    status: varchar('status', { length: 10 })
      .$type<'waiting' | 'sent' | 'failed' | 'withdrawn'>()
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try (now for a new message, later after a temporary failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the message is sending it until then; after, another may retry it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_valid', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_messages_status_valid', sql`${t.status} in ('waiting', 'sent', 'failed', 'withdrawn')`),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'waiting'`),
    index('outbox_messages_created_idx').on(t.createdAt),
    // The overview counts failed messages and the Outbox tab lists them (docs/admin-dashboard.md).
    index('outbox_messages_failed_idx').on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * docs/messages.md: a forgotten-password request. Only SHA-256 hashes of the link's token and of
 * the SMS code are kept; a reset is single-use and valid for 30 minutes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Null when no code went by SMS. */
    codeHash: varchar('code_hash', { length: 64 }),
    /** Wrong codes typed against this reset; past a few the code stops working (the link still does). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** docs/messages.md: the admin's e-mailed replies to a contact message, shown as its thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorUsername: varchar('author_username', { length: 150 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
