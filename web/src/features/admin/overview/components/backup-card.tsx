import type { AdminBackupStatus } from '@shop/contract/admin-orders';
import { BACKUP_STALE_HOURS } from '@shop/contract/admin-orders';
import { AlertTriangle, DatabaseBackup } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime } from '#web/lib/format.ts';

/** docs/backups.md, "On the admin overview": what an owner must act on is said in words, not only in colour. */
const WARNINGS: Record<Exclude<AdminBackupStatus['state'], 'ok' | 'pending'>, MessageKey> = {
  stale: 'adminOverview.backup.stale',
  failed: 'adminOverview.backup.failed',
  never: 'adminOverview.backup.never',
};

export function BackupCard({ backup }: { backup: AdminBackupStatus | undefined }) {
  const { t } = useT();
  const warning =
    backup && backup.state !== 'ok' && backup.state !== 'pending'
      ? t(WARNINGS[backup.state], { days: BACKUP_STALE_HOURS / 24 })
      : undefined;
  // A new shop's first daily backup is still to come: when, in the shop's time, not a warning.
  const firstRun = backup?.state === 'pending' && backup.next_run_at ? backup.next_run_at : undefined;
  return (
    <section
      aria-label={t('adminOverview.backup.title')}
      className={`rounded-xl border bg-raised p-5 shadow-xs ${warning ? 'border-red-300' : 'border-line'}`}
    >
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <DatabaseBackup className="size-5 text-accent-text" aria-hidden />
        {t('adminOverview.backup.title')}
        {backup ? (
          <Badge tone={warning ? 'red' : firstRun ? 'grey' : 'green'} className="ml-auto">
            {t(
              warning
                ? 'adminOverview.backup.needsAttention'
                : firstRun
                  ? 'adminOverview.backup.firstPending'
                  : 'adminOverview.backup.upToDate',
            )}
          </Badge>
        ) : null}
      </h3>
      {!backup ? (
        <div className="mt-3 h-12 animate-pulse rounded-lg bg-sunken" />
      ) : (
        <div className="mt-3 grid gap-1 text-sm">
          <p>
            {t('adminOverview.backup.lastGood')}{' '}
            <span className="font-semibold">
              {backup.last_success_at
                ? formatDateTime(backup.last_success_at)
                : t('adminOverview.backup.none')}
            </span>
          </p>
          {warning ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {warning}
                {backup.last_failure
                  ? t('adminOverview.backup.failure', {
                      when: formatDateTime(backup.last_failure.at),
                      error: backup.last_failure.error,
                    })
                  : ''}
              </span>
            </p>
          ) : null}
          {firstRun ? <p>{t('adminOverview.backup.firstRun', { when: formatDateTime(firstRun) })}</p> : null}
          <p className="text-muted">
            {backup.scheduled ? t('adminOverview.backup.scheduled') : t('adminOverview.backup.notScheduled')}
          </p>
        </div>
      )}
    </section>
  );
}
