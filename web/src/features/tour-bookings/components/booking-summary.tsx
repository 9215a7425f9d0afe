import { toCents } from '@shop/contract/money-format';
import type { TourBooking } from '@shop/contract/tour-terms';
import { QrCode } from 'lucide-react';
import { QuoteLineLabel } from '#web/components/tours/quote-line-label.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { dayText, discountCodeOf } from './booking-labels';
import { PaymentStateBadge } from './payment-state-badge';

/**
 * docs/tours-pricing.md: the booking's lines summing to its total, what was paid, and the balance
 * with its due day. A booking from before the terms has one line and is paid in full.
 */
export function BookingSummary({ booking }: { booking: TourBooking }) {
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, booking.currency, locale);
  const cancelled = booking.payment_state === 'cancelled';
  // The deposit and the balance with its day while part of the price is still to come; once
  // paid in full (or cancelled) what was paid says it.
  const inParts =
    booking.has_terms &&
    toCents(booking.balance) > 0n &&
    (booking.payment_state === 'unpaid' || booking.payment_state === 'deposit_paid');
  return (
    <section
      aria-labelledby="booking-summary"
      className="rounded-2xl border border-line bg-raised p-4 sm:p-6"
    >
      <h2 id="booking-summary" className="font-display text-xl font-bold">
        {t('bookings.summary')}
      </h2>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('bookings.lines')}</caption>
        <tbody>
          {booking.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a booking's lines are a snapshot that never reorders
            <tr key={index} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="text-ink">
                  <QuoteLineLabel line={line} code={discountCodeOf(line.label)} />
                </span>
                {line.quantity > 1 ? (
                  <span className="block text-xs text-muted">
                    {t('booking.quantity', { count: line.quantity, price: money(line.unit_amount) })}
                  </span>
                ) : null}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {toCents(line.amount) < 0n ? `−${money(line.amount.replace('-', ''))}` : money(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-left font-semibold">
              {t('bookings.total')}
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap">{money(booking.total)}</td>
          </tr>
        </tfoot>
      </table>

      {booking.has_terms ? null : <p className="mt-3 text-sm text-muted">{t('bookings.noTerms')}</p>}

      {/* docs/vouchers-and-check-in.md: a paid booking's voucher, to show the guide on the day. */}
      {booking.has_terms && !cancelled && toCents(booking.amount_paid) > 0n ? (
        <Link
          to={paths.voucher.href(booking.order)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-on-brand"
        >
          <QrCode aria-hidden className="size-4" />
          {t('bookings.voucher')}
        </Link>
      ) : null}

      <dl className="mt-4 grid gap-2 rounded-xl bg-sunken p-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('bookings.paymentState')}</dt>
          <dd>
            <PaymentStateBadge state={booking.payment_state} />
          </dd>
        </div>
        {inParts ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('bookings.deposit')}</dt>
            <dd className="font-medium whitespace-nowrap">{money(booking.deposit)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('bookings.paid')}</dt>
          <dd className="font-medium whitespace-nowrap">{money(booking.amount_paid)}</dd>
        </div>
        {inParts ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('bookings.balance')}</dt>
            <dd className="text-right">
              <span className="block font-medium whitespace-nowrap">{money(booking.balance)}</span>
              {booking.balance_due_on ? (
                <span
                  className={cn(
                    'block text-xs',
                    booking.balance_overdue ? 'font-semibold text-danger' : 'text-muted',
                  )}
                >
                  {booking.balance_overdue
                    ? t('bookings.balanceOverdue', { date: dayText(booking.balance_due_on, locale) })
                    : t('bookings.balanceDueOn', { date: dayText(booking.balance_due_on, locale) })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {toCents(booking.amount_due) > 0n && !cancelled ? (
          <div className="flex justify-between gap-3 border-t border-line pt-2">
            <dt className="font-semibold">{t('bookings.dueNow')}</dt>
            <dd className="font-bold whitespace-nowrap">{money(booking.amount_due)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
