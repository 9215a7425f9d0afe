import { z } from 'zod';
import { Currency, Money, refId } from './common';
import { DiscountCodeInput } from './discounts';
import { ConsentFlags } from './marketing';
import { Order } from './orders';
import { BusinessTaxIds } from './receipts';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * docs/tours-pricing.md: tours sold as Tanzanian operators sell them. Traveller types with age
 * bands, residency categories, seasons, group tiers, park fees, deposit and balance, cancellation
 * tiers. Money is a decimal string; days are Dar es Salaam's (Africa/Dar_es_Salaam, UTC+3).
 */

export const TRAVELLER_TYPES = ['adult', 'child', 'infant'] as const;
export const TravellerType = z.enum(TRAVELLER_TYPES);
export type TravellerType = z.infer<typeof TravellerType>;

/** East African citizen, resident of Tanzania, non-resident: TANAPA's three tariffs. */
export const RESIDENCIES = ['citizen', 'resident', 'non_resident'] as const;
export const Residency = z.enum(RESIDENCIES);
export type Residency = z.infer<typeof Residency>;

export const DEPOSIT_RULES = ['none', 'percent', 'per_traveller', 'per_booking', 'highest'] as const;
export const DepositRule = z.enum(DEPOSIT_RULES);
export type DepositRule = z.infer<typeof DepositRule>;

export const TOUR_BOOKING_LINE_KINDS = [
  'traveller',
  'group',
  'private',
  'park_fee',
  'vat',
  'discount',
] as const;
export type TourBookingLineKind = (typeof TOUR_BOOKING_LINE_KINDS)[number];

/** TANAPA's bands, the default of every tour: adult 16 and over, child 5-15, infant under 5 (free). */
export const TANAPA_AGE_BANDS: readonly AgeBand[] = [
  { traveller_type: 'adult', min_age: 16, max_age: null },
  { traveller_type: 'child', min_age: 5, max_age: 15 },
  { traveller_type: 'infant', min_age: 0, max_age: 4 },
];

/** VAT on park and conservation fees, in percent (docs/prices-and-currencies.md). */
export const PARK_FEE_VAT_PERCENT = '18';
/** "Balance due soon" goes this many days before the balance's due date. */
export const BALANCE_REMINDER_DAYS_BEFORE = 7;
/** "Travellers' details missing" goes from this many days before the details' due day. */
export const DETAILS_REMINDER_DAYS_BEFORE = 7;

const Percent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Must be a percentage with at most two decimals')
  .refine((v) => Number(v) <= 100, 'At most 100');
const Days = z.int('Must be a whole number').min(0).max(3650);
const IsoDate = z.iso.date('Enter the date as YYYY-MM-DD');

export const AgeBand = z.object({
  traveller_type: TravellerType,
  min_age: z.int().min(0).max(120),
  /** Inclusive; null: no upper bound. */
  max_age: z.int().min(0).max(120).nullable(),
});
export type AgeBand = z.infer<typeof AgeBand>;

export const CancellationTier = z.object({
  /** The fee applies when cancelling this many days or fewer before departure. */
  days_before: Days,
  fee_percent: Percent,
});
export type CancellationTier = z.infer<typeof CancellationTier>;

/** A per-person price; amount_tzs where the tour prices that traveller in shillings. */
export const PriceRow = z.object({
  traveller_type: TravellerType,
  residency: Residency,
  amount_usd: Money,
  amount_tzs: Money.nullable(),
});
export type PriceRow = z.infer<typeof PriceRow>;

export const Season = z.object({
  name: z.string().trim().min(1).max(60),
  starts_on: IsoDate,
  ends_on: IsoDate,
  prices: z.array(PriceRow).max(9),
});
export type Season = z.infer<typeof Season>;

export const GroupTier = z.object({ min_travellers: z.int().min(2).max(1000), price_percent: Percent });
export type GroupTier = z.infer<typeof GroupTier>;

export const DepositTerms = z.object({
  rule: DepositRule,
  percent: Percent.nullable(),
  per_traveller_usd: Money.nullable(),
  per_traveller_tzs: Money.nullable(),
  per_booking_usd: Money.nullable(),
  per_booking_tzs: Money.nullable(),
});
export type DepositTerms = z.infer<typeof DepositTerms>;

export const TourPark = z.object({ park: refId(), name: z.string(), days: z.int().min(1).max(60) });
export type TourPark = z.infer<typeof TourPark>;

