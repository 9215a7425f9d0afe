import type { AdminSalesReport } from '@shop/contract/admin-sales';
import type { Currency } from '@shop/contract/common';
import { formatShopDay } from '#web/features/admin/sales/lib/periods.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** The chart's numbers as a table: the accessible view, and the one to read exact figures from. */
export function SalesTable({ report, currency }: { report: AdminSalesReport; currency: Currency }) {
  const { t } = useT();
  return (
    <div className="max-h-[360px] overflow-auto rounded-lg border border-line">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t('adminSales.caption', { currency, granularity: report.granularity })}
        </caption>
        <thead className="sticky top-0 bg-sunken text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('adminSales.firstColumn', { granularity: report.granularity })}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('adminSales.orders')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('adminSales.sales')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('adminSales.revenueIn', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.buckets.map((b) => (
            <tr key={b.start} className="border-t border-line">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                <time dateTime={b.start}>{formatShopDay(b.start)}</time>
              </th>
              <td className="px-3 py-1.5 text-right">{b.orders}</td>
              <td className="px-3 py-1.5 text-right">{b.sales}</td>
              <td className="px-3 py-1.5 text-right">{formatMoney(b.revenue[currency], currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('adminSales.total')}
            </th>
            <td className="px-3 py-2 text-right">{report.totals.orders}</td>
            <td className="px-3 py-2 text-right">{report.totals.sales}</td>
            <td className="px-3 py-2 text-right">{formatMoney(report.totals.revenue[currency], currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
