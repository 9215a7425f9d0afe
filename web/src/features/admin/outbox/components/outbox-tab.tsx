import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@shop/contract/messages';
import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useOutbox } from '#web/features/admin/outbox/api/get-outbox.ts';
import { useResendMessage } from '#web/features/admin/outbox/api/resend-message.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { RowCount } from '#web/features/admin/shared/components/row-count.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';

const PAGE_SIZE = 20;
const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  waiting: 'yellow',
  sent: 'green',
  failed: 'red',
  withdrawn: 'grey',
};
const STATUS_LABELS: Record<OutboxStatus, MessageKey> = {
  waiting: 'adminMessages.outbox.waiting',
  sent: 'adminMessages.outbox.sent',
  failed: 'adminMessages.outbox.failed',
  withdrawn: 'adminMessages.outbox.withdrawn',
};

/** docs/messages.md: every e-mail and SMS, whether it went, and a second chance for a failed one. */
export function OutboxTab() {
  const id = useId();
  const { t } = useT();
  const [page, setPage] = usePageParam();
  // The overview's "Needs attention" links open the tab filtered (docs/admin-dashboard.md).
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<OutboxStatus | ''>(() => {
    const requested = searchParams.get('status');
    return OUTBOX_STATUSES.find((s) => s === requested) ?? '';
  });
  const outbox = useOutbox(page, PAGE_SIZE, status || undefined);
  const resend = useResendMessage();

  function again(message: OutboxMessage) {
    resend.mutate(message.id, {
      onSuccess: () =>
        toast.success(t('adminMessages.outbox.queuedAgain'), {
          description: t('adminMessages.outbox.to', { recipient: message.recipient }),
        }),
      onError: (err) =>
        toast.error(t('adminMessages.error'), {
          description: toApiError(err, t('adminMessages.outbox.resendFailed')).message,
        }),
    });
  }

  const columns: Column<OutboxMessage>[] = [
    {
      header: t('adminMessages.outbox.message'),
      cell: (m) => (
        <span className="grid">
          <span className="font-medium">{m.subject ?? t('adminMessages.outbox.sms')}</span>
          <span className="text-xs text-muted">{m.kind.replaceAll('_', ' ')}</span>
        </span>
      ),
    },
    {
      header: t('adminMessages.outbox.recipient'),
      cell: (m) => <span className="break-all">{m.channel === 'sms' ? `+${m.recipient}` : m.recipient}</span>,
    },
    {
      header: t('adminMessages.outbox.channel'),
      cell: (m) => t(m.channel === 'sms' ? 'adminMessages.outbox.sms' : 'adminMessages.outbox.email'),
    },
    {
      header: t('adminMessages.status'),
      cell: (m) => (
        <span className="grid gap-1">
          <Badge tone={STATUS_TONES[m.status]}>{t(STATUS_LABELS[m.status])}</Badge>
          {m.last_error ? <span className="text-xs break-words text-red-800">{m.last_error}</span> : null}
        </span>
      ),
    },
    {
      header: t('adminMessages.outbox.when'),
      cell: (m) =>
        m.sent_at
          ? t('adminMessages.outbox.sentAt', { when: formatDateTime(m.sent_at) })
          : m.status === 'waiting'
            ? t('adminMessages.outbox.nextTry', { when: formatDateTime(m.next_attempt_at) })
            : t('adminMessages.outbox.queuedAt', { when: formatDateTime(m.created_at) }),
    },
    {
      header: t('adminMessages.actions'),
      bare: true,
      cell: (m) =>
        m.status === 'failed' ? (
          <Button variant="outline" onClick={() => again(m)} disabled={resend.isPending}>
            <RotateCw aria-hidden />
            {t('adminMessages.outbox.resend')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="grid gap-5">
      <TabHeader
        title={t('adminMessages.outbox.title')}
        description={t('adminMessages.outbox.description')}
      />
      <div className="flex">
        <Select
          id={`${id}-status`}
          aria-label={t('adminMessages.outbox.filter')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OutboxStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('adminMessages.outbox.all')}</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </Select>
      </div>
      <AdminList
        query={outbox}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} text="admin.rows.messages" />}
        caption={t('adminMessages.outbox.title')}
        columns={columns}
        rowKey={(m) => m.id}
        empty={t('adminMessages.outbox.empty')}
        pager={{
          label: t('adminMessages.outbox.pages'),
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
      />
    </section>
  );
}
