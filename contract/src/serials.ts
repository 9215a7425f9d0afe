import { z } from 'zod';
import { BusinessType, Id, refId } from './common';
import { LAPTOP_WARRANTY_MONTHS } from './constants';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * docs/serials-and-warranty.md: laptops by serial number and their warranty. A serial is typed by
 * a person, so it is held to letters, digits and hyphens (3 to 40), starting with a letter or a
 * digit (a leading '-' is a spreadsheet formula), trimmed and kept in capitals: nothing in it can
 * be SQL, CSV, HTML, PDF syntax or a path.
 */
export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
export const SERIAL_MAX = 40;
/** The longest warranty an admin may give a product (ten years). */
export const MAX_WARRANTY_MONTHS = 120;
/** At most this many serials in one stock arrival (a large delivery comes in several). */
export const MAX_SERIALS_PER_ARRIVAL = 200;
/** The lookup answers at most this many units (a serial is unique per product, not shop-wide). */
export const SERIAL_LOOKUP_CAP = 20;

/** The warranty a new product gets unless the admin says otherwise: laptops 3 months, IGSUM none. */
export const defaultWarrantyMonths = (brand: BusinessType) =>
  brand === 'fursa' ? LAPTOP_WARRANTY_MONTHS : 0;

export const SerialNumber = z
  .string()
  .trim()
  .regex(SERIAL_PATTERN, VALIDATION_MESSAGES.idNumberChars)
  .transform((s) => s.toUpperCase());

export const WarrantyMonthsInput = z.coerce
  .number({ error: 'Warranty must be a whole number of months from 0 to 120' })
  .int('Warranty must be a whole number of months from 0 to 120')
  .min(0, 'Warranty must be a whole number of months from 0 to 120')
  .max(MAX_WARRANTY_MONTHS, 'Warranty must be a whole number of months from 0 to 120');

/** A list of serials with none given twice (after trimming and capitals). */
function serialList(max: number) {
  return z
    .array(SerialNumber)
    .max(max, `At most ${max} serial numbers at once`)
    .refine((list) => new Set(list).size === list.length, 'A serial number is given twice');
}

/** POST /api/admin/serials/arrivals/: units of one product arrive; the stock rises by their count. */
export const AdminSerialArrivalBody = z.strictObject({
  product_brand: BusinessType,
  product: refId(),
  serials: serialList(MAX_SERIALS_PER_ARRIVAL).refine(
    (l) => l.length > 0,
    'Enter at least one serial number',
  ),
});
export type AdminSerialArrivalBody = z.infer<typeof AdminSerialArrivalBody>;

/**
 * PUT /api/admin/orders/{id}/items/{item_id}/serials/: the line's serials, all of them (one per
 * unit, at most its quantity). `move` takes a serial from another order's line (a correction);
 * without it such a serial is refused.
 */
export const AdminLineSerialsBody = z.strictObject({
  serials: serialList(1000),
  move: z.boolean().optional(),
});
export type AdminLineSerialsBody = z.infer<typeof AdminLineSerialsBody>;
export const OrderItemParams = z.object({ id: Id, item_id: Id });

/** PUT /api/admin/serials/{id}/: corrects a serial's text (a typo). */
export const AdminCorrectSerialBody = z.strictObject({ serial: SerialNumber });

/** GET /api/admin/serials/?serial=...: the units with that serial (any product). */
export const SerialLookupQuery = z.object({ serial: SerialNumber });

/**
 * A sold line's warranty: from `starts_on` (the Dar es Salaam day the customer received it, or the
 * day it was paid while no delivery is recorded: `starts_from`) to `ends_on`, the last day covered.
 */
export const LineWarranty = z.object({
  months: z.number().int(),
  starts_on: z.string(),
  starts_from: z.enum(['received', 'paid']),
  ends_on: z.string(),
  under_warranty: z.boolean(),
});
export type LineWarranty = z.infer<typeof LineWarranty>;

/** One order line's serials and warranty, as the admin sets them. */
export const AdminLineSerials = z.object({
  item_id: z.number().int(),
  serials: z.array(z.string()),
  warranty: LineWarranty.nullable(),
});
export type AdminLineSerials = z.infer<typeof AdminLineSerials>;

export const SerialUnit = z.object({
  id: z.number().int(),
  serial: z.string(),
  /** Null once the product was deleted. */
  product: z.object({ brand: BusinessType, id: z.number().int(), name: z.string() }).nullable(),
  /** When it was recorded with a stock arrival; null when first typed at its sale. */
  received_at: z.string().nullable(),
  /** Null while it is in stock (not on any order line). */
  sale: z
    .object({
      order_id: z.number().int(),
      order_reference: z.string(),
      item_name: z.string(),
      status: z.string(),
      placed_at: z.string(),
      paid_at: z.string().nullable(),
      customer: z.object({
        id: z.number().int(),
        username: z.string(),
        full_name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
      warranty: LineWarranty.nullable(),
    })
    .nullable(),
});
export type SerialUnit = z.infer<typeof SerialUnit>;

export const SerialLookup = z.object({ results: z.array(SerialUnit) });
export type SerialLookup = z.infer<typeof SerialLookup>;

export const AdminSerialArrival = z.object({
  stock_quantity: z.number().int(),
  serials: z.array(SerialUnit),
});
export type AdminSerialArrival = z.infer<typeof AdminSerialArrival>;

/** On the receipt page and PDF: a line's serials and its warranty's last day, a note under the lines. */
export const ReceiptSerialNote = z.object({
  item_name: z.string(),
  serials: z.array(z.string()),
  warranty_ends_on: z.string().nullable(),
});
export type ReceiptSerialNote = z.infer<typeof ReceiptSerialNote>;

/* ------------------------------------------------------------ warranty dates */

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `day` (YYYY-MM-DD) plus `months` calendar months, on the same day of the month or the month's
 * last day when it has none (Jan 31 + 1 month = Feb 28, or 29 in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(d, daysIn(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * docs/serials-and-warranty.md: a warranty of `months` from `startsOn` covers every Dar es Salaam
 * day up to and including `addMonths(startsOn, months)`; none when `months` is 0.
 */
export function warrantyOf(
  months: number,
  startsOn: string,
  startsFrom: LineWarranty['starts_from'],
  today: string,
): LineWarranty | null {
  if (months <= 0) return null;
  const endsOn = addMonths(startsOn, months);
  return {
    months,
    starts_on: startsOn,
    starts_from: startsFrom,
    ends_on: endsOn,
    under_warranty: today <= endsOn,
  };
}
