import { z } from 'zod';
import { Currency, Id, Money, refId } from './common';
import { LOCALES } from './locale';
import { Residency, TravellerType } from './tour-terms';

// docs/departures.md: pickup points, guides, vehicles, a departure's allocation and its manifest.

const IsoDate = z.iso.date('Enter the date as YYYY-MM-DD');
/** Typed text: trimmed, no control characters (they would break the manifest's CSV and SMS). */
const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Use letters, digits and punctuation only');

/** HH:MM, 24-hour, Dar es Salaam time. */
export const TimeOfDay = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter the time as HH:MM');
export const DEFAULT_DEPARTS_AT = '07:00';
/** A pickup is at most 12 hours before or after the departure time. */
export const PICKUP_OFFSET_MAX = 720;

export const PickupPointBody = z.strictObject({
  name: Text(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Minutes from the tour's departure time; negative: before it. */
  offset_minutes: z.int().min(-PICKUP_OFFSET_MAX).max(PICKUP_OFFSET_MAX),
  /** Route order: the manifest lists pickups by it. */
  position: z.int().min(0).max(1000).default(0),
  is_active: z.boolean().default(true),
});
export type PickupPointBody = z.input<typeof PickupPointBody>;

export const PickupPoint = z.object({
  id: z.number().int(),
  tour: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  offset_minutes: z.number().int(),
  position: z.number().int(),
  is_active: z.boolean(),
  /** The pickup's time of day: the tour's departure time plus the offset (wraps past midnight). */
  time: z.string(),
});
export type PickupPoint = z.infer<typeof PickupPoint>;

export const TourPickups = z.object({
  tour: z.number().int(),
  departs_at: z.string(),
  points: z.array(PickupPoint),
});
export type TourPickups = z.infer<typeof TourPickups>;

export const DepartureTimeBody = z.strictObject({ departs_at: TimeOfDay });

/** A customer's choice for a booking: a point of its tour, or null for none. */
export const ChoosePickupBody = z.strictObject({ pickup_point: refId().nullable() });
export const BookingPickup = z.object({
  order: z.number().int(),
  departs_at: z.string(),
  chosen: PickupPoint.nullable(),
  /** The tour's points a customer can choose (the hidden ones are not offered). */
  options: z.array(PickupPoint),
});
export type BookingPickup = z.infer<typeof BookingPickup>;

// Guides and vehicles.

export const GuideBody = z.strictObject({
  /** The user to make a guide: their username or e-mail. */
  user: Text(254),
  phone: z
    .string()
    .trim()
    .min(6)
    .max(20)
    .regex(/^[0-9 ()-]+$/, 'Use digits, spaces, brackets and dashes'),
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'Like +255')
    .default('+255'),
  locale: z.enum(LOCALES).default('sw'),
  is_active: z.boolean().default(true),
});
export type GuideBody = z.input<typeof GuideBody>;
export const UpdateGuideBody = GuideBody.omit({ user: true });

export const Guide = z.object({
  id: z.number().int(),
  user: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  locale: z.enum(LOCALES),
  is_active: z.boolean(),
});
export type Guide = z.infer<typeof Guide>;

export const VehicleBody = z.strictObject({
  name: Text(100),
  plate: Text(20),
  seats: z.int().min(1).max(100),
  unavailable_dates: z.array(IsoDate).max(366).default([]),
  is_active: z.boolean().default(true),
});
export type VehicleBody = z.input<typeof VehicleBody>;

export const Vehicle = z.object({
  id: z.number().int(),
  name: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  unavailable_dates: z.array(z.string()),
  is_active: z.boolean(),
});
export type Vehicle = z.infer<typeof Vehicle>;

// Departures: a tour on a date.

export const DepartureListQuery = z.object({ from: IsoDate.optional(), to: IsoDate.optional() });

/** What is wrong with a departure: the admin's list shows it. */
export const DEPARTURE_PROBLEMS = ['no_vehicle', 'over_capacity', 'unseated', 'no_guide'] as const;
export const DepartureProblem = z.enum(DEPARTURE_PROBLEMS);
export type DepartureProblem = z.infer<typeof DepartureProblem>;