/** A tour's terms as the admin sets them (GET/PUT /api/admin/tours/{id}/terms/). */
export const TourTerms = z.object({
  age_bands: z.array(AgeBand).max(3),
  /** The prices outside every season; without any, every traveller but infants pays the tour's price in USD. */
  prices: z.array(PriceRow).max(9),
  seasons: z.array(Season).max(12),
  group_tiers: z.array(GroupTier).max(10),
  private_supplement_usd: Money.nullable(),
  private_supplement_tzs: Money.nullable(),
  deposit: DepositTerms,
  balance_due_days: Days,
  details_due_days: Days,
  cancellation_tiers: z.array(CancellationTier).max(10),
  parks: z.array(TourPark.pick({ park: true, days: true }).extend({ name: z.string().optional() })).max(10),
});
export type TourTerms = z.infer<typeof TourTerms>;

/** A row of the dated park fee table (GET/POST /api/admin/park-fees/). */
export const ParkFee = z.object({
  id: z.number().int().optional(),
  park: refId(),
  traveller_type: TravellerType,
  residency: Residency,
  amount_usd: Money,
  amount_tzs: Money.nullable(),
  vat_applies: z.boolean(),
  valid_from: IsoDate,
});
export type ParkFee = z.infer<typeof ParkFee>;

export const Park = z.object({ id: z.number().int(), name: z.string() });
export const CreateParkBody = z.object({ name: z.string().trim().min(1).max(120) });

/* ------------------------------------------------------------- booking */

/** How many travellers of one type and residency; ages where the band matters (children, infants). */
export const TravellerCount = z.object({
  traveller_type: TravellerType,
  residency: Residency,
  count: z.int().min(1).max(1000),
});

export const TourQuoteBody = z.object({
  tour: refId(),
  tour_date: IsoDate,
  travellers: z.array(TravellerCount).min(1).max(9),
  private: z.boolean().default(false),
  /** Pay everything now rather than the deposit (before the balance window only). */
  pay_in_full: z.boolean().default(false),
  /** docs/discount-codes.md: a discount code, any case; empty for none. Off the tour's price, never the park fees. */
  discount_code: DiscountCodeInput.optional(),
});
export type TourQuoteBody = z.infer<typeof TourQuoteBody>;

export const TravellerDetails = z.object({
  full_name: z.string().trim().min(1, V.fullNameRequired).max(200),
  /** ISO 3166-1 alpha-2 country code. */
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code'),
  id_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/, 'Letters, digits and hyphens (3 to 40)'),
  date_of_birth: IsoDate,
});
export type TravellerDetails = z.infer<typeof TravellerDetails>;

export const BookTourBody = TourQuoteBody.extend({
  notes: z.string().trim().max(1000).default(''),
  /** Optional at booking: in the order of `travellers` expanded one per person. */
  details: z.array(TravellerDetails.nullable()).max(1000).optional(),
  /** docs/receipts.md: a business customer's TIN and VRN, carried on the receipts. */
  ...BusinessTaxIds,
  /** docs/marketing-consent.md: the booking dialog's marketing boxes, unticked by default. */
  ...ConsentFlags,
});
export type BookTourBody = z.infer<typeof BookTourBody>;

