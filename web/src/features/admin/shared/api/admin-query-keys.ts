/**
 * Every admin query key starts with 'admin', so mutations can refresh exactly the lists they
 * changed (docs/admin-dashboard.md: products, IGSUM products, tours, stats, orders and customers).
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  lowStock: ['admin', 'low-stock'] as const,
  products: (kind: AdminProductKind) => ['admin', 'products', kind] as const,
  categories: (kind: AdminCategoryKind) => ['admin', 'categories', kind] as const,
  tours: ['admin', 'tours'] as const,
  discounts: ['admin', 'discounts'] as const,
  orders: ['admin', 'orders'] as const,
  order: (id: number) => ['admin', 'orders', 'detail', id] as const,
  customers: ['admin', 'customers'] as const,
  contacts: ['admin', 'contacts'] as const,
  outbox: ['admin', 'outbox'] as const,
  receipts: ['admin', 'receipts'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  deliverySettings: ['admin', 'settings', 'delivery'] as const,
  paymentSettings: ['admin', 'settings', 'payment'] as const,
  alertSettings: ['admin', 'settings', 'alerts'] as const,
  stockHistory: (kind: AdminProductKind, id: number) => ['admin', 'products', kind, 'stock', id] as const,
};

/** The two product tables; the value is the path segment under /admin/. */
export type AdminProductKind = 'products' | 'igsum-products';
/** The three category tables; the value is the path segment under /admin/. */
export type AdminCategoryKind = 'categories' | 'tour-categories' | 'igsum-product-categories';
