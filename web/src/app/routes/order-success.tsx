import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { OrderConfirmation } from '#web/features/orders/components/order-confirmation.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';

/** A laptop order's end: ?order_id=.. alone after cash on delivery, with &session_id=.. after paying. */
export function OrderSuccessRoute() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const { t } = useT();
  return (
    <PageShell brand="fursa" className="px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${t('orderDone.pageTitle')} · ${BRANDS.fursa.title}`}</title>
      <OrderConfirmation
        orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : null}
        sessionId={params.get('session_id') || null}
      />
    </PageShell>
  );
}
