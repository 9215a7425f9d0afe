import type { AdminStats } from '@shop/contract/admin-orders';
import type { AuthResponse } from '@shop/contract/auth';
import { min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeBackupRun } from '#server/test/builders.ts';
import { nextDailyRun } from './scheduler';
import { backupStatus } from './status';

/** docs/backups.md, "On the admin overview": the last good backup, and a warning when it is old or the last one failed. */

let t: TestApp;
let admin: AuthResponse;
beforeAll(async () => {
  t = await buildTestApp({ BACKUP_TIME: '02:30' });
  admin = await t.admin();
});
afterAll(() => t.close());

const backupOnOverview = async () =>
  ((await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json() as AdminStats).backup;

describe('the admin overview', () => {
  it("says when a new shop's first backup runs, without a warning, until that time has passed", async () => {
    await t.database.db.delete(backupRuns);
    const [shop] = await t.database.db.select({ since: min(users.dateJoined) }).from(users);
    // BACKUP_TIME is 02:30 local time: the first one runs at the first 02:30 after the shop began.
    const firstRun = nextDailyRun(shop!.since!, { hour: 2, minute: 30 });
    const before = new Date(firstRun.getTime() - 60_000);
    expect(await backupStatus(t.database.db, { hour: 2, minute: 30 }, before)).toEqual({
      state: 'pending',
      last_success_at: null,
      last_failure: null,
      scheduled: true,
      next_run_at: firstRun.toISOString(),
    });
    expect(await backupOnOverview()).toMatchObject({ state: 'pending', next_run_at: expect.any(String) });

    const dayAfter = new Date(firstRun.getTime() + 24 * 3_600_000);
    expect(await backupStatus(t.database.db, { hour: 2, minute: 30 }, dayAfter)).toEqual({
      state: 'never',
      last_success_at: null,
      last_failure: null,
      scheduled: true,
      next_run_at: nextDailyRun(dayAfter, { hour: 2, minute: 30 }).toISOString(),
    });
  });

  it('says when no backup was ever made and none is scheduled', async () => {
    await t.database.db.delete(backupRuns);
    expect(await backupStatus(t.database.db, undefined)).toEqual({
      state: 'never',
      last_success_at: null,
      last_failure: null,
      scheduled: false,
      next_run_at: null,
    });
  });

  it('shows the last good backup, and calls it stale after two days', async () => {
    await t.database.db.delete(backupRuns);
    const old = await makeBackupRun(t.database.db, { hoursAgo: 49 });
    expect(await backupOnOverview()).toMatchObject({
      state: 'stale',
      last_success_at: old.finishedAt.toISOString(),
    });
    const recent = await makeBackupRun(t.database.db, { hoursAgo: 47 });
    expect(await backupOnOverview()).toMatchObject({
      state: 'ok',
      last_success_at: recent.finishedAt.toISOString(),
      last_failure: null,
    });
  });

  it('warns when the last attempt failed, still naming the last good one', async () => {
    await t.database.db.delete(backupRuns);
    const good = await makeBackupRun(t.database.db, { hoursAgo: 25 });
    const failed = await makeBackupRun(t.database.db, { hoursAgo: 1, error: 'No space left on device' });
    expect(await backupOnOverview()).toEqual({
      state: 'failed',
      last_success_at: good.finishedAt.toISOString(),
      last_failure: { at: failed.finishedAt.toISOString(), error: 'No space left on device' },
      scheduled: true,
      next_run_at: expect.any(String),
    });
  });

  it('says when this server makes no daily backup', async () => {
    const off = await t.anotherApp({ BACKUP_TIME: 'off' });
    const res = await off.inject({
      method: 'GET',
      url: '/api/admin/stats/',
      headers: { authorization: `Bearer ${admin.access}` },
    });
    expect((res.json() as AdminStats).backup.scheduled).toBe(false);
  });
});
