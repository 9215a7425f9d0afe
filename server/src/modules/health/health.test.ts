import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { OUTBOX_STUCK_MINUTES, oldestUnclaimedDueMinutes } from '#server/modules/messages/outbox-stuck.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

describe('liveness and readiness', () => {
  let t: TestApp;
  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready/' });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(outboxMessages);
  });

  it('answers liveness without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready on a migrated database', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
      receipts: { unsent: 0, oldest_seconds: 0 },
    });
  });

  it('is not ready while the database lacks the newest migration', async () => {
    const [newest] = await sqlRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', migrations: 'behind' });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  // docs/observability.md, "A stuck outbox": it is the shop's, not this process's; failing readiness
  // for it took every process out of the balancer at once.
  it('stays ready while a due message has waited unclaimed too long, which the metrics report', async () => {
    await queueMessage(t.database.db, {
      channel: 'email',
      key: 'health:stuck',
      kind: 'test',
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() - make_interval(mins => ${OUTBOX_STUCK_MINUTES + 5})` })
      .where(eq(outboxMessages.key, 'health:stuck'));
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
      receipts: { unsent: 0, oldest_seconds: 0 },
    });
    expect(await oldestUnclaimedDueMinutes(t.database.db)).toBeGreaterThanOrEqual(OUTBOX_STUCK_MINUTES + 5);

    // A worker holding it is sending it.
    await t.database.db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() + interval '2 minutes'` })
      .where(eq(outboxMessages.key, 'health:stuck'));
    expect(await oldestUnclaimedDueMinutes(t.database.db)).toBe(0);
  });

  it('is not ready, and says so, when the database does not answer', async () => {
    const other = await buildTestApp();
    await other.database.close();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        checks: { database: 'unavailable', migrations: 'unknown' },
      });
      const live = await other.app.inject({ method: 'GET', url: '/api/health/live/' });
      expect(live.statusCode).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
