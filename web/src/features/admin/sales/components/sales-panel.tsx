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
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';
import { SalesTable } from './sales-table';

// uPlot and its styles load with the chart, only when an admin opens the overview.
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

/** The kinds of order a brand sells, when more than one: their revenue is shown apart too. */
const KINDS_APART: Partial<Record<BusinessType, { kind: SalesStream['kind']; label: string }[]>> = {
  igsum: [
    { kind: 'tour_booking', label: 'Tours' },
    { kind: 'product_order', label: 'IGSUM products' },
  ],
};

const BRANDS: { id: BusinessType; label: string }[] = [
  { id: 'fursa', label: 'FURSA laptops (TZS)' },
  { id: 'igsum', label: 'IGSUM tours and products (USD)' },
];

/** docs/sales-and-exports.md: the admin overview's "Sales over time". */
export function SalesPanel() {
  const id = useId();
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
          Sales over time
        </h3>
        <div className="flex flex-wrap gap-2">
          <Select
            aria-label="Period"
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
                {p.label}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Group by"
            name="granularity"
            value={granularity}
            onChange={(e) => setGranularity(e.target.value as SalesGranularity)}
          >
            {SALES_GRANULARITIES.map((g) => (
              <option key={g} value={g}>
                {`Per ${g}`}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Brand"
            name="brand"
            value={brand}
            onChange={(e) => setBrand(e.target.value as BusinessType)}
          >
            {BRANDS.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
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
              {view === 'chart' ? 'Show as table' : 'Show as chart'}
            </Button>
          ) : null}
        </div>
      </div>

      {report.isError ? (
        // A panel's failure, not the dashboard's: the rest of the overview stays usable.
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {toApiError(report.error, 'Failed to load the sales figures').message}
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            Try Again
          </Button>
        </p>
      ) : !report.data ? (
        <div
          className="h-[260px] animate-pulse rounded-lg bg-sunken"
          role="status"
          aria-label="Loading sales"
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
                label={`Revenue in ${currency} and orders per ${report.data.granularity}, ${formatShopDay(report.data.from)} to ${formatShopDay(report.data.to)}. Show as table for the numbers.`}
              />
            </Suspense>
          ) : (
            <SalesTable report={report.data} currency={currency} />
          )}
          <div className="grid gap-4 md:grid-cols-2">
            {brand === 'fursa' ? (
              <TopList title="Top laptops" items={report.data.top.laptops} />
            ) : (
              <>
                <TopList title="Top tours" items={report.data.top.tours} />
                <TopList title="Top IGSUM products" items={report.data.top.igsum_products} />
              </>
            )}
          </div>
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
  const figures = [
    {
      label: 'Revenue',
      value: formatMoney(now.revenue[currency], currency),
      previous: formatMoney(before.revenue[currency], currency),
      delta: change(Number(now.revenue[currency]), Number(before.revenue[currency])),
    },
    {
      label: 'Orders placed',
      value: String(now.orders),
      previous: String(before.orders),
      delta: change(now.orders, before.orders),
    },
    {
      label: 'Sales',
      value: String(now.sales),
      previous: String(before.sales),
      delta: change(now.sales, before.sales),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="This period against the one before">
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
              vs {f.previous} ({formatShopDay(report.previous.from)} to {formatShopDay(report.previous.to)})
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
  if (!kinds) return null;
  const currency = CURRENCY_OF[brand];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" aria-label="Revenue by kind of order">
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
            <dt className="font-semibold">{label}</dt>
            <dd>
              <span className="font-semibold">{formatMoney(revenue, currency)}</span>
              {` · ${sales} ${sales === 1 ? 'sale' : 'sales'}`}
              {delta ? (
                <span className={delta.up ? 'text-green-700' : 'text-red-700'}>{` ${delta.text}`}</span>
              ) : null}
              <span className="text-muted">{` vs ${formatMoney(previous, currency)}`}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function TopList({ title, items }: { title: string; items: TopItem[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No sales in this period</p>
      ) : (
        <ol className="mt-2 grid gap-1 text-sm" aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 border-b border-line py-1.5">
              <span className="min-w-0 truncate">{item.name}</span>
              <span className="shrink-0 text-muted">
                {item.units} ·{' '}
                <span className="font-semibold text-ink">{formatMoney(item.revenue, item.currency)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
