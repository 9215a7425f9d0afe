import { zodResolver } from '@hookform/resolvers/zod';
import { CustomerTin, CustomerVrn } from '@shop/contract/receipts';
import {
  BookTourBody,
  RESIDENCIES,
  type Residency,
  type TourPublicTerms,
  type TourQuoteBody,
  TRAVELLER_TYPES,
  type TravellerType,
} from '@shop/contract/tour-terms';
import type { TourDeparture } from '@shop/contract/tours';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { checkPayerPhone } from '#web/components/form/payer-phone.ts';
import type { BookTourInput } from '#web/features/booking/api/book-tour.ts';

/** Travellers of one residency, by type: the dialog's common case is one such group. */
export type TravellerGroup = { residency: Residency } & Record<TravellerType, number>;

/** docs/payments.md: the provider's hosted checkout, or a mobile money push to the customer's phone. */
export type BookingValues = {
  tour_date: string;
  groups: TravellerGroup[];
  private: boolean;
  /** docs/tours-pricing.md: before the balance window, the deposit now or everything. */
  pay_part: 'deposit' | 'full';
  payment: 'checkout' | 'mobile_money';
  payer_phone: string;
  marketing_sms: boolean;
  marketing_email: boolean;
  /** As typed; the applied code is the dialog's (docs/discount-codes.md). */
  discount_code: string;
  /** docs/departures.md: a pickup point's id, or '' to choose later. */
  pickup_point: string;
  /** docs/receipts.md, "Business customers": as typed; blank for none. */
  customer_tin: string;
  customer_vrn: string;
};

/** The tour as its card knows it; the dialog's fresh detail replaces its cap. */
export type BookableTour = {
  id: number;
  title: string;
  price: string;
  currency: 'USD' | 'TZS';
  max_participants: number;
};

/** The residencies the tour sells to adults or children, non-residents first (most of its travellers). */
export function residenciesOf(terms: TourPublicTerms): Residency[] {
  const order: Residency[] = ['non_resident', 'resident', 'citizen'];
  return order.filter((residency) =>
    terms.offered.some((o) => o.residency === residency && o.traveller_type !== 'infant'),
  );
}

/** The types the tour books for `residency`, adults first. */
export function typesOf(terms: TourPublicTerms, residency: Residency): TravellerType[] {
  return TRAVELLER_TYPES.filter((type) =>
    terms.offered.some((o) => o.residency === residency && o.traveller_type === type),
  );
}

export function emptyGroup(residency: Residency): TravellerGroup {
  return { residency, adult: 0, child: 0, infant: 0 };
}

/** One adult of the first residency the tour sells to. */
export function firstGroups(terms: TourPublicTerms): TravellerGroup[] {
  return [{ ...emptyGroup(residenciesOf(terms)[0] ?? RESIDENCIES[2]), adult: 1 }];
}

export function travellerCount(groups: readonly TravellerGroup[]): number {
  return groups.reduce((n, g) => n + g.adult + g.child + g.infant, 0);
}

/** The contract's travellers from the groups: one entry per type and residency with anyone in it. */
export function travellersOf(groups: readonly TravellerGroup[]): TourQuoteBody['travellers'] {
  return groups.flatMap((group) =>
    TRAVELLER_TYPES.filter((type) => group[type] > 0).map((type) => ({
      traveller_type: type,
      residency: group.residency,
      count: group[type],
    })),
  );
}

/** The departure the form stands for: the chosen one while it has seats, else the first with seats. */
export function departureOf(departures: readonly TourDeparture[], chosen: string) {
  const available = departures.filter((d) => d.seats_left > 0);
  const date = available.some((d) => d.date === chosen) ? chosen : (available[0]?.date ?? '');
  return { date, seatsLeft: departures.find((d) => d.date === date)?.seats_left ?? 0 };
}

/** The most travellers the chosen departure takes: its seats, within the tour's cap. */
export function maxTravellersOf(tour: BookableTour, departures: readonly TourDeparture[], chosen: string) {
  return Math.max(1, Math.min(tour.max_participants, departureOf(departures, chosen).seatsLeft));
}

/**
 * What the quote prices: the booking as it would be made, with the deposit (pay_in_full false,
 * so the deposit and the balance are both known; the choice only says which is paid now). Null
 * until the travellers are bookable.
 */
export function quoteBodyOf(
  tour: BookableTour,
  departures: readonly TourDeparture[],
  values: Pick<BookingValues, 'tour_date' | 'groups' | 'private'>,
  code: string | null,
): TourQuoteBody | null {
  const { date } = departureOf(departures, values.tour_date);
  const count = travellerCount(values.groups);
  if (!date || count < 1 || count > maxTravellersOf(tour, departures, values.tour_date)) return null;
  return {
    tour: tour.id,
    tour_date: date,
    travellers: travellersOf(values.groups),
    private: values.private,
    pay_in_full: false,
    ...(code ? { discount_code: code } : {}),
  };
}

export type BookingOutput = { body: BookTourInput; payerPhone: string | null };

/**
 * The form's values as the contract's booking (BookTourBody checks it), the travellers within the
 * seats the date has left, and a mobile money number checked.
 */
export function checkBooking(
  tour: BookableTour,
  departures: readonly TourDeparture[],
  code: string | null,
): Resolver<BookingValues, unknown, BookingOutput> {
  const schema = z
    .object({
      tour_date: z.string(),
      groups: z.array(
        z.object({
          residency: z.enum(RESIDENCIES),
          adult: z.int().min(0),
          child: z.int().min(0),
          infant: z.int().min(0),
        }),
      ),
      private: z.boolean(),
      pay_part: z.enum(['deposit', 'full']),
      payment: z.enum(['checkout', 'mobile_money']),
      payer_phone: z.string(),
      marketing_sms: z.boolean(),
      marketing_email: z.boolean(),
      discount_code: z.string(),
      pickup_point: z.string(),
      customer_tin: z.string(),
      customer_vrn: z.string(),
    })
    .transform((values, ctx) => {
      const { date } = departureOf(departures, values.tour_date);
      const max = maxTravellersOf(tour, departures, values.tour_date);
      const body = BookTourBody.safeParse({
        tour: tour.id,
        tour_date: date,
        travellers: travellersOf(values.groups),
        private: values.private,
        pay_in_full: values.pay_part === 'full',
        ...(code ? { discount_code: code } : {}),
        marketing_sms: values.marketing_sms,
        marketing_email: values.marketing_email,
      });
      // The travellers' hint says the rule; the button stays off until it holds.
      if (!body.success || travellerCount(values.groups) > max) {
        ctx.addIssue({ code: 'custom', message: 'travellers', path: ['groups'] });
        return z.NEVER;
      }
      const payerPhone =
        values.payment === 'mobile_money'
          ? (checkPayerPhone(values.payer_phone, ctx, ['payer_phone']) ?? null)
          : null;
      const pickup = /^\d{1,9}$/.test(values.pickup_point) ? Number(values.pickup_point) : null;
      // The business customer's numbers, each refused on its own field.
      const tin = CustomerTin.safeParse(values.customer_tin);
      const vrn = CustomerVrn.safeParse(values.customer_vrn);
      for (const [field, parsed] of [
        ['customer_tin', tin],
        ['customer_vrn', vrn],
      ] as const) {
        if (!parsed.success)
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [field] });
      }
      if (!tin.success || !vrn.success) return z.NEVER;
      return {
        body: { ...body.data, pickup_point: pickup, customer_tin: tin.data, customer_vrn: vrn.data },
        payerPhone,
      };
    });
  return zodResolver(schema);
}
