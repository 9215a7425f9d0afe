import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import type { TourDeparture } from '@shop/contract/tours';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '#web/components/form/form.tsx';
import { MarketingConsentFields } from '#web/components/form/marketing-consent-fields.tsx';
import { checkPayerPhone } from '#web/components/form/payer-phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { BookTourInput } from '#web/features/booking/api/book-tour.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { PayOrder } from '#web/lib/payments/start-payment.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  type BookableTour,
  BookingFields,
  type BookingValues,
  departureOf,
  participantsRule,
  useBookingChoice,
} from './booking-fields';

type BookingOutput = BookingValues & { payerPhone: string | null };

/**
 * The date comes out as the departure the form shows (the first with seats until another is
 * picked); the travellers are capped at its seats; a mobile money number is checked.
 */
function checkBooking(
  tour: BookableTour,
  departures: TourDeparture[],
): Resolver<BookingValues, unknown, BookingOutput> {
  return (values, context, options) => {
    const { date, maxParticipants } = departureOf(tour, departures, values.tour_date);
    const schema = z
      .object({
        tour_date: z.string().transform(() => date),
        participants: participantsRule(maxParticipants),
        payment: z.enum(['checkout', 'mobile_money']),
        payer_phone: z.string(),
        marketing_sms: z.boolean(),
        marketing_email: z.boolean(),
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
}

type BookingFormProps = {
  tour: BookableTour;
  /** The upcoming departures, at least one with seats. */
  departures: TourDeparture[];
  pay: PayOrder<BookTourInput>;
  busy: boolean;
  /** The booking was refused: the seats are asked for again. */
  onRefused: () => void;
  onCancel: () => void;
};

export function BookingForm({ tour, departures, pay, busy, onRefused, onCancel }: BookingFormProps) {
  /** Set when the server refused because the customer already holds the most unpaid bookings allowed. */
  const [capMessage, setCapMessage] = useState('');
  const { t } = useT();
  return (
    <Form<BookingValues, BookingOutput>
      resolver={checkBooking(tour, departures)}
      defaultValues={{
        tour_date: '',
        participants: 1,
        payment: 'checkout',
        payer_phone: '',
        marketing_sms: false,
        marketing_email: false,
      }}
      onSubmit={async ({ tour_date, participants, payerPhone, marketing_sms, marketing_email }) => {
        if (busy || !tour_date) return;
        toast(t('booking.processing'), { description: t('booking.processingText') });
        await pay(
          { tour: tour.id, tour_date, participants, marketing_sms, marketing_email },
          payerPhone ? { kind: 'mobile_money', phone: payerPhone } : { kind: 'checkout' },
        );
      }}
      refusal={{
        title: t('booking.error'),
        fallback: t('booking.failed'),
        handle: (error) => {
          onRefused();
          // Said in the dialog, beside the way out, rather than in a toast that fades.
          if (error.code !== ORDER_ERROR_CODES.tooManyOpenBookings) return false;
          setCapMessage(error.message);
          return true;
        },
      }}
      className="mt-6 grid gap-4"
    >
      <BookingFields tour={tour} departures={departures} />
      <MarketingConsentFields />
      {capMessage ? (
        <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
          {capMessage}{' '}
          <Link to={`${paths.dashboard.href()}#recent-orders`} className="font-semibold underline">
            {t('booking.dashboard')}
          </Link>
        </p>
      ) : null}
      <BookingActions tour={tour} departures={departures} busy={busy} onCancel={onCancel} />
    </Form>
  );
}

type BookingActionsProps = Pick<BookingFormProps, 'tour' | 'departures' | 'busy' | 'onCancel'>;

function BookingActions({ tour, departures, busy, onCancel }: BookingActionsProps) {
  const { validCount } = useBookingChoice(tour, departures);
  const { t } = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {t('booking.cancel')}
      </Button>
      <Button type="submit" variant="accent" disabled={busy || !validCount} aria-busy={busy || undefined}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {t(busy ? 'booking.busy' : 'booking.pay')}
      </Button>
    </div>
  );
}
