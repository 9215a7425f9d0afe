import { lazy, Suspense } from 'react';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';

// Admin code only, in a chunk of its own fetched when the admin opens the tab (docs/discount-codes.md).
const DiscountsTab = lazy(() => import('./discounts-tab').then((m) => ({ default: m.DiscountsTab })));

/** The Discount codes tab, its code loaded on first open. */
export function DiscountsTabLazy() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <DiscountsTab />
    </Suspense>
  );
}
