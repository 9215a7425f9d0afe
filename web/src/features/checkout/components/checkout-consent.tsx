import { MarketingConsentFields } from '#web/components/form/marketing-consent-fields.tsx';

/**
 * docs/marketing-consent.md: the checkout's two unticked marketing boxes. The order carries them;
 * the server records a yes with the order, and an unticked box withdraws nothing.
 */
export function CheckoutConsent() {
  return (
    <div className="rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <MarketingConsentFields />
    </div>
  );
}
