import {
  type ErasingRuleId,
  RETENTION_RULES,
  type RetentionPeriod,
  type RetentionRuleId,
} from '@shop/contract/retention';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';

/**
 * Rows one statement erases at most: each batch is its own short transaction, so a pass over a
 * large backlog never holds many row locks for long, and rows another transaction holds are
 * skipped (SKIP LOCKED) until the next batch or the next day.
 */
export const RETENTION_BATCH = 500;

/** Rows erased per table by one rule. */
export type Erased = Record<string, number>;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The instant `period` before `now`, as SQL (months counted as the calendar counts them). */
function before(now: Date, id: RetentionRuleId): SQL {
  const period: RetentionPeriod | null = RETENTION_RULES[id].period;
  if (!period) throw new Error(`retention rule ${id} has no period`);
  const unit = sql.raw(period.unit);
  return sql`(${ts(now)} - make_interval(${unit} => ${period.amount}::int))`;
}

/** Runs `batch` (which returns the rows it touched per table) until a batch touches fewer than a full batch. */
async function inBatches(db: Db, batch: () => SQL): Promise<Erased> {
  const total: Erased = {};
  for (;;) {
    const [row] = await sqlRows<Record<string, number>>(db, batch());
    let full = false;
    for (const [table, n] of Object.entries(row ?? {})) {
      total[table] = (total[table] ?? 0) + Number(n);
      if (Number(n) >= RETENTION_BATCH) full = true;
    }
    if (!full) return total;
  }
}

/** Deletes rows of `table` (primary key `key`) matching `where`, batch by batch. */
function deleteWhere(db: Db, table: string, key: string, where: SQL): Promise<Erased> {
  const t = sql.identifier(table);
  const k = sql.identifier(key);
  return inBatches(
    db,
    () => sql`with gone as (
        delete from ${t} where ${k} in (
          select ${k} from ${t} where ${where} limit ${RETENTION_BATCH} for update skip locked)
        returning 1)
      select count(*)::int as ${sql.identifier(table)} from gone`,
  );
}

const merge = (...parts: Erased[]): Erased => Object.assign({}, ...parts);

/**
 * docs/retention.md: how each rule of RETENTION_RULES that the daily pass applies erases its data
 * as of `now`. Each is idempotent: what it erased no longer matches, so a second pass (or a second
 * process) finds nothing. A rule touches only its own tables (RETENTION_RULES[id].tables).
 */
