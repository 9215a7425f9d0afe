import type { TourQuote } from '@shop/contract/tour-terms';
import { useFormContext } from 'react-hook-form';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import { QuoteLineLabel } from '#web/components/tours/quote-line-label.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import type { BookingValues } from './booking-values';

/** What the customer pays at booking: the deposit, or everything when chosen or when no deposit is offered. */
export function dueNowOf(quote: TourQuote, part: BookingValues['pay_part']): string {
  return quote.deposit_offered && part === 'full' ? quote.total : quote.due_now;
}

const day = (date: string, locale: Parameters<typeof formatDate>[1]) =>
  formatDate(`${date}T12:00:00`, locale);

/** docs/tours-pricing.md: the booking's lines as the server priced them, which sum to its total. */
function QuoteLines({ quote }: { quote: TourQuote }) {
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, quote.currency, locale);
  return (
    <ul className="grid gap-2 text-sm">
      {quote.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines have no id; their order is the server's
        <li key={i} className="flex items-baseline justify-between gap-3">
          <span className="min-w-0">
            <span className="text-ink">
              <QuoteLineLabel line={line} code={quote.discount_code} />
            </span>
            {line.quantity > 1 ? (
              <span className="block text-muted">
                {t('booking.quantity', { count: line.quantity, price: money(line.unit_amount) })}
              </span>
            ) : null}
          </span>
          <span
            className={
              line.amount.startsWith('-') ? 'shrink-0 font-semibold text-accent-text' : 'shrink-0 text-ink'
            }
          >
            {money(line.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The price of the booking as chosen: its lines, total, what is paid now and the balance with its
 * due day, the choice of deposit or everything when offered, and the seats left.
 */
export function BookingQuote({
  quote,
  part,
  balanceDays,
}: {
  quote: TourQuote;
  part: BookingValues['pay_part'];
  /** The tour's balance days when it takes deposits, else null. */
  balanceDays: number | null;
}) {
  const { register } = useFormContext<BookingValues>();
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, quote.currency, locale);
  const payingDeposit = quote.deposit_offered && part === 'deposit';
  return (
    <section aria-label={t('booking.price')} className="grid gap-3 rounded-lg bg-sunken p-4">
      <QuoteLines quote={quote} />
      {quote.lines.some((line) => line.kind === 'park_fee') ? (
        <p className="text-xs text-muted">{t('booking.parkFees')}</p>
      ) : null}
      <dl className="grid gap-1 border-t border-line pt-3">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-ink">{t('booking.totalLabel')}</dt>
          <dd className="text-lg font-bold text-ink">{money(quote.total)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink">{t('booking.dueNow')}</dt>
          <dd className="font-semibold text-ink" aria-live="polite">
            {money(dueNowOf(quote, part))}
          </dd>
        </div>
        {payingDeposit && quote.balance_due_on ? (
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <dt className="text-muted">
              {t('booking.balanceBy', { date: day(quote.balance_due_on, locale) })}
            </dt>
            <dd className="text-muted">{money(quote.balance)}</dd>
          </div>
        ) : null}
      </dl>
      {quote.deposit_offered ? (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('booking.payPart')}</legend>
          <ChoiceOption
            value="deposit"
            registration={register('pay_part')}
            label={t('booking.payDeposit', { amount: money(quote.deposit) })}
            hint={t('booking.payDepositHint', {
              amount: money(quote.balance),
              date: day(quote.balance_due_on ?? quote.tour_date, locale),
            })}
          />
          <ChoiceOption
            value="full"
            registration={register('pay_part')}
            label={t('booking.payAll', { amount: money(quote.total) })}
            hint={t('booking.payAllHint')}
          />
        </fieldset>
      ) : balanceDays !== null ? (
        <p className="text-sm text-ink">{t('booking.dueAll', { days: balanceDays })}</p>
      ) : null}
      <p className="text-sm text-muted">{t('tours.seatsLeft', { count: quote.seats_left })}</p>
    </section>
  );
}
