import { paths } from '#web/config/paths.ts';
import { useOverdueBalances } from '#web/features/admin/tour-terms/api/get-overdue-balances.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';

/** Needs attention's overdue balances, each a link to its booking in the Tour bookings tab. */
export function OverdueBookingLinks() {
  const { t } = useT();
  const overdue = useOverdueBalances();
  if (!overdue.data || overdue.data.length === 0) return null;
  return (
    <ul className="grid basis-full gap-1 pl-3 text-sm" aria-label={t('adminTours.overdue.title')}>
      {overdue.data.map((row) => (
        <li key={row.order}>
          <Link
            to={paths.adminDashboard.href({ tab: 'tour-bookings', booking: String(row.order) })}
            className="text-accent-text underline underline-offset-2"
          >
            {t('adminTours.overdue.link', {
              order: row.order_id,
              balance: formatMoney(row.balance, row.currency),
              date: formatDate(row.balance_due_on),
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
