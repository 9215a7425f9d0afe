import { PICKUP_POINT } from '@shop/contract/delivery';
import { formatMoney } from '@shop/contract/money-format';
import type { Order, OrderStatus } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import type { TextKey, Texts } from '#server/modules/messages/message-texts.ts';
import { type Block, type Email, email } from './layout';

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  // docs/i18n.md, "Formats": "Alhamisi, 26 Novemba 2026".
  sw: new Intl.DateTimeFormat('sw-TZ', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};
/** `12 Dec 2026`, or in Swahili `Jumamosi, 12 Desemba 2026`, from a tour date (YYYY-MM-DD). */
export function tourDate(iso: string | null, { locale }: Pick<Texts, 'locale'>): string {
  return iso ? dateFormats[locale].format(new Date(`${iso}T00:00:00Z`)) : '';
}

const money = (tx: Texts, order: Order, amount: string) => formatMoney(amount, order.currency, tx.locale);
const customerName = (order: Order) => order.user.profile.full_name || order.user.username;

const PAYMENT_NAMES: Record<string, TextKey> = {
  Card: 'payment.card',
  'Card (demo)': 'payment.cardDemo',
  'Mobile money': 'payment.mobileMoney',
  'Mobile money (demo)': 'payment.mobileMoneyDemo',
  'Cash on delivery': 'payment.cashOnDelivery',
  'Store credit': 'payment.storeCredit',
};
/** The payment method's name in the message's language (contract/src/payment-method-names.ts). */
function paymentName(tx: Texts, order: Order): string {
  const name = paymentMethodName(order);
  const key = PAYMENT_NAMES[name];
  return key ? tx.t(key) : name;
}

function lines(tx: Texts, order: Order): Block {
  return {
    rows: order.items.map((item) => [
      `${item.item_name} × ${item.quantity}`,
      money(tx, order, item.line_total),
    ]),
  };
}

function totals(tx: Texts, order: Order): Block {
  const { t } = tx;
  return {
    rows: [
      [t('order.subtotal'), money(tx, order, order.subtotal)],
      [
        t('order.delivery'),
        Number(order.delivery_fee) === 0 ? t('money.free') : money(tx, order, order.delivery_fee),
      ],
      // docs/discount-codes.md: the code's saving on its own line.
      ...discountRow(tx, order),
      [t('order.total'), money(tx, order, order.total_amount)],
    ],
    strong: true,
  };
}

function discountRow(tx: Texts, order: Order): [label: string, value: string][] {
  if (Number(order.discount_amount) === 0) return [];
  return [
    [
      tx.t('order.discount', { code: order.discount_code ?? '' }),
      `-${money(tx, order, order.discount_amount)}`,
    ],
  ];
}

function fulfilment({ t }: Texts, order: Order): Block {
  const d = order.delivery;
  if (order.fulfilment !== 'delivery' || !d)
    return { paragraph: t('order.pickupAt', { place: PICKUP_POINT }) };
  const landmark = d.landmark ? ` (${d.landmark})` : '';
  return {
    rows: [
      [t('order.deliverTo'), d.full_name],
      [t('order.phone'), d.phone],
      [t('order.address'), `${d.street}${landmark}, ${d.district}, ${d.region}`],
    ],
  };
}

function booking(tx: Texts, order: Order, terms?: BookingTermsFacts): Block {
  const { t } = tx;
  const item = order.items[0];
  const head: [string, string][] = [
    [t('booking.tour'), item?.tour?.title ?? item?.item_name ?? ''],
    [t('booking.date'), tourDate(item?.tour_date ?? null, tx)],
    [t('booking.participants'), String(item?.participants ?? item?.quantity ?? '')],
    [t('booking.reference'), order.order_id],
  ];
  if (!terms) return { rows: [...head, [t('booking.totalPaid'), money(tx, order, order.total_amount)]] };
  const rows: [string, string][] = [
    ...head,
    ...terms.lines.map((line): [string, string] => [lineLabel(tx, line), money(tx, order, line.amount)]),
    [t('booking.total'), money(tx, order, terms.total)],
    [t('booking.paidNow'), money(tx, order, terms.paid)],
  ];
  if (terms.balance !== '0.00' && terms.paid !== terms.total) {
    rows.push([
      t('booking.balanceDue', { date: tourDate(terms.balanceDueOn, tx) }),
      money(tx, order, terms.balance),
    ]);
  }
  return { rows };
}

