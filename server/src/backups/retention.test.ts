import { describe, expect, it } from 'vitest';
import { archiveName, archiveTime, keepBackups } from './retention';
import { nextDailyRun } from './scheduler';

/** docs/backups.md, "Retention": 7 daily, 4 weekly and 12 monthly backups. */

const at = (iso: string) => ({ time: new Date(iso) });
const days = (count: number, last: string) =>
  Array.from({ length: count }, (_, i) => at(new Date(Date.parse(last) - i * 86_400_000).toISOString()));
const dates = (kept: { time: Date }[]) => kept.map((b) => b.time.toISOString().slice(0, 10));

describe('the backups kept', () => {
  it('are the newest of each of the last 7 days, 4 weeks and 12 months', () => {
    // Thursday 26 November 2026, and one backup a day for more than a year before it.
    const kept = keepBackups(days(400, '2026-11-26T03:00:00Z'));
    expect(dates(kept)).toEqual([
      // daily
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      // weekly: the Sundays closing the two weeks the daily ones do not reach
      '2026-11-15',
      '2026-11-08',
      // monthly: each month's last day, back to 12 months counting November
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
    ]);
  });

  it('are one a day, the newest, when several were made the same day', () => {
    const kept = keepBackups([
      at('2026-11-26T03:00:00Z'),
      at('2026-11-26T15:30:00Z'),
      at('2026-11-25T03:00:00Z'),
    ]);
    expect(kept.map((b) => b.time.toISOString())).toEqual([
      '2026-11-26T15:30:00.000Z',
      '2026-11-25T03:00:00.000Z',
    ]);
  });

  it('are all of them while there are fewer than the rules keep', () => {
    expect(keepBackups(days(5, '2026-11-26T03:00:00Z'))).toHaveLength(5);
  });
});

describe('archive names', () => {
  it('carry the time they were made, to the second', () => {
    const made = new Date('2026-11-26T03:00:07.123Z');
    expect(archiveName(made)).toBe('shop-backup-20261126T030007Z.tar.gz');
    expect(archiveTime(archiveName(made))).toEqual(new Date('2026-11-26T03:00:07Z'));
    expect(archiveTime('notes.txt')).toBeUndefined();
  });
});

describe('the daily backup', () => {
  it('runs next at today’s time while it is still ahead, else tomorrow’s', () => {
    const now = new Date(2026, 10, 26, 2, 59);
    expect(nextDailyRun(now, { hour: 3, minute: 0 })).toEqual(new Date(2026, 10, 26, 3, 0));
    expect(nextDailyRun(new Date(2026, 10, 26, 3, 0), { hour: 3, minute: 0 })).toEqual(
      new Date(2026, 10, 27, 3, 0),
    );
    expect(nextDailyRun(new Date(2026, 11, 31, 23, 0), { hour: 1, minute: 15 })).toEqual(
      new Date(2027, 0, 1, 1, 15),
    );
  });
});
