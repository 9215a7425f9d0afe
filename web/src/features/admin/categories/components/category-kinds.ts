import type { AdminCategoryKind } from '#web/features/admin/shared/api/admin-query-keys.ts';

/** docs/catalogue.md: the three kinds of category, as the admin sees them. */
export const CATEGORY_KIND_LABELS: Record<AdminCategoryKind, string> = {
  categories: 'FURSA product categories',
  'tour-categories': 'Tour categories',
  'igsum-product-categories': 'IGSUM product categories',
};
