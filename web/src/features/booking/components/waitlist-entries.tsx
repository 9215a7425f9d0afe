import type { TourWaitlistEntry } from '@shop/contract/waitlists';
import { lazy, Suspense, useState } from 'react';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { useTourDetail } from '#web/features/booking/api/get-tour-departures.ts';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';

// The booking dialog loads only when an offered seat is booked, with its texts (book-tour-button.tsx).
const BookingDialog = lazy(() =>
  Promise.all([
    import('./booking-dialog'),
    loadSections(apiLocale(), ['booking', 'payment', 'auth', 'tours']),
  ]).then(([m]) => ({ default: m.BookingDialog })),
);

/** docs/back-in-stock.md: the customer's places on tour waitlists; an offer is booked before it expires. */
export function WaitlistEntries({ entries }: { entries: TourWaitlistEntry[] }) {
  return (
    <ul className="grid gap-3">
      {entries.map((entry) => (
        <WaitlistEntryRow key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

function WaitlistEntryRow({ entry }: { entry: TourWaitlistEntry }) {
  const { t, locale } = useT();
  const tour = useTourDetail(entry.tour, true);
  const [booking, setBooking] = useState(false);
  const offered = entry.status === 'offered' && entry.offer_expires_at !== null;
  const title = tour.data?.title ?? '';
  return (
    <li className="rounded-lg border border-line p-4">
      <p className="font-semibold text-ink">{title || '\u2026'}</p>
      <p className="text-sm text-muted">
        {formatDate(`${entry.tour_date}T12:00:00`, locale)} ·{' '}
        {t('account.waitlist.travellers', { count: entry.travellers })}
      </p>
      <p className="mt-2 text-sm text-ink">
        {offered
          ? t('account.waitlist.offered', { until: formatDateTimeIn(entry.offer_expires_at!, locale) })
          : t('account.waitlist.position', { position: entry.position })}
      </p>
      {offered && tour.data ? (
        <OnlineButton
          variant="accent"
          className="mt-3"
          onClick={() => setBooking(true)}
          aria-label={t('account.waitlist.bookName', { tour: title })}
          offlineLabel={t('account.waitlist.offline')}
        >
          {t('account.waitlist.book')}
        </OnlineButton>
      ) : null}
      {booking && tour.data ? (
        <Suspense fallback={null}>
          <BookingDialog
            tour={tour.data}
            offer={{ date: entry.tour_date, travellers: entry.travellers }}
            open={booking}
            onOpenChange={setBooking}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
