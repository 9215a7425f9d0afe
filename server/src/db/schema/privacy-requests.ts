import type { PrivacyRequestKind, PrivacyRequestStatus } from '@shop/contract/privacy';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/privacy.md: every request a customer made under their data rights (a download of their
 * data, the deletion of their account), with the day the law's time limit ends and what was done.
 * Kept when the account is erased: it is the shop's record that the request was answered.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 10 }).$type<PrivacyRequestKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<PrivacyRequestStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day of the legal time limit, in Dar es Salaam's calendar. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What was done: rows sent or erased per kind, or why it was refused. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('privacy_requests_kind_valid', sql`${t.kind} in ('export', 'deletion')`),
    check('privacy_requests_status_valid', sql`${t.status} in ('done', 'refused')`),
    index('privacy_requests_requested_idx').on(t.requestedAt, t.id),
    index('privacy_requests_user_idx').on(t.userId),
  ],
);

/**
 * docs/privacy.md, "The privacy notice": each version of the notice the shop has shown, as it
 * read. A version is added when the notice's content (retention rules, the providers configured,
 * the officer's contact) differs from the newest one; a consent points at the version in force.
 */
export const privacyNotices = pgTable('privacy_notices', {
  /** The version's number, shown on the page. */
  id: serial('id').primaryKey(),
  /** sha256 of the content, to tell a changed notice from the same one. */
  contentHash: varchar('content_hash', { length: 64 }).notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * docs/privacy.md, "Breaches": the register of personal data breaches, what happened and when the
 * Commission and the people affected were told. Kept: it is the shop's record for the Commission.
 */
export const dataBreaches = pgTable(
  'data_breaches',
  {
    id: serial('id').primaryKey(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    /** What happened. */
    description: text('description').notNull(),
    /** What personal data it concerned. */
    dataAffected: text('data_affected').notNull(),
    /** Who is affected, in words (customers who ordered in May, travellers of one departure). */
    peopleAffected: text('people_affected').notNull(),
    /** How many people, when known. */
    peopleCount: integer('people_count'),
    /** What was done to stop it and limit the harm. */
    actionsTaken: text('actions_taken').notNull().default(''),
    commissionNotifiedAt: timestamp('commission_notified_at', { withTimezone: true }),
    peopleNotifiedAt: timestamp('people_notified_at', { withTimezone: true }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('data_breaches_people_count_valid', sql`${t.peopleCount} is null or ${t.peopleCount} >= 0`),
    index('data_breaches_found_idx').on(t.foundAt, t.id),
  ],
);