export const QuoteLine = z.object({
  kind: z.enum(TOUR_BOOKING_LINE_KINDS),
  label: z.string(),
  traveller_type: TravellerType.nullable(),
  residency: Residency.nullable(),
  park_name: z.string().nullable(),
  season: z.string().nullable(),
  quantity: z.number().int(),
  unit_amount: z.string(),
  /** Negative only on a `group` line (the tier's saving) and a `discount` line (the code's). */
  amount: z.string(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const TourQuote = z.object({
  tour: z.number().int(),
  tour_date: z.string(),
  currency: Currency,
  season: z.string().nullable(),
  lines: z.array(QuoteLine),
  total: Money,
  /** What is paid at booking: the deposit, or the total (pay_in_full, inside the balance window, or no deposit rule). */
  due_now: Money,
  deposit: Money,
  balance: Money,
  balance_due_on: z.string().nullable(),
  details_due_on: z.string(),
  /** Whether the customer may choose between the deposit and everything. */
  deposit_offered: z.boolean(),
  cancellation_tiers: z.array(CancellationTier),
  seats_left: z.number().int(),
  /** The discount code as the shop spells it, its saving a `discount` line; null without one. */
  discount_code: z.string().nullable(),
});
export type TourQuote = z.infer<typeof TourQuote>;

/**
 * What the booking dialog needs to ask before a quote (GET /api/tour-bookings/terms/{tour}/),
 * public: the bands that name the traveller types, who the tour sells to, whether it departs
 * privately, and the deposit, balance and cancellation terms. No prices: the quote gives them.
 */
export const TourPublicTerms = z.object({
  tour: z.number().int(),
  /** The tour's bands, or TANAPA's when it sets none. */
  age_bands: z.array(AgeBand),
  /** Each type and residency the tour can book (infants of every residency travel free unless priced). */
  offered: z.array(z.object({ traveller_type: TravellerType, residency: Residency })),
  group_tiers: z.array(GroupTier),
  private_offered: z.boolean(),
  deposit: DepositTerms,
  balance_due_days: Days,
  cancellation_tiers: z.array(CancellationTier),
});
export type TourPublicTerms = z.infer<typeof TourPublicTerms>;
export const TourTermsParams = z.object({ tour: z.coerce.number().pipe(refId()) });

export const BookingTraveller = z.object({
  position: z.number().int(),
  traveller_type: TravellerType,
  residency: Residency,
  full_name: z.string().nullable(),
  nationality: z.string().nullable(),
  id_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
});

export const SetTravellersBody = z.object({
  travellers: z
    .array(z.object({ position: z.int().min(1).max(1000), details: TravellerDetails }))
    .min(1)
    .max(1000),
});
export type SetTravellersBody = z.infer<typeof SetTravellersBody>;

export const BOOKING_PAYMENT_STATES = ['unpaid', 'deposit_paid', 'paid', 'cancelled'] as const;

/** A booking with its terms (GET /api/tour-bookings/{order}/). */
export const TourBooking = z.object({
  order: z.number().int(),
  order_id: z.string(),
  tour: z.number().int().nullable(),
  tour_title: z.string(),
  tour_date: z.string(),
  currency: Currency,
  private: z.boolean(),
  lines: z.array(QuoteLine),
  total: Money,
  deposit: Money,
  balance: Money,
  amount_paid: Money,
  /** What the customer owes now: the deposit or the total before a first payment, then the balance. */
  amount_due: Money,
  payment_state: z.enum(BOOKING_PAYMENT_STATES),
  balance_due_on: z.string().nullable(),
  balance_overdue: z.boolean(),
  details_due_on: z.string(),
  details_missing: z.number().int(),
  cancellation_tiers: z.array(CancellationTier),
  travellers: z.array(BookingTraveller),
  /** False for bookings from before these terms: one price per person, paid in full. */
  has_terms: z.boolean(),
  cancellation: z
    .object({
      cancelled_at: z.string(),
      reason: z.string().nullable(),
      fee: Money,
      fee_waived: z.boolean(),
      refund_due: Money,
      /** When an admin marked the refund paid back (POST /api/admin/tour-bookings/{id}/refunded/). */
      refunded_at: z.string().nullable(),
    })
    .nullable(),
});
export type TourBooking = z.infer<typeof TourBooking>;

/** POST /api/tour-bookings/'s answer: the order to pay (its first payment the deposit or everything) and the booking. */
export const BookedTour = z.object({ order: Order, booking: TourBooking });
export type BookedTour = z.infer<typeof BookedTour>;

export const CancelQuote = z.object({
  order: z.number().int(),
  currency: Currency,
  days_before: z.number().int(),
  fee_percent: z.string(),
  fee: Money,
  amount_paid: Money,
  refund_due: Money,
});
export type CancelQuote = z.infer<typeof CancelQuote>;

/** The admin gives a balance more time (PUT /api/admin/tour-bookings/{id}/balance-due/). */
export const ExtendBalanceBody = z.object({ balance_due_on: IsoDate });
export type ExtendBalanceBody = z.infer<typeof ExtendBalanceBody>;

export const AdminCancelBody = z.object({
  reason: z.string().trim().min(1).max(500),
  waive_fee: z.boolean().default(false),
});
export type AdminCancelBody = z.infer<typeof AdminCancelBody>;

/** Which part a payment session pays (docs/tours-pricing.md). */
export const PAYMENT_PURPOSES = ['full', 'deposit', 'balance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A deposit paid and its balance's due day passed (GET /api/admin/tour-bookings/overdue/). */
export const OverdueBalance = z.object({
  order: z.number().int(),
  order_id: z.string(),
  tour_title: z.string(),
  tour_date: z.string(),
  currency: Currency,
  balance: Money,
  balance_due_on: z.string(),
  customer_email: z.string(),
});
export type OverdueBalance = z.infer<typeof OverdueBalance>;

/** Everyone booked on one departure, for park permits (GET /api/admin/tour-bookings/departure/). */
export const DepartureTravellers = z.object({
  tour: z.number().int(),
  tour_date: z.string(),
  travellers: z.array(BookingTraveller.extend({ order: z.number().int(), order_id: z.string() })),
});
export type DepartureTravellers = z.infer<typeof DepartureTravellers>;

export const DepartureQuery = z.object({ tour: z.coerce.number().pipe(refId()), date: IsoDate });
export const ParkFeesQuery = z.object({ park: z.coerce.number().pipe(refId()).optional() });
export const AdminCancelQuoteQuery = z.object({
  waive_fee: z.enum(['true', 'false']).default('false'),
});
