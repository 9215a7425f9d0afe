import type { CheckInBooking } from '@shop/contract/check-in';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { usePushBalance } from '#web/features/check-in/api/push-balance.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';

type ScannedBookingProps = {
  booking: CheckInBooking;
  base: string;
  departure: number;
  onCheckIn(travellerIds: number[]): void;
  onClose(): void;
};

/** The booking a voucher names: who travels, what is owed, whether it was used, and check-in. */
export function ScannedBooking({ booking, base, departure, onCheckIn, onClose }: ScannedBookingProps) {
  const { t, locale } = useT();
  const waiting = booking.travellers.filter((tr) => !booking.present.includes(tr.id)).map((tr) => tr.id);
  const [chosen, setChosen] = useState<number[]>(waiting);
  const [phone, setPhone] = useState(booking.phone ?? '');
  const push = usePushBalance();
  const due = Number(booking.balance_due) > 0;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <section
      aria-labelledby="scanned-booking"
      className="grid gap-4 rounded-2xl border-2 border-brand bg-raised p-4"
      data-testid="scanned-booking"
    >
      <header className="grid gap-1">
        <h2 id="scanned-booking" className="text-xl font-bold">
          {booking.customer_name}
        </h2>
        <p className="text-sm text-muted">{booking.order_id}</p>
      </header>
      {booking.cancelled ? (
        <p role="alert" className="rounded-lg bg-sunset-600 p-3 font-semibold text-white">
          {t('checkIn.cancelled')}
        </p>
      ) : null}
      {booking.first_scanned_at ? (
        <p role="alert" className="rounded-lg bg-savanna-100 p-3 font-semibold text-earth-900">
          {booking.first_scanned_by
            ? t('checkIn.alreadyUsedBy', {
                time: formatDateTimeIn(booking.first_scanned_at, locale),
                name: booking.first_scanned_by,
              })
            : t('checkIn.alreadyUsed', { time: formatDateTimeIn(booking.first_scanned_at, locale) })}
        </p>
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{t('checkIn.travellers')}</legend>
        {booking.travellers.map((traveller) =>
          booking.present.includes(traveller.id) ? (
            <p key={traveller.id} className="flex min-h-11 items-center gap-2 text-sm text-acacia-700">
              {t('checkIn.present', {
                name: traveller.full_name ?? t('checkIn.travellerUnnamed', { n: traveller.position }),
              })}
            </p>
          ) : (
            <Checkbox
              key={traveller.id}
              id={`traveller-${traveller.id}`}
              label={`${traveller.full_name ?? t('checkIn.travellerUnnamed', { n: traveller.position })} · ${t(`checkIn.type.${traveller.traveller_type}`)}`}
              checked={chosen.includes(traveller.id)}
              onChange={() => toggle(traveller.id)}
            />
          ),
        )}
      </fieldset>
      {due ? (
        <div className="grid gap-2 rounded-lg border border-line p-3">
          <p className="font-semibold text-danger">
            {t('checkIn.balanceDue', { amount: formatMoney(booking.balance_due, booking.currency, locale) })}
          </p>
          <label className="grid gap-1 text-sm" htmlFor="push-phone">
            {t('checkIn.pushPhone')}
            <Input id="push-phone" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </label>
          <OnlineButton
            type="button"
            variant="outline"
            offlineLabel={t('checkIn.pushNeedsConnection')}
            disabled={push.isPending}
            onClick={() => push.mutate({ base, departure, order: booking.order, phone })}
          >
            {t('checkIn.pushBalance')}
          </OnlineButton>
          {push.isSuccess ? <p role="status">{t('checkIn.pushSent')}</p> : null}
          {push.isError ? (
            <p role="alert" className="text-danger">
              {t('checkIn.pushFailed')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-acacia-700">{t('checkIn.paidInFull')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {booking.cancelled || waiting.length === 0 ? null : (
          <Button type="button" disabled={chosen.length === 0} onClick={() => onCheckIn(chosen)}>
            {t('checkIn.checkIn', { count: chosen.length })}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onClose}>
          {t('checkIn.close')}
        </Button>
      </div>
    </section>
  );
}
