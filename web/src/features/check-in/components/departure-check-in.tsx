import type { CheckInBooking } from '@shop/contract/check-in';
import { Camera, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { readQrFromImage, startCamera, warmScanner } from '#web/features/check-in/lib/qr-reader.ts';
import { useDepartureCopy } from '#web/features/check-in/lib/use-departure-copy.ts';
import { deviceId, newScanId, voucherHash } from '#web/features/check-in/lib/voucher-hash.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';
import { ScannedBooking } from './scanned-booking';

type Scanned = { token: string; booking: CheckInBooking | undefined };

/** One departure on the guide's phone: scan, see the booking, mark travellers present, offline or not. */
export function DepartureCheckIn({
  base,
  userId,
  departureId,
}: {
  base: string;
  userId: number;
  departureId: number;
}) {
  const { t, locale } = useT();
  const { copy, state, queued, record } = useDepartureCopy(base, userId, departureId);
  const [scanned, setScanned] = useState<Scanned | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const bookingsRef = useRef(copy?.bookings);
  bookingsRef.current = copy?.bookings;

  useEffect(() => {
    void warmScanner().catch(() => undefined);
  }, []);

  const onCode = async (code: string) => {
    setUnreadable(false);
    const hash = await voucherHash(code);
    setScanned({ token: code, booking: bookingsRef.current?.find((b) => b.voucher_hash === hash) });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: onCode reads the bookings through a ref, so the camera is not restarted on each copy
  useEffect(() => {
    if (!camera || !video.current) return;
    let stop: (() => void) | undefined;
    let closed = false;
    void startCamera(video.current, (code) => {
      setCamera(false);
      void onCode(code);
    })
      .then((scanner) => {
        if (closed) scanner.stop();
        else stop = scanner.stop;
      })
      .catch(() => {
        setCamera(false);
        setUnreadable(true);
      });
    return () => {
      closed = true;
      stop?.();
    };
  }, [camera]);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const code = await readQrFromImage(file);
    if (code) await onCode(code);
    else {
      setScanned(null);
      setUnreadable(true);
    }
  };

  if (state === 'loading') return <Spinner />;
  if (!copy) return <p role="alert">{t('checkIn.departureMissing')}</p>;
  const live = copy.bookings.filter((b) => !b.cancelled);
  const present = live.reduce((n, b) => n + b.present.length, 0);
  const travellers = live.reduce((n, b) => n + b.travellers.length, 0);
  const current = scanned?.booking && copy.bookings.find((b) => b.order === scanned.booking?.order);

  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{copy.departure.tour_title}</h1>
        <p>{formatDate(copy.departure.date, locale)}</p>
        <p className="font-semibold" data-testid="checked-in-count">
          {t('checkIn.count', { present, travellers })}
        </p>
        <p className="text-xs text-muted">
          {t('checkIn.keptAt', { time: formatDateTimeIn(copy.read_at, locale) })}
        </p>
        {queued.length > 0 ? (
          <p role="status" className="rounded-lg bg-savanna-100 p-2 text-sm text-earth-900">
            {t('checkIn.waiting', { count: queued.length })}
          </p>
        ) : null}
      </header>

      <div className="grid grid-cols-2 gap-2">
        <Button type="button" onClick={() => setCamera((c) => !c)}>
          <Camera aria-hidden />
          {camera ? t('checkIn.stopCamera') : t('checkIn.scanCamera')}
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold">
          <ImageUp aria-hidden className="size-4" />
          {t('checkIn.scanPhoto')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            data-testid="scan-photo"
            onChange={(e) => {
              void onPhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {camera ? (
        // biome-ignore lint/a11y/useMediaCaption: a live camera picture has no speech to caption
        <video ref={video} className="aspect-square w-full rounded-xl bg-black object-cover" />
      ) : null}
      {unreadable ? (
        <p role="alert" className="text-danger">
          {t('checkIn.unreadable')}
        </p>
      ) : null}
      {scanned && !current ? (
        <p role="alert" className="rounded-lg bg-sunset-600 p-3 font-semibold text-white">
          {t('checkIn.notThisDeparture')}
        </p>
      ) : null}
      {scanned && current ? (
        <ScannedBooking
          key={`${current.order}-${scanned.token}`}
          booking={current}
          base={base}
          departure={departureId}
          onClose={() => setScanned(null)}
          onCheckIn={(ids) => {
            void record({
              departure: departureId,
              order: current.order,
              scan: {
                scan_id: newScanId(),
                token: scanned.token,
                traveller_ids: ids,
                scanned_at: new Date().toISOString(),
                device_id: deviceId(),
              },
            });
            setScanned(null);
          }}
        />
      ) : null}

      <section className="grid gap-2" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="font-semibold">
          {t('checkIn.bookings')}
        </h2>
        <ul className="grid gap-2">
          {copy.bookings.map((b) => (
            <li
              key={b.order}
              className="flex items-center justify-between gap-2 rounded-lg border border-line p-3"
            >
              <span className="grid">
                <span className="font-medium">{b.customer_name}</span>
                <span className="text-xs text-muted">{b.order_id}</span>
              </span>
              <span
                className={
                  b.present.length === b.travellers.length && b.travellers.length > 0
                    ? 'text-acacia-700'
                    : 'text-muted'
                }
              >
                {b.cancelled ? t('checkIn.cancelledShort') : `${b.present.length}/${b.travellers.length}`}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