/**
 * docs/tours-pricing.md: a booking's terms as its confirmation tells them: its lines (labels as
 * the booking stored them), what was paid, the balance and its due day, the cancellation tiers.
 */
export type BookingTermsFacts = {
  lines: {
    kind: string;
    travellerType: string | null;
    residency: string | null;
    parkName: string | null;
    quantity: number;
    amount: string;
  }[];
  total: string;
  paid: string;
  balance: string;
  balanceDueOn: string | null;
  tiers: { days_before: number; fee_percent: string }[];
};

const TRAVELLER_TYPE_KEYS: Record<string, TextKey> = {
  adult: 'booking.type.adult',
  child: 'booking.type.child',
  infant: 'booking.type.infant',
};
const RESIDENCY_KEYS: Record<string, TextKey> = {
  citizen: 'booking.residency.citizen',
  resident: 'booking.residency.resident',
  non_resident: 'booking.residency.non_resident',
};

/** A booking line in the reader's language, from its kind, type and residency. */
function lineLabel(tx: Texts, line: BookingTermsFacts['lines'][number]): string {
  const who = {
    type: line.travellerType ? tx.t(TRAVELLER_TYPE_KEYS[line.travellerType]!) : '',
    residency: line.residency ? tx.t(RESIDENCY_KEYS[line.residency]!) : '',
    count: line.quantity,
  };
  if (line.kind === 'traveller') return tx.t('booking.line.traveller', who);
  if (line.kind === 'park_fee') return tx.t('booking.line.park', { ...who, park: line.parkName ?? '' });
  if (line.kind === 'group') return tx.t('booking.line.group');
  if (line.kind === 'private') return tx.t('booking.line.private');
  return tx.t('booking.line.vat');
}

function cancellationTerms(tx: Texts, terms: BookingTermsFacts): Block[] {
  if (terms.tiers.length === 0) return [];
  const tiers = [...terms.tiers]
    .sort((a, b) => b.days_before - a.days_before)
    .map((tier) =>
      tx.t('booking.cancelTier', {
        percent: tier.fee_percent.includes('.') ? tier.fee_percent.replace(/\.?0+$/, '') : tier.fee_percent,
        days: tier.days_before,
      }),
    )
    .join('; ');
  return [{ paragraph: tx.t('booking.cancelTerms', { tiers }) }];
}

/** docs/messages.md: a laptop order was placed. */
export function orderPlacedEmail(tx: Texts, order: Order): Email {
  const { t } = tx;
  const cash = order.payment_method === 'cash_on_delivery';
  return email(
    'fursa',
    t('placed.subject', { order: order.order_id }),
    t('placed.heading', { name: customerName(order) }),
    [
      { paragraph: t('placed.intro', { order: order.order_id }) },
      lines(tx, order),
      totals(tx, order),
      fulfilment(tx, order),
      { rows: [[t('order.payment'), paymentName(tx, order)]] },
      {
        paragraph: cash
          ? t('placed.cash', { total: money(tx, order, order.total_amount) })
          : t('placed.payNow'),
      },
    ],
    tx.locale,
  );
}

/** docs/messages.md: a laptop order's payment was applied. */
export function orderPaidEmail(tx: Texts, order: Order, receiptLink?: string): Email {
  const { t } = tx;
  return email(
    'fursa',
    t('paid.subject', { order: order.order_id }),
    t('paid.heading'),
    [
      { paragraph: t('paid.text', { name: customerName(order), order: order.order_id }) },
      ...receipt(tx, receiptLink),
      lines(tx, order),
      totals(tx, order),
      fulfilment(tx, order),
    ],
    tx.locale,
  );
}

/** docs/messages.md: a tour booking was paid. */
export function bookingConfirmedEmail(
  tx: Texts,
  order: Order,
  terms?: BookingTermsFacts,
  receiptLink?: string,
  voucherLink?: string,
): Email {
  const { t } = tx;
  return bookingPaidEmail(tx, order, terms, { receiptLink, voucherLink }, [
    t('booked.subject', { order: order.order_id }),
    t('booked.heading', { name: customerName(order) }),
    t('booked.intro'),
  ]);
}