export const RETENTION_APPLY: Record<ErasingRuleId, (db: Db, now: Date) => Promise<Erased>> = {
  // contact_replies go with their message (on delete cascade); counted first, as the cascade is silent.
  contact_messages: async (db, now) => {
    const cutoff = before(now, 'contact_messages');
    const [replies] = await sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from contact_replies r
        join contact_messages m on m.id = r.message_id where m.created_at < ${cutoff}`,
    );
    const erased = await deleteWhere(db, 'contact_messages', 'id', sql`created_at < ${cutoff}`);
    return { ...erased, contact_replies: replies?.n ?? 0 };
  },

  // A cart is a customer's lines of one brand: it goes whole once its newest line is old.
  carts: (db, now) =>
    deleteWhere(
      db,
      'cart_items',
      'id',
      sql`not exists (select 1 from cart_items newer where newer.user_id = cart_items.user_id
        and newer.brand = cart_items.brand and newer.created_at >= ${before(now, 'carts')})`,
    ),

  // Counted in Dar es Salaam days, as the departure is (docs/tours-pricing.md).
  traveller_details: (db, now) => {
    const days = RETENTION_RULES.traveller_details.period.amount;
    const lastKept = sql`(${shopDay(now).day}::date - ${days}::int)`;
    return inBatches(
      db,
      () => sql`with due as (
          update tour_bookings set details_deleted_at = ${ts(now)}
          where order_id in (
            select order_id from tour_bookings
            where departure_on <= ${lastKept} and details_deleted_at is null
            limit ${RETENTION_BATCH} for update skip locked)
          returning order_id),
        erased as (
          update tour_booking_travellers
          set full_name = null, nationality = null, id_number = null, date_of_birth = null,
            updated_at = ${ts(now)}
          where order_id in (select order_id from due)
          returning 1)
        select (select count(*)::int from due) as tour_bookings,
          (select count(*)::int from erased) as tour_booking_travellers`,
    );
  },

  // With the travellers' details, counted in the same Dar es Salaam days: a scan names travellers
  // by id, and the guide's account and phone; once the names are gone nothing needs who boarded.
  check_in_scans: (db, now) => {
    const days = RETENTION_RULES.check_in_scans.period.amount;
    const lastKept = sql`(${shopDay(now).day}::date - ${days}::int)`;
    return deleteWhere(
      db,
      'check_in_scans',
      'id',
      sql`order_id in (select order_id from tour_bookings where departure_on <= ${lastKept})`,
    );
  },

  ip_counters: async (db, now) => {
    const cutoff = before(now, 'ip_counters');
    return merge(
      await deleteWhere(db, 'login_attempts', 'key', sql`window_started_at < ${cutoff}`),
      await deleteWhere(db, 'rate_limit_hits', 'key', sql`window_started_at < ${cutoff}`),
    );
  },

  // The row stays (its kind, status, when and the masked address); the text and the address go.
  // A failed message becomes withdrawn, as the admin's resend (failed only) would send no text.
  message_bodies: (db, now) => {
    const cutoff = before(now, 'message_bodies');
    return inBatches(
      db,
      () => sql`with erased as (
          update outbox_messages set
            subject = null, body_text = '', body_html = null, reply_to = null, headers = null,
            recipient = case
              when position('@' in recipient) > 1
                then left(recipient, 1) || '***' || substr(recipient, position('@' in recipient))
              else left(recipient, 4) || '***' || right(recipient, 2) end,
            status = case when status = 'failed' then 'withdrawn' else status end,
            last_error = case when status = 'failed'
              then left('Failed, then erased after its retention (docs/retention.md): ' || coalesce(last_error, ''), 1000)
              else last_error end,
            claimed_until = null
          where id in (
            select id from outbox_messages
            where ((status = 'sent' and sent_at < ${cutoff})
                or (status in ('failed', 'withdrawn') and created_at < ${cutoff}))
              and (body_text <> '' or subject is not null or body_html is not null
                or headers is not null or reply_to is not null)
            limit ${RETENTION_BATCH} for update skip locked)
          returning 1)
        select count(*)::int as outbox_messages from erased`,
    );
  },

  // "At once" as the daily pass goes. A refresh token goes with its sign-in's family, once none of
  // it is live: an expired rotated-away token presented again still ends the live session
  // (docs/sessions.md). A reset request stays an hour past its expiry: the hourly limit on
  // requests counts it (server/src/modules/auth/password-resets.ts).
  expired_sessions: async (db, now) =>
    merge(
      await deleteWhere(
        db,
        'refresh_tokens',
        'id',
        sql`expires_at <= ${ts(now)} and not exists (select 1 from refresh_tokens live
          where live.family_id = refresh_tokens.family_id and live.expires_at > ${ts(now)})`,
      ),
      await deleteWhere(db, 'password_resets', 'id', sql`expires_at <= ${ts(now)} - interval '1 hour'`),
    ),

  // No column says when a request closed: its last moment (offer held until, offered, made) stands for it.
  closed_waiting: async (db, now) => {
    const cutoff = before(now, 'closed_waiting');
    const closed = sql`status in ('bought', 'expired', 'cancelled')`;
    return merge(
      await deleteWhere(
        db,
        'stock_requests',
        'id',
        sql`${closed} and coalesce(held_until, offered_at, created_at) < ${cutoff}`,
      ),
      await deleteWhere(
        db,
        'tour_waitlist',
        'id',
        sql`${closed} and coalesce(offer_expires_at, offered_at, created_at) < ${cutoff}`,
      ),
    );
  },
};
