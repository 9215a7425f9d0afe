import type { AdminSalesReport, SalesGranularity, SalesStream, TopItem } from '@shop/contract/admin-sales';
import { SALES_GRANULARITIES } from '@shop/contract/admin-sales';
import { type BusinessType, CURRENCY_OF } from '@shop/contract/common';
import { BarChart3, Table2, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useSalesReport } from '#web/features/admin/sales/api/get-sales-report.ts';
import { canDrawCharts } from '#web/features/admin/sales/lib/can-draw-charts.ts';
import {
  formatShopDay,
  periodEndingToday,
  SALES_PERIODS,
  type SalesPeriodId,
} from '#web/features/admin/sales/lib/periods.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';
import { ChannelsTable } from './channels-table';
import { PaymentsTables } from './payments-table';
import { SalesTable } from './sales-table';

// uPlot and its styles load with the chart, only when an admin opens the overview.
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

/** The kinds of order a brand sells, when more than one: their revenue is shown apart too. */
const KINDS_APART: Partial<Record<BusinessType, { kind: SalesStream['kind']; label: MessageKey }[]>> = {
  igsum: [
    { kind: 'tour_booking', label: 'adminSales.kind.tours' },
    { kind: 'product_order', label: 'adminSales.kind.igsumProducts' },
  ],
};

const BRANDS: { id: BusinessType; label: MessageKey }[] = [
  { id: 'fursa', label: 'adminSales.brand.fursa' },
  { id: 'igsum', label: 'adminSales.brand.igsum' },
];

