import type { AdminBackupStatus } from '@shop/contract/admin-orders';
import { BACKUP_STALE_HOURS } from '@shop/contract/admin-orders';
import { AlertTriangle, DatabaseBackup } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDateTime } from '#web/lib/format.ts';

/** docs/backups.md, "On the admin overview": what an owner must act on is said in words, not only in colour. */
const WARNINGS: Record<Exclude<AdminBackupStatus['state'], 'ok'>, string> = {
  stale: `The last good backup is more than ${BACKUP_STALE_HOURS / 24} days old.`,
  failed: 'The last backup failed.',
  never: 'No backup has been made yet.',
};

export function BackupCard({ backup }: { backup: AdminBackupStatus | undefined }) {
  const warning = backup && backup.state !== 'ok' ? WARNINGS[backup.state] : undefined;
  return (
    <section
      aria-label="Backups"
      className={`rounded-xl border bg-raised p-5 shadow-xs ${warning ? 'border-red-300' : 'border-line'}`}
    >
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <DatabaseBackup className="size-5 text-accent-text" aria-hidden />
        Backups
        {backup ? (
          <Badge tone={warning ? 'red' : 'green'} className="ml-auto">
            {warning ? 'Needs attention' : 'Up to date'}
          </Badge>
        ) : null}
      </h3>
      {!backup ? (
        <div className="mt-3 h-12 animate-pulse rounded-lg bg-sunken" />
      ) : (
        <div className="mt-3 grid gap-1 text-sm">
          <p>
            Last good backup:{' '}
            <span className="font-semibold">
              {backup.last_success_at ? formatDateTime(backup.last_success_at) : 'none'}
            </span>
          </p>
          {warning ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {warning}
                {backup.last_failure
                  ? ` ${formatDateTime(backup.last_failure.at)}: ${backup.last_failure.error}`
                  : ''}
              </span>
            </p>
          ) : null}
          <p className="text-muted">
            {backup.scheduled
              ? 'The shop makes a backup every day.'
              : 'This server makes no daily backup (BACKUP_TIME is off): run npm run backup or your own.'}
          </p>
        </div>
      )}
    </section>
  );
}
