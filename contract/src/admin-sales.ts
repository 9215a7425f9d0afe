import { z } from 'zod';
import { RevenueByCurrency } from './admin-orders';
import { optionalParam } from './catalog';
import { BusinessType, Currency, Money } from './common';
import { OrderStatus } from './orders';
import { OrderChannel } from './phone-orders';
import { TaxCode } from './receipts';

/** docs/sales-and-exports.md: days are the shop's days, in Dar es Salaam (UTC+3, no summer time). */
export const SHOP_TIME_ZONE = 'Africa/Dar_es_Salaam';

export const SALES_GRANULARITIES = ['day', 'week', 'month'] as const;
export const SalesGranularity = z.enum(SALES_GRANULARITIES);
export type SalesGranularity = z.infer<typeof SalesGranularity>;

/** The longest period one report covers (about five years), so an answer stays bounded. */
export const MAX_SALES_PERIOD_DAYS = 1830;
/** How many laptops, IGSUM products and tours each top list names. */
export const TOP_ITEMS = 5;

const ShopDate = z.iso.date({ error: 'Must be a date, YYYY-MM-DD' });
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

export const AdminSalesQuery = z
  .object({
    from: ShopDate,
    to: ShopDate,
    granularity: SalesGranularity.default('day'),
    /** One brand only; both when absent (their revenue still apart, per currency). */
    brand: optionalParam(BusinessType),
  })
  .refine((q) => q.from <= q.to, { message: 'The period must end on or after its first day', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= MAX_SALES_PERIOD_DAYS, {
    message: `A period is at most ${MAX_SALES_PERIOD_DAYS} days`,
    path: ['from'],
  });
export type AdminSalesQuery = z.infer<typeof AdminSalesQuery>;

/** Orders placed, of them those counted as revenue (`sales`), and that revenue per currency. */
export const SalesFigures = z.object({
  orders: z.number().int(),
  sales: z.number().int(),
  revenue: RevenueByCurrency,
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const SalesBucket = SalesFigures.extend({
  /** The bucket's first day (a Monday for weeks, the 1st for months), clipped to the period. */
  start: z.string(),
});
export type SalesBucket = z.infer<typeof SalesBucket>;

/** One brand and kind of order (laptops, IGSUM products, tours) in its one currency. */
export const SalesStream = z.object({
  brand: BusinessType,
  kind: z.enum(['product_order', 'tour_booking']),
  currency: Currency,
  orders: z.number().int(),
  sales: z.number().int(),
  revenue: Money,
  previous: z.object({ orders: z.number().int(), sales: z.number().int(), revenue: Money }),
});
export type SalesStream = z.infer<typeof SalesStream>;

export const TopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  /** Line totals (quantity x unit price), without delivery fees. */
  revenue: Money,
  currency: Currency,
});
export type TopItem = z.infer<typeof TopItem>;

/**
 * docs/discount-codes.md: what discount codes took off the period's revenue orders (placed in it),
 * per currency; revenue is already net of it.
 */
export const SalesDiscounts = z.object({ orders: z.number().int(), amount: RevenueByCurrency });
export type SalesDiscounts = z.infer<typeof SalesDiscounts>;

/**
 * docs/sales-and-exports.md, "Payments received": one Dar es Salaam day's receipts in one currency,
 * less its credit notes, beside the revenue of the orders placed that day that count as sold.
 */
export const PaymentsDay = z.object({
  day: z.string(),
  currency: Currency,
  /** What the day's receipts add up to. */
  received: Money,
  /** What the day's credit notes gave back, as a positive amount. */
  credited: Money,
  /** received less credited. */
  net: Money,
  receipts: z.number().int(),
  credit_notes: z.number().int(),
  /** The day's revenue of sold orders in this currency, as the figures above count it. */
  revenue: Money,
});
export type PaymentsDay = z.infer<typeof PaymentsDay>;

/**
 * The VAT inside the period's payments received (receipts less credit notes) of one tax code in
 * one currency, from the receipts' lines (docs/prices-and-currencies.md, "VAT").
 */
export const PaymentsVat = z.object({
  currency: Currency,
  tax_code: TaxCode,
  /** VAT included. */
  amount: Money,
  /** The VAT inside `amount`. */
  vat: Money,
});
export type PaymentsVat = z.infer<typeof PaymentsVat>;

export const PaymentsReceived = z.object({
  /** The days with a receipt, a credit note or revenue, oldest first, one row per currency. */
  days: z.array(PaymentsDay),
  vat: z.array(PaymentsVat),
});
export type PaymentsReceived = z.infer<typeof PaymentsReceived>;

/** docs/phone-orders.md: the period's orders from one channel (the storefront, or one an admin took them on). */
export const SalesChannel = SalesFigures.extend({ channel: OrderChannel });
export type SalesChannel = z.infer<typeof SalesChannel>;

export const AdminSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  granularity: SalesGranularity,
  brand: BusinessType.nullable(),
  /** The period of the same length just before this one. */
  previous: z.object({ from: z.string(), to: z.string() }),
  totals: SalesFigures,
  previous_totals: SalesFigures,
  buckets: z.array(SalesBucket),
  streams: z.array(SalesStream),
  top: z.object({ laptops: z.array(TopItem), igsum_products: z.array(TopItem), tours: z.array(TopItem) }),
  discounts: SalesDiscounts.optional(),
  payments: PaymentsReceived.optional(),
  channels: z.array(SalesChannel).optional(),
});
export type AdminSalesReport = z.infer<typeof AdminSalesReport>;

const OptionalDate = optionalParam(ShopDate);

/** The orders export takes the order list's filters and a period of placing dates. */
export const AdminExportOrdersQuery = z.object({
  from: OptionalDate,
  to: OptionalDate,
  status: optionalParam(OrderStatus),
  order_type: optionalParam(BusinessType),
  search: optionalParam(z.string().trim().max(100)),
  refund_due: optionalParam(z.stringbool()),
});
export type AdminExportOrdersQuery = z.infer<typeof AdminExportOrdersQuery>;

/** Customers who joined in the period, matching part of their username or e-mail. */
export const AdminExportCustomersQuery = z.object({
  from: OptionalDate,
  to: OptionalDate,
  search: optionalParam(z.string().trim().max(254)),
});
export type AdminExportCustomersQuery = z.infer<typeof AdminExportCustomersQuery>;
