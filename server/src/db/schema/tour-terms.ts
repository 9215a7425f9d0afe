import type {
  CancellationTier,
  DepositRule,
  Residency,
  TourBookingLineKind,
  TravellerType,
} from '@shop/contract/tour-terms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { tours } from './tours';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const travellerTypeColumn = () => varchar('traveller_type', { length: 10 }).$type<TravellerType>().notNull();
const residencyColumn = () => varchar('residency', { length: 20 }).$type<Residency>().notNull();
const validTravellerType = (c: unknown) => sql`${c} in ('adult', 'child', 'infant')`;
const validResidency = (c: unknown) => sql`${c} in ('citizen', 'resident', 'non_resident')`;

/**
 * docs/tours-pricing.md: a tour's booking terms. A tour without a row books on the defaults
 * (paid in full, no cancellation tiers), as every tour did before these terms existed.
 */
export const tourTerms = pgTable(
  'tour_terms',
  {
    tourId: integer('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    depositRule: varchar('deposit_rule', { length: 20 }).$type<DepositRule>().notNull().default('none'),
    depositPercent: numeric('deposit_percent', { precision: 5, scale: 2 }),
    depositPerTravellerUsd: money('deposit_per_traveller_usd'),
    depositPerTravellerTzs: money('deposit_per_traveller_tzs'),
    depositPerBookingUsd: money('deposit_per_booking_usd'),
    depositPerBookingTzs: money('deposit_per_booking_tzs'),
    /** The balance falls due this many days before departure (Dar es Salaam's calendar). */
    balanceDueDays: integer('balance_due_days').notNull().default(0),
    /** Travellers' details are required this many days before departure. */
    detailsDueDays: integer('details_due_days').notNull().default(0),
    /** A private departure's supplement per booking; null: not offered in that currency. */
    privateSupplementUsd: money('private_supplement_usd'),
    privateSupplementTzs: money('private_supplement_tzs'),
    /** Days before departure and the fee's percent, any order; docs/tours-pricing.md. */
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tour_terms_deposit_rule_valid',
      sql`${t.depositRule} in ('none', 'percent', 'per_traveller', 'per_booking', 'highest')`,
    ),
    check('tour_terms_deposit_percent_range', sql`${t.depositPercent} between 0 and 100`),
    check('tour_terms_days_nonneg', sql`${t.balanceDueDays} >= 0 and ${t.detailsDueDays} >= 0`),
    check(
      'tour_terms_amounts_nonneg',
      sql`${t.depositPerTravellerUsd} >= 0 and ${t.depositPerTravellerTzs} >= 0 and ${t.depositPerBookingUsd} >= 0
        and ${t.depositPerBookingTzs} >= 0 and ${t.privateSupplementUsd} >= 0 and ${t.privateSupplementTzs} >= 0`,
    ),
  ],
);

/** Age bands per traveller type; a tour without rows uses TANAPA's (docs/tours-pricing.md). */
export const tourTravellerTypes = pgTable(
  'tour_traveller_types',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    travellerType: travellerTypeColumn(),
    minAge: integer('min_age').notNull(),
    /** Inclusive; null: no upper bound. */
    maxAge: integer('max_age'),
  },
  (t) => [
    unique('tour_traveller_types_uq').on(t.tourId, t.travellerType),
    check('tour_traveller_types_type_valid', validTravellerType(t.travellerType)),
    check(
      'tour_traveller_types_ages',
      sql`${t.minAge} >= 0 and (${t.maxAge} is null or ${t.maxAge} >= ${t.minAge})`,
    ),
  ],
);

/** Price periods (high, low, green season): date ranges, inclusive, in the shop's calendar. */
export const tourSeasons = pgTable(
  'tour_seasons',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (t) => [
    check('tour_seasons_range', sql`${t.endsOn} >= ${t.startsOn}`),
    index('tour_seasons_tour_idx').on(t.tourId, t.startsOn),
  ],
);

/**
 * A price per person by traveller type and residency, for the tour (season null) or one season.
 * USD always; TZS where the tour prices that traveller in shillings (East African citizens).
 */
export const tourPrices = pgTable(
  'tour_prices',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => tourSeasons.id, { onDelete: 'cascade' }),
    travellerType: travellerTypeColumn(),
    residency: residencyColumn(),
    amountUsd: money('amount_usd').notNull(),
    amountTzs: money('amount_tzs'),
  },
  (t) => [
    unique('tour_prices_uq').on(t.tourId, t.seasonId, t.travellerType, t.residency).nullsNotDistinct(),
    check('tour_prices_type_valid', validTravellerType(t.travellerType)),
    check('tour_prices_residency_valid', validResidency(t.residency)),
    check('tour_prices_nonneg', sql`${t.amountUsd} >= 0 and ${t.amountTzs} >= 0`),
  ],
);

