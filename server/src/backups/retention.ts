/** docs/backups.md, "Retention": how many of the newest days, weeks and months keep a backup. */
export const RETENTION = { daily: 7, weekly: 4, monthly: 12 } as const;

/** shop-backup-20261126T030000Z.tar.gz: sorts by name as by time, and says when it was made (UTC). */
const ARCHIVE_NAME = /^shop-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

export function archiveName(at: Date): string {
  return `shop-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

/** When the archive called `name` was made; undefined for a file that is not one of ours. */
export function archiveTime(name: string): Date | undefined {
  const m = ARCHIVE_NAME.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : undefined;
}

/** Monday of the ISO week `at` falls in (UTC), as YYYY-MM-DD. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

const PERIODS = {
  daily: (at: Date) => at.toISOString().slice(0, 10),
  weekly: weekOf,
  monthly: (at: Date) => at.toISOString().slice(0, 7),
} satisfies Record<keyof typeof RETENTION, (at: Date) => string>;

/**
 * The backups to keep: for each rule, the newest backup of each of its last n periods (UTC days,
 * ISO weeks, months) that have one, as restic's --keep-daily/--keep-weekly/--keep-monthly do.
 * A backup kept by several rules is kept once.
 */
export function keepBackups<T extends { time: Date }>(backups: T[]): T[] {
  const newestFirst = [...backups].sort((a, b) => b.time.getTime() - a.time.getTime());
  const kept = new Set<T>();
  for (const [rule, periodOf] of Object.entries(PERIODS) as [
    keyof typeof RETENTION,
    (at: Date) => string,
  ][]) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup.time);
      if (seen.has(period)) continue;
      if (seen.size === RETENTION[rule]) break;
      seen.add(period);
      kept.add(backup);
    }
  }
  return newestFirst.filter((b) => kept.has(b));
}
