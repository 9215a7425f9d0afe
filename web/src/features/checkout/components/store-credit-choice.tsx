import { useWatch } from 'react-hook-form';
import { CheckboxField } from '#web/components/form/bound-fields.tsx';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

type StoreCreditChoiceProps = { balance: string | undefined; currency: 'TZS' | 'USD' };

/**
 * docs/store-credit.md: "Use my store credit", offered while the customer has some in the cart's
 * currency. Cash on delivery pays everything at the door, so the box is off with it.
 */
export function StoreCreditChoice({ balance, currency }: StoreCreditChoiceProps) {
  const { t, locale } = useT();
  const method = useWatch<CheckoutFormValues, 'payment_method'>({ name: 'payment_method' });
  if (!balance || Number(balance) <= 0) return null;
  if (method === 'cash_on_delivery') {
    return <p className="text-sm text-muted">{t('checkout.storeCreditNotWithCash')}</p>;
  }
  return (
    <CheckboxField
      name="use_store_credit"
      label={t('checkout.storeCreditUse', { amount: formatMoney(balance, currency, locale) })}
    />
  );
}
