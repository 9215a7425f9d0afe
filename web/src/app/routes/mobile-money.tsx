import { useLocation, useParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { MobileMoneyWaiting } from '../../features/mobile-money/components/mobile-money-waiting';
import type { MobileMoneyRouteState } from '../../lib/payments/start-mobile-money';

/** /pay/mobile-money/:attemptId: waits for the customer to approve the push on the phone. */
export function MobileMoneyRoute() {
  const attemptId = Number(useParams().attemptId);
  const state = useLocation().state as Partial<MobileMoneyRouteState> | null;
  return (
    <PageShell className="px-4 py-12 sm:px-6 sm:py-16">
      <title>Mobile money payment</title>
      <MobileMoneyWaiting key={attemptId} attemptId={attemptId} phone={state?.phone ?? null} />
    </PageShell>
  );
}
