import type { FursaCart } from '@shop/contract/cart';
import type { DiscountPreview } from '@shop/contract/discounts';
import type { CheckoutAmounts } from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDeliveryFee, formatMoney } from '#web/lib/format.ts';

type CheckoutSummaryProps = {
  cart: FursaCart;
  amounts: CheckoutAmounts;
  /** An applied code's preview: its saving as its own line and the server's total with it. */
  discount?: DiscountPreview | null;
  /** docs/store-credit.md: the customer's credit on it, and what is left to pay now. */
  credit?: { credit: string; rest: string } | null;
};

/** The lines and the amounts the customer commits to, as the server will charge them. */
export function CheckoutSummary({ cart, amounts, discount, credit }: CheckoutSummaryProps) {
  const { t, locale } = useT();
  const total = discount ? discount.total : amounts.total;
  return (
    <div className="grid gap-4">
      <ul aria-label={t('checkout.items')} className="grid gap-3">
        {cart.items.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium break-words text-ink">{line.product.name}</span>
              <span className="text-muted">
                {line.quantity} × {formatMoney(line.product.price, cart.currency, locale)}
              </span>
            </span>
            <span className="font-semibold whitespace-nowrap">
              {formatMoney(line.line_total, cart.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('checkout.subtotal')}</dt>
          <dd>{formatMoney(amounts.subtotal, cart.currency, locale)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('checkout.fee')}</dt>
          <dd aria-live="polite">
            {formatDeliveryFee(amounts.fee, cart.currency, t('checkout.free'), locale)}
          </dd>
        </div>
        {discount ? (
          <div className="flex justify-between gap-3">
            <dt className="min-w-0 break-words text-muted">
              {t('checkout.discountLine', { code: discount.code })}
            </dt>
            <dd className="font-medium whitespace-nowrap text-accent-text">
              −{formatMoney(discount.discount, cart.currency, locale)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
          <dt className="font-semibold text-ink">{t('checkout.total')}</dt>
          <dd aria-live="polite" className="text-xl font-bold text-ink">
            {formatMoney(total, cart.currency, locale)}
          </dd>
        </div>
        {credit ? (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('checkout.storeCreditLine')}</dt>
              <dd className="font-medium whitespace-nowrap text-accent-text">
                −{formatMoney(credit.credit, cart.currency, locale)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="font-semibold text-ink">{t('checkout.storeCreditRest')}</dt>
              <dd aria-live="polite" className="font-bold text-ink">
                {formatMoney(credit.rest, cart.currency, locale)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </div>
  );
}
