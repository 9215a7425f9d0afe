import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  ExportAuditDetails,
  ImportAuditDetails,
} from '@shop/contract/audit';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuditLog } from '#web/features/admin/settings/api/get-audit-log.ts';
import { type DialogState, ListDialog } from '#web/features/admin/shared/components/list-dialog.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDateTime } from '#web/lib/format.ts';

const PAGE_SIZE = 20;

const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  'product.create': 'adminSettings.action.product.create',
  'product.update': 'adminSettings.action.product.update',
  'product.delete': 'adminSettings.action.product.delete',
  'product.import': 'adminSettings.action.product.import',
  'product.export': 'adminSettings.action.product.export',
  'tour.create': 'adminSettings.action.tour.create',
  'tour.update': 'adminSettings.action.tour.update',
  'tour.delete': 'adminSettings.action.tour.delete',
  'category.create': 'adminSettings.action.category.create',
  'category.update': 'adminSettings.action.category.update',
  'category.delete': 'adminSettings.action.category.delete',
  'order.status': 'adminSettings.action.order.status',
  'payment.refunded': 'adminSettings.action.payment.refunded',
  'payment.refund': 'adminSettings.action.payment.refund',
  'discount.create': 'adminSettings.action.discount.create',
  'discount.update': 'adminSettings.action.discount.update',
  'discount.delete': 'adminSettings.action.discount.delete',
  'customer.create_by_phone': 'adminSettings.action.customer.create_by_phone',
  'order.taken': 'adminSettings.action.order.taken',
  'order.pay_link_sent': 'adminSettings.action.order.pay_link_sent',
  'user.role': 'adminSettings.action.user.role',
  'store_credit.grant': 'adminSettings.action.store_credit.grant',
  'store_credit.correct': 'adminSettings.action.store_credit.correct',
  'contact.mark_read': 'adminSettings.action.contact.mark_read',
  'contact.mark_unread': 'adminSettings.action.contact.mark_unread',
  'contact.reply': 'adminSettings.action.contact.reply',
  'message.resend': 'adminSettings.action.message.resend',
  'receipt.resend': 'adminReceipts.audit.resend',
  'testimonial.update': 'adminSettings.action.testimonial.update',
  'export.orders': 'adminSettings.action.export.orders',
  'export.customers': 'adminSettings.action.export.customers',
  'settings.delivery': 'adminSettings.action.settings.delivery',
  'settings.payment': 'adminSettings.action.settings.payment',
  'settings.alerts': 'adminSettings.action.settings.alerts',
  'settings.reminders': 'adminSettings.action.settings.reminders',
  'settings.returns': 'adminSettings.action.settings.returns',
  'return.update': 'adminSettings.action.return.update',
  'alerts.sent': 'adminSettings.action.alerts.sent',
  'password.reset_requested': 'adminSettings.action.password.reset_requested',
  'password.reset_failed': 'adminSettings.action.password.reset_failed',
  'password.reset': 'adminSettings.action.password.reset',
  'password.changed': 'adminSettings.action.password.changed',
  'privacy.export': 'adminSettings.action.privacy.export',
  'privacy.deletion': 'adminSettings.action.privacy.deletion',
  'privacy.breach_recorded': 'adminSettings.action.privacy.breach_recorded',
  'privacy.breach_updated': 'adminSettings.action.privacy.breach_updated',
  'privacy.personal_data_viewed': 'adminSettings.action.privacy.personal_data_viewed',
  'serial.receive': 'adminSettings.action.serial.receive',
  'serial.assign': 'adminSettings.action.serial.assign',
  'serial.correct': 'adminSettings.action.serial.correct',
};

export function AuditLogDialog(state: DialogState) {
  const { t } = useT();
  return (
    <ListDialog
      {...state}
      title={t('adminSettings.log.title')}
      description={t('adminSettings.log.description')}
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      <AuditLogList />
    </ListDialog>
  );
}

function AuditLogList() {
  const id = useId();
  const { t } = useT();
  const [action, setAction] = useState<AuditAction | undefined>();
  const [page, setPage] = useState(1);
  return (
    <div className="mt-4 grid gap-4">
      {/* A filter, not a form: the shared field frame around a plain select. */}
      <FormField id={`${id}-action`} label={t('adminSettings.log.action')} className="sm:max-w-xs">
        <Select
          id={`${id}-action`}
          value={action ?? ''}
          onChange={(e) => {
            setAction((e.target.value || undefined) as AuditAction | undefined);
            setPage(1);
          }}
        >
          <option value="">{t('adminSettings.log.allActions')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(ACTION_LABELS[a])}
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
  const { t } = useT();
  if (log.isPending) return <Spinner label={t('admin.loading')} className="py-10" />;
  if (log.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
        {toApiError(log.error, t('adminSettings.log.loadFailed')).message}
        <Button size="sm" variant="outline" className="ml-3" onClick={() => void log.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </div>
    );
  }
  if (log.data.results.length === 0) {
    return (
      <p className="py-10 text-center text-muted">
        {t(action ? 'adminSettings.log.noneOfKind' : 'adminSettings.log.none')}
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
                {Object.hasOwn(ACTION_LABELS, entry.action)
                  ? t(ACTION_LABELS[entry.action as AuditAction])
                  : entry.action}
              </span>{' '}
              {entry.entity_type}
              {entry.entity_id ? t('adminSettings.log.entityId', { id: entry.entity_id }) : ''}
              <span className="text-muted">
                {t('adminSettings.log.by', { username: entry.actor.username })}
              </span>
            </p>
            {/* East Africa Time, as every time in the admin, wherever the browser is. */}
            <time dateTime={entry.created_at} className="text-muted">
              {formatDateTime(entry.created_at)}
            </time>
            <EntryDetails entry={entry} />
          </li>
        ))}
      </ol>
      <Pager
        label={t('adminSettings.log.pages')}
        page={page}
        pageSize={PAGE_SIZE}
        count={log.data.count}
        rows={log.data.results.length}
        onPage={onPage}
      />
    </div>
  );
}

const EXPORTS = new Set<string>(['export.orders', 'export.customers', 'product.export']);

/**
 * What an export or import was (docs/sales-and-exports.md, docs/catalogue-import.md): its file,
 * filters and rows, or what an import changed. Shown as text: a file name or search is typed by
 * someone.
 */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  const parts: string[] = [];
  const exported = EXPORTS.has(entry.action) ? ExportAuditDetails.safeParse(entry.details) : undefined;
  const imported =
    entry.action === 'product.import' ? ImportAuditDetails.safeParse(entry.details) : undefined;
  if (exported?.success) {
    const { file, filters, rows } = exported.data;
    if (file) parts.push(t('adminSettings.log.file', { file }));
    if (filters) {
      const set = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
      parts.push(
        set.length === 0
          ? t('adminSettings.log.noFilters')
          : t('adminSettings.log.filters', {
              filters: set.map(([key, value]) => `${key.replace(/_/g, ' ')} ${String(value)}`).join(', '),
            }),
      );
    }
    if (rows !== undefined) parts.push(t('adminSettings.log.rows', { rows }));
    else if (file && entry.action !== 'product.export') parts.push(t('adminSettings.log.unfinished'));
  }
  if (imported?.success) {
    const { file, ...counts } = imported.data;
    if (file) parts.push(t('adminSettings.log.file', { file }));
    parts.push(t('adminSettings.log.imported', counts));
  }
  if (parts.length === 0) return null;
  return <p className="text-muted sm:col-span-2">{parts.join(' · ')}</p>;
}
