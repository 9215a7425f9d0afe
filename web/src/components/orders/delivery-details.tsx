import { PICKUP_POINT } from '@shop/contract/delivery';
import type { Order } from '@shop/contract/orders';
import { useT } from '#web/i18n/use-t.ts';
import { formatPhone } from '#web/lib/format.ts';

/**
 * Where a laptop order goes, or that it is collected at the shop (docs/delivery.md); nothing for
 * tour bookings. Shown to the customer and to the admin alike.
 */
export function DeliveryDetails({ order }: { order: Pick<Order, 'fulfilment' | 'delivery'> }) {
  const { t } = useT();
  if (order.fulfilment === 'pickup') {
    return <p>{t('payment.pickupAt', { place: PICKUP_POINT })}</p>;
  }
  const address = order.delivery;
  if (order.fulfilment !== 'delivery' || !address) return null;
  return (
    <address className="grid gap-0.5 not-italic">
      <span className="font-medium text-ink">{address.full_name}</span>
      <span>{formatPhone(address.phone)}</span>
      <span>{address.street}</span>
      <span>
        {address.district}, {address.region}
      </span>
      {address.landmark ? <span>{t('payment.landmark', { landmark: address.landmark })}</span> : null}
    </address>
  );
}
