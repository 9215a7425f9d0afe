import type { Currency } from '@shop/contract/common';
import { fromCents, toCents } from '@shop/contract/delivery';
import { CreateTourBookingBody } from '@shop/contract/orders';
import type { TourDeparture } from '@shop/contract/tours';
import { CalendarDays } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceOption } from '#web/components/form/choice-option.tsx';
import { useFieldId } from '#web/components/form/form.tsx';
import { MobileMoneyAmount } from '#web/components/form/mobile-money-amount.tsx';
import { PayerPhoneField } from '#web/components/form/payer-phone-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

/** The tour as its card knows it; the dialog's fresh detail replaces its price and cap. */
export type BookableTour = {
  id: number;
  title: string;
  price: string;
  currency: Currency;
  max_participants: number;
};

/** docs/payments.md: the provider's hosted checkout, or a mobile money push to the customer's phone. */
export type BookingValues = {
  tour_date: string;
  participants: number;
  payment: 'checkout' | 'mobile_money';
  payer_phone: string;
  marketing_sms: boolean;
  marketing_email: boolean;
};

/** The contract's travellers rule, capped at the seats the chosen date has left. */
export function participantsRule(maxParticipants: number) {
  return CreateTourBookingBody.shape.participants.unwrap().max(maxParticipants);
}

/** The departure the form stands for, and the most travellers it takes. */
export function departureOf(tour: BookableTour, departures: TourDeparture[], chosenDate: string) {
  const available = departures.filter((d) => d.seats_left > 0);
  // The first date with seats is preselected; a chosen date that has sold out meanwhile is dropped.
  const date = available.some((d) => d.date === chosenDate) ? chosenDate : (available[0]?.date ?? '');
  const seatsLeft = departures.find((d) => d.date === date)?.seats_left ?? 0;
  return { date, maxParticipants: Math.max(1, Math.min(tour.max_participants, seatsLeft || 1)) };
}

/** The date and the travellers as they stand in the enclosing booking form. */
export function useBookingChoice(tour: BookableTour, departures: TourDeparture[]) {
  const [chosenDate, participants] = useWatch<BookingValues, ['tour_date', 'participants']>({
    name: ['tour_date', 'participants'],
  });
  const { date, maxParticipants } = departureOf(tour, departures, chosenDate);
  const validCount = participantsRule(maxParticipants).safeParse(participants).success;
  return { date, participants, maxParticipants, validCount };
}

type BookingFieldsProps = { tour: BookableTour; departures: TourDeparture[] };

/** The departure date, the travellers with the total, and how to pay. */
export function BookingFields({ tour, departures }: BookingFieldsProps) {
  const { register, setValue } = useFormContext<BookingValues>();
  const { date, participants, maxParticipants, validCount } = useBookingChoice(tour, departures);
  const payment = useWatch<BookingValues, 'payment'>({ name: 'payment' });
  const dateId = useFieldId('tour_date');
  const participantsId = useFieldId('participants');
  const { t, locale } = useT();
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={dateId}>{t('booking.date')}</Label>
        <div className="relative">
          <CalendarDays
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted"
            aria-hidden
          />
          <select
            id={dateId}
            value={date}
            onChange={(e) => setValue('tour_date', e.target.value)}
            className="h-11 w-full appearance-none rounded-lg border border-line bg-raised pr-3 pl-9 text-base text-ink"
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
      <div className="grid gap-1.5">
        <Label htmlFor={participantsId}>{t('booking.participants')}</Label>
        <Input
          id={participantsId}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxParticipants}
          step={1}
          {...register('participants', { valueAsNumber: true })}
          aria-invalid={!validCount || undefined}
          aria-describedby={`${participantsId}-hint`}
        />
        <p
          id={`${participantsId}-hint`}
          className={validCount ? 'text-sm text-muted' : 'text-sm text-danger'}
        >
          {t('booking.between', { max: maxParticipants })}
        </p>
      </div>
      <dl className="flex items-baseline justify-between rounded-lg bg-sunken px-4 py-3">
        <dt className="text-sm text-muted">
          {t('booking.total', {
            count: validCount ? participants : '-',
            price: formatMoney(tour.price, tour.currency, locale),
          })}
        </dt>
        <dd className="text-xl font-bold text-ink" aria-live="polite">
          {validCount ? formatMoney(Number(tour.price) * participants, tour.currency, locale) : '-'}
        </dd>
      </dl>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('booking.payment')}</legend>
        <ChoiceOption
          value="checkout"
          registration={register('payment')}
          label={t('booking.payNow')}
          hint={t('booking.payNowHint')}
        />
        <ChoiceOption
          value="mobile_money"
          registration={register('payment')}
          label={t('booking.mobileMoney')}
          hint={t('booking.mobileMoneyHint')}
        />
      </fieldset>
      {payment === 'mobile_money' ? (
        <>
          {validCount ? (
            <MobileMoneyAmount
              total={fromCents(toCents(tour.price) * BigInt(participants))}
              currency={tour.currency}
            />
          ) : null}
          <PayerPhoneField name="payer_phone" />
        </>
      ) : null}
    </>
  );
}
