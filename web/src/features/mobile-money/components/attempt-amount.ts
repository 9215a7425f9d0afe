import type { Locale } from '@shop/contract/locale';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Translate } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** docs/payments.md: a USD order shows both amounts at the rate recorded on the attempt. */
export function attemptAmount(attempt: MobileMoneyAttempt, t: Translate, locale: Locale): string {
  const tzs = formatMoney(attempt.amount_tzs, 'TZS', locale);
  return attempt.rate === null
    ? tzs
    : t('payment.atRate', { amount: formatMoney(attempt.order_total, attempt.order_currency, locale), tzs });
}
