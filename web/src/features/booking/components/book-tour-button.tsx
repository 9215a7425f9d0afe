import { lazy, Suspense, useState } from 'react';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { useRequireSignIn } from '#web/lib/require-sign-in.ts';
import type { BookableTour } from './booking-values';

// The booking form (dates, payment, validation) loads when a tour is first booked (docs/server-rendering.md).
// Its texts and the payment section (payer number, TZS amount: components/form) come with it
// (docs/i18n.md, "Sections"); `auth` the waitlist form's submit button words.
const BookingDialog = lazy(() =>
  Promise.all([import('./booking-dialog'), loadSections(apiLocale(), ['booking', 'payment', 'auth'])]).then(
    ([m]) => ({
      default: m.BookingDialog,
    }),
  ),
);

/** Book Now: a visitor is sent to sign in (docs/roles-and-ownership.md), a signed-in user picks a date and travellers. */
export function BookTourButton({ tour }: { tour: BookableTour }) {
  const { ready } = useAuth();
  const requireSignIn = useRequireSignIn();
  const [open, setOpen] = useState(false);
  const { t } = useT();

  function onClick() {
    if (!requireSignIn(t('booking.signIn'))) return;
    setOpen(true);
  }

  return (
    <>
      <OnlineButton
        variant="accent"
        disabled={!ready}
        onClick={onClick}
        aria-label={t('booking.bookTour', { tour: tour.title })}
        offlineLabel={t('booking.offline')}
      >
        {t('booking.book')}
      </OnlineButton>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog tour={tour} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
