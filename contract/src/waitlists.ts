import { z } from 'zod';
import { BusinessType, refId } from './common';
import { LOCALES } from './locale';

/** docs/back-in-stock.md: how long the unit held for the first in line is theirs. */
export const BACK_IN_STOCK_HOLD_MINUTES = 120;
/** docs/back-in-stock.md: how long a waitlist's seat offer holds the seats before moving on. */
export const WAITLIST_OFFER_HOURS = 2;

/**
 * `POST /api/stock-requests/` (anyone) and `POST /api/stock-requests/mine/` (signed in: the
 * account's e-mail and mobile unless given). At least one of e-mail and phone for a visitor.
 */
export const StockRequestBody = z.strictObject({
  brand: BusinessType,
  product: refId(),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
  /** A Tanzanian mobile, written any usual way. */
  phone: z.string().trim().max(20).optional(),
  locale: z.enum(LOCALES).optional(),
});
export type StockRequestBody = z.infer<typeof StockRequestBody>;

export const STOCK_REQUEST_STATUSES = ['waiting', 'offered', 'bought', 'expired', 'cancelled'] as const;

export const StockRequest = z.object({
  id: z.number().int(),
  status: z.enum(STOCK_REQUEST_STATUSES),
  /** 1: next in line. */
  position: z.number().int(),
});

/**
 * `GET /api/stock-requests/mine/` (signed in): the customer's open places in line, by their
 * account or its e-mail. While `offered`, one unit is held for them until `held_until`: they alone
 * can add it to the cart and buy it until then (docs/back-in-stock.md).
 */
export const MyStockRequest = z.object({
  id: z.number().int(),
  brand: BusinessType,
  product: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['waiting', 'offered']),
  /** 1: next in line; 0 while offered. */
  position: z.number().int(),
  held_until: z.string().nullable(),
});
export type MyStockRequest = z.infer<typeof MyStockRequest>;
export const MyStockRequests = z.array(MyStockRequest);

/** `POST /api/tour-waitlist/` (signed in): a place in line for a full departure. */
export const TourWaitlistBody = z.strictObject({
  tour: refId(),
  tour_date: z.iso.date(),
  travellers: z.int().min(1).max(1000),
});
export type TourWaitlistBody = z.infer<typeof TourWaitlistBody>;

export const TourWaitlistEntry = z.object({
  id: z.number().int(),
  tour: z.number().int(),
  tour_date: z.string(),
  travellers: z.number().int(),
  status: z.enum(STOCK_REQUEST_STATUSES),
  position: z.number().int(),
  /** While offered: the seats are held for the customer until then; book before it. */
  offer_expires_at: z.string().nullable(),
});
export type TourWaitlistEntry = z.infer<typeof TourWaitlistEntry>;

/** `GET /api/admin/demand/`: who waits for what, most wanted first. */
export const Demand = z.object({
  products: z.array(
    z.object({
      brand: BusinessType,
      product: z.number().int(),
      name: z.string(),
      waiting: z.number().int(),
      offered: z.number().int(),
      bought: z.number().int(),
    }),
  ),
  departures: z.array(
    z.object({
      tour: z.number().int(),
      title: z.string(),
      tour_date: z.string(),
      waiting: z.number().int(),
      travellers_waiting: z.number().int(),
      offered: z.number().int(),
      bought: z.number().int(),
    }),
  ),
});
export type Demand = z.infer<typeof Demand>;
