import type { ReceiptPaymentType, ReceiptSubmissionStatus } from '@shop/contract/receipts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { taxCodeColumn, validTaxCode } from './tax-code';

/**
 * docs/receipts.md: the counters of one numbering series, one row each. `fiscal` numbers the
 * receipts of the registered VFD (TRA's GC = RCTNUM, and DC within `day`); `plain` numbers the
 * receipts issued without one. Every receipt takes its numbers by updating its series' row in the
 * transaction that records the payment, so numbers are neither skipped nor shared.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: varchar('series', { length: 10 }).$type<ReceiptSeries>().primaryKey(),
    gc: bigint('gc', { mode: 'number' }).notNull().default(0),
    dc: integer('dc').notNull().default(0),
    /** Dar es Salaam's date of the last receipt; DC starts again at 1 on a later one. */
    day: date('day'),
    /** The last receipt's time: a receipt is never dated before the one numbered before it. */
    lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }),
  },
  (t) => [check('receipt_counters_series_valid', sql`${t.series} in ('fiscal', 'plain')`)],
);

export type ReceiptSeries = 'fiscal' | 'plain';

/**
 * docs/receipts.md: one receipt per payment taken: a provider's applied payment (`payment_id`), or
 * the cash of a cash-on-delivery order (`source` cash:<order id>). Its numbers, time and lines are
 * fixed when it is issued and never change; the signed XML is made from them.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    series: varchar('series', { length: 10 }).$type<ReceiptSeries>().notNull(),
    /** GC, also the receipt number (RCTNUM). */
    gc: bigint('gc', { mode: 'number' }).notNull(),
    dc: integer('dc').notNull(),
    /** The receipt's date in Dar es Salaam as YYYYMMDD. */
    znum: varchar('znum', { length: 8 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What it receipts, once: payment:<payments.id> or cash:<orders.id>. */
    source: varchar('source', { length: 40 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // The receipt stands on its own: its source names the payment should the row ever go.
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paymentType: varchar('payment_type', { length: 10 }).$type<ReceiptPaymentType>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** VAT included, as paid. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 14, scale: 2 }).notNull(),
    customerName: varchar('customer_name', { length: 150 }).notNull(),
    /** TRA's CUSTIDTYPE: 1 a TIN, 6 none given. */
    customerIdType: smallint('customer_id_type').notNull().default(6),
    customerId: varchar('customer_id', { length: 30 }).notNull().default(''),
    /** The business customer's VRN, printed on the receipt (TRA's RCT has no element for it). */
    customerVrn: varchar('customer_vrn', { length: 9 }),
    /** Digits only, 255XXXXXXXXX, or empty. */
    customerMobile: varchar('customer_mobile', { length: 15 }).notNull().default(''),
    /** Issued with a registered VFD: it goes to TRA; otherwise it says "not a fiscal receipt". */
    fiscal: boolean('fiscal').notNull(),
    /** TRA's verification code (RECEIPTCODE and GC), for the QR link; fiscal receipts only. */
    verificationCode: varchar('verification_code', { length: 40 }),
    /**
     * docs/receipts.md, "Credit notes": set on a credit note, the receipt it gives money back on
     * (same series); its total, lines and VAT are then negative.
     */
    creditsReceiptId: integer('credits_receipt_id').references((): AnyPgColumn => receipts.id, {
      onDelete: 'restrict',
    }),
    /**
     * docs/receipts.md, "Shillings only": a payment made in another currency (US dollars), as it
     * was paid, and the USD->TZS rate its shilling amounts were converted at when it was numbered
     * (a credit note: its receipt's rate, the amount negative). Null on a payment in shillings.
     */
    originalCurrency: varchar('original_currency', { length: 3 }),
    originalAmount: numeric('original_amount', { precision: 14, scale: 2 }),
    rate: numeric('rate', { precision: 10, scale: 2 }),
  },
  (t) => [
    unique('receipts_series_gc_uq').on(t.series, t.gc),
    check('receipts_series_valid', sql`${t.series} in ('fiscal', 'plain')`),
    check('receipts_fiscal_series', sql`${t.fiscal} = (${t.series} = 'fiscal')`),
    check(
      'receipts_original_all_or_none',
      sql`(${t.originalCurrency} is null) = (${t.originalAmount} is null) and (${t.originalCurrency} is null) = (${t.rate} is null)`,
    ),
    index('receipts_order_idx').on(t.orderId),
    index('receipts_issued_idx').on(t.issuedAt),
    index('receipts_credits_idx').on(t.creditsReceiptId).where(sql`${t.creditsReceiptId} is not null`),
  ],
);

