import { formatMoney } from '@shop/contract/money-format';
import type { Order } from '@shop/contract/orders';
import type { Texts } from '#server/modules/messages/message-texts.ts';
import { tourDate } from './order-emails';

/** docs/messages.md: the texts a phone gets, kept under 160 characters where the names allow. */
/** docs/receipts.md: a payment's text ends with its receipt's link, when it has one. */
const withReceipt = (tx: Texts, text: string, link?: string) =>
  link ? `${text} ${tx.t('sms.receipt', { link })}` : text;

export function bookingConfirmedSms(
  tx: Texts,
  order: Order,
  receiptLink?: string,
  voucherLink?: string,
): string {
  const item = order.items[0];
  const people = item?.participants ?? item?.quantity ?? 1;
  const tour = (item?.tour?.title ?? item?.item_name ?? tx.t('sms.yourTour')).slice(0, 40);
  const date = tourDate(item?.tour_date ?? null, tx);
  // docs/vouchers-and-check-in.md: the voucher's link in place of "we will call you" (the e-mail says it).
  const text = voucherLink
    ? tx.t('sms.bookedVoucher', { order: order.order_id, tour, date, people, link: voucherLink })
    : tx.t('sms.booked', { order: order.order_id, tour, date, people });
  return withReceipt(tx, text, receiptLink);
}

/** A booking's balance arrived: the order and what was paid, in one text. */
export function balancePaidSms(tx: Texts, order: Order, receiptLink?: string): string {
  const total = formatMoney(order.total_amount, order.currency, tx.locale);
  return withReceipt(tx, tx.t('sms.balancePaid', { order: order.order_id, total }), receiptLink);
}

export function orderPaidSms(tx: Texts, order: Order, receiptLink?: string): string {
  const total = formatMoney(order.total_amount, order.currency, tx.locale);
  return withReceipt(tx, tx.t('sms.paid', { total, order: order.order_id }), receiptLink);
}

export function outForDeliverySms(tx: Texts, order: Order, note: string): string {
  const courier = note ? ` ${note.slice(0, 60)}.` : '';
  return tx.t('sms.shipped', { order: order.order_id, courier });
}
