import type { Locale } from '@shop/contract/locale';
import type { BOOKING_PAYMENT_STATES, TravellerType } from '@shop/contract/tour-terms';
import type { BadgeTone } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { formatDate } from '#web/lib/format.ts';

export type PaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

/** A payment state's words and colour (docs/orders.md's tones: waiting yellow, part-paid blue). */
export const PAYMENT_STATE: Record<PaymentState, { text: MessageKey; tone: BadgeTone }> = {
  unpaid: { text: 'bookings.state.unpaid', tone: 'yellow' },
  deposit_paid: { text: 'bookings.state.depositPaid', tone: 'blue' },
  paid: { text: 'bookings.state.paid', tone: 'green' },
  cancelled: { text: 'bookings.state.cancelled', tone: 'red' },
};

/** One traveller's type, singular, for the details form ("Traveller 2: Child"). */
export const TRAVELLER_TYPE: Record<TravellerType, MessageKey> = {
  adult: 'bookings.type.adult',
  child: 'bookings.type.child',
  infant: 'bookings.type.infant',
};

/** "30" from "30.00": a fee's percent as people write it. */
export function percentText(percent: string): string {
  return String(Number(percent));
}

/**
 * The discount code a `discount` line is for: the booking carries no code of its own, and the
 * server's label ends with it as the shop spells it (pricing.ts), a word of no language.
 */
export function discountCodeOf(label: string): string | null {
  return label.split(' ').at(-1) ?? null;
}

/** A day of the calendar (YYYY-MM-DD) as the page writes dates, read at noon so no zone moves it. */
export function dayText(day: string, locale: Locale): string {
  return formatDate(`${day}T12:00:00`, locale);
}
