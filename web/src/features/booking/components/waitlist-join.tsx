import { zodResolver } from '@hookform/resolvers/zod';
import type { TourDeparture } from '@shop/contract/tours';
import { WAITLIST_OFFER_HOURS } from '@shop/contract/waitlists';
import { useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useJoinTourWaitlist } from '#web/features/booking/api/tour-waitlist.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';

type WaitlistJoinProps = {
  tourId: number;
  /** The tour's most travellers per booking. */
  maxTravellers: number;
  /** The upcoming departures; those with no seat left are offered here. */
  departures: TourDeparture[];
};

/**
 * docs/back-in-stock.md: "Join the waitlist" of a full departure for N travellers. Freed seats
 * are offered in order and held two hours; the customer is told by e-mail and SMS.
 */
export function WaitlistJoin({ tourId, maxTravellers, departures }: WaitlistJoinProps) {
  const { t, locale } = useT();
  const join = useJoinTourWaitlist();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ position: number; travellers: number } | null>(null);
  const full = departures.filter((d) => d.seats_left === 0);
  if (full.length === 0) return null;
  const schema = z.object({
    tour_date: z.string().min(1),
    travellers: z.coerce.number<string>().int().min(1).max(maxTravellers),
  });
  return (
    <section aria-labelledby={`waitlist-${tourId}`} className="mt-6 border-t border-line pt-4">
      <h3 id={`waitlist-${tourId}`} className="font-display text-lg font-bold">
        {t('booking.waitlist.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('booking.waitlist.how', { hours: WAITLIST_OFFER_HOURS })}</p>
      {!open ? (
        <Button variant="outline" className="mt-3 w-full" onClick={() => setOpen(true)}>
          {t('booking.waitlist.open')}
        </Button>
      ) : place ? (
        <p role="status" className="mt-3 rounded-lg bg-sunken p-3 text-ink">
          {t('booking.waitlist.joined', place)}
        </p>
      ) : (
        <Form<z.input<typeof schema>, z.output<typeof schema>>
          resolver={zodResolver(schema)}
          defaultValues={{ tour_date: full[0]!.date, travellers: '1' }}
          onSubmit={async (values) => {
            const entry = await join.mutateAsync({ tour: tourId, ...values });
            setPlace({ position: entry.position, travellers: entry.travellers });
          }}
          refusal={{
            fallback: t('booking.waitlist.failed'),
            describe: (error) => (error.status === 409 ? t('booking.waitlist.seatsFree') : error.message),
          }}
          aria-label={t('booking.waitlist.title')}
          className="mt-3 grid gap-3"
        >
          <SelectField name="tour_date" label={t('booking.waitlist.date')}>
            {full.map((d) => (
              <option key={d.date} value={d.date}>
                {formatDate(`${d.date}T12:00:00`, locale)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="travellers"
            label={t('booking.waitlist.travellers')}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxTravellers}
          />
          <FormSubmitButton>{t('booking.waitlist.join')}</FormSubmitButton>
        </Form>
      )}
    </section>
  );
}
