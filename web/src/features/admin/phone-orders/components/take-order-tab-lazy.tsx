import { lazy, Suspense } from 'react';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';

// Admin code only, in a chunk of its own fetched when the admin opens the tab (docs/phone-orders.md).
const TakeOrderTab = lazy(() => import('./take-order-tab').then((m) => ({ default: m.TakeOrderTab })));

/** The Take an order tab, its code loaded on first open. */
export function TakeOrderTabLazy() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <TakeOrderTab />
    </Suspense>
  );
}