/** Group sizes from min_travellers on pay price_percent of the per-person prices. */
export const tourGroupTiers = pgTable(
  'tour_group_tiers',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    minTravellers: integer('min_travellers').notNull(),
    pricePercent: numeric('price_percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    unique('tour_group_tiers_uq').on(t.tourId, t.minTravellers),
    check('tour_group_tiers_min', sql`${t.minTravellers} >= 2`),
    check('tour_group_tiers_percent', sql`${t.pricePercent} > 0 and ${t.pricePercent} <= 100`),
  ],
);

/** National parks and conservation areas whose fees bookings pass through at cost. */
export const parks = pgTable('parks', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The dated fee table: per person and day in a park, by traveller type and residency, valid from
 * a date until the next row's. VAT is added on top where vat_applies (docs/prices-and-currencies.md).
 */
export const parkFees = pgTable(
  'park_fees',
  {
    id: serial('id').primaryKey(),
    parkId: integer('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'cascade' }),
    travellerType: travellerTypeColumn(),
    residency: residencyColumn(),
    amountUsd: money('amount_usd').notNull(),
    amountTzs: money('amount_tzs'),
    vatApplies: boolean('vat_applies').notNull().default(true),
    validFrom: date('valid_from').notNull(),
  },
  (t) => [
    unique('park_fees_uq').on(t.parkId, t.travellerType, t.residency, t.validFrom),
    check('park_fees_type_valid', validTravellerType(t.travellerType)),
    check('park_fees_residency_valid', validResidency(t.residency)),
    check('park_fees_nonneg', sql`${t.amountUsd} >= 0 and ${t.amountTzs} >= 0`),
  ],
);

/** The parks a tour enters and for how many days. */
export const tourParks = pgTable(
  'tour_parks',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    parkId: integer('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'restrict' }),
    days: integer('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.parkId] }), check('tour_parks_days_pos', sql`${t.days} > 0`)],
);

/**
 * A booking's terms as they were when it was made (docs/tours-pricing.md): its currency, total,
 * deposit and balance, due dates and cancellation tiers. Later changes to the tour's terms or the
 * fee table never touch it. Bookings from before these terms have no row: one price per person,
 * paid in full.
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    departureOn: date('departure_on').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    total: money('total').notNull(),
    deposit: money('deposit').notNull(),
    /** total - deposit; 0 when paid in full at booking. */
    balance: money('balance').notNull(),
    /** What applied payments brought in so far. */
    amountPaid: money('amount_paid').notNull().default('0'),
    balanceDueOn: date('balance_due_on'),
    detailsDueOn: date('details_due_on').notNull(),
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>().notNull().default([]),
    /** Travellers' details are deleted on this day (departure + retention). */
    detailsDeleteOn: date('details_delete_on').notNull(),
    detailsDeletedAt: timestamp('details_deleted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelFee: money('cancel_fee'),
    feeWaived: boolean('fee_waived').notNull().default(false),
    /** Recorded for the admin to pay back (docs/tours-pricing.md). */
    refundDue: money('refund_due'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tour_bookings_currency_valid', sql`${t.currency} in ('TZS', 'USD')`),
    check(
      'tour_bookings_money',
      sql`${t.total} >= 0 and ${t.deposit} >= 0 and ${t.deposit} + ${t.balance} = ${t.total}
        and ${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.total}`,
    ),
    index('tour_bookings_balance_due_idx').on(t.balanceDueOn).where(sql`${t.cancelledAt} is null`),
    index('tour_bookings_departure_idx').on(t.tourId, t.departureOn),
  ],
);

/** A booking's priced lines, in order; they sum to tour_bookings.total. */
export const tourBookingLines = pgTable(
  'tour_booking_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tourBookings.orderId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 20 }).$type<TourBookingLineKind>().notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    travellerType: varchar('traveller_type', { length: 10 }).$type<TravellerType>(),
    residency: varchar('residency', { length: 20 }).$type<Residency>(),
    parkName: varchar('park_name', { length: 120 }),
    season: varchar('season', { length: 60 }),
    quantity: integer('quantity').notNull(),
    unitAmount: money('unit_amount').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    unique('tour_booking_lines_position_uq').on(t.orderId, t.position),
    check(
      'tour_booking_lines_kind_valid',
      sql`${t.kind} in ('traveller', 'group', 'private', 'park_fee', 'vat', 'discount')`,
    ),
  ],
);

/**
 * Personal data (docs/tours-pricing.md): only the customer and admins read it; deleted on the
 * booking's details_delete_on.
 */
export const tourBookingTravellers = pgTable(
  'tour_booking_travellers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => tourBookings.orderId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    travellerType: travellerTypeColumn(),
    residency: residencyColumn(),
    fullName: varchar('full_name', { length: 200 }),
    nationality: varchar('nationality', { length: 2 }),
    idNumber: varchar('id_number', { length: 40 }),
    dateOfBirth: date('date_of_birth'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tour_booking_travellers_position_uq').on(t.orderId, t.position),
    check('tour_booking_travellers_type_valid', validTravellerType(t.travellerType)),
    check('tour_booking_travellers_residency_valid', validResidency(t.residency)),
  ],
);
