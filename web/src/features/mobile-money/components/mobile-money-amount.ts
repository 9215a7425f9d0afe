import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { formatMoney } from '#web/lib/format.ts';

/** docs/payments.md: a USD order shows both amounts at the rate recorded on the attempt. */
export function attemptAmount(attempt: MobileMoneyAttempt): string {
  const tzs = formatMoney(attempt.amount_tzs, 'TZS');
  return attempt.rate === null
    ? tzs
    : `${formatMoney(attempt.order_total, attempt.order_currency)} = ${tzs} at today's rate`;
}
