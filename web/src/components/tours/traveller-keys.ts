import type { Residency, TravellerType } from '@shop/contract/tour-terms';
import type { MessageKey } from '#web/i18n/i18n.ts';

/** A residency's words in the booking section (docs/tours-pricing.md), wherever a tour's terms show. */
export const RESIDENCY_KEYS: Record<Residency, MessageKey> = {
  non_resident: 'booking.residency.nonResident',
  resident: 'booking.residency.resident',
  citizen: 'booking.residency.citizen',
};

/** A traveller type's words, plural: a stepper's label and a line of several travellers. */
export const TYPE_KEYS: Record<TravellerType, MessageKey> = {
  adult: 'booking.type.adults',
  child: 'booking.type.children',
  infant: 'booking.type.infants',
};
