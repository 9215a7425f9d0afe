import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { type BookableTour, BookingDialog } from './booking-dialog';

/** Book Now: a visitor is sent to sign in (docs/seats-and-holds.md), a signed-in user picks a date and travellers. */
export function BookTourButton({ tour }: { tour: BookableTour }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  function onClick() {
    if (isLoading) return;
    if (!user) {
      toast.error('Authentication Required', { description: 'Please sign in to book a tour' });
      void navigate(paths.auth.href());
      return;
    }
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
