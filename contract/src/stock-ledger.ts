import { z } from 'zod';
import { PageQuery, pageOf } from './common';

/**
 * docs/stock.md, "The stock ledger": why a product's stock changed. `created` is a new product's
 * first quantity; `unexplained` a write that gave no reason (a bug to find, never expected).
 */
export const STOCK_CHANGE_REASONS = [
  'created',
  'admin_edit',
  'import',
  'order_sold',
  'cod_delivered',
  'order_cancelled',
  /** docs/serials-and-warranty.md: units that arrived with their serial numbers. */
  'received',
  /** docs/returns.md: a returned item put back on sale, and a replacement sent for one. */
  'return_restocked',
  'return_replacement',
  'unexplained',
] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

export const StockChange = z.object({
  id: z.number().int(),
  /** Null on the row a new product starts with. */
  quantity_before: z.number().int().nullable(),
  quantity_after: z.number().int(),
  reason: z.enum(STOCK_CHANGE_REASONS),
  /** The order's public reference (FUR-...), when an order caused the change. */
  order_reference: z.string().nullable(),
  /** Who made it: the admin, or the customer who cancelled; null when nobody signed in did. */
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type StockChange = z.infer<typeof StockChange>;

/** GET /api/admin/{products}/{id}/stock-history/: newest first. */
export const StockHistoryQuery = PageQuery;
export const StockHistoryPage = pageOf(StockChange);
export type StockHistoryPage = z.infer<typeof StockHistoryPage>;
