import { useT } from '#web/i18n/use-t.ts';

let serverPaymentTestMode = false;

/** The server's render has no document to read the tag from: it says so once, at start. */
export function setServerPaymentTestMode(on: boolean): void {
  serverPaymentTestMode = on;
}

/**
 * The server writes this tag into index.html when the shop runs in production with only the
 * demo payment provider (server/src/plugins/spa-index.ts), so the banner needs no request.
 */
export function paymentTestMode(): boolean {
  if (typeof document === 'undefined') return serverPaymentTestMode;
  return document.querySelector('meta[name="payment-mode"]')?.getAttribute('content') === 'test';
}

/**
 * Every page says so when no real money can be taken. It stays on screen, one line of a fixed
 * height that the top bar leaves free (TEST_MODE_BANNER_OFFSET).
 */
export function TestModeBanner() {
  const { t } = useT();
  if (!paymentTestMode()) return null;
  return (
    <aside
      aria-label={t('testMode.label')}
      className="sticky top-0 z-50 flex h-9 items-center justify-center truncate bg-yellow-300 px-4 text-sm font-semibold text-stone-950"
    >
      {t('testMode.text')}
    </aside>
  );
}

/** The top bar's offset from the top of the viewport: the banner's height when it shows. */
export const TEST_MODE_BANNER_OFFSET = 'top-9';
