import { formatMoney } from '@shop/contract/money-format';
import type { Order } from '@shop/contract/orders';
import type { Texts } from '#server/modules/messages/message-texts.ts';
import { linkPart } from '#server/modules/messages/outbox.ts';
import { tourDate } from './order-emails';

/** docs/messages.md: the texts a phone gets, kept under 160 characters where the names allow. */
/**
 * docs/receipts.md, "In the payment's messages": a payment's text ends with its receipt's link,
 * when it has one, left out when sent without a public address. A text with the link is the short
 * one, of nothing typed, so it fits one 160-character GSM-7 SMS (the link is some 70 characters).
 */
const withReceipt = (tx: Texts, text: string, link?: string) =>
  link ? `${text}${linkPart(` ${tx.t('sms.receipt', { link })}`)}` : text;

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
  if (receiptLink) {
    // Two links leave no room for the tour's name, nor its date: the e-mail says them.
    const voucher = voucherLink ? linkPart(` ${tx.t('sms.voucher', { link: voucherLink })}`) : '';
    const booked = voucher
      ? tx.t('sms.bookedLinks', { order: order.order_id })
      : tx.t('sms.bookedShort', { order: order.order_id, date });
    return withReceipt(tx, `${booked}${voucher}`, receiptLink);
  }
  return voucherLink
    ? tx.t('sms.bookedVoucher', { order: order.order_id, tour, date, people, link: voucherLink })
    : tx.t('sms.booked', { order: order.order_id, tour, date, people });
}

/** A booking's balance arrived: the order and what was paid, in one text. */
export function balancePaidSms(tx: Texts, order: Order, receiptLink?: string): string {
  const total = formatMoney(order.total_amount, order.currency, tx.locale);
  const key = receiptLink ? 'sms.balancePaidShort' : 'sms.balancePaid';
  return withReceipt(tx, tx.t(key, { order: order.order_id, total }), receiptLink);
}

export function orderPaidSms(tx: Texts, order: Order, receiptLink?: string): string {
  const total = formatMoney(order.total_amount, order.currency, tx.locale);
  const key = receiptLink ? 'sms.paidShort' : 'sms.paid';
  return withReceipt(tx, tx.t(key, { total, order: order.order_id }), receiptLink);
}

export function outForDeliverySms(tx: Texts, order: Order, note: string): string {
  const courier = note ? ` ${note.slice(0, 60)}.` : '';
  return tx.t('sms.shipped', { order: order.order_id, courier });
}
