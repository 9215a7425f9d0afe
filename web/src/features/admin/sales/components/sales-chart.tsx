import type { SalesBucket, SalesGranularity } from '@shop/contract/admin-sales';
import type { Currency } from '@shop/contract/common';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '#web/i18n/use-t.ts';

const HEIGHT = 260;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const COLOURS: Record<Currency, string> = { TZS: '#1d4ed8', USD: '#b45309' };

/**
 * The revenue of each bucket as bars (one currency: the brand's) and the orders placed as a line on
 * a second axis. Drawn by uPlot on a canvas, which a screen reader cannot read: the panel's table
 * view gives the same numbers, and this figure's label says what it shows. Loaded only on the
 * admin overview, as its own chunk (docs/sales-and-exports.md).
 */
export function SalesChart({
  buckets,
  granularity,
  currency,
  label,
}: {
  buckets: SalesBucket[];
  granularity: SalesGranularity;
  currency: Currency;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useT();
  // Strings, not `t`: the chart is drawn again only when what it shows changes.
  const bucketLabel = t('adminSales.bucket', { granularity });
  const revenueLabel = t('adminSales.revenueIn', { currency });
  const ordersLabel = t('adminSales.orders');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      buckets.map((b) => Date.parse(b.start) / 1000),
      buckets.map((b) => Number(b.revenue[currency])),
      buckets.map((b) => b.orders),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Buckets are shop days: show them as dates, never shifted by the browser's time zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          revenue: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
          orders: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.2] },
        },
        series: [
          { label: bucketLabel },
          {
            label: revenueLabel,
            scale: 'revenue',
            fill: `${COLOURS[currency]}cc`,
            stroke: COLOURS[currency],
            paths: uPlot.paths.bars?.({ size: [0.7, 60] }),
            value: (_u, v) => (v == null ? '' : `${currency} ${v.toLocaleString('en-US')}`),
          },
          {
            label: ordersLabel,
            scale: 'orders',
            stroke: '#334155',
            width: 2,
            points: { show: buckets.length <= 60 },
          },
        ],
        axes: [
          {},
          { scale: 'revenue', values: (_u, ticks) => ticks.map((v) => compact.format(v)), size: 56 },
          {
            scale: 'orders',
            side: 1,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [buckets, currency, bucketLabel, revenueLabel, ordersLabel]);

  return (
    <figure role="img" aria-label={label} className="m-0 min-h-[260px] w-full">
      <div ref={box} aria-hidden className="w-full" />
    </figure>
  );
}
