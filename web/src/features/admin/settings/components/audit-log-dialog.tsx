import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { Pager } from '../../shared/components/pager';
import { useAuditLog } from '../api/get-audit-log';

const PAGE_SIZE = 20;
const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditLogDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(48rem,calc(100vw-2rem))]" aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">Audit Log</DialogTitle>
        <p className="mt-1 text-sm text-muted">Admin actions: who did what to which record, newest first.</p>
        {open ? <AuditLogList /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AuditLogList() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, PAGE_SIZE);
  if (log.isPending) return <Spinner className="py-10" />;
  if (log.isError) {
    return (
      <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900">
        {errorMessage(log.error, 'Failed to load the audit log')}
        <Button size="sm" variant="outline" className="ml-3" onClick={() => void log.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (log.data.results.length === 0)
    return <p className="py-10 text-center text-muted">No admin actions yet</p>;
  return (
    <div className="mt-4 grid gap-4">
      <ol
        className={`divide-y divide-line rounded-xl border border-line ${log.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {log.data.results.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:gap-4">
            <p className="min-w-0">
              <span className="font-semibold">{entry.actor.username}</span> <code>{entry.action}</code> on{' '}
              <span className="font-medium">
                {entry.entity_type}
                {entry.entity_id ? ` #${entry.entity_id}` : ''}
              </span>
            </p>
            <time dateTime={entry.created_at} className="text-muted">
              {whenFormat.format(new Date(entry.created_at))}
            </time>
          </li>
        ))}
      </ol>
      <Pager
        label="Audit log pages"
        page={page}
        pageSize={PAGE_SIZE}
        count={log.data.count}
        onPage={setPage}
      />
    </div>
  );
}
