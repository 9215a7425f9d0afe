import type { Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import type { Texts } from '#server/modules/messages/message-texts.ts';
import { type Email, email } from './layout';
import { tourDate } from './order-emails';

/** docs/tours-pricing.md: what a booking's reminders say; `link` is null without PUBLIC_URL. */
export type BookingReminderFacts = {
  order: string;
  tour: string;
  date: string;
  currency: Currency;
  balance: string;
  balanceDueOn: string | null;
  detailsDueOn: string;
  detailsMissing: number;
  link: string | null;
};

export type BalanceReminder = 'soon' | 'due' | 'overdue';

const SUBJECT = {
  soon: 'tourBalance.soon.subject',
  due: 'tourBalance.due.subject',
  overdue: 'tourBalance.overdue.subject',
} as const;
const TEXT = {
  soon: 'tourBalance.soon.text',
  due: 'tourBalance.due.text',
  overdue: 'tourBalance.overdue.text',
} as const;
const SMS = {
  soon: 'sms.tourBalanceSoon',
  due: 'sms.tourBalanceDue',
  overdue: 'sms.tourBalanceOverdue',
} as const;

const values = (tx: Texts, f: BookingReminderFacts) => ({
  order: f.order,
  tour: f.tour,
  date: tourDate(f.date, tx),
  balance: formatMoney(f.balance, f.currency, tx.locale),
  due: tourDate(f.balanceDueOn, tx),
});

export function balanceReminderEmail(tx: Texts, kind: BalanceReminder, f: BookingReminderFacts): Email {
  const v = values(tx, f);
  return email(
    'igsum',
    tx.t(SUBJECT[kind], v),
    tx.t('tourBalance.heading', v),
    [
      { paragraph: tx.t(TEXT[kind], v) },
      ...(f.link ? [{ link: f.link, label: tx.t('tourBalance.link') }] : []),
    ],
    tx.locale,
  );
}

export function balanceReminderSms(tx: Texts, kind: BalanceReminder, f: BookingReminderFacts): string {
  return tx.t(SMS[kind], { ...values(tx, f), link: f.link ?? '' }).trim();
}

export function detailsReminderEmail(tx: Texts, f: BookingReminderFacts): Email {
  const v = { ...values(tx, f), due: tourDate(f.detailsDueOn, tx), missing: f.detailsMissing };
  return email(
    'igsum',
    tx.t('tourDetails.subject', v),
    tx.t('tourBalance.heading', v),
    [
      { paragraph: tx.t('tourDetails.text', v) },
      ...(f.link ? [{ link: f.link, label: tx.t('tourDetails.link') }] : []),
    ],
    tx.locale,
  );
}

export function detailsReminderSms(tx: Texts, f: BookingReminderFacts): string {
  return tx
    .t('sms.tourDetails', { order: f.order, due: tourDate(f.detailsDueOn, tx), link: f.link ?? '' })
    .trim();
}
