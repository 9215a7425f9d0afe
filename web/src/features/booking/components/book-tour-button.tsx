import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useRequireSignIn } from '../../../lib/require-sign-in';
import { type BookableTour, BookingDialog } from './booking-dialog';

/** Book Now: a visitor is sent to sign in (docs/roles-and-ownership.md), a signed-in user picks a date and travellers. */
export function BookTourButton({ tour }: { tour: BookableTour }) {
  const { isLoading } = useAuth();
  const requireSignIn = useRequireSignIn();
  const [open, setOpen] = useState(false);

  function onClick() {
    if (isLoading) return;
    if (!requireSignIn('Please sign in to book a tour')) return;
    setOpen(true);
  }

  return (
    <>
      <Button variant="accent" onClick={onClick} aria-label={`Book Now: ${tour.title}`}>
        Book Now
      </Button>
      {open ? <BookingDialog tour={tour} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
