import type { OverdueBalance } from '@shop/contract/tour-terms';
import { Button } from '#web/components/ui/button.tsx';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useOverdueBalances } from '#web/features/admin/tour-terms/api/get-overdue-balances.ts';
import { idOf, useSearchValue } from '#web/features/admin/tour-terms/lib/use-search-value.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { BookingDialog } from './booking-dialog';
import { DepartureTravellers } from './departure-travellers';

/**
 * docs/tours-pricing.md: the admin's side of tour bookings. Overdue balances (extend or cancel
 * under the terms), the travellers of a departure, and one booking (`?booking=<order id>`, which
 * Needs attention and the order dialog link to).
 */
export function TourBookingsTab() {
  const { t } = useT();
  const overdue = useOverdueBalances();
  const [bookingParam, setBooking] = useSearchValue('booking');
  const open = (order: number) => setBooking(String(order));

  const columns: Column<OverdueBalance>[] = [
    {
      header: t('adminTours.overdue.order'),
      skipInCard: true,
      cell: (row) => <span className="font-semibold">{row.order_id}</span>,
    },
    { header: t('adminTours.overdue.tour'), cell: (row) => row.tour_title },
    {
      header: t('adminTours.overdue.departure'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.tour_date),
    },
    {
      header: t('adminTours.overdue.balance'),
      className: 'whitespace-nowrap',
      cell: (row) => formatMoney(row.balance, row.currency),
    },
    {
      header: t('adminTours.overdue.dueOn'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.balance_due_on),
    },
    {
      header: t('adminTours.overdue.customer'),
      cell: (row) => <span className="break-all">{row.customer_email}</span>,
    },
    {
      header: t('adminTours.actions'),
      bare: true,
      cell: (row) => (
        <Button variant="outline" size="sm" onClick={() => open(row.order)}>
          {t('adminTours.overdue.open', { order: row.order_id })}
        </Button>
      ),
    },
  ];

  return (
    <section className="grid gap-8">
      <TabHeader
        title={t('adminTours.bookingsTab.title')}
        description={t('adminTours.bookingsTab.description')}
      />
      <section className="grid gap-3" aria-labelledby="overdue-title">
        <h3 id="overdue-title" className="font-display text-lg font-bold">
          {t('adminTours.overdue.title')}
        </h3>
        <AdminList
          query={overdue}
          rows={(data) => data}
          caption={t('adminTours.overdue.title')}
          columns={columns}
          rowKey={(row) => row.order}
          cardTitle={(row) => <p className="font-semibold">{row.order_id}</p>}
          empty={t('adminTours.overdue.empty')}
          skeletonRows={2}
        />
      </section>
      <DepartureTravellers onOpen={open} />
      <BookingDialog order={idOf(bookingParam)} onClose={() => setBooking(null)} />
    </section>
  );
}
