import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { CheckoutScreen } from '#web/features/checkout/components/checkout-screen.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** The laptop cart's checkout (docs/delivery.md); the cart panel and the cart sheet lead here. */
export function CheckoutRoute() {
  const { t } = useT();
  return (
    <PageShell brand="fursa" className="px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('checkout.title')} · ${BRANDS.fursa.title}`}</title>
      <CheckoutScreen />
    </PageShell>
  );
}
