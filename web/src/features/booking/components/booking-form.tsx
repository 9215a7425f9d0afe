import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import type { TourPublicTerms } from '@shop/contract/tour-terms';
import type { TourDeparture } from '@shop/contract/tours';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BusinessInvoiceFields } from '#web/components/form/business-invoice-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { MarketingConsentFields } from '#web/components/form/marketing-consent-fields.tsx';
import { CancellationTerms } from '#web/components/tours/cancellation-terms.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { BookTourInput } from '#web/features/booking/api/book-tour.ts';
import { useTourQuote } from '#web/features/booking/api/quote-tour.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { PayOrder } from '#web/lib/payments/start-payment.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';
import { DepartureField, PaymentFields } from './booking-fields';
import { BookingQuote, dueNowOf } from './booking-quote';
import {
  type BookableTour,
  type BookingOutput,
  type BookingValues,
  checkBooking,
  firstGroups,
  maxTravellersOf,
  quoteBodyOf,
} from './booking-values';
import { DiscountCodeField } from './discount-code-field';
import { PickupField } from './pickup-field';
import { TravellerFields } from './traveller-fields';

type BookingFormProps = {
  tour: BookableTour;
  terms: TourPublicTerms;
  /** The upcoming departures, at least one with seats. */
  departures: TourDeparture[];
  /** A waitlist's offer: its date and travellers come chosen. */
  offer?: { date: string; travellers: number };
  pay: PayOrder<BookTourInput>;
  busy: boolean;
  /** The booking was refused: the seats are asked for again. */
  onRefused: () => void;
  onCancel: () => void;
};

export function BookingForm({
  tour,
  terms,
  departures,
  offer,
  pay,
  busy,
  onRefused,
  onCancel,
}: BookingFormProps) {
  /** Set when the server refused because the customer already holds the most unpaid bookings allowed. */
  const [capMessage, setCapMessage] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const { t } = useT();
  const resolver = useMemo(() => checkBooking(tour, departures, code), [tour, departures, code]);
  const groups = firstGroups(terms);
  if (offer) groups[0]!.adult = Math.max(1, Math.min(offer.travellers, tour.max_participants));
  return (
    <Form<BookingValues, BookingOutput>
      resolver={resolver}
      defaultValues={{
        tour_date: offer?.date ?? '',
        groups,
        private: false,
        pay_part: 'deposit',
        payment: 'checkout',
        payer_phone: '',
        marketing_sms: false,
        marketing_email: false,
        discount_code: '',
        pickup_point: '',
        customer_tin: '',
        customer_vrn: '',
      }}
      onSubmit={async ({ body, payerPhone }) => {
        if (busy) return;
        toast(t('booking.processing'), { description: t('booking.processingText') });
        await pay(body, payerPhone ? { kind: 'mobile_money', phone: payerPhone } : { kind: 'checkout' });
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
      className="mt-6 grid grid-cols-1 gap-5"
    >
      <DepartureField departures={departures} />
      <PickupField tourId={tour.id} />
      <BookingBody
        tour={tour}
        terms={terms}
        departures={departures}
        code={code}
        onCode={setCode}
        busy={busy}
        onCancel={onCancel}
        capMessage={capMessage}
      />
    </Form>
  );
}

type BookingBodyProps = Pick<BookingFormProps, 'tour' | 'terms' | 'departures' | 'busy' | 'onCancel'> & {
  code: string | null;
  onCode: (code: string | null) => void;
  capMessage: string;
};

/** Everything under the date that follows the form's values: travellers, the live price, paying. */
function BookingBody({
  tour,
  terms,
  departures,
  code,
  onCode,
  busy,
  onCancel,
  capMessage,
}: BookingBodyProps) {
  const { t } = useT();
  const [tourDate, groups, isPrivate, part] = useWatch<
    BookingValues,
    ['tour_date', 'groups', 'private', 'pay_part']
  >({ name: ['tour_date', 'groups', 'private', 'pay_part'] });
  const maxTravellers = maxTravellersOf(tour, departures, tourDate);
  const body = quoteBodyOf(tour, departures, { tour_date: tourDate, groups, private: isPrivate }, code);
  const quote = useTourQuote(body, t('booking.quoteFailed'));
  const result = body ? quote.data : undefined;
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);

  // A code the server does not take is said beside its field, and the price is asked without it.
  useEffect(() => {
    if (result && !result.ok && result.field === 'discount_code') {
      setCodeRefusal(result.reason);
      onCode(null);
    }
  }, [result, onCode]);

  const priced = result?.ok ? result.quote : null;
  const refused = result && !result.ok && result.field !== 'discount_code' ? result.reason : null;
  const ready = priced !== null && !quote.settling && !quote.isFetching;
  return (
    <>
      <TravellerFields terms={terms} maxTravellers={maxTravellers} />
      <DiscountCodeField
        applied={code}
        onApplied={(next) => {
          setCodeRefusal(null);
          onCode(next);
        }}
        refusal={codeRefusal}
      />
      {priced ? (
        <div aria-busy={!ready || undefined} className={ready ? undefined : 'opacity-60'}>
          <BookingQuote
            quote={priced}
            part={part}
            balanceDays={terms.deposit.rule === 'none' ? null : terms.balance_due_days}
          />
        </div>
      ) : refused ? (
        <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-danger">
          {refused}
        </p>
      ) : body ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-lg bg-sunken" />
      ) : null}
      <CancellationTerms tiers={terms.cancellation_tiers} />
      <PaymentFields
        dueNow={priced ? dueNowOf(priced, part) : null}
        currency={priced?.currency ?? tour.currency}
      />
      <BusinessInvoiceFields />
      <MarketingConsentFields />
      {capMessage ? (
        <p role="alert" className="rounded-lg bg-sunken p-3 text-sm text-ink">
          {capMessage}{' '}
          <Link to={`${paths.dashboard.href()}#recent-orders`} className="font-semibold underline">
            {t('booking.dashboard')}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('booking.cancel')}
        </Button>
        <Button type="submit" variant="accent" disabled={busy || !ready} aria-busy={busy || undefined}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {t(busy ? 'booking.busy' : 'booking.pay')}
        </Button>
      </div>
    </>
  );
}
