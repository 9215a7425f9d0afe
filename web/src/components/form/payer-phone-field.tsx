import { TanzanianPhone } from '@shop/contract/delivery';
import { OPERATOR_NAMES, operatorOf } from '@shop/contract/mobile-money';
import { useWatch } from 'react-hook-form';
import { useT } from '#web/i18n/use-t.ts';
import { TextField } from './bound-fields';

/** What the Mobile money choice says under its label, until the booking dialog says t('payment.hint'). */
export const MOBILE_MONEY_HINT =
  'M-Pesa, Mixx by Yas, Airtel Money, HaloPesa or T-Pesa: approve on your phone.';

/** The operator of a number as typed (0754..., +255 754...), once it has all its digits. */
export function operatorNameOf(typed: string): string | null {
  const phone = TanzanianPhone.safeParse(typed);
  const operator = phone.success ? operatorOf(phone.data) : null;
  return operator ? OPERATOR_NAMES[operator] : null;
}

/** The mobile money number, with the operator its prefix names shown as the customer types. */
export function PayerPhoneField({ name }: { name: string }) {
  const typed = useWatch({ name }) as string | undefined;
  const operator = operatorNameOf(typed ?? '');
  const { t } = useT();
  return (
    <div className="grid gap-1">
      <TextField
        name={name}
        label={t('payment.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0754 123 456"
      />
      <p className="text-sm text-muted" aria-live="polite">
        {operator ? t('payment.operator', { name: operator }) : t('payment.operators')}
      </p>
    </div>
  );
}
