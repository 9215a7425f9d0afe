import { TRAVELLER_DETAILS_RETENTION_DAYS } from '@shop/contract/retention';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertRuns,
  cartItems,
  checkInScans,
  contactMessages,
  contactReplies,
  loginAttempts,
  outboxMessages,
  passwordResets,
  rateLimitHits,
  refreshTokens,
  stockRequests,
  tourBookings,
  tourBookingTravellers,
  tourWaitlist,
} from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { addDays } from '#server/modules/tour-bookings/pricing.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeOutboxMessage, makeProduct, makeTour } from '#server/test/builders.ts';
import { applyRetention, erasedRows, type RetentionReport, runRetentionDue } from './retention-pass';

let t: TestApp;
let userId: number;
let otherUserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await t.register()).user.id;
  otherUserId = (await t.register()).user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
/** `months` calendar months before now, give or take `ms` (a day's margin keeps month ends apart). */
const monthsAgo = (months: number, ms: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() + ms);
};

/** The row count of every table of the shop. */
async function countAll(): Promise<Record<string, number>> {
  const tables = await sqlRows<{ name: string }>(
    db(),
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

/**
 * Applies every rule at `now` and returns the report, after checking that the row counts of the
 * tables changed by exactly `deleted` and no other table lost (or gained) a row.
 */
async function applyExpecting(deleted: Record<string, number>) {
  const before = await countAll();
  const report = await applyRetention(db(), now);
  const after = await countAll();
  const expected = { ...before };
  for (const [table, n] of Object.entries(deleted)) expected[table] = before[table]! - n;
  expect(after).toEqual(expected);
  return report;
}

/** A paid tour booking of `userId` leaving on `departureOn`, with one traveller's details; its order id. */
async function booking(departureOn: string): Promise<number> {
  const tour = await makeTour(db());
  const order = await makeOrder(db(), {
    userId,
    brand: 'igsum',
    lines: [{ itemName: tour.title, price: '100.00', tourId: tour.id, tourDate: departureOn }],
  });
  await db()
    .insert(tourBookings)
    .values({
      orderId: order.id,
      tourId: tour.id,
      departureOn,
      currency: 'USD',
      total: '100.00',
      deposit: '100.00',
      balance: '0',
      amountPaid: '100.00',
      detailsDueOn: addDays(departureOn, -30),
      detailsDeleteOn: addDays(departureOn, TRAVELLER_DETAILS_RETENTION_DAYS),
    });
  await db().insert(tourBookingTravellers).values({
    orderId: order.id,
    position: 1,
    travellerType: 'adult',
    residency: 'non_resident',
    fullName: 'Neema Mushi',
    nationality: 'TZ',
    idNumber: 'AB123456',
    dateOfBirth: '1990-01-01',
  });
  return order.id;
}

describe('the retention rules, with the clock moved', () => {
  it('delete contact messages (with their replies) 24 months after they came, and keep younger ones', async () => {
    const message = (createdAt: Date, subject: string) =>
      db()
        .insert(contactMessages)
        .values({
          name: 'Asha',
          email: 'asha@example.com',
          subject,
          message: 'Hi',
          businessType: 'igsum',
          createdAt,
        })
        .returning()
        .then((rows) => rows[0]!);
    const old = await message(monthsAgo(24, -DAY), 'old');
    const young = await message(monthsAgo(24, DAY), 'young');
    await db()
      .insert(contactReplies)
      .values([old, young].map((m) => ({ messageId: m.id, authorUsername: 'admin', body: 'Asante' })));
    const report = await applyExpecting({ contact_messages: 1, contact_replies: 1 });
    expect(report.contact_messages).toEqual({ contact_messages: 1, contact_replies: 1 });
    const left = await db().select({ subject: contactMessages.subject }).from(contactMessages);
    expect(left).toEqual([{ subject: 'young' }]);
  });

  it('empty a cart 90 days after its newest line, whole, and keep a cart with a newer line', async () => {
    const products = await Promise.all([1, 2].map(() => makeProduct(db(), { brand: 'fursa' })));
    const line = (user: number, productId: number, createdAt: Date) =>
      db().insert(cartItems).values({ brand: 'fursa', userId: user, productId, quantity: 1, createdAt });
    await line(userId, products[0]!.id, ago(100 * DAY));
    await line(userId, products[1]!.id, ago(90 * DAY + 2 * HOUR));
    await line(otherUserId, products[0]!.id, ago(100 * DAY));
    await line(otherUserId, products[1]!.id, ago(90 * DAY - 2 * HOUR));
    const report = await applyExpecting({ cart_items: 2 });
    expect(report.carts).toEqual({ cart_items: 2 });
    const left = await db().select({ user: cartItems.userId }).from(cartItems);
    expect(left).toEqual([{ user: otherUserId }, { user: otherUserId }]);
  });

  it("erase travellers' details 30 days after departure (Dar es Salaam days), keeping type and residency", async () => {
    const today = shopDay(now).day;
    const past = await booking(addDays(today, -TRAVELLER_DETAILS_RETENTION_DAYS));
    const recent = await booking(addDays(today, -TRAVELLER_DETAILS_RETENTION_DAYS + 1));
    const report = await applyExpecting({});
    expect(report.traveller_details).toEqual({ tour_bookings: 1, tour_booking_travellers: 1 });
    const travellers = await db()
      .select()
      .from(tourBookingTravellers)
      .where(inArray(tourBookingTravellers.orderId, [past, recent]))
      .orderBy(tourBookingTravellers.orderId);
    expect(
      travellers.map((r) => [
        r.fullName,
        r.nationality,
        r.idNumber,
        r.dateOfBirth,
        r.travellerType,
        r.residency,
      ]),
    ).toEqual([
      [null, null, null, null, 'adult', 'non_resident'],
      ['Neema Mushi', 'TZ', 'AB123456', '1990-01-01', 'adult', 'non_resident'],
    ]);
    const [erased] = await db().select().from(tourBookings).where(eq(tourBookings.orderId, past));
    expect(erased?.detailsDeletedAt).not.toBeNull();
    // Once erased, a second pass finds nothing.
    expect((await applyRetention(db(), now)).traveller_details).toEqual({
      tour_bookings: 0,
      tour_booking_travellers: 0,
    });
  });

  it('delete check-in scans 30 days after departure (Dar es Salaam days), with the travellers they name', async () => {
    const today = shopDay(now).day;
    const guide = (await t.register()).user.id;
    const scan = (orderId: number, scanId: string) =>
      db()
        .insert(checkInScans)
        .values({
          scanId,
          orderId,
          travellerIds: [1],
          scannedBy: guide,
          deviceId: 'phone-of-the-guide',
          scannedAt: ago(40 * DAY),
        });
    const past = await booking(addDays(today, -TRAVELLER_DETAILS_RETENTION_DAYS));
    const recent = await booking(addDays(today, -TRAVELLER_DETAILS_RETENTION_DAYS + 1));
    await scan(past, 'scan-past-1');
    await scan(past, 'scan-past-2');
    await scan(recent, 'scan-recent');
    const report = await applyExpecting({ check_in_scans: 2 });
    expect(report.check_in_scans).toEqual({ check_in_scans: 2 });
    const left = await db().select({ scanId: checkInScans.scanId }).from(checkInScans);
    expect(left).toEqual([{ scanId: 'scan-recent' }]);
    // The bookings, their travellers' rows and the guide's account stay (the details rule erased the names).
    expect(
      await db()
        .select()
        .from(tourBookings)
        .where(inArray(tourBookings.orderId, [past, recent])),
    ).toHaveLength(2);
    expect((await applyRetention(db(), now)).check_in_scans).toEqual({ check_in_scans: 0 });
  });

  it('delete the IP-keyed counters of sign-ins and forms a day after their window started', async () => {
    await db()
      .insert(loginAttempts)
      .values([
        { key: 'client 192.0.2.1', windowStartedAt: ago(DAY + HOUR), attempts: 3 },
        { key: 'client 192.0.2.2', windowStartedAt: ago(DAY - HOUR), attempts: 3 },
      ]);
    await db()
      .insert(rateLimitHits)
      .values([
        { key: 'POST /api/contact/ 192.0.2.1', windowStartedAt: ago(DAY + HOUR), hits: 2 },
        { key: 'POST /api/contact/ 192.0.2.2', windowStartedAt: ago(DAY - HOUR), hits: 2 },
      ]);
    const report = await applyExpecting({ login_attempts: 1, rate_limit_hits: 1 });
    expect(report.ip_counters).toEqual({ login_attempts: 1, rate_limit_hits: 1 });
    expect(
      await db()
        .select({ key: loginAttempts.key })
        .from(loginAttempts)
        .where(sql`key like 'client 192.0.2.%'`),
    ).toEqual([{ key: 'client 192.0.2.2' }]);
  });

  it("erase a sent message's text and mask its address 30 days after sending, keeping the row", async () => {
    const sent = (sentAt: Date, values: Partial<typeof outboxMessages.$inferInsert> = {}) =>
      makeOutboxMessage(db(), {
        status: 'sent',
        sentAt,
        createdAt: sentAt,
        bodyHtml: '<p>Welcome</p>',
        replyTo: 'shop@example.com',
        headers: { 'List-Unsubscribe': '<https://shop.example/u?t=secret>' },
        ...values,
      });
    const old = await sent(ago(30 * DAY + HOUR), { recipient: 'neema@example.com' });
    const oldSms = await sent(ago(31 * DAY), { channel: 'sms', recipient: '255712345678', subject: null });
    const young = await sent(ago(30 * DAY - HOUR));
    const failed = await makeOutboxMessage(db(), {
      status: 'failed',
      lastError: '550',
      createdAt: ago(31 * DAY),
    });
    const waiting = await makeOutboxMessage(db(), { createdAt: ago(40 * DAY) });
    const report = await applyExpecting({});
    expect(report.message_bodies).toEqual({ outbox_messages: 3 });
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [old.id, oldSms.id, young.id, failed.id, waiting.id]))
      .orderBy(outboxMessages.id);
    const view = rows.map((r) => ({
      recipient: r.recipient,
      subject: r.subject,
      text: r.bodyText,
      html: r.bodyHtml,
      replyTo: r.replyTo,
      headers: r.headers,
      status: r.status,
      kind: r.kind,
    }));
    const erased = { subject: null, text: '', html: null, replyTo: null, headers: null, kind: 'welcome' };
    expect(view).toEqual([
      { ...erased, recipient: 'n***@example.com', status: 'sent' },
      { ...erased, recipient: '2557***78', status: 'sent' },
      {
        recipient: 'customer@example.com',
        subject: 'Welcome',
        text: 'Welcome to the shop.',
        html: '<p>Welcome</p>',
        replyTo: 'shop@example.com',
        headers: { 'List-Unsubscribe': '<https://shop.example/u?t=secret>' },
        status: 'sent',
        kind: 'welcome',
      },
      { ...erased, recipient: 'c***@example.com', status: 'withdrawn' },
      {
        ...erased,
        recipient: 'customer@example.com',
        subject: 'Welcome',
        text: 'Welcome to the shop.',
        status: 'waiting',
      },
    ]);
    expect(rows[3]?.lastError).toMatch(/^Failed, then erased .*: 550$/);
    expect((await applyRetention(db(), now)).message_bodies).toEqual({ outbox_messages: 0 });
  });

  it('delete expired sessions at once and reset links an hour after they expired', async () => {
    const [token] = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, userId)).limit(1);
    await db()
      .insert(refreshTokens)
      .values([
        { userId, tokenHash: 'e'.repeat(64), expiresAt: ago(60_000) },
        { userId, tokenHash: 'f'.repeat(64), expiresAt: ago(-60_000) },
        // Rotated away from the live session: kept, so presenting it again still ends that session.
        {
          userId,
          tokenHash: 'd'.repeat(64),
          expiresAt: ago(DAY),
          familyId: token!.familyId,
          revokedAt: ago(2 * DAY),
        },
      ]);
    await db()
      .insert(passwordResets)
      .values([
        { userId, tokenHash: 'a'.repeat(64), expiresAt: ago(HOUR + 60_000) },
        { userId, tokenHash: 'b'.repeat(64), expiresAt: ago(HOUR - 60_000) },
      ]);
    const report = await applyExpecting({ refresh_tokens: 1, password_resets: 1 });
    expect(report.expired_sessions).toEqual({ refresh_tokens: 1, password_resets: 1 });
    const hashes = (await db().select({ h: refreshTokens.tokenHash }).from(refreshTokens)).map((r) => r.h);
    expect(hashes).toContain(token!.tokenHash);
    expect(hashes).toContain('f'.repeat(64));
    expect(hashes).toContain('d'.repeat(64));
    expect(hashes).not.toContain('e'.repeat(64));
    expect((await db().select({ h: passwordResets.tokenHash }).from(passwordResets)).map((r) => r.h)).toEqual(
      ['b'.repeat(64)],
    );
  });

  it('delete Notify me requests and waitlist places 90 days after they closed, never open ones', async () => {
    const product = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0 });
    const request = (values: Partial<typeof stockRequests.$inferInsert>) =>
      db()
        .insert(stockRequests)
        .values({ brand: 'fursa', productId: product.id, email: `${Math.random()}@example.com`, ...values })
        .returning({ id: stockRequests.id })
        .then((r) => r[0]!.id);
    await request({ status: 'cancelled', createdAt: ago(91 * DAY) });
    const bought = await request({
      status: 'bought',
      createdAt: ago(120 * DAY),
      offeredAt: ago(100 * DAY),
      heldUntil: ago(89 * DAY),
    });
    const open = await request({ status: 'waiting', createdAt: ago(400 * DAY) });
    const tour = await makeTour(db());
    const place = (values: Partial<typeof tourWaitlist.$inferInsert>) =>
      db()
        .insert(tourWaitlist)
        .values({ tourId: tour.id, tourDate: '2026-01-10', userId, travellers: 2, ...values })
        .returning({ id: tourWaitlist.id })
        .then((r) => r[0]!.id);
    await place({
      status: 'expired',
      createdAt: ago(120 * DAY),
      offeredAt: ago(95 * DAY),
      offerExpiresAt: ago(91 * DAY),
    });
    const cancelled = await place({ status: 'cancelled', createdAt: ago(89 * DAY), userId: otherUserId });
    const report = await applyExpecting({ stock_requests: 1, tour_waitlist: 1 });
    expect(report.closed_waiting).toEqual({ stock_requests: 1, tour_waitlist: 1 });
    expect((await db().select({ id: stockRequests.id }).from(stockRequests)).map((r) => r.id).sort()).toEqual(
      [bought, open].sort(),
    );
    expect((await db().select({ id: tourWaitlist.id }).from(tourWaitlist)).map((r) => r.id)).toEqual([
      cancelled,
    ]);
  });

  it('name only tables that exist', async () => {
    const { RETENTION_RULES } = await import('@shop/contract/retention');
    const tables = Object.keys(await countAll());
    for (const rule of Object.values(RETENTION_RULES))
      for (const table of rule.tables) expect(tables).toContain(table);
  });
});

