import type { PaymentsReceived } from '@shop/contract/admin-sales';
import { Currency } from '@shop/contract/common';
import { formatShopDay } from '#web/features/admin/sales/lib/periods.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/**
 * docs/sales-and-exports.md, "Payments received": per day, the receipts less their credit notes
 * beside the revenue of sold orders, and the VAT inside them per tax code; each currency in a
 * table of its own, never added together.
 */
export function PaymentsTables({ payments }: { payments: PaymentsReceived }) {
  const { t } = useT();
  const currencies = Currency.options.filter(
    (c) => payments.days.some((d) => d.currency === c) || payments.vat.some((v) => v.currency === c),
  );
  return (
    <section className="grid gap-3" aria-label={t('adminSales.payments.title')}>
      <h4 className="font-semibold">{t('adminSales.payments.title')}</h4>
      {currencies.length === 0 ? (
        <p className="text-sm text-muted">{t('adminSales.payments.none')}</p>
      ) : (
        currencies.map((currency) => <OneCurrency key={currency} payments={payments} currency={currency} />)
      )}
    </section>
  );
}

function OneCurrency({ payments, currency }: { payments: PaymentsReceived; currency: Currency }) {
  const { t } = useT();
  const days = payments.days.filter((d) => d.currency === currency);
  const vat = payments.vat.filter((v) => v.currency === currency);
  const cell = 'px-3 py-1.5 text-right';
  return (
    <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
      <div className="max-h-[360px] overflow-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-left font-semibold">
            {t('adminSales.payments.caption', { currency })}
          </caption>
          <thead className="sticky top-0 bg-sunken text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('adminSales.payments.day')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.received')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.credited')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.net')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <time dateTime={d.day}>{formatShopDay(d.day)}</time>
                </th>
                <td className={cell}>
                  {formatMoney(d.received, currency)}
                  <span className="block text-xs text-muted">
                    {t('adminSales.payments.receipts', { count: d.receipts })}
                  </span>
                </td>
                <td className={cell}>
                  {formatMoney(d.credited, currency)}
                  <span className="block text-xs text-muted">
                    {t('adminSales.payments.creditNotes', { count: d.credit_notes })}
                  </span>
                </td>
                <td className={`${cell} font-semibold`}>{formatMoney(d.net, currency)}</td>
                <td className={cell}>{formatMoney(d.revenue, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-auto rounded-lg border border-line self-start">
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-left font-semibold">
            {t('adminSales.payments.vatCaption', { currency })}
          </caption>
          <thead className="bg-sunken text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('adminSales.payments.taxCode')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.amount')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminSales.payments.vat')}
              </th>
            </tr>
          </thead>
          <tbody>
            {vat.map((v) => (
              <tr key={v.tax_code} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {t('adminSales.payments.code', { code: v.tax_code })}
                </th>
                <td className={cell}>{formatMoney(v.amount, currency)}</td>
                <td className={cell}>{formatMoney(v.vat, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
