import { zodResolver } from '@hookform/resolvers/zod';
import type { Currency } from '@shop/contract/common';
import { fromCents, toCents } from '@shop/contract/delivery';
import { CreateTourBookingBody, ORDER_ERROR_CODES } from '@shop/contract/orders';
import type { TourDeparture } from '@shop/contract/tours';
import { CalendarDays, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ChoiceOption } from '../../../components/form/choice-option';
import { MobileMoneyAmount } from '../../../components/form/mobile-money-amount';
import { checkPayerPhone } from '../../../components/form/payer-phone';
import { MOBILE_MONEY_HINT, PayerPhoneField } from '../../../components/form/payer-phone-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useBookTour } from '../api/book-tour';
import { useTourDetail } from '../api/get-tour-departures';
import { BOOKING_FAILED } from './booking-failed';

export type BookableTour = {
  id: number;
  title: string;
  price: string;
  currency: Currency;
  max_participants: number;
};

type BookingDialogProps = {
  tour: BookableTour;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the provider's checkout (a seam for tests). */
  redirect?: (url: string) => void;
};

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The contract's travellers rule, capped at the seats the chosen date has left. */
function participantsRule(maxParticipants: number) {
  return CreateTourBookingBody.shape.participants.unwrap().max(maxParticipants);
}

/** docs/payments.md: the provider's hosted checkout, or a mobile money push to the customer's phone. */
type BookingPayment = 'checkout' | 'mobile_money';
type BookingValues = {
  tour_date: string;
  participants: number;
  payment: BookingPayment;
  payer_phone: string;
};
type BookingOutput = BookingValues & { payerPhone: string | null };
type BookingContext = { maxParticipants: number };

/** The date is picked from the listed departures; the travellers and a mobile money number are checked. */
const checkBooking: Resolver<BookingValues, BookingContext, BookingOutput> = (values, context, options) => {
  const schema = z
    .object({
      // Empty until the customer picks another date than the first one with seats.
      tour_date: z.string(),
      participants: participantsRule(context?.maxParticipants ?? 1),
      payment: z.enum(['checkout', 'mobile_money']),
      payer_phone: z.string(),
    })
    .transform((booking, ctx) => ({
      ...booking,
      payerPhone:
        booking.payment === 'mobile_money'
          ? (checkPayerPhone(booking.payer_phone, ctx, ['payer_phone']) ?? null)
          : null,
    }));
  return zodResolver(schema)(values, context, options);
};

/** Bookable departures: the future ones; sold-out dates stay listed but disabled. */
export function upcomingDepartures(departures: TourDeparture[]): TourDeparture[] {
  const from = today();
  return departures.filter((d) => d.date >= from);
}

