import type { CheckoutQuote } from '@shop/contract/checkout';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField } from '#web/components/form/bound-fields.tsx';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import { PayerPhoneField } from '#web/components/form/payer-phone-field.tsx';
import { useCheckoutAmounts } from '#web/features/checkout/hooks/use-checkout-amounts.ts';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** Pay now, cash on delivery (when the settings and the total allow it) or mobile money. */
export function PaymentFieldset({ quote }: { quote: CheckoutQuote }) {
  const { register, setValue } = useFormContext<CheckoutFormValues>();
  const payment = useWatch<CheckoutFormValues, 'payment_method'>({ name: 'payment_method' });
  const amounts = useCheckoutAmounts(quote);
  const { settings } = quote;
  const { t, locale } = useT();

  // A fee that lifts the total over the cap takes cash on delivery away.
  useEffect(() => {
    if (!amounts.cashOnDelivery && payment === 'cash_on_delivery') setValue('payment_method', 'credit_card');
  }, [amounts.cashOnDelivery, payment, setValue]);

  const codReason = !settings.cash_on_delivery_enabled
    ? t('checkout.codOff')
    : amounts.cashOnDelivery || settings.cash_on_delivery_max === null
      ? t('checkout.codHint')
      : t('checkout.codCap', {
          amount: formatMoney(settings.cash_on_delivery_max, quote.cart.currency, locale),
        });

  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">{t('checkout.payment')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceOption
          value="credit_card"
          registration={register('payment_method')}
          label={quote.payment_test_mode ? t('checkout.payNowTest') : t('checkout.payNow')}
          hint={quote.payment_test_mode ? t('checkout.payNowTestHint') : t('checkout.payNowHint')}
        />
        <ChoiceOption
          value="cash_on_delivery"
          registration={register('payment_method')}
          label={t('checkout.cod')}
          hint={codReason}
          disabled={!amounts.cashOnDelivery}
        />
        <ChoiceOption
          value="mobile_money"
          registration={register('payment_method')}
          label={t('checkout.mobileMoney')}
          hint={t('payment.hint')}
        />
      </div>
      {payment === 'mobile_money' ? <PayerPhoneField name="payer_phone" /> : null}
      <TextAreaField name="notes" label={t('checkout.notes')} rows={3} />
    </fieldset>
  );
}
