import { PICKUP_POINT } from '@shop/contract/delivery';
import { formatMoney } from '@shop/contract/money-format';
import type { Order, OrderStatus } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import { type Block, type Email, email } from './layout';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `12 Dec 2026` from a tour date (YYYY-MM-DD). */
export function tourDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : '';
}

const money = (order: Order, amount: string) => formatMoney(amount, order.currency);
const customerName = (order: Order) => order.user.profile.full_name || order.user.username;

function lines(order: Order): Block {
  return {
    rows: order.items.map((item) => [`${item.item_name} × ${item.quantity}`, money(order, item.line_total)]),
  };
}

function totals(order: Order): Block {
  return {
    rows: [
      ['Subtotal', money(order, order.subtotal)],
      ['Delivery', Number(order.delivery_fee) === 0 ? 'Free' : money(order, order.delivery_fee)],
      ['Total', money(order, order.total_amount)],
    ],
    strong: true,
  };
}

function fulfilment(order: Order): Block {
  const d = order.delivery;
  if (order.fulfilment !== 'delivery' || !d) return { paragraph: `Pickup at ${PICKUP_POINT}.` };
  const landmark = d.landmark ? ` (${d.landmark})` : '';
  return {
    rows: [
      ['Deliver to', d.full_name],
      ['Phone', d.phone],
      ['Address', `${d.street}${landmark}, ${d.district}, ${d.region}`],
    ],
  };
}

function booking(order: Order): Block {
  const item = order.items[0];
  return {
    rows: [
      ['Tour', item?.tour?.title ?? item?.item_name ?? ''],
      ['Date', tourDate(item?.tour_date ?? null)],
      ['Participants', String(item?.participants ?? item?.quantity ?? '')],
      ['Reference', order.order_id],
      ['Total paid', money(order, order.total_amount)],
    ],
  };
}

/** docs/messages.md: a laptop order was placed. */
export function orderPlacedEmail(order: Order): Email {
  const cash = order.payment_method === 'cash_on_delivery';
  return email(
    'fursa',
    `Order ${order.order_id} received`,
    `Thank you for your order, ${customerName(order)}`,
    [
      { paragraph: `We have your order ${order.order_id}.` },
      lines(order),
      totals(order),
      fulfilment(order),
      { rows: [['Payment', paymentMethodName(order)]] },
      {
        paragraph: cash
          ? `Please have ${money(order, order.total_amount)} ready in cash when it arrives. We will tell you when it leaves our shop.`
          : 'We will confirm as soon as your payment arrives, then prepare your laptop.',
      },
    ],
  );
}

/** docs/messages.md: a laptop order's payment was applied. */
export function orderPaidEmail(order: Order): Email {
  return email('fursa', `Payment received for order ${order.order_id}`, 'Your payment has arrived', [
    {
      paragraph: `Thank you, ${customerName(order)}. Order ${order.order_id} is paid and we are preparing it.`,
    },
    lines(order),
    totals(order),
    fulfilment(order),
  ]);
}

/** docs/messages.md: a tour booking was paid. */
export function bookingConfirmedEmail(order: Order): Email {
  return email(
    'igsum',
    `Booking ${order.order_id} confirmed`,
    `Your safari is booked, ${customerName(order)}`,
    [
      { paragraph: 'Asante! Your payment has arrived and your places are reserved.' },
      booking(order),
      {
        paragraph:
          'What happens next: our team will call you within a day to confirm pickup time and place, and to answer any question about what to bring. Keep your reference at hand.',
      },
    ],
  );
}

const STATUS_NEWS: Partial<Record<OrderStatus, { subject: string; heading: string; paragraph: string }>> = {
  processing: {
    subject: 'is being prepared',
    heading: 'We are preparing your order',
    paragraph: 'Your laptop is being checked and packed.',
  },
  shipped: {
    subject: 'is out for delivery',
    heading: 'Your order is on its way',
    paragraph: 'Your order has left our shop.',
  },
  delivered: {
    subject: 'was delivered',
    heading: 'Your order was delivered',
    paragraph: 'Enjoy your laptop. It comes with our 3-month warranty: call us if anything is wrong.',
  },
  cancelled: {
    subject: 'was cancelled',
    heading: 'Your order was cancelled',
    paragraph: 'If you paid, we will refund you. Reply to this e-mail or call us if this is a surprise.',
  },
};

/** The statuses a customer hears about (docs/messages.md); a tour booking only its cancellation. */
export function customerCaresAbout(order: Order, status: OrderStatus): boolean {
  return order.kind === 'tour_booking' ? status === 'cancelled' : status in STATUS_NEWS;
}

/** docs/messages.md: an order's status changed. */
export function statusChangedEmail(order: Order, status: OrderStatus, note: string): Email {
  const news = STATUS_NEWS[status]!;
  const brand = order.order_type;
  const what = order.kind === 'tour_booking' ? 'Booking' : 'Order';
  const blocks: Block[] = [{ paragraph: `${what} ${order.order_id}: ${news.paragraph}` }];
  if (note) blocks.push({ rows: [[status === 'shipped' ? 'Courier' : 'Note', note]] });
  blocks.push(order.kind === 'tour_booking' ? booking(order) : lines(order));
  return email(brand, `${what} ${order.order_id} ${news.subject}`, news.heading, blocks);
}

/** docs/messages.md: to the admins, a new laptop order or a new paid booking. */
export function adminNewOrderEmail(order: Order): Email {
  const booking_ = order.kind === 'tour_booking';
  const who = `${customerName(order)} (${order.user.email})`;
  return email(
    order.order_type,
    `New ${booking_ ? 'booking' : 'order'} ${order.order_id}: ${money(order, order.total_amount)}`,
    booking_ ? 'A new paid booking' : 'A new order',
    [
      {
        rows: [
          ['Customer', who],
          ['Payment', paymentMethodName(order)],
        ],
      },
      booking_ ? booking(order) : lines(order),
      ...(booking_ ? [] : [totals(order), fulfilment(order)]),
    ],
  );
}