export function BookingDialog({
  tour,
  open,
  onOpenChange,
  redirect = (url) => window.location.assign(url),
}: BookingDialogProps) {
  const id = useId();
  const detail = useTourDetail(tour.id, open);
  const { pay, busy } = useBookTour(redirect);
  // The cap follows the chosen date, which the form itself holds: the resolver reads it from here.
  const limits = useRef<BookingContext>({ maxParticipants: 1 });
  const form = useForm<BookingValues, BookingContext, BookingOutput>({
    resolver: checkBooking,
    context: limits.current,
    defaultValues: { tour_date: '', participants: 1, payment: 'checkout', payer_phone: '' },
  });
  /** Set when the server refused because the customer already holds the most unpaid bookings allowed. */
  const [capMessage, setCapMessage] = useState('');
  const chosenDate = form.watch('tour_date');
  const participants = form.watch('participants');
  const payment = form.watch('payment');

  const departures = detail.data ? upcomingDepartures(detail.data.departures) : [];
  const available = departures.filter((d) => d.seats_left > 0);
  // The first date with seats is preselected; a chosen date that has sold out meanwhile is dropped.
  const date = available.some((d) => d.date === chosenDate) ? chosenDate : (available[0]?.date ?? '');
  const seatsLeft = departures.find((d) => d.date === date)?.seats_left ?? 0;
  const maxParticipants = Math.max(
    1,
    Math.min(detail.data?.max_participants ?? tour.max_participants, seatsLeft || 1),
  );
  const price = detail.data?.price ?? tour.price;
  limits.current.maxParticipants = maxParticipants;
  const validCount = participantsRule(maxParticipants).safeParse(participants).success;

  const onSubmit = form.handleSubmit(async ({ payerPhone }) => {
    if (busy || !date) return;
    toast('Processing Booking', { description: 'Creating your booking and redirecting to payment...' });
    try {
      await pay(
        { tour: tour.id, tour_date: date, participants },
        payerPhone ? { kind: 'mobile_money', phone: payerPhone } : { kind: 'checkout' },
      );
    } catch (err) {
      const error = toApiError(err, BOOKING_FAILED);
      // Said in the dialog, beside the way out, rather than in a toast that fades.
      if (error.code === ORDER_ERROR_CODES.tooManyOpenBookings) setCapMessage(error.message);
      else toast.error('Booking Error', { description: error.message });
      void detail.refetch();
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-brand="igsum" aria-describedby={`${id}-description`}>
        <DialogTitle className="pr-10 font-display text-2xl font-bold">Book {tour.title}</DialogTitle>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          Choose your departure date and the number of travellers. Then choose how to pay.
        </p>
        {detail.isPending ? (
          <div aria-busy="true" className="mt-6 grid gap-4">
            <div className="h-16 animate-pulse rounded-lg bg-sunken" />
            <div className="h-16 animate-pulse rounded-lg bg-sunken" />
            <div className="h-12 animate-pulse rounded-lg bg-sunken" />
          </div>
        ) : detail.isError ? (
          <div role="alert" className="mt-6 grid justify-items-center gap-3 text-center">
            <p className="text-muted">The departure dates could not be loaded.</p>
            <Button variant="outline" onClick={() => void detail.refetch()}>
              <RefreshCw aria-hidden />
              Retry
            </Button>
          </div>
        ) : available.length === 0 ? (
          <p role="status" className="mt-6 rounded-lg bg-sunken p-4 text-center text-ink">
            There are no upcoming departures with free seats. Please contact us to arrange a private date.
          </p>
        ) : (
          <form onSubmit={onSubmit} className="mt-6 grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>Departure date</Label>
              <div className="relative">
                <CalendarDays
                  className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted"
                  aria-hidden
                />
                <select
                  id={`${id}-date`}
                  value={date}
                  onChange={(e) => form.setValue('tour_date', e.target.value)}
                  className="h-11 w-full appearance-none rounded-lg border border-line bg-raised pr-3 pl-9 text-base text-ink"
                >
                  {departures.map((d) => (
                    <option key={d.date} value={d.date} disabled={d.seats_left === 0}>
                      {formatDate(`${d.date}T12:00:00`)} ·{' '}
                      {d.seats_left === 0
                        ? 'Sold out'
                        : `${d.seats_left} seat${d.seats_left === 1 ? '' : 's'} left`}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-participants`}>Participants</Label>
              <Input
                id={`${id}-participants`}
                type="number"
                inputMode="numeric"
                min={1}
                max={maxParticipants}
                step={1}
                {...form.register('participants', { valueAsNumber: true })}
                aria-invalid={!validCount || undefined}
                aria-describedby={`${id}-participants-hint`}
              />
              <p
                id={`${id}-participants-hint`}
                className={validCount ? 'text-sm text-muted' : 'text-sm text-danger'}
              >
                Between 1 and {maxParticipants} travellers on this date.
              </p>
            </div>
            <dl className="flex items-baseline justify-between rounded-lg bg-sunken px-4 py-3">
              <dt className="text-sm text-muted">
                Total ({validCount ? participants : '-'} × {formatMoney(price, tour.currency)})
              </dt>
              <dd className="text-xl font-bold text-ink" aria-live="polite">
                {validCount ? formatMoney(Number(price) * participants, tour.currency) : '-'}
              </dd>
            </dl>
            <fieldset className="grid gap-2">
              <legend className="mb-1.5 text-sm font-medium">Payment</legend>
              <ChoiceOption
                value="checkout"
                registration={form.register('payment')}
                label="Pay now"
                hint="On the payment provider's secure page."
              />
              <ChoiceOption
                value="mobile_money"
                registration={form.register('payment')}
                label="Mobile money"
                hint={MOBILE_MONEY_HINT}
              />
            </fieldset>
            {payment === 'mobile_money' ? (
              <>
                {validCount ? (
                  <MobileMoneyAmount
                    total={fromCents(toCents(price) * BigInt(participants))}
                    currency={tour.currency}
                  />
                ) : null}
                <PayerPhoneField form={form} name="payer_phone" id={`${id}-payer-phone`} />
              </>
            ) : null}
            {capMessage ? (
              <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
                {capMessage}{' '}
                <Link to={`${paths.dashboard.href()}#recent-orders`} className="font-semibold underline">
                  Open your dashboard
                </Link>
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="accent"
                disabled={busy || !validCount}
                aria-busy={busy || undefined}
              >
                {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                {busy ? 'Processing...' : 'Confirm & Pay'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
