import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { CheckoutScreen } from '#web/features/checkout/components/checkout-screen.tsx';

/** The laptop cart's checkout (docs/delivery.md); the cart panel and the cart sheet lead here. */
export function CheckoutRoute() {
  return (
    <PageShell brand="fursa" className="px-4 py-8 sm:px-6 sm:py-12">
      <title>{`Checkout · ${BRANDS.fursa.title}`}</title>
      <CheckoutScreen />
    </PageShell>
  );
}
