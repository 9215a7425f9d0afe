import type { TourBooking } from '@shop/contract/tour-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { PAYMENT_STATE } from './booking-labels';

/** Unpaid, deposit paid, paid or cancelled, in the colours of docs/orders.md. */
export function PaymentStateBadge({ state }: { state: TourBooking['payment_state'] }) {
  const { t } = useT();
  return <Badge tone={PAYMENT_STATE[state].tone}>{t(PAYMENT_STATE[state].text)}</Badge>;
}