/** docs/tours-pricing.md: a booking's balance arrived after its deposit; nothing more is due. */
export function balancePaidEmail(
  tx: Texts,
  order: Order,
  terms?: BookingTermsFacts,
  receiptLink?: string,
  voucherLink?: string,
): Email {
  const { t } = tx;
  const balance = money(tx, order, terms?.balance ?? order.total_amount);
  return bookingPaidEmail(tx, order, terms, { receiptLink, voucherLink }, [
    t('balancePaid.subject', { order: order.order_id }),
    t('balancePaid.heading', { name: customerName(order) }),
    t('balancePaid.intro', { balance }),
  ]);
}

/**
 * A booking's payment told: its subject, heading and first paragraph, then its voucher and receipt
 * links, the booking, its cancellation terms and what happens next.
 */
function bookingPaidEmail(
  tx: Texts,
  order: Order,
  terms: BookingTermsFacts | undefined,
  links: { receiptLink?: string | undefined; voucherLink?: string | undefined },
  [subject, heading, intro]: [string, string, string],
): Email {
  return email(
    'igsum',
    subject,
    heading,
    [
      { paragraph: intro },
      ...voucher(tx, links.voucherLink),
      ...receipt(tx, links.receiptLink),
      booking(tx, order, terms),
      ...(terms ? cancellationTerms(tx, terms) : []),
      { paragraph: tx.t('booked.next') },
    ],
    tx.locale,
  );
}

/** docs/receipts.md: the payment's receipt, a link to its page (its PDF comes attached). */
function receipt(tx: Texts, link: string | undefined): Block[] {
  return link ? [{ link, label: tx.t('receipt.link') }] : [];
}

/** docs/vouchers-and-check-in.md: a paid booking's voucher, to show the guide on the day. */
function voucher(tx: Texts, link: string | undefined): Block[] {
  return link ? [{ link, label: tx.t('booked.voucher') }] : [];
}

type News = { subject: TextKey; heading: TextKey; paragraph: TextKey };
const STATUS_NEWS: Partial<Record<OrderStatus, News>> = {
  processing: {
    subject: 'status.processing.subject',
    heading: 'status.processing.heading',
    paragraph: 'status.processing.text',
  },
  shipped: {
    subject: 'status.shipped.subject',
    heading: 'status.shipped.heading',
    paragraph: 'status.shipped.text',
  },
  delivered: {
    subject: 'status.delivered.subject',
    heading: 'status.delivered.heading',
    paragraph: 'status.delivered.text',
  },
  cancelled: {
    subject: 'status.cancelled.subject',
    heading: 'status.cancelled.heading',
    paragraph: 'status.cancelled.text',
  },
};

/** The statuses a customer hears about (docs/messages.md); a tour booking only its cancellation. */
export function customerCaresAbout(order: Order, status: OrderStatus): boolean {
  return order.kind === 'tour_booking' ? status === 'cancelled' : status in STATUS_NEWS;
}

/** docs/messages.md: an order's status changed. */
export function statusChangedEmail(tx: Texts, order: Order, status: OrderStatus, note: string): Email {
  const { t } = tx;
  const news = STATUS_NEWS[status]!;
  const brand = order.order_type;
  const what = t(order.kind === 'tour_booking' ? 'status.what.booking' : 'status.what.order');
  const blocks: Block[] = [{ paragraph: `${what} ${order.order_id}: ${t(news.paragraph)}` }];
  if (note) blocks.push({ rows: [[t(status === 'shipped' ? 'status.courier' : 'status.note'), note]] });
  blocks.push(order.kind === 'tour_booking' ? booking(tx, order) : lines(tx, order));
  return email(brand, t(news.subject, { what, order: order.order_id }), t(news.heading), blocks, tx.locale);
}

/** docs/messages.md: to the admins, a new laptop order or a new paid booking. */
export function adminNewOrderEmail(tx: Texts, order: Order): Email {
  const { t } = tx;
  const booking_ = order.kind === 'tour_booking';
  const kind = booking_ ? 'booking' : 'order';
  const who = `${customerName(order)} (${order.user.email})`;
  return email(
    order.order_type,
    t('admin.subject', { kind, order: order.order_id, total: money(tx, order, order.total_amount) }),
    t('admin.heading', { kind }),
    [
      {
        rows: [
          [t('order.customer'), who],
          [t('order.payment'), paymentName(tx, order)],
        ],
      },
      booking_ ? booking(tx, order) : lines(tx, order),
      ...(booking_ ? [] : [totals(tx, order), fulfilment(tx, order)]),
    ],
    tx.locale,
  );
}
