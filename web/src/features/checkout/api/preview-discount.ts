import type { CheckoutQuote } from '@shop/contract/checkout';
import { Region, TanzanianPhone } from '@shop/contract/delivery';
import { DiscountPreview, type DiscountPreviewBody } from '@shop/contract/discounts';
import type { Locale } from '@shop/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form-schema.ts';
import { api } from '#web/lib/api-client.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** A code's saving on the cart as it is, or the reason it does not apply in the page's language. */
export type DiscountResult = { ok: true; preview: DiscountPreview } | { ok: false; reason: string };

/** What the preview depends on besides the code: the fulfilment, and the delivery's region and phone. */
export type DiscountChoice = { fulfilment: CheckoutFormValues['fulfilment']; region: string; phone: string };

/**
 * The preview's body from the form's values: a region or phone that is not valid yet is left out
 * (the order's own check says what is wrong with it), and the phone only counts for a delivery.
 */
function previewBody(code: string, choice: DiscountChoice): DiscountPreviewBody {
  const delivery = choice.fulfilment === 'delivery';
  const region = Region.safeParse(choice.region);
  const phone = TanzanianPhone.safeParse(choice.phone);
  return {
    code,
    order_type: 'fursa',
    fulfilment: choice.fulfilment,
    region: delivery && region.success ? region.data : undefined,
    phone: delivery && phone.success ? phone.data : undefined,
  };
}

/**
 * docs/discount-codes.md, "What the screens call": the code against the caller's cart. A refusal
 * (409, or any failure) is the answer's own outcome, said in the page's language, so the screen
 * shows it beside the field; nothing is reserved until the order is placed.
 */
export function discountPreviewOptions(
  code: string,
  choice: DiscountChoice,
  quote: CheckoutQuote,
  locale: Locale,
  fallback: string,
) {
  const body = previewBody(code, choice);
  // A plain object rather than queryOptions(), a helper new to the query chunk every first visit
  // loads (build report); useQuery and fetchQuery take it alike.
  return {
    // Under the quote's key: a refused order that refreshes the quote asks again too. The cart's
    // subtotal and count name the cart the saving was computed on.
    queryKey: [
      ...shopKeys.checkoutQuote,
      'discount',
      body,
      quote.cart.subtotal,
      quote.cart.item_count,
      locale,
    ] as const,
    queryFn: async (): Promise<DiscountResult> => {
      try {
        const { data } = await api.post('/fursa/checkout/discount/', body);
        return { ok: true, preview: DiscountPreview.parse(data) };
      } catch (err) {
        const { error } = await errorInPageLanguage(err, fallback);
        return { ok: false, reason: error.message };
      }
    },
    staleTime: 30_000,
    retry: false,
  };
}

/** The form's current choice, as the preview reads it. */
export function useDiscountChoice(): DiscountChoice {
  const [fulfilment, region, phone] = useWatch<
    CheckoutFormValues,
    ['fulfilment', 'delivery.region', 'delivery.phone']
  >({ name: ['fulfilment', 'delivery.region', 'delivery.phone'] });
  return { fulfilment, region: region ?? '', phone: phone ?? '' };
}

/**
 * The applied code's preview for the choice the enclosing checkout form holds now, asked again
 * whenever the fulfilment, region or phone change (free delivery and the per-phone cap depend on
 * them); the last answer stays shown meanwhile.
 */
export function useDiscountPreview(
  code: string | null,
  quote: CheckoutQuote,
  locale: Locale,
  fallback: string,
) {
  const choice = useDiscountChoice();
  return useQuery({
    ...discountPreviewOptions(code ?? '', choice, quote, locale, fallback),
    enabled: code !== null,
    // React Query's keepPreviousData, written out for the same reason.
    placeholderData: (previous) => previous,
  });
}
