import { z } from 'zod';
import { Currency, Money, refId } from './common';
import { PickupPoint } from './departures';
import { TravellerType } from './tour-terms';

/**
 * docs/vouchers-and-check-in.md: a voucher's token, as its QR code carries it: `V1.<order id>.<mac>`,
 * the mac an HMAC of the order under a key only the server holds, so nobody makes one for another
 * booking. Anything longer than this is not a voucher and is refused before it is read.
 */
export const VOUCHER_TOKEN_MAX = 64;
export const VOUCHER_TOKEN_PATTERN = /^V1\.[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{22}$/;

/** Scans one upload may carry: a day's queue on a phone that was offline, sent at once. */
export const SCANS_PER_UPLOAD = 200;
/** How often the admin's check-in screen reads a departure's check-in again (it is live). */
export const CHECK_IN_POLL_MS = 3000;

export const VoucherTraveller = z.object({
  id: z.number().int(),
  position: z.number().int(),
  traveller_type: TravellerType,
  /** Null when the customer has not entered it yet, or after its retention (docs/retention.md). */
  full_name: z.string().nullable(),
});
export type VoucherTraveller = z.infer<typeof VoucherTraveller>;

/** GET /api/vouchers/{id}/: a paid booking's voucher, for its customer. */
export const Voucher = z.object({
  order: z.number().int(),
  order_id: z.string(),
  token: z.string(),
  tour_title: z.string(),
  tour_date: z.string(),
  customer_name: z.string(),
  currency: Currency,
  balance_due: Money,
  travellers: z.array(VoucherTraveller),
  /** When a guide first checked it in, if one has. */
  first_scanned_at: z.string().nullable(),
  /**
   * Where and when the tour collects the travellers on its day (docs/departures.md): the pickup
   * point the customer chose, with its time of day and map pin; null while none is chosen.
   */
  pickup: PickupPoint.nullable(),
});
export type Voucher = z.infer<typeof Voucher>;

/** A departure a guide can open: a tour on a day. */
export const CheckInDeparture = z.object({
  id: z.number().int(),
  tour: z.number().int(),
  tour_title: z.string(),
  date: z.string(),
  bookings: z.number().int(),
  travellers: z.number().int(),
  checked_in: z.number().int(),
});
export type CheckInDeparture = z.infer<typeof CheckInDeparture>;

export const CheckInDepartureQuery = z.object({
  date: z.iso.date().optional(),
});

/** One booking of a departure, as the guide's phone keeps it to check in without a signal. */
export const CheckInBooking = z.object({
  order: z.number().int(),
  order_id: z.string(),
  customer_name: z.string(),
  phone: z.string().nullable(),
  /** SHA-256 (hex) of the voucher's token: the phone matches a scanned code offline without the key. */
  voucher_hash: z.string(),
  currency: Currency,
  balance_due: Money,
  cancelled: z.boolean(),
  travellers: z.array(VoucherTraveller),
  /** Traveller ids marked present so far. */
  present: z.array(z.number().int()),
  first_scanned_at: z.string().nullable(),
  first_scanned_by: z.string().nullable(),
});
export type CheckInBooking = z.infer<typeof CheckInBooking>;

export const CheckInDepartureBookings = z.object({
  departure: CheckInDeparture,
  bookings: z.array(CheckInBooking),
  /** The server's time of this answer: the phone says how old its copy is. */
  read_at: z.string(),
});
export type CheckInDepartureBookings = z.infer<typeof CheckInDepartureBookings>;

/** One scan as the phone recorded it; `scan_id` is made on the phone, once per scan. */
export const CheckInScan = z.object({
  scan_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be a scan id'),
  token: z.string().max(VOUCHER_TOKEN_MAX * 4),
  traveller_ids: z.array(refId()).max(100),
  scanned_at: z.iso.datetime({ offset: true }),
  device_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type CheckInScan = z.infer<typeof CheckInScan>;

export const CheckInScansBody = z.object({
  departure: refId(),
  scans: z.array(CheckInScan).min(1).max(SCANS_PER_UPLOAD),
});
export type CheckInScansBody = z.infer<typeof CheckInScansBody>;

/**
 * What became of one scan: `recorded` the first time this scan arrived, `repeated` when the same
 * scan id came again (a re-upload: nothing changes), `refused` for a token that names no booking
 * of this departure. `first_scanned_at` is when the voucher was first scanned (by any scan): a
 * voucher used before this scan is `already_used`.
 */
export const CHECK_IN_OUTCOMES = ['recorded', 'repeated', 'refused'] as const;
export const CHECK_IN_REFUSALS = ['invalid', 'other_departure', 'cancelled'] as const;
export const CheckInScanResult = z.object({
  scan_id: z.string(),
  outcome: z.enum(CHECK_IN_OUTCOMES),
  refusal: z.enum(CHECK_IN_REFUSALS).nullable(),
  order: z.number().int().nullable(),
  already_used: z.boolean(),
  first_scanned_at: z.string().nullable(),
  first_scanned_by: z.string().nullable(),
  present: z.array(z.number().int()),
});
export type CheckInScanResult = z.infer<typeof CheckInScanResult>;
export const CheckInScansAnswer = z.object({ results: z.array(CheckInScanResult) });
export type CheckInScansAnswer = z.infer<typeof CheckInScansAnswer>;

export const CheckInPushBody = z.object({ phone: z.string().max(30) });
