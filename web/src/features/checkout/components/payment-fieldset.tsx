import type { CheckoutQuote } from '@shop/contract/checkout';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField } from '#web/components/form/bound-fields.tsx';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import { MOBILE_MONEY_HINT, PayerPhoneField } from '#web/components/form/payer-phone-field.tsx';
import { useCheckoutAmounts } from '#web/features/checkout/hooks/use-checkout-amounts.ts';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form.ts';
import { formatMoney } from '#web/lib/format.ts';

/** Pay now, cash on delivery (when the settings and the total allow it) or mobile money. */
export function PaymentFieldset({ quote }: { quote: CheckoutQuote }) {
  const { register, setValue } = useFormContext<CheckoutFormValues>();
  const payment = useWatch<CheckoutFormValues, 'payment_method'>({ name: 'payment_method' });
  const amounts = useCheckoutAmounts(quote);
  const { settings } = quote;

  // A fee that lifts the total over the cap takes cash on delivery away.
  useEffect(() => {
    if (!amounts.cashOnDelivery && payment === 'cash_on_delivery') setValue('payment_method', 'credit_card');
  }, [amounts.cashOnDelivery, payment, setValue]);

  const codReason = !settings.cash_on_delivery_enabled
    ? 'Not available at the moment.'
    : amounts.cashOnDelivery || settings.cash_on_delivery_max === null
      ? 'Pay in cash when the laptop arrives or when you collect it.'
      : `Available for orders up to ${formatMoney(settings.cash_on_delivery_max, quote.cart.currency)}.`;

  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">Payment</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceOption
          value="credit_card"
          registration={register('payment_method')}
          label={quote.payment_test_mode ? 'Pay now (test mode)' : 'Pay now'}
          hint={
            quote.payment_test_mode
              ? 'Test mode: no real money moves.'
              : "On the payment provider's secure page."
          }
        />
        <ChoiceOption
          value="cash_on_delivery"
          registration={register('payment_method')}
          label="Cash on delivery"
          hint={codReason}
          disabled={!amounts.cashOnDelivery}
        />
        <ChoiceOption
          value="mobile_money"
          registration={register('payment_method')}
          label="Mobile money"
          hint={MOBILE_MONEY_HINT}
        />
      </div>
      {payment === 'mobile_money' ? <PayerPhoneField name="payer_phone" /> : null}
      <TextAreaField name="notes" label="Notes for the shop (optional)" rows={3} />
    </fieldset>
  );
}