/** docs/sales-and-exports.md: the admin overview's "Sales over time". */
export function SalesPanel() {
  const id = useId();
  const { t } = useT();
  const [periodId, setPeriodId] = useState<SalesPeriodId>('30d');
  const period = SALES_PERIODS.find((p) => p.id === periodId)!;
  const [granularity, setGranularity] = useState<SalesGranularity>(period.granularity);
  const [brand, setBrand] = useState<BusinessType>('fursa');
  const [charts] = useState(canDrawCharts);
  const [view, setView] = useState<'chart' | 'table'>(charts ? 'chart' : 'table');
  const range = periodEndingToday(period.days);
  const report = useSalesReport({ ...range, granularity, brand });
  const currency = CURRENCY_OF[brand];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-line bg-raised p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="font-display text-lg font-bold">
          {t('adminSales.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Select
            aria-label={t('adminSales.period')}
            name="period"
            value={periodId}
            onChange={(e) => {
              const next = SALES_PERIODS.find((p) => p.id === e.target.value)!;
              setPeriodId(next.id);
              setGranularity(next.granularity);
            }}
          >
            {SALES_PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {t(p.label)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('adminSales.groupBy')}
            name="granularity"
            value={granularity}
            onChange={(e) => setGranularity(e.target.value as SalesGranularity)}
          >
            {SALES_GRANULARITIES.map((g) => (
              <option key={g} value={g}>
                {t('adminSales.per', { granularity: g })}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('adminSales.brand')}
            name="brand"
            value={brand}
            onChange={(e) => setBrand(e.target.value as BusinessType)}
          >
            {BRANDS.map((b) => (
              <option key={b.id} value={b.id}>
                {t(b.label)}
              </option>
            ))}
          </Select>
          {charts ? (
            <Button
              variant="outline"
              aria-pressed={view === 'table'}
              onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
            >
              {view === 'chart' ? <Table2 aria-hidden /> : <BarChart3 aria-hidden />}
              {t(view === 'chart' ? 'adminSales.showTable' : 'adminSales.showChart')}
            </Button>
          ) : null}
        </div>
      </div>

      {report.isError ? (
        // A panel's failure, not the dashboard's: the rest of the overview stays usable.
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {toApiError(report.error, t('adminSales.loadFailed')).message}
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {t('admin.tryAgain')}
          </Button>
        </p>
      ) : !report.data ? (
        <div
          className="h-[260px] animate-pulse rounded-lg bg-sunken"
          role="status"
          aria-label={t('adminSales.loading')}
        />
      ) : (
        <>
          <Comparison report={report.data} currency={currency} />
          <KindsApart report={report.data} brand={brand} />
          {view === 'chart' ? (
            <Suspense fallback={<div className="h-[260px] animate-pulse rounded-lg bg-sunken" />}>
              <SalesChart
                buckets={report.data.buckets}
                granularity={report.data.granularity}
                currency={currency}
                label={t('adminSales.chartLabel', {
                  currency,
                  granularity: report.data.granularity,
                  from: formatShopDay(report.data.from),
                  to: formatShopDay(report.data.to),
                })}
              />
            </Suspense>
          ) : (
            <SalesTable report={report.data} currency={currency} />
          )}
          <div className="grid gap-4 md:grid-cols-2">
            {brand === 'fursa' ? (
              <TopList title={t('adminSales.topLaptops')} items={report.data.top.laptops} />
            ) : (
              <>
                <TopList title={t('adminSales.topTours')} items={report.data.top.tours} />
                <TopList title={t('adminSales.topIgsumProducts')} items={report.data.top.igsum_products} />
              </>
            )}
          </div>
          {report.data.payments ? <PaymentsTables payments={report.data.payments} /> : null}
          {report.data.channels ? <ChannelsTable channels={report.data.channels} /> : null}
        </>
      )}
    </section>
  );
}

function change(now: number, before: number): { text: string; up: boolean } | null {
  if (before === 0) return null;
  const percent = ((now - before) / before) * 100;
  return { text: `${percent >= 0 ? '+' : ''}${percent.toFixed(0)}%`, up: percent >= 0 };
}

/** This period's revenue, orders and sales, each against the period before. */
function Comparison({ report, currency }: { report: AdminSalesReport; currency: 'TZS' | 'USD' }) {
  const now = report.totals;
  const before = report.previous_totals;
  const { t } = useT();
  const figures = [
    {
      label: t('adminSales.revenue'),
      value: formatMoney(now.revenue[currency], currency),
      previous: formatMoney(before.revenue[currency], currency),
      delta: change(Number(now.revenue[currency]), Number(before.revenue[currency])),
    },
    {
      label: t('adminSales.ordersPlaced'),
      value: String(now.orders),
      previous: String(before.orders),
      delta: change(now.orders, before.orders),
    },
    {
      label: t('adminSales.sales'),
      value: String(now.sales),
      previous: String(before.sales),
      delta: change(now.sales, before.sales),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label={t('adminSales.comparison')}>
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg bg-sunken p-3">
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="mt-1 text-xl font-bold">{f.value}</dd>
          <dd className="mt-1 flex items-center gap-1 text-sm text-muted">
            {f.delta ? (
              <span
                className={`flex items-center gap-1 font-semibold ${f.delta.up ? 'text-green-700' : 'text-red-700'}`}
              >
                {f.delta.up ? (
                  <TrendingUp className="size-4" aria-hidden />
                ) : (
                  <TrendingDown className="size-4" aria-hidden />
                )}
                {f.delta.text}
              </span>
            ) : null}
            <span>
              {t('adminSales.versus', {
                previous: f.previous,
                from: formatShopDay(report.previous.from),
                to: formatShopDay(report.previous.to),
              })}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** IGSUM's tours and products each on their own, against the period before (docs/sales-and-exports.md). */
function KindsApart({ report, brand }: { report: AdminSalesReport; brand: BusinessType }) {
  const kinds = KINDS_APART[brand];
  const { t } = useT();
  if (!kinds) return null;
  const currency = CURRENCY_OF[brand];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" aria-label={t('adminSales.byKind')}>
      {kinds.map(({ kind, label }) => {
        const stream = report.streams.find((s) => s.brand === brand && s.kind === kind);
        const revenue = stream?.revenue ?? '0.00';
        const previous = stream?.previous.revenue ?? '0.00';
        const sales = stream?.sales ?? 0;
        const delta = change(Number(revenue), Number(previous));
        return (
          <div
            key={kind}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line px-3 py-2"
          >
            <dt className="font-semibold">{t(label)}</dt>
            <dd>
              <span className="font-semibold">{formatMoney(revenue, currency)}</span>
              {t('adminSales.kindSales', { count: sales })}
              {delta ? (
                <span className={delta.up ? 'text-green-700' : 'text-red-700'}>{` ${delta.text}`}</span>
              ) : null}
              <span className="text-muted">
                {t('adminSales.kindVersus', { previous: formatMoney(previous, currency) })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function TopList({ title, items }: { title: string; items: TopItem[] }) {
  const { t } = useT();
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('adminSales.noSales')}</p>
      ) : (
        <ol className="mt-2 grid gap-1 text-sm" aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 border-b border-line py-1.5">
              <span className="min-w-0 truncate">{item.name}</span>
              <span className="shrink-0 text-muted">
                {t('adminSales.units', { units: item.units })}{' '}
                <span className="font-semibold text-ink">{formatMoney(item.revenue, item.currency)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
