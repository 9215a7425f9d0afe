import { lazy, Suspense } from 'react';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';

// Admin code only, in chunks of their own fetched when the admin opens them, as the Discount codes
// tab is (docs/discount-codes.md).
const TourBookingsTab = lazy(() =>
  import('./tour-bookings-tab').then((m) => ({ default: m.TourBookingsTab })),
);
const ParksTab = lazy(() => import('./parks-tab').then((m) => ({ default: m.ParksTab })));
const TourTermsDialog = lazy(() =>
  import('./tour-terms-dialog').then((m) => ({ default: m.TourTermsDialog })),
);

/** The Tour bookings tab, its code loaded on first open. */
export function TourBookingsTabLazy() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <TourBookingsTab />
    </Suspense>
  );
}

/** The Parks & fees tab, its code loaded on first open. */
export function ParksTabLazy() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <ParksTab />
    </Suspense>
  );
}

/** A tour's Terms & prices dialog, its code loaded when first opened. */
export function TourTermsDialogLazy(props: Parameters<typeof TourTermsDialog>[0]) {
  if (props.tour === null) return null;
  return (
    <Suspense fallback={null}>
      <TourTermsDialog {...props} />
    </Suspense>
  );
}
