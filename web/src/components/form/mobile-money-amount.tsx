import type { Currency } from '@shop/contract/common';
import { tzsAmountOf } from '@shop/contract/mobile-money';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useMobileMoneyRate } from '#web/lib/payments/get-mobile-money-rate.ts';

/**
 * docs/payments.md: mobile money is TZS only, so a USD total is shown with what the phone will be
 * asked for at today's rate, before the customer presses Pay.
 */
export function MobileMoneyAmount({ total, currency }: { total: string; currency: Currency }) {
  const rate = useMobileMoneyRate(currency === 'USD');
  const { t, locale } = useT();
  if (currency === 'TZS') return null;
  return (
    <p className="rounded-lg bg-sunken px-4 py-3 text-sm text-ink" aria-live="polite">
      {rate.data
        ? t('payment.atRate', {
            amount: formatMoney(total, currency, locale),
            tzs: formatMoney(tzsAmountOf(total, currency, rate.data.usd_to_tzs_rate), 'TZS', locale),
          })
        : rate.isError
          ? t('payment.tzsLater')
          : t('payment.tzsWorking')}
    </p>
  );
}
