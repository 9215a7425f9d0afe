import { AUDIT_ACTIONS, type AuditAction } from '@shop/contract/audit';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuditLog } from '#web/features/admin/settings/api/get-audit-log.ts';
import { toApiError } from '#web/lib/api-error.ts';

const PAGE_SIZE = 20;
const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Product created',
  'product.update': 'Product updated',
  'product.delete': 'Product deleted',
  'product.import': 'Products imported from CSV',
  'product.export': 'Products exported as CSV',
  'tour.create': 'Tour created',
  'tour.update': 'Tour updated',
  'tour.delete': 'Tour deleted',
  'category.create': 'Category created',
  'category.update': 'Category updated',
  'category.delete': 'Category deleted',
  'order.status': 'Order status changed',
  'payment.refunded': 'Refund marked sent',
  'user.role': 'Admin role changed',
  'contact.mark_read': 'Message marked read',
  'contact.mark_unread': 'Message marked unread',
  'contact.reply': 'Message answered',
  'message.resend': 'E-mail or SMS sent again',
  'testimonial.update': 'Testimonial updated',
  'export.orders': 'Orders exported (CSV)',
  'export.customers': 'Customers exported (CSV)',
  'settings.delivery': 'Delivery settings changed',
  'settings.payment': 'Payment settings changed',
  'settings.alerts': 'Alerts switched',
  'password.reset_requested': 'Password reset asked for',
  'password.reset_failed': 'Wrong password reset code',
  'password.reset': 'Password reset',
  'password.changed': 'Password changed',
};

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
  const id = useId();
  const [action, setAction] = useState<AuditAction | undefined>();
  const [page, setPage] = useState(1);
  return (
    <div className="mt-4 grid gap-4">
      {/* A filter, not a form: the shared field frame around a plain select. */}
      <FormField id={`${id}-action`} label="Action" className="sm:max-w-xs">
        <Select
          id={`${id}-action`}
          value={action ?? ''}
          onChange={(e) => {
            setAction((e.target.value || undefined) as AuditAction | undefined);
            setPage(1);
          }}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </Select>
      </FormField>
      <AuditLogEntries action={action} page={page} onPage={setPage} />
    </div>
  );
}

function AuditLogEntries({
  action,
  page,
  onPage,
}: {
  action: AuditAction | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const log = useAuditLog({ page, pageSize: PAGE_SIZE, action });
  if (log.isPending) return <Spinner className="py-10" />;
  if (log.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
        {toApiError(log.error, 'Failed to load the audit log').message}
        <Button size="sm" variant="outline" className="ml-3" onClick={() => void log.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (log.data.results.length === 0) {
    return (
      <p className="py-10 text-center text-muted">
        {action ? 'No actions of this kind yet' : 'No admin actions yet'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <ol
        className={`divide-y divide-line rounded-xl border border-line ${log.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {log.data.results.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:gap-4">
            <p className="min-w-0">
              <span className="font-semibold">
                {ACTION_LABELS[entry.action as AuditAction] ?? entry.action}
              </span>{' '}
              {entry.entity_type}
              {entry.entity_id ? ` #${entry.entity_id}` : ''}
              <span className="text-muted"> by {entry.actor.username}</span>
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
        rows={log.data.results.length}
        onPage={onPage}
      />
    </div>
  );
}
