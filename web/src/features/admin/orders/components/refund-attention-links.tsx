import { Currency } from '@shop/contract/common';
import { paths } from '#web/config/paths.ts';
import { useRefundsAttention } from '#web/features/admin/orders/api/get-refunds-attention.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';

/** Needs attention's refunds failed or stuck, each a link to its order in the Orders tab. */
export function RefundAttentionLinks() {
  const { t } = useT();
  const refunds = useRefundsAttention();
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <ul className="grid basis-full gap-1 pl-3 text-sm" aria-label={t('adminOrders.refunds.title')}>
      {refunds.data.map((refund) => {
        const currency = Currency.safeParse(refund.currency);
        const amount = currency.success
          ? formatMoney(refund.amount, currency.data)
          : `${refund.currency} ${refund.amount}`;
        return (
          <li key={refund.id}>
            <Link
              to={paths.adminDashboard.href({ tab: 'orders', search: String(refund.order_id) })}
              className="text-accent-text underline underline-offset-2"
            >
              {t('adminOrders.refunds.attentionLink', {
                order: refund.order_id,
                amount,
                state: t(
                  refund.status === 'failed'
                    ? 'adminOrders.refunds.state.failed'
                    : 'adminOrders.refunds.state.sending',
                ),
              })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
