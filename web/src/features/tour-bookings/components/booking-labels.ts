import {
  type BOOKING_PAYMENT_STATES,
  PARK_FEE_VAT_PERCENT,
  type QuoteLine,
  type Residency,
  type TourBooking,
  type TravellerType,
} from '@shop/contract/tour-terms';
import type { BadgeTone } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import type { Translate } from '#web/i18n/use-t.ts';

export type PaymentState = (typeof BOOKING_PAYMENT_STATES)[number];

/** A payment state's words and colour (docs/orders.md's tones: waiting yellow, part-paid blue). */
export const PAYMENT_STATE: Record<PaymentState, { text: MessageKey; tone: BadgeTone }> = {
  unpaid: { text: 'bookings.state.unpaid', tone: 'yellow' },
  deposit_paid: { text: 'bookings.state.depositPaid', tone: 'blue' },
  paid: { text: 'bookings.state.paid', tone: 'green' },
  cancelled: { text: 'bookings.state.cancelled', tone: 'red' },
};

const TYPES: Record<TravellerType, MessageKey> = {
  adult: 'bookings.type.adult',
  child: 'bookings.type.child',
  infant: 'bookings.type.infant',
};

const RESIDENCIES: Record<Residency, MessageKey> = {
  citizen: 'bookings.residency.citizen',
  resident: 'bookings.residency.resident',
  non_resident: 'bookings.residency.nonResident',
};

export function travellerTypeText(type: TravellerType, t: Translate): string {
  return t(TYPES[type]);
}

/** "Adult, non-resident": who a price or a traveller is for. */
export function travellerGroupText(type: TravellerType, residency: Residency, t: Translate): string {
  return t('bookings.group', { type: t(TYPES[type]), residency: t(RESIDENCIES[residency]) });
}

/**
 * A line of the booking in the page's language from its parts; the server's own label (English)
 * for a kind this page does not know yet.
 */
export function lineText(line: QuoteLine, t: Translate): string {
  const who =
    line.traveller_type && line.residency ? travellerGroupText(line.traveller_type, line.residency, t) : '';
  switch (line.kind) {
    case 'traveller':
      return line.season ? t('bookings.line.travellerSeason', { who, season: line.season }) : who;
    case 'park_fee':
      return t('bookings.line.parkFee', { park: line.park_name ?? '', who });
    case 'group':
      return t('bookings.line.group');
    case 'private':
      return t('bookings.line.private');
    case 'discount':
      // The server's label ends with the code as the shop spells it (pricing.ts), a word of no language.
      return t('bookings.line.discount', { code: line.label.split(' ').at(-1) ?? '' });
    case 'vat':
      return t('bookings.line.vat', { percent: PARK_FEE_VAT_PERCENT });
    default:
      return line.label;
  }
}

/** The booking's tiers, furthest from departure first. */
export function tiersOf(booking: Pick<TourBooking, 'cancellation_tiers'>) {
  return [...booking.cancellation_tiers].sort((a, b) => b.days_before - a.days_before);
}

/** "30" from "30.00": a tier's percent as people write it. */
export function percentText(percent: string): string {
  return String(Number(percent));
}
