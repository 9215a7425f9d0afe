import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { OrderReceipts } from '#web/features/orders/components/order-receipts.tsx';
import { TourBookingPage } from '#web/features/tour-bookings/components/tour-booking-page.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useParams } from '#web/lib/router/router.tsx';

/** /dashboard/bookings/:id: the customer's tour booking, where the reminders send them. */
export function TourBookingRoute() {
  const { id } = useParams();
  const { t } = useT();
  return (
    <PageShell brand="igsum" className="px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('bookings.pageTitle')} · ${BRANDS.igsum.title}`}</title>
      {/* Each payment's receipt, as the order's dialog links them (docs/receipts.md). */}
      <TourBookingPage param={id} receipts={(orderId) => <OrderReceipts orderId={orderId} />} />
    </PageShell>
  );
}
