import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { BookingConfirmation } from '#web/features/booking/components/booking-confirmation.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';

/** The payment provider returns here: ?order_id=..&session_id=.. (or checkout_session_id)&tour_name=.. */
export function BookingSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') || params.get('checkout_session_id');
  const { t } = useT();
  return (
    <PageShell brand="igsum" className="px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${t('bookingDone.pageTitle')} · ${BRANDS.igsum.title}`}</title>
      <BookingConfirmation
        orderId={params.get('order_id')}
        sessionId={sessionId}
        tourName={params.get('tour_name')}
      />
    </PageShell>
  );
}
