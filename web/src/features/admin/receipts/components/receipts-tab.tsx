import type { Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import {
  type AdminReceipt,
  type AdminReceiptsQuery,
  RECEIPT_SUBMISSION_STATUSES,
} from '@shop/contract/receipts';
import { ChevronLeft, ChevronRight, RotateCw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useReceipts } from '#web/features/admin/receipts/api/get-receipts.ts';
import { useResendReceipt } from '#web/features/admin/receipts/api/resend-receipt.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { ZReportCard } from './z-report-card';

type Status = AdminReceipt['status'];
const STATUSES: Status[] = [...RECEIPT_SUBMISSION_STATUSES, 'plain'];
export const RECEIPT_STATUS_TONES: Record<Status, BadgeTone> = {
  queued: 'yellow',
  failed: 'red',
  sent: 'green',
  plain: 'grey',
};
export const RECEIPT_STATUS_LABELS: Record<Status, MessageKey> = {
  queued: 'adminReceipts.status.queued',
  failed: 'adminReceipts.status.failed',
  sent: 'adminReceipts.status.sent',
  plain: 'adminReceipts.status.plain',
};

type Filters = { number: string; order: string; date: string; status: Status | '' };
const NO_FILTERS: Filters = { number: '', order: '', date: '', status: '' };

/** The search as the API takes it: a number only when it is one, empty fields left out. */
export function receiptsQuery(filters: Filters, before: number | undefined): AdminReceiptsQuery {
  const number = filters.number.replace(/\D/g, '');
  return {
    ...(number ? { number: Number(number) } : {}),
    ...(filters.order.trim() ? { order: filters.order.trim().slice(0, 32) } : {}),
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(before === undefined ? {} : { before }),
  };
}

/**
 * docs/receipts.md, "The admin's list": every receipt the shop issued, found by number, order or
 * day, where it is on its way to TRA, a second push for a failed or stuck one, and the day's Z report.
 */
export function ReceiptsTab() {
  const id = useId();
  const { t } = useT();
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The `before` of each page shown after the first: Older pushes, Newer pops.
  const [cursors, setCursors] = useState<number[]>([]);
  const receipts = useReceipts(receiptsQuery(filters, cursors.at(-1)));
  const resend = useResendReceipt();

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(typed);
    setCursors([]);
  }

  function again(receipt: AdminReceipt) {
    resend.mutate(receipt.id, {
      onSuccess: () =>
        toast.success(t('adminReceipts.resent', { number: receipt.number }), {
          description: t('adminReceipts.resentHint'),
        }),
      onError: (err) =>
        toast.error(t('adminReceipts.resendFailed'), {
          description: toApiError(err, t('adminReceipts.resendFailed')).message,
        }),
    });
  }

  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency);
  const columns: Column<AdminReceipt>[] = [
    {
      header: t('adminReceipts.number'),
      // The card's title names the number and the order.
      skipInCard: true,
      cell: (r) => (
        <span className="grid">
          <span className="font-semibold tabular-nums">{r.number}</span>
          {r.fiscal ? (
            <span className="text-xs text-muted">{t('adminReceipts.daily', { number: r.daily_number })}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('adminReceipts.order'),
      skipInCard: true,
      cell: (r) => <span className="font-mono text-sm">{r.order_reference}</span>,
    },
    {
      header: t('adminReceipts.issued'),
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">
          {r.date} {r.time.slice(0, 5)}
        </span>
      ),
    },
    {
      header: t('adminReceipts.customer'),
      cell: (r) => (
        <span className="grid">
          <span className="break-words">{r.customer_name}</span>
          {r.customer_tin ? (
            <span className="text-xs text-muted">{t('adminReceipts.tin', { tin: r.customer_tin })}</span>
          ) : null}
          {r.customer_vrn ? (
            <span className="text-xs text-muted">{t('adminReceipts.vrn', { vrn: r.customer_vrn })}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('adminReceipts.amount'),
      cell: (r) => (
        <span className="grid whitespace-nowrap">
          <span className="font-semibold tabular-nums">{money(r.total, r.currency)}</span>
          <span className="text-xs text-muted">
            {t('adminReceipts.vatInside', { vat: money(r.vat, r.currency) })}
          </span>
        </span>
      ),
    },
    {
      header: t('adminReceipts.tra'),
      cell: (r) => (
        <span className="grid justify-items-start gap-1">
          <Badge tone={RECEIPT_STATUS_TONES[r.status]}>{t(RECEIPT_STATUS_LABELS[r.status])}</Badge>
          {r.status !== 'plain' && r.attempts > 0 ? (
            <span className="text-xs text-muted">{t('adminReceipts.attempts', { count: r.attempts })}</span>
          ) : null}
          {r.last_error ? <span className="text-xs break-words text-red-800">{r.last_error}</span> : null}
        </span>
      ),
    },
    {
      header: t('adminReceipts.actions'),
      bare: true,
      cell: (r) =>
        r.status === 'failed' || r.status === 'queued' ? (
          <Button
            variant="outline"
            onClick={() => again(r)}
            disabled={resend.isPending}
            aria-label={t('adminReceipts.resendNumber', { number: r.number })}
          >
            <RotateCw aria-hidden />
            {t('adminReceipts.resend')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="grid gap-6">
      <TabHeader title={t('adminReceipts.title')} description={t('adminReceipts.description')} />
      <form
        onSubmit={search}
        aria-label={t('adminReceipts.search')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_11rem_12rem_auto] lg:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-number`}>{t('adminReceipts.number')}</Label>
          <Input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={typed.number}
            onChange={(e) => setTyped({ ...typed, number: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-order`}>{t('adminReceipts.order')}</Label>
          <Input
            id={`${id}-order`}
            autoComplete="off"
            maxLength={32}
            placeholder={t('adminReceipts.orderPlaceholder')}
            value={typed.order}
            onChange={(e) => setTyped({ ...typed, order: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`}>{t('adminReceipts.date')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={typed.date}
            onChange={(e) => setTyped({ ...typed, date: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t('adminReceipts.tra')}</Label>
          <Select
            id={`${id}-status`}
            value={typed.status}
            onChange={(e) => setTyped({ ...typed, status: e.target.value as Status | '' })}
          >
            <option value="">{t('adminReceipts.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(RECEIPT_STATUS_LABELS[s])}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" className="sm:col-span-2 lg:col-span-1">
          <Search aria-hidden />
          {t('adminReceipts.searchButton')}
        </Button>
      </form>
      <AdminList
        query={receipts}
        rows={(data) => data.receipts}
        caption={t('adminReceipts.title')}
        columns={columns}
        rowKey={(r) => r.id}
        cardTitle={(r) => t('adminReceipts.cardTitle', { number: r.number, order: r.order_reference })}
        empty={t('adminReceipts.empty')}
      />
      {receipts.data && (cursors.length > 0 || receipts.data.has_more) ? (
        <nav aria-label={t('adminReceipts.pages')} className="flex flex-wrap justify-between gap-3">
          <Button
            variant="outline"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            <ChevronLeft aria-hidden />
            {t('adminReceipts.newer')}
          </Button>
          <Button
            variant="outline"
            disabled={!receipts.data.has_more}
            onClick={() => setCursors([...cursors, receipts.data.receipts.at(-1)!.id])}
          >
            {t('adminReceipts.older')}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
      <ZReportCard />
    </section>
  );
}
