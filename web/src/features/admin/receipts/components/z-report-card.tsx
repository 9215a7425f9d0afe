import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import type { AdminZReport, ZReportStatus } from '@shop/contract/receipts';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useZReport } from '#web/features/admin/receipts/api/get-receipts.ts';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime } from '#web/lib/format.ts';

const TONES: Record<ZReportStatus, BadgeTone> = {
  none: 'grey',
  plain: 'grey',
  pending: 'blue',
  queued: 'yellow',
  failed: 'red',
  sent: 'green',
};
const LABELS: Record<ZReportStatus, MessageKey> = {
  none: 'adminReceipts.z.none',
  plain: 'adminReceipts.z.plain',
  pending: 'adminReceipts.z.pending',
  queued: 'adminReceipts.status.queued',
  failed: 'adminReceipts.status.failed',
  sent: 'adminReceipts.status.sent',
};
export const TAX_CODE_LABELS = {
  A: 'adminReceipts.taxCode.A',
  B: 'adminReceipts.taxCode.B',
  C: 'adminReceipts.taxCode.C',
  D: 'adminReceipts.taxCode.D',
  E: 'adminReceipts.taxCode.E',
} as const satisfies Record<string, MessageKey>;

/** Today in Dar es Salaam as YYYY-MM-DD, the day a receipt issued now carries. */
export function darEsSalaamToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** docs/receipts.md, "Z report": a day's totals as its report sums them, and how far it got with TRA. */
export function ZReportCard() {
  const id = useId();
  const { t } = useT();
  const [date, setDate] = useState(darEsSalaamToday);
  const report = useZReport(date);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-line bg-raised p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-display text-xl font-bold">
            {t('adminReceipts.z.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('adminReceipts.z.description')}</p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-day`}>{t('adminReceipts.z.day')}</Label>
          <Input
            id={`${id}-day`}
            type="date"
            value={date}
            max={darEsSalaamToday()}
            onChange={(e) => setDate(e.target.value)}
            className="w-44"
          />
        </div>
      </div>
      {report.isPending ? (
        <Skeleton className="h-24" />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ZReportBody report={report.data} />
      )}
    </section>
  );
}

function ZReportBody({ report }: { report: AdminZReport }) {
  const { t } = useT();
  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={TONES[report.status]}>{t(LABELS[report.status])}</Badge>
        {report.sent_at ? (
          <span className="text-sm text-muted">
            {t('adminReceipts.z.sentAt', { when: formatDateTime(report.sent_at) })}
          </span>
        ) : null}
        {report.attempts > 0 && report.status !== 'sent' ? (
          <span className="text-sm text-muted">
            {t('adminReceipts.attempts', { count: report.attempts })}
          </span>
        ) : null}
      </p>
      {report.last_error ? <p className="text-sm break-words text-red-800">{report.last_error}</p> : null}
      {report.totals.length === 0 ? (
        <p className="text-muted">{t('adminReceipts.z.empty')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <dl className="grid content-start gap-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t('adminReceipts.z.totals')}
            </dt>
            {report.totals.map((row) => (
              <dd key={row.currency} className="grid">
                <span className="text-lg font-bold tabular-nums">{money(row.total, row.currency)}</span>
                <span className="text-sm text-muted">
                  {t('adminReceipts.z.receiptsAndVat', {
                    count: row.receipts,
                    vat: money(row.vat, row.currency),
                  })}
                </span>
              </dd>
            ))}
          </dl>
          <Breakdown
            title={t('adminReceipts.z.vatByCode')}
            rows={report.vat_by_code.map((row) => ({
              key: `${row.currency}-${row.tax_code}`,
              label: t(TAX_CODE_LABELS[row.tax_code]),
              value: t('adminReceipts.z.netAndVat', {
                net: money(row.net, row.currency),
                vat: money(row.vat, row.currency),
              }),
            }))}
          />
          <Breakdown
            title={t('adminReceipts.z.payments')}
            rows={report.payments.map((row) => ({
              key: `${row.currency}-${row.payment_type}`,
              label: t(`adminReceipts.payment.${row.payment_type}`),
              value: money(row.amount, row.currency),
            }))}
          />
        </div>
      )}
    </div>
  );
}

function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; label: string; value: string }[];
}) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h4>
      <dl className="grid gap-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex flex-wrap justify-between gap-x-3 border-b border-line py-1 last:border-0"
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
