import type { SalesChannel } from '@shop/contract/admin-sales';
import { Currency } from '@shop/contract/common';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** Each currency in a column of its own, never added together (docs/prices-and-currencies.md). */
const CURRENCIES = Currency.options;

/**
 * docs/phone-orders.md: the period's orders per channel, the storefront's own (`online`) and those
 * an admin took by phone, WhatsApp or at the counter; revenue per currency, never added together.
 */
export function ChannelsTable({ channels }: { channels: SalesChannel[] }) {
  const { t } = useT();
  const cell = 'px-3 py-1.5 text-right';
  return (
    <section className="grid gap-3" aria-label={t('adminSales.channels.title')}>
      <h4 className="font-semibold">{t('adminSales.channels.title')}</h4>
      {channels.length === 0 ? (
        <p className="text-sm text-muted">{t('adminSales.channels.none')}</p>
      ) : (
        <div className="overflow-auto rounded-lg border border-line">
          <table className="w-full text-sm">
            <thead className="bg-sunken">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left">
                  {t('adminSales.channels.channel')}
                </th>
                <th scope="col" className={cell}>
                  {t('adminSales.channels.orders')}
                </th>
                <th scope="col" className={cell}>
                  {t('adminSales.channels.sales')}
                </th>
                {CURRENCIES.map((currency) => (
                  <th key={currency} scope="col" className={cell}>
                    {t('adminSales.channels.revenue', { currency })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => (
                <tr key={c.channel} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {t(`adminSales.channel.${c.channel}`)}
                  </th>
                  <td className={cell}>{c.orders}</td>
                  <td className={cell}>{c.sales}</td>
                  {CURRENCIES.map((currency) => (
                    <td key={currency} className={cell}>
                      {formatMoney(c.revenue[currency], currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
