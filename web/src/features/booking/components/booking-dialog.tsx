import type { TourDeparture } from '@shop/contract/tours';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useBookTour } from '#web/features/booking/api/book-tour.ts';
import { useTourDetail } from '#web/features/booking/api/get-tour-departures.ts';
import { useTourTerms } from '#web/features/booking/api/get-tour-terms.ts';
import { useT } from '#web/i18n/use-t.ts';
import { BookingForm } from './booking-form';
import type { BookableTour } from './booking-values';
import { WaitlistJoin } from './waitlist-join';

type BookingDialogProps = {
  tour: BookableTour;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * A waitlist's offer of seats held for this customer (docs/back-in-stock.md): they show as taken
   * to everyone, so they are added back to that date's seats here; the booking takes them.
   */
  offer?: { date: string; travellers: number };
  /** Sends the browser to the provider's checkout (a seam for tests). */
  redirect?: (url: string) => void;
};

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Bookable departures: the future ones; sold-out dates stay listed but disabled. */
function upcomingDepartures(departures: TourDeparture[]): TourDeparture[] {
  const from = today();
  return departures.filter((d) => d.date >= from);
}

/**
 * The tour's departures as they stand now and its terms, then the booking form
 * (docs/seats-and-holds.md, docs/tours-pricing.md).
 */
export function BookingDialog({
  tour,
  open,
  onOpenChange,
  offer,
  redirect = (url) => window.location.assign(url),
}: BookingDialogProps) {
  const id = useId();
  const detail = useTourDetail(tour.id, open);
  const terms = useTourTerms(tour.id, open);
  const { pay, busy } = useBookTour(redirect);
  const departures = detail.data
    ? upcomingDepartures(detail.data.departures).map((d) =>
        d.date === offer?.date ? { ...d, seats_left: d.seats_left + offer.travellers } : d,
      )
    : [];
  const { t } = useT();

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        data-brand="igsum"
        aria-describedby={`${id}-description`}
        closeLabel={t('booking.close')}
      >
        <DialogTitle className="pr-10 font-display text-2xl font-bold">
          {t('booking.title', { tour: tour.title })}
        </DialogTitle>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {t('booking.intro')}
        </p>
        {detail.isPending || terms.isPending ? (
          <div aria-busy="true" className="mt-6 grid gap-4">
            <div className="h-16 animate-pulse rounded-lg bg-sunken" />
            <div className="h-16 animate-pulse rounded-lg bg-sunken" />
            <div className="h-12 animate-pulse rounded-lg bg-sunken" />
          </div>
        ) : detail.isError || terms.isError ? (
          <div role="alert" className="mt-6 grid justify-items-center gap-3 text-center">
            <p className="text-muted">{t('booking.loadFailed')}</p>
            <Button variant="outline" onClick={() => void Promise.all([detail.refetch(), terms.refetch()])}>
              <RefreshCw aria-hidden />
              {t('tours.retry')}
            </Button>
          </div>
        ) : departures.every((d) => d.seats_left === 0) ? (
          <p role="status" className="mt-6 rounded-lg bg-sunken p-4 text-center text-ink">
            {t('booking.noSeats')}
          </p>
        ) : (
          <BookingForm
            tour={{ ...tour, max_participants: detail.data.max_participants, price: detail.data.price }}
            terms={terms.data}
            departures={departures}
            offer={offer}
            pay={pay}
            busy={busy}
            onRefused={() => void detail.refetch()}
            onCancel={() => onOpenChange(false)}
          />
        )}
        {detail.data ? (
          <WaitlistJoin
            tourId={tour.id}
            maxTravellers={detail.data.max_participants}
            departures={departures}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
