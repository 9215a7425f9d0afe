import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import type { CheckoutQuote } from '@shop/contract/checkout';
import { TANZANIA_REGIONS } from '@shop/contract/delivery';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import { LoaderCircle, MapPin, ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form/bound-fields';
import { ChoiceOption } from '../../../components/form/choice-option';
import { MOBILE_MONEY_HINT, PayerPhoneField } from '../../../components/form/payer-phone-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { Button } from '../../../components/ui/button';
import { toApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import type { PaymentWay } from '../../../lib/payments/start-payment';
import { toast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import {
  type CheckoutFormOutput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutAmounts,
  checkoutFormDefaults,
  type PaymentChoice,
} from '../lib/checkout-form';
import { CheckoutSummary } from './checkout-summary';

type CheckoutFormProps = {
  quote: CheckoutQuote;
  user: User;
  /** Sends the browser to the provider's checkout (a seam for tests). */
  redirect?: (url: string) => void;
};

/** Refusals that leave nothing ordered and a quote to look at again (docs/delivery.md). */
const QUOTE_REFUSALS: string[] = [ORDER_ERROR_CODES.cartChanged, ORDER_ERROR_CODES.cashOnDeliveryNotAllowed];

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
  const id = useId();
  const { pay, busy } = usePlaceOrder(redirect);
  /** The server's reason when the cart or the settings changed under the customer. */
  const [refusal, setRefusal] = useState('');
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: checkoutFormDefaults(quote, user),
  });
  const fulfilment = form.watch('fulfilment');
  const region = form.watch('delivery.region');
  const payment = form.watch('payment_method');
  const amounts = checkoutAmounts(quote, { fulfilment, region });
  const { settings } = quote;

  // A fee that lifts the total over the cap takes cash on delivery away.
  useEffect(() => {
    if (!amounts.cashOnDelivery && payment === 'cash_on_delivery')
      form.setValue('payment_method', 'credit_card');
  }, [amounts.cashOnDelivery, payment, form]);

  const onSubmit = form.handleSubmit(async ({ payerPhone, ...values }) => {
    setRefusal('');
    const expected = checkoutAmounts(quote, {
      fulfilment: values.fulfilment,
      region: values.delivery?.region ?? '',
    });
    try {
      await pay(
        { order_type: 'fursa', ...values, expected_total: expected.total },
        paymentWay(values.payment_method, payerPhone),
      );
    } catch (err) {
      const error = toApiError(err, 'Failed to place order. Please try again.');
      if (error.code && QUOTE_REFUSALS.includes(error.code)) {
        setRefusal(error.message);
        return;
      }
      showServerErrors(form, error.fields);
      toast.error('Checkout failed', { description: error.message });
    }
  });

  const f = (name: string) => `${id}-${name}`;
  const codReason = !settings.cash_on_delivery_enabled
    ? 'Not available at the moment.'
    : amounts.cashOnDelivery || settings.cash_on_delivery_max === null
      ? 'Pay in cash when the laptop arrives or when you collect it.'
      : `Available for orders up to ${formatMoney(settings.cash_on_delivery_max, quote.cart.currency)}.`;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Checkout"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
          <legend className="px-1 font-display text-lg font-bold">Delivery</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <ChoiceOption
              value="delivery"
              registration={form.register('fulfilment')}
              label="Deliver to my address"
              hint="Anywhere in Tanzania"
            />
            <ChoiceOption
              value="pickup"
              registration={form.register('fulfilment')}
              label="Pick up at the shop"
              hint="Free"
            />
          </div>
          {fulfilment === 'pickup' ? (
            <p className="flex items-start gap-2 rounded-lg bg-sunken p-3 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
              <span>
                Collect your order at <strong>{quote.pickup_point}</strong>. We call you when it is ready.
              </span>
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                form={form}
                name="delivery.full_name"
                id={f('full_name')}
                label="Full name"
                autoComplete="name"
                required
              />
              <TextField
                form={form}
                name="delivery.phone"
                id={f('phone')}
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+255 712 345 678"
                required
              />
              <SelectField form={form} name="delivery.region" id={f('region')} label="Region" required>
                <option value="">Choose a region</option>
                {TANZANIA_REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </SelectField>
              <TextField
                form={form}
                name="delivery.district"
                id={f('district')}
                label="District or town"
                autoComplete="address-level2"
                required
              />
              <TextField
                form={form}
                name="delivery.street"
                id={f('street')}
                label="Street"
                autoComplete="street-address"
                required
              />
              <TextField
                form={form}
                name="delivery.landmark"
                id={f('landmark')}
                label="Landmark (optional)"
                placeholder="Near the market, blue gate..."
              />
            </div>
          )}
        </fieldset>

        <fieldset className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6">
          <legend className="px-1 font-display text-lg font-bold">Payment</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <ChoiceOption
              value="credit_card"
              registration={form.register('payment_method')}
              label={quote.payment_test_mode ? 'Pay now (test mode)' : 'Pay now'}
              hint={
                quote.payment_test_mode
                  ? 'Test mode: no real money moves.'
                  : "On the payment provider's secure page."
              }
            />
            <ChoiceOption
              value="cash_on_delivery"
              registration={form.register('payment_method')}
              label="Cash on delivery"
              hint={codReason}
              disabled={!amounts.cashOnDelivery}
            />
            <ChoiceOption
              value="mobile_money"
              registration={form.register('payment_method')}
              label="Mobile money"
              hint={MOBILE_MONEY_HINT}
            />
          </div>
          {payment === 'mobile_money' ? (
            <PayerPhoneField form={form} name="payer_phone" id={f('payer_phone')} />
          ) : null}
          <TextAreaField
            form={form}
            name="notes"
            id={f('notes')}
            label="Notes for the shop (optional)"
            rows={3}
          />
        </fieldset>
      </div>

      <aside
        aria-label="Order summary"
        className="grid gap-4 rounded-2xl border border-line bg-raised p-4 sm:p-6 lg:sticky lg:top-24"
      >
        <h2 className="font-display text-lg font-bold">Order summary</h2>
        <CheckoutSummary cart={quote.cart} amounts={amounts} />
        {refusal ? (
          <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <ShoppingCart aria-hidden />}
          {busy ? 'Placing order...' : 'Place order'}
        </Button>
      </aside>
    </form>
  );
}
