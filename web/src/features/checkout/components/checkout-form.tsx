import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import type { CheckoutQuote } from '@shop/contract/checkout';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BusinessInvoiceFields } from '#web/components/form/business-invoice-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePlaceOrder } from '#web/features/checkout/api/place-order.ts';
import { discountPreviewOptions, useDiscountPreview } from '#web/features/checkout/api/preview-discount.ts';
import { useCheckoutAmounts } from '#web/features/checkout/hooks/use-checkout-amounts.ts';
import {
  type CheckoutFormOutput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutAmounts,
  checkoutFormDefaults,
  creditPart,
  type PaymentChoice,
} from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { PaymentWay } from '#web/lib/payments/start-payment.ts';
import { CheckoutConsent } from './checkout-consent';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryFieldset } from './delivery-fieldset';
import { DiscountField } from './discount-field';
import { PaymentFieldset } from './payment-fieldset';
import { StoreCreditChoice } from './store-credit-choice';

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
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  /** The server's reason when the cart or the settings changed under the customer. */
  const [refusal, setRefusal] = useState('');
  /** The discount code applied, one per order (docs/discount-codes.md). */
  const [code, setCode] = useState<string | null>(null);
  return (
    <Form<CheckoutFormValues, CheckoutFormOutput>
      resolver={zodResolver(CheckoutFormSchema)}
      defaultValues={checkoutFormDefaults(quote, user)}
      onSubmit={async ({ payerPhone, discount_code: _typed, ...values }) => {
        setRefusal('');
        const choice = { fulfilment: values.fulfilment, region: values.delivery?.region ?? '' };
        // The applied code's preview for these very values (the one on screen, else asked now):
        // its total is the one the customer saw. A refused code goes nowhere; its reason is shown.
        const discount =
          code === null
            ? null
            : await queryClient.fetchQuery(
                discountPreviewOptions(
                  code,
                  { ...choice, phone: values.delivery?.phone ?? '' },
                  quote,
                  locale,
                  t('checkout.discountFailed'),
                ),
              );
        const expected = discount?.ok ? discount.preview.total : checkoutAmounts(quote, choice).total;
        // docs/store-credit.md: credit that covers it all pays the order; nothing is left to start.
        const credit = creditPart(quote.store_credit, expected, values);
        return pay(
          {
            order_type: 'fursa',
            ...values,
            use_store_credit: credit !== null,
            expected_total: expected,
            ...(discount?.ok ? { discount_code: discount.preview.code } : {}),
          },
          credit && Number(credit.rest) === 0
            ? { kind: 'later' }
            : paymentWay(values.payment_method, payerPhone),
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
        <BusinessInvoiceFields />
        <CheckoutConsent />
      </div>
      <OrderSummary quote={quote} refusal={refusal} busy={busy} code={code} setCode={setCode} />
    </Form>
  );
}

type OrderSummaryProps = {
  quote: CheckoutQuote;
  refusal: string;
  busy: boolean;
  code: string | null;
  setCode: (code: string | null) => void;
};

function OrderSummary({ quote, refusal, busy, code, setCode }: OrderSummaryProps) {
  const amounts = useCheckoutAmounts(quote);
  const { t, locale } = useT();
  const preview = useDiscountPreview(code, quote, locale, t('checkout.discountFailed'));
  // A removed code's last answer is no answer (the query keeps the previous one while asking).
  const result = code === null ? null : (preview.data ?? null);
  const discount = result?.ok ? result.preview : null;
  const [useCredit, method] = useWatch<CheckoutFormValues, ['use_store_credit', 'payment_method']>({
    name: ['use_store_credit', 'payment_method'],
  });
  const credit = creditPart(quote.store_credit, discount ? discount.total : amounts.total, {
    use_store_credit: useCredit,
    payment_method: method,
  });
  return (
    <aside
      aria-label={t('checkout.summary')}
      className="grid gap-4 rounded-2xl border border-line bg-raised p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 className="font-display text-lg font-bold">{t('checkout.summary')}</h2>
      <CheckoutSummary cart={quote.cart} amounts={amounts} discount={discount} credit={credit} />
      <StoreCreditChoice balance={quote.store_credit} currency={quote.cart.currency} />
      <DiscountField
        code={code}
        onApply={setCode}
        onRemove={() => setCode(null)}
        result={result}
        checking={preview.isFetching}
      />
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
