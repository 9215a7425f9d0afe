import { PageShell } from '#web/components/layout/page-shell.tsx';
import { MobileMoneyWaiting } from '#web/features/mobile-money/components/mobile-money-waiting.tsx';
import { useT } from '#web/i18n/use-t.ts';
import type { MobileMoneyRouteState } from '#web/lib/payments/start-mobile-money.ts';
import { useLocation, useParams } from '#web/lib/router/router.tsx';

/** /pay/mobile-money/:attemptId: waits for the customer to approve the push on the phone. */
export function MobileMoneyRoute() {
  const attemptId = Number(useParams().attemptId);
  const state = useLocation().state as Partial<MobileMoneyRouteState> | null;
  const { t } = useT();
  return (
    <PageShell className="px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('mobileMoney.pageTitle')}</title>
      <MobileMoneyWaiting key={attemptId} attemptId={attemptId} phone={state?.phone ?? null} />
    </PageShell>
  );
}
