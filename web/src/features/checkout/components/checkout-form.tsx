import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import type { CheckoutQuote } from '@shop/contract/checkout';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Form } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePlaceOrder } from '#web/features/checkout/api/place-order.ts';
import { useCheckoutAmounts } from '#web/features/checkout/hooks/use-checkout-amounts.ts';
import {
  type CheckoutFormOutput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutAmounts,
  checkoutFormDefaults,
  type PaymentChoice,
} from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { PaymentWay } from '#web/lib/payments/start-payment.ts';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryFieldset } from './delivery-fieldset';
import { PaymentFieldset } from './payment-fieldset';

type CheckoutFormProps = {
  quote: CheckoutQuote;
  user: User;
  /** Sends the browser to the provider's checkout (a seam for tests). */
  redirect?: (url: string) => void;
};

/**
 * Refusals that leave nothing ordered and a quote to look at again (docs/delivery.md), said
 * beside the button; the form shell has put their reason in the page's language (docs/i18n.md).
 */
const QUOTE_REFUSALS: ReadonlySet<string> = new Set([
  ORDER_ERROR_CODES.cartChanged,
  ORDER_ERROR_CODES.cashOnDeliveryNotAllowed,
]);

/** Cash is paid on delivery; the other two start now. */
function paymentWay(method: PaymentChoice, payerPhone: string | null | undefined): PaymentWay {
  if (method === 'mobile_money' && payerPhone) return { kind: 'mobile_money', phone: payerPhone };
  return method === 'credit_card' ? { kind: 'checkout' } : { kind: 'later' };
}

/** Delivery or pickup, the address, the payment, and the total before "Place order". */
export function CheckoutForm({
  quote,
  user,
  redirect = (url) => window.location.assign(url),
}: CheckoutFormProps) {
  const { pay, busy } = usePlaceOrder(redirect);
  const { t } = useT();
  /** The server's reason when the cart or the settings changed under the customer. */
  const [refusal, setRefusal] = useState('');
  return (
    <Form<CheckoutFormValues, CheckoutFormOutput>
      resolver={zodResolver(CheckoutFormSchema)}
      defaultValues={checkoutFormDefaults(quote, user)}
      onSubmit={({ payerPhone, ...values }) => {
        setRefusal('');
        const expected = checkoutAmounts(quote, {
          fulfilment: values.fulfilment,
          region: values.delivery?.region ?? '',
        });
        return pay(
          { order_type: 'fursa', ...values, expected_total: expected.total },
          paymentWay(values.payment_method, payerPhone),
        );
      }}
      refusal={{
        title: t('checkout.failed'),
        fallback: t('checkout.failedText'),
        handle: (error) => {
          if (!error.code || !QUOTE_REFUSALS.has(error.code)) return false;
          setRefusal(error.message);
          return true;
        },
      }}
      aria-label={t('checkout.title')}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <DeliveryFieldset quote={quote} />
        <PaymentFieldset quote={quote} />
      </div>
      <OrderSummary quote={quote} refusal={refusal} busy={busy} />
    </Form>
  );
}

function OrderSummary({ quote, refusal, busy }: { quote: CheckoutQuote; refusal: string; busy: boolean }) {
  const amounts = useCheckoutAmounts(quote);
  const { t } = useT();
  return (
    <aside
      aria-label={t('checkout.summary')}
      className="grid gap-4 rounded-2xl border border-line bg-raised p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 className="font-display text-lg font-bold">{t('checkout.summary')}</h2>
      <CheckoutSummary cart={quote.cart} amounts={amounts} />
      {refusal ? (
        <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <ShoppingCart aria-hidden />}
        {busy ? t('checkout.placing') : t('checkout.place')}
      </Button>
    </aside>
  );
}
