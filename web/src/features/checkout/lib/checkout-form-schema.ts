import type { User } from '@shop/contract/auth';
import type { CheckoutQuote } from '@shop/contract/checkout';
import {
  cashOnDeliveryAllowed,
  DeliveryAddress,
  deliveryFee,
  type Fulfilment,
  fromCents,
  toCents,
} from '@shop/contract/delivery';
import { CreateFursaOrderBody } from '@shop/contract/orders';
import { z } from 'zod';
import { checkPayerPhone } from '#web/components/form/payer-phone.ts';

const body = CreateFursaOrderBody.shape;

/**
 * docs/delivery.md and docs/payments.md: pay now through the provider's hosted checkout, by a
 * mobile money push, or cash when the laptop arrives.
 */
export const PaymentChoice = body.payment_method
  .unwrap()
  .extract(['credit_card', 'mobile_money', 'cash_on_delivery']);
export type PaymentChoice = z.infer<typeof PaymentChoice>;

/** The address inputs as the form holds them: text, with no region chosen yet as ''. */
type AddressInputs = Record<keyof DeliveryAddress, string>;

/**
 * The checkout form on CreateFursaOrderBody's rules: the address is checked against
 * DeliveryAddress only for delivery (pickup needs none) and comes out normalised (+255 phone).
 */
export const CheckoutFormSchema = z
  .object({
    fulfilment: body.fulfilment.unwrap(),
    delivery: z.custom<AddressInputs>(),
    payment_method: PaymentChoice,
    /** The mobile money number, read only when that is the payment chosen. */
    payer_phone: z.string(),
    notes: body.notes,
    marketing_sms: z.boolean(),
    marketing_email: z.boolean(),
    /**
     * The discount code as typed; the one applied (and previewed) goes with the order, so a code
     * typed and not applied holds nothing up (components/discount-field.tsx checks it on Apply).
     */
    discount_code: z.string(),
    /** docs/receipts.md: a business customer's TIN and VRN for the receipts; blank for none. */
    customer_tin: body.customer_tin,
    customer_vrn: body.customer_vrn,
    /** docs/store-credit.md: pay with the customer's store credit; the server decides how much. */
    use_store_credit: z.boolean(),
  })
  .transform(({ payer_phone, ...values }, ctx) => {
    const payerPhone =
      values.payment_method === 'mobile_money' ? checkPayerPhone(payer_phone, ctx, ['payer_phone']) : null;
    if (values.fulfilment === 'pickup') return { ...values, delivery: undefined, payerPhone };
    const address = DeliveryAddress.safeParse(values.delivery);
    if (address.success) return { ...values, delivery: address.data, payerPhone };
    for (const issue of address.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['delivery', ...issue.path] });
    }
    return z.NEVER;
  });
export type CheckoutFormValues = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof CheckoutFormSchema>;

const NO_ADDRESS: AddressInputs = {
  full_name: '',
  phone: '',
  region: '',
  district: '',
  street: '',
  landmark: '',
};

/** The last delivery's address; a first order starts from the customer's name and phone. */
export function checkoutFormDefaults(quote: CheckoutQuote, user: User): CheckoutFormValues {
  const phone = user.profile.phone || user.phone;
  const code = user.profile.country_code || user.country_code;
  return {
    fulfilment: 'delivery',
    delivery: quote.saved_address ?? {
      ...NO_ADDRESS,
      full_name: user.profile.full_name || user.full_name,
      phone: phone ? `${code}${phone}` : '',
    },
    payment_method: 'credit_card',
    payer_phone: phone ? `${code}${phone}` : '',
    notes: '',
    marketing_sms: false,
    marketing_email: false,
    discount_code: '',
    customer_tin: '',
    customer_vrn: '',
    use_store_credit: false,
  };
}

/**
 * docs/store-credit.md: what the customer's credit takes off `total` when they chose to use it
 * (never with cash on delivery), and what is left to pay: as the server will decide it.
 */
export function creditPart(
  balance: string | undefined,
  total: string,
  chosen: { use_store_credit: boolean; payment_method: PaymentChoice },
): { credit: string; rest: string } | null {
  const available = toCents(balance ?? '0');
  if (!chosen.use_store_credit || chosen.payment_method === 'cash_on_delivery' || available <= 0n)
    return null;
  const due = toCents(total);
  const credit = available < due ? available : due;
  return { credit: fromCents(credit), rest: fromCents(due - credit) };
}

export type CheckoutAmounts = { subtotal: string; fee: string; total: string; cashOnDelivery: boolean };

/** What the screen shows and sends as expected_total: the contract's one fee rule on the quote. */
export function checkoutAmounts(
  quote: CheckoutQuote,
  choice: { fulfilment: Fulfilment; region: string },
): CheckoutAmounts {
  const region = DeliveryAddress.shape.region.safeParse(choice.region);
  const subtotal = quote.cart.subtotal;
  const fee = deliveryFee(
    { subtotal, fulfilment: choice.fulfilment, region: region.success ? region.data : null },
    quote.settings,
  );
  const total = fromCents(toCents(subtotal) + toCents(fee));
  return { subtotal, fee, total, cashOnDelivery: cashOnDeliveryAllowed(total, quote.settings) };
}
