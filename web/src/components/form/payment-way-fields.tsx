import type { Currency } from '@shop/contract/common';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceOption } from './choice-option';
import { MobileMoneyAmount } from './mobile-money-amount';
import { PayerPhoneField } from './payer-phone-field';

/** The two ways a booking is paid (docs/payments.md), as a form holding them names its fields. */
export type PaymentWayValues = { payment: 'checkout' | 'mobile_money'; payer_phone: string };

type Way = { value: PaymentWayValues['payment']; label: string; hint: string };

/**
 * The provider's hosted checkout or a mobile money push, in the order and words the form gives;
 * for a push, the amount in shillings at today's rate (when `amount` is known) and the payer's number.
 */
export function PaymentWayFields({
  legend,
  ways,
  amount,
  currency,
}: {
  legend: string;
  ways: readonly Way[];
  amount: string | null;
  currency: Currency;
}) {
  const { register } = useFormContext<PaymentWayValues>();
  const payment = useWatch<PaymentWayValues, 'payment'>({ name: 'payment' });
  return (
    <>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
        {ways.map((way) => (
          <ChoiceOption
            key={way.value}
            value={way.value}
            registration={register('payment')}
            label={way.label}
            hint={way.hint}
          />
        ))}
      </fieldset>
      {payment === 'mobile_money' ? (
        <>
          {amount ? <MobileMoneyAmount total={amount} currency={currency} /> : null}
          <PayerPhoneField name="payer_phone" />
        </>
      ) : null}
    </>
  );
}
