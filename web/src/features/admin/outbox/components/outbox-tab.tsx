import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@shop/contract/messages';
import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RowCount } from '#web/components/ui/pager.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useOutbox } from '#web/features/admin/outbox/api/get-outbox.ts';
import { useResendMessage } from '#web/features/admin/outbox/api/resend-message.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';

const PAGE_SIZE = 20;
const STATUS_TONES: Record<OutboxStatus, BadgeTone> = { waiting: 'yellow', sent: 'green', failed: 'red' };
const STATUS_LABELS: Record<OutboxStatus, string> = { waiting: 'Waiting', sent: 'Sent', failed: 'Failed' };

/** docs/messages.md: every e-mail and SMS, whether it went, and a second chance for a failed one. */
export function OutboxTab() {
  const id = useId();
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
      onSuccess: () => toast.success('Message queued again', { description: `To ${message.recipient}` }),
      onError: (err) =>
        toast.error('Error', { description: toApiError(err, 'Failed to resend the message').message }),
    });
  }

  const columns: Column<OutboxMessage>[] = [
    {
      header: 'Message',
      cell: (m) => (
        <span className="grid">
          <span className="font-medium">{m.subject ?? 'SMS'}</span>
          <span className="text-xs text-muted">{m.kind.replaceAll('_', ' ')}</span>
        </span>
      ),
    },
    {
      header: 'To',
      cell: (m) => <span className="break-all">{m.channel === 'sms' ? `+${m.recipient}` : m.recipient}</span>,
    },
    { header: 'Channel', cell: (m) => (m.channel === 'sms' ? 'SMS' : 'E-mail') },
    {
      header: 'Status',
      cell: (m) => (
        <span className="grid gap-1">
          <Badge tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Badge>
          {m.last_error ? <span className="text-xs break-words text-red-800">{m.last_error}</span> : null}
        </span>
      ),
    },
    {
      header: 'When',
      cell: (m) =>
        m.sent_at
          ? `Sent ${formatDateTime(m.sent_at)}`
          : m.status === 'waiting'
            ? `Next try ${formatDateTime(m.next_attempt_at)}`
            : `Queued ${formatDateTime(m.created_at)}`,
    },
    {
      header: 'Actions',
      bare: true,
      cell: (m) =>
        m.status === 'failed' ? (
          <Button variant="outline" onClick={() => again(m)} disabled={resend.isPending}>
            <RotateCw aria-hidden />
            Resend
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="grid gap-5">
      <TabHeader
        title="Outbox"
        description="E-mails and SMS the shop sends: what went, what waits for a retry, and what failed."
      />
      <div className="flex">
        <Select
          id={`${id}-status`}
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OutboxStatus | '');
            setPage(1);
          }}
        >
          <option value="">All messages</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <AdminList
        query={outbox}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} one="message" many="messages" />}
        caption="Outbox"
        columns={columns}
        rowKey={(m) => m.id}
        empty="No messages found"
        pager={{
          label: 'Outbox pages',
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
      />
    </section>
  );
}
