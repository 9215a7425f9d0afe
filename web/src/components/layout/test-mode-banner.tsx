/**
 * The server writes this tag into index.html when the shop runs in production with only the
 * demo payment provider (server/src/plugins/spa-index.ts), so the banner needs no request.
 */
export function paymentTestMode(): boolean {
  return document.querySelector('meta[name="payment-mode"]')?.getAttribute('content') === 'test';
}

/** Every page says so when no real money can be taken. */
export function TestModeBanner() {
  if (!paymentTestMode()) return null;
  return (
    <aside
      aria-label="Payment test mode"
      className="bg-yellow-300 px-4 py-2 text-center text-sm font-semibold text-stone-950"
    >
      Test mode: no real payments
    </aside>
  );
}
