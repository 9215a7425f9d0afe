import type { Currency } from '@shop/contract/common';
import type { TourDeparture } from '@shop/contract/tours';
import { CalendarDays } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldId } from '#web/components/form/form.tsx';
import { PaymentWayFields } from '#web/components/form/payment-way-fields.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { type BookingValues, departureOf } from './booking-values';

/** The departure date: the upcoming ones, sold-out dates listed but disabled (docs/seats-and-holds.md). */
export function DepartureField({ departures }: { departures: readonly TourDeparture[] }) {
  const { setValue } = useFormContext<BookingValues>();
  const chosen = useWatch<BookingValues, 'tour_date'>({ name: 'tour_date' });
  const { date } = departureOf(departures, chosen);
  const id = useFieldId('tour_date');
  const { t, locale } = useT();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{t('booking.date')}</Label>
      <div className="relative">
        <CalendarDays className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" aria-hidden />
        <select
          id={id}
          value={date}
          onChange={(e) => setValue('tour_date', e.target.value)}
          className="h-11 w-full min-w-0 appearance-none rounded-lg border border-line bg-raised pr-3 pl-9 text-base text-ink"
        >
          {departures.map((d) => (
            <option key={d.date} value={d.date} disabled={d.seats_left === 0}>
              {formatDate(`${d.date}T12:00:00`, locale)} ·{' '}
              {d.seats_left === 0 ? t('tours.soldOut') : t('tours.seatsLeft', { count: d.seats_left })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * docs/payments.md: the provider's hosted checkout, or a mobile money push for what is due now
 * (shown in shillings at today's rate when the booking is in dollars).
 */
export function PaymentFields({ dueNow, currency }: { dueNow: string | null; currency: Currency }) {
  const { t } = useT();
  return (
    <PaymentWayFields
      legend={t('booking.payment')}
      ways={[
        { value: 'checkout', label: t('booking.payNow'), hint: t('booking.payNowHint') },
        { value: 'mobile_money', label: t('booking.mobileMoney'), hint: t('booking.mobileMoneyHint') },
      ]}
      amount={dueNow}
      currency={currency}
    />
  );
}
