import { formatMoney } from '@shop/contract/money-format';
import type { Order } from '@shop/contract/orders';
import { tourDate } from './order-emails';

/** docs/messages.md: the texts a phone gets, kept under 160 characters where the names allow. */
export function bookingConfirmedSms(order: Order): string {
  const item = order.items[0];
  const people = item?.participants ?? item?.quantity ?? 1;
  const title = (item?.tour?.title ?? item?.item_name ?? 'Your tour').slice(0, 40);
  return `IGSUM: Booking ${order.order_id} confirmed. ${title}, ${tourDate(item?.tour_date ?? null)}, ${people} ${people === 1 ? 'person' : 'people'}. We will call you. Asante!`;
}

export function orderPaidSms(order: Order): string {
  return `FURSA: Payment of ${formatMoney(order.total_amount, order.currency)} received for order ${order.order_id}. We are preparing it. Asante!`;
}

export function outForDeliverySms(order: Order, note: string): string {
  const courier = note ? ` ${note.slice(0, 60)}.` : '';
  return `FURSA: Order ${order.order_id} is out for delivery.${courier} Asante!`;
}
