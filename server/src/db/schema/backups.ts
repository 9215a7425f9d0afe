import { bigint, boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** docs/backups.md: one row per backup attempt, so the admin overview can say when the last good one was made. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** `schedule` (the daily backup), `command` (npm run backup). */
    trigger: varchar('trigger', { length: 20 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The archive's file name on success. */
    file: varchar('file', { length: 255 }),
    bytes: bigint('bytes', { mode: 'number' }),
    /** What went wrong, for the admin; never shown to customers. */
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt)],
);
