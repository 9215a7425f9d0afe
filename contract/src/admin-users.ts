import { z } from 'zod';
import { BusinessType, Money } from './common';

/**
 * Orders that count as money spent: paid, or in one of these statuses (docs/orders.md colours
 * them green), and never cancelled.
 */
export const SPENDING_ORDER_STATUSES = ['sold', 'completed', 'delivered'] as const;

export const ADMIN_CUSTOMERS_DEFAULT_LIMIT = 100;
export const ADMIN_CUSTOMERS_MAX_LIMIT = 500;

export const AdminListCustomersQuery = z.object({
  /** Part of the username or e-mail, any case. */
  search: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_CUSTOMERS_MAX_LIMIT).default(ADMIN_CUSTOMERS_DEFAULT_LIMIT),
});

export const AdminCustomer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_admin: z.boolean(),
  date_joined: z.string(),
  order_count: z.number().int(),
  /** Per currency, never summed across them (docs/prices-and-currencies.md). */
  total_spent: z.object({ TZS: Money, USD: Money }),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/**
 * docs/roles-and-ownership.md: a grant sets both flags, a removal clears both. A body with only
 * one flag true is read as a grant (`is_staff || is_superuser`).
 */
export const AdminUpdateRoleBody = z
  .strictObject({ is_staff: z.boolean(), is_superuser: z.boolean() })
  .partial()
  .refine((b) => b.is_staff !== undefined || b.is_superuser !== undefined, 'Send is_staff and is_superuser');
export type AdminUpdateRoleBody = z.infer<typeof AdminUpdateRoleBody>;

export const LowStockProduct = z.object({
  id: z.number().int(),
  brand: BusinessType,
  name: z.string(),
  stock_quantity: z.number().int(),
  category_name: z.string(),
  is_active: z.boolean(),
});
export type LowStockProduct = z.infer<typeof LowStockProduct>;
