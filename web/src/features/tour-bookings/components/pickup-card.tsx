import type { TourBooking } from '@shop/contract/tour-terms';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { PickupWhereWhen } from '#web/components/tours/pickup-where-when.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useBookingPickup, useChoosePickup } from '#web/features/tour-bookings/api/pickup.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * docs/departures.md: where and when the tour collects this booking, and the choice or change of
 * its pickup point until the departure day. A tour without pickup points shows nothing.
 */
export function PickupCard({ booking }: { booking: TourBooking }) {
  const { t } = useT();
  const id = useId();
  const pickup = useBookingPickup(booking.order);
  const choose = useChoosePickup(booking.order);
  const [value, setValue] = useState<string | null>(null);
  const data = pickup.data;
  if (!data || (data.options.length === 0 && !data.chosen)) return null;
  const chosen = data.chosen;
  const selected = value ?? (chosen ? String(chosen.id) : '');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-line bg-raised p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-display text-lg font-bold">
        <MapPin className="size-5 text-accent-text" aria-hidden />
        {t('booking.pickup')}
      </h2>
      {chosen ? <PickupWhereWhen point={chosen} /> : <p className="text-muted">{t('booking.pickupNone')}</p>}
      {data.options.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            choose.mutate(selected ? Number(selected) : null, {
              onSuccess: () => toast.success(t('booking.pickupSaved')),
              onError: (err) =>
                toast.error(t('booking.pickupFailed'), {
                  description: toApiError(err, t('booking.pickupFailed')).message,
                }),
            });
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor={`${id}-select`}>{t('booking.pickupChoose')}</Label>
            <Select id={`${id}-select`} value={selected} onChange={(e) => setValue(e.target.value)}>
              <option value="">{t('booking.pickupLater')}</option>
              {data.options.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.time} · {p.name}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline" disabled={choose.isPending}>
            {t('booking.pickupSave')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
