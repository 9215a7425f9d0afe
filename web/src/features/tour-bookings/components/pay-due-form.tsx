import { zodResolver } from '@hookform/resolvers/zod';
import { toCents } from '@shop/contract/money-format';
import type { TourBooking } from '@shop/contract/tour-terms';
import { z } from 'zod';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { checkPayerPhone } from '#web/components/form/payer-phone.ts';
import { PaymentWayFields, type PaymentWayValues } from '#web/components/form/payment-way-fields.tsx';
import { paths } from '#web/config/paths.ts';
import { tourBookingKeys } from '#web/features/tour-bookings/api/get-tour-bookings.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { type PaymentWay, useOrderAndPay } from '#web/lib/payments/start-payment.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The payer's number is checked by the contract only when the customer chose mobile money. */
const PayChoice = z
  .object({ payment: z.enum(['checkout', 'mobile_money']), payer_phone: z.string() })
  .transform(({ payment, payer_phone }, ctx): PaymentWay => {
    if (payment === 'checkout') return { kind: 'checkout' };
    return { kind: 'mobile_money', phone: checkPayerPhone(payer_phone, ctx, ['payer_phone']) ?? '' };
  });

/** Sends the browser to the provider's hosted checkout. */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * docs/tours-pricing.md, "Paying": pays what is due now (the deposit, then the balance) as any
 * order is paid, by the provider's checkout or a mobile money push; the server decides the amount.
 */
export function PayDueForm({
  booking,
  redirect = leaveFor,
}: {
  booking: TourBooking;
  redirect?: (url: string) => void;
}) {
  const { t, locale } = useT();
  const { pay } = useOrderAndPay<number>({
    createOrder: async (orderId) => ({ id: orderId }),
    refresh: [tourBookingKeys.all, shopKeys.orders],
    redirect,
    pushRefused: {
      title: t('bookings.pay.refused'),
      fallback: t('bookings.pay.pushFailed'),
      href: paths.tourBooking.href,
    },
  });
  const amount = formatMoney(booking.amount_due, booking.currency, locale);
  const heading =
    booking.payment_state === 'deposit_paid'
      ? t('bookings.pay.balance')
      : toCents(booking.balance) > 0n && booking.has_terms
        ? t('bookings.pay.deposit')
        : t('bookings.pay.full');
  return (
    <section aria-labelledby="booking-pay" className="rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <h2 id="booking-pay" className="font-display text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('bookings.pay.intro', { amount })}</p>
      <Form<PaymentWayValues, PaymentWay>
        resolver={zodResolver(PayChoice)}
        defaultValues={{ payment: 'mobile_money', payer_phone: '' }}
        onSubmit={(way) => pay(booking.order, way)}
        refusal={{ fallback: t('bookings.pay.failed') }}
        className="mt-4 grid gap-3"
      >
        <PayFields booking={booking} />
        <FormSubmitButton>{t('bookings.pay.submit', { amount })}</FormSubmitButton>
      </Form>
    </section>
  );
}

function PayFields({ booking }: { booking: TourBooking }) {
  const { t } = useT();
  return (
    <PaymentWayFields
      legend={t('bookings.pay.how')}
      ways={[
        { value: 'mobile_money', label: t('bookings.pay.mobileMoney'), hint: t('payment.hint') },
        { value: 'checkout', label: t('bookings.pay.card'), hint: t('bookings.pay.cardHint') },
      ]}
      amount={booking.amount_due}
      currency={booking.currency}
    />
  );
}