export const DepartureSummary = z.object({
  id: z.number().int(),
  tour: z.number().int(),
  tour_title: z.string(),
  date: z.string(),
  departs_at: z.string(),
  bookings: z.number().int(),
  travellers: z.number().int(),
  seats: z.number().int(),
  vehicles: z.array(z.object({ id: z.number().int(), name: z.string(), plate: z.string() })),
  guides: z.array(z.object({ id: z.number().int(), name: z.string() })),
  problems: z.array(DepartureProblem),
});
export type DepartureSummary = z.infer<typeof DepartureSummary>;

export const SeatedBooking = z.object({
  order: z.number().int(),
  order_id: z.string(),
  customer: z.string(),
  travellers: z.number().int(),
  pickup: z.string().nullable(),
  /** A hand move: a re-allocation keeps it. */
  moved: z.boolean(),
});
export type SeatedBooking = z.infer<typeof SeatedBooking>;

export const DepartureVehicle = z.object({
  id: z.number().int(),
  name: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  taken: z.number().int(),
  bookings: z.array(SeatedBooking),
});
export type DepartureVehicle = z.infer<typeof DepartureVehicle>;

export const DepartureDetail = DepartureSummary.extend({
  allocation: z.array(DepartureVehicle),
  unseated: z.array(SeatedBooking),
  guide_list: z.array(Guide),
});
export type DepartureDetail = z.infer<typeof DepartureDetail>;

export const SetDepartureVehiclesBody = z.strictObject({
  /** In fill order; the first is filled first. */
  vehicles: z.array(refId()).max(20),
});
export const SetDepartureGuidesBody = z.strictObject({ guides: z.array(refId()).max(10) });
export const MoveBookingBody = z.strictObject({ vehicle: refId() });
export const DepartureBookingParams = z.object({ id: Id, order: Id });

// The manifest.

export const ManifestTraveller = z.object({
  position: z.number().int(),
  traveller_type: TravellerType,
  residency: Residency,
  full_name: z.string().nullable(),
  nationality: z.string().nullable(),
  id_number: z.string().nullable(),
});

export const ManifestBooking = z.object({
  order: z.number().int(),
  order_id: z.string(),
  customer: z.string(),
  phone: z.string(),
  travellers_count: z.number().int(),
  travellers: z.array(ManifestTraveller),
  pickup: z.string().nullable(),
  pickup_time: z.string().nullable(),
  pickup_position: z.number().int().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  vehicle: z.string().nullable(),
  currency: Currency,
  balance_due: Money,
  paid: z.boolean(),
  notes: z.string(),
});
export type ManifestBooking = z.infer<typeof ManifestBooking>;

export const Manifest = z.object({
  departure: z.number().int(),
  tour: z.number().int(),
  tour_title: z.string(),
  date: z.string(),
  departs_at: z.string(),
  vehicles: z.array(z.object({ name: z.string(), plate: z.string(), seats: z.number().int() })),
  guides: z.array(z.object({ name: z.string(), phone: z.string() })),
  /** In route order (pickup position, then time), bookings without a pickup last. */
  bookings: z.array(ManifestBooking),
  travellers: z.number().int(),
  problems: z.array(DepartureProblem),
});
export type Manifest = z.infer<typeof Manifest>;

/** A guide's own departures (docs/departures.md): under /api/guide, only those given to them. */
export const GuideDeparture = z.object({
  id: z.number().int(),
  tour_title: z.string(),
  date: z.string(),
  departs_at: z.string(),
  travellers: z.number().int(),
  vehicles: z.array(z.string()),
});
export type GuideDeparture = z.infer<typeof GuideDeparture>;

/** The guide's screen of one departure, its check-in (the evening SMS links to it, docs/departures.md). */
export const guideDeparturePath = (id: number) => `/guide/check-in?departure=${id}`;
/** From this hour (Dar es Salaam) the evening before, each guide gets the departure's SMS. */
export const GUIDE_SMS_HOUR = 18;

export const GuideMe = z.object({ guide: z.number().int(), locale: z.enum(LOCALES) });