/** A receipt's lines, VAT included in `amount`; `vat` is the part of it that is VAT. */
export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    taxCode: taxCodeColumn(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    unique('receipt_lines_position_uq').on(t.receiptId, t.position),
    check('receipt_lines_tax_code_valid', validTaxCode(t.taxCode)),
  ],
);

/**
 * docs/receipts.md: a fiscal receipt on its way to TRA, posted in GC order by one process at a
 * time (the head of the queue is leased with `claimed_until`). `signed_xml` is made on the first
 * try and every later try sends it unchanged, as TRA's rules require.
 */
export const receiptSubmissions = pgTable(
  'receipt_submissions',
  {
    receiptId: integer('receipt_id')
      .primaryKey()
      .references(() => receipts.id, { onDelete: 'restrict' }),
    gc: bigint('gc', { mode: 'number' }).notNull().unique(),
    status: varchar('status', { length: 10 }).$type<ReceiptSubmissionStatus>().notNull().default('queued'),
    signedXml: text('signed_xml'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** TRA's acknowledgement as it answered it (ACKCODE, ACKMSG, DATE, TIME). */
    ack: jsonb('ack').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('receipt_submissions_status_valid', sql`${t.status} in ('queued','failed','sent')`),
    index('receipt_submissions_unsent_idx').on(t.gc).where(sql`${t.status} <> 'sent'`),
  ],
);

/**
 * docs/receipts.md: the VFD's registration answer (`npm run vfd:register`), one row, and the token
 * the worker fetched with its credentials, kept until it expires.
 */
export const vfdRegistration = pgTable(
  'vfd_registration',
  {
    id: smallint('id').primaryKey().default(1),
    tin: varchar('tin', { length: 20 }).notNull(),
    regId: varchar('reg_id', { length: 60 }).notNull(),
    serial: varchar('serial', { length: 60 }).notNull(),
    uin: varchar('uin', { length: 120 }).notNull().default(''),
    vrn: varchar('vrn', { length: 30 }).notNull().default(''),
    receiptCode: varchar('receipt_code', { length: 20 }).notNull(),
    routingKey: varchar('routing_key', { length: 40 }).notNull(),
    username: varchar('username', { length: 120 }).notNull(),
    password: varchar('password', { length: 200 }).notNull(),
    taxOffice: varchar('tax_office', { length: 120 }).notNull().default(''),
    /** The whole answer, as TRA gave it, for the receipt's header lines. */
    answer: jsonb('answer').$type<Record<string, string>>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    token: varchar('token', { length: 2000 }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  },
  (t) => [check('vfd_registration_one_row', sql`${t.id} = 1`)],
);

/**
 * docs/receipts.md, "Z report": a past day's Z report, made (and signed) once every fiscal
 * receipt of that day was acknowledged, then posted like a receipt until TRA acknowledges it.
 */
export const zReports = pgTable(
  'z_reports',
  {
    /** The day in Dar es Salaam as YYYYMMDD, as its receipts' ZNUM. */
    znum: varchar('znum', { length: 8 }).primaryKey(),
    signedXml: text('signed_xml').notNull(),
    status: varchar('status', { length: 10 }).$type<ReceiptSubmissionStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    ack: jsonb('ack').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('z_reports_status_valid', sql`${t.status} in ('queued','failed','sent')`)],
);