describe('the daily pass', () => {
  it('runs once per Dar es Salaam day, whichever process comes first, and again the next day, logging its counts', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const day = new Date('2031-03-04T21:30:00Z'); // 00:30 on 5 March in Dar es Salaam
    const first = await runRetentionDue(db(), log, day);
    expect(first).not.toBeNull();
    // By 2031 the sessions made today have all expired.
    const logged = JSON.parse(lines[0]!) as { msg: string; erased: number; retention: RetentionReport };
    expect(logged.msg).toBe('retention pass erased personal data past its period');
    expect(logged.retention).toEqual(first);
    expect(logged.erased).toBe(erasedRows(first!));
    expect(first!.expired_sessions.refresh_tokens).toBeGreaterThan(0);
    expect(await runRetentionDue(db(), log, new Date(day.getTime() + 20 * HOUR))).toBeNull();
    expect(lines).toHaveLength(1);
    expect(await runRetentionDue(db(), log, new Date(day.getTime() + 24 * HOUR))).not.toBeNull();
    const runs = await db()
      .select({ day: alertRuns.day })
      .from(alertRuns)
      .where(eq(alertRuns.kind, 'retention'));
    expect(runs.map((r) => r.day).sort()).toEqual(['2031-03-05', '2031-03-06']);
  });
});

describe("the server's workers", () => {
  it('run the retention pass on the alerts clock', async () => {
    const app = await buildTestApp({ ALERT_CHECK_SECONDS: '1' });
    try {
      const today = shopDay(new Date()).day;
      const claimed = async () =>
        (
          await app.database.db
            .select({ day: alertRuns.day })
            .from(alertRuns)
            .where(eq(alertRuns.kind, 'retention'))
        ).map((r) => r.day);
      await expect.poll(claimed, { timeout: 10_000, interval: 200 }).toEqual([today]);
    } finally {
      await app.close();
    }
  });
});
