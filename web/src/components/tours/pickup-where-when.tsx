import type { PickupPoint } from '@shop/contract/departures';
import { useT } from '#web/i18n/use-t.ts';

/** An OpenStreetMap page centred on the pickup's pin. */
const pickupMapUrl = (point: Pick<PickupPoint, 'lat' | 'lng'>) =>
  `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`;

/**
 * docs/departures.md: where and when the tour collects a booking, said once for the booking's page
 * and its voucher: the pickup's time on the departure day, the place, and a link to its map pin.
 * Its texts are in the vouchers section (both screens load it).
 */
export function PickupWhereWhen({ point }: { point: Pick<PickupPoint, 'name' | 'time' | 'lat' | 'lng'> }) {
  const { t } = useT();
  return (
    <p className="break-words">
      <span className="font-semibold">{t('vouchers.pickupAt', { time: point.time })}</span> · {point.name}{' '}
      <a
        className="text-sm font-semibold underline"
        href={pickupMapUrl(point)}
        target="_blank"
        rel="noreferrer noopener"
      >
        {t('vouchers.pickupMap')}
      </a>
    </p>
  );
}
