import type { AdminCategoryKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';

/** docs/catalogue.md: the three kinds of category, as the admin sees them (keys of `admin-catalogue`). */
export const CATEGORY_KIND_LABELS: Record<AdminCategoryKind, MessageKey> = {
  categories: 'adminCatalogue.kind.categories',
  'tour-categories': 'adminCatalogue.kind.tourCategories',
  'igsum-product-categories': 'adminCatalogue.kind.igsumProductCategories',
};
