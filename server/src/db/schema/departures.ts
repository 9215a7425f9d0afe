import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { tourDepartures, tours } from './tours';
import { users } from './users';

/**
 * docs/departures.md: where a tour collects its travellers (a hotel or an area), with a map pin
 * and the pickup time as minutes from the tour's departure time (negative: before it). `position`
 * is the route order on the manifest.
 */
export const tourPickupPoints = pgTable(
  'tour_pickup_points',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }).notNull(),
    lng: numeric('lng', { precision: 9, scale: 6 }).notNull(),
    offsetMinutes: integer('offset_minutes').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Hidden points stay on bookings that chose them but are not offered any more. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tour_pickup_points_lat', sql`${t.lat} between -90 and 90`),
    check('tour_pickup_points_lng', sql`${t.lng} between -180 and 180`),
    check('tour_pickup_points_offset', sql`${t.offsetMinutes} between -720 and 720`),
    index('tour_pickup_points_tour_idx').on(t.tourId, t.position),
  ],
);

/** A tour's departure time of day (HH:MM, Dar es Salaam), the pickup times' reference; 07:00 without a row. */
export const tourDepartureTimes = pgTable(
  'tour_departure_times',
  {
    tourId: integer('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    departsAt: varchar('departs_at', { length: 5 }).notNull(),
  },
  (t) => [check('tour_departure_times_hhmm', sql`${t.departsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

/** The pickup point a booking chose (at booking, or later from the travellers' link). */
export const bookingPickups = pgTable('booking_pickups', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  pickupPointId: integer('pickup_point_id')
    .notNull()
    .references(() => tourPickupPoints.id, { onDelete: 'restrict' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The guide role (docs/departures.md): a user an admin made a guide. A guide signs in as any user
 * does and reads only the departures given to them, under /api/guide; nothing of /api/admin.
 */
export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The evening-before SMS goes to this number, in this language. */
    phone: varchar('phone', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull().default('+255'),
    locale: varchar('locale', { length: 8 }).notNull().default('sw'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('guides_user_uq').on(t.userId),
    check('guides_locale_known', sql`${t.locale} in ('en', 'sw')`),
  ],
);

/** The operator's vehicles: seats for travellers, and the days each is not available. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    plate: varchar('plate', { length: 20 }).notNull(),
    seats: integer('seats').notNull(),
    unavailableDates: date('unavailable_dates').array().notNull().default(sql`'{}'::date[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicles_seats_range', sql`${t.seats} between 1 and 100`),
    uniqueIndex('vehicles_plate_uq').on(sql`upper(${t.plate})`),
  ],
);

/**
 * A departure's vehicles, filled in `position` order. One vehicle is on one departure a day: the
 * unique (vehicle, date) refuses a second even when two admins allocate at once.
 */
export const departureVehicles = pgTable(
  'departure_vehicles',
  {
    departureId: integer('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    /** The departure's date, copied so that the day's uniqueness is one index. */
    date: date('date').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.vehicleId] }),
    unique('departure_vehicles_vehicle_day_uq').on(t.vehicleId, t.date),
  ],
);

/** A departure's guides; one guide is on one departure a day. */
export const departureGuides = pgTable(
  'departure_guides',
  {
    departureId: integer('departure_id')
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    /** The evening-before SMS was queued (claimed once per guide and departure). */
    smsQueuedAt: timestamp('sms_queued_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.guideId] }),
    unique('departure_guides_guide_day_uq').on(t.guideId, t.date),
    index('departure_guides_date_idx').on(t.date),
  ],
);

/**
 * Which vehicle carries a booking. Allocation fills the first vehicle and then the next; an admin
 * moves a booking by hand (`moved_by`), and a re-allocation keeps hand moves. Taking a vehicle off
 * the departure unseats its bookings (the composite key).
 */
export const departureSeats = pgTable(
  'departure_seats',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'departure_seats_vehicle_fk',
      columns: [t.departureId, t.vehicleId],
      foreignColumns: [departureVehicles.departureId, departureVehicles.vehicleId],
    }).onDelete('cascade'),
    index('departure_seats_departure_idx').on(t.departureId, t.vehicleId),
  ],
);
