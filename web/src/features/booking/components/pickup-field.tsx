import { MapPin } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldId } from '#web/components/form/form.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useTourPickups } from '#web/features/booking/api/pickups.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { BookingValues } from './booking-values';

/**
 * docs/departures.md: where the tour collects the travellers, optional: a tour without pickup
 * points shows nothing, and the choice can be made or changed later on the booking's page.
 */
export function PickupField({ tourId }: { tourId: number }) {
  const { t } = useT();
  const { setValue } = useFormContext<BookingValues>();
  const chosen = useWatch<BookingValues, 'pickup_point'>({ name: 'pickup_point' });
  const id = useFieldId('pickup_point');
  const pickups = useTourPickups(tourId, true);
  const points = pickups.data?.points ?? [];
  if (points.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{t('booking.pickup')}</Label>
      <div className="relative">
        <MapPin className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" aria-hidden />
        <select
          id={id}
          value={chosen}
          onChange={(e) => setValue('pickup_point', e.target.value)}
          className="h-11 w-full min-w-0 appearance-none rounded-lg border border-line bg-raised pr-3 pl-9 text-base text-ink"
        >
          <option value="">{t('booking.pickupLater')}</option>
          {points.map((p) => (
            <option key={p.id} value={p.id}>
              {p.time} · {p.name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-muted">{t('booking.pickupHint')}</p>
    </div>
  );
}
