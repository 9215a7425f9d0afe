import type { PrivacyRequestKind, PrivacyRequestStatus } from '@shop/contract/privacy';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
