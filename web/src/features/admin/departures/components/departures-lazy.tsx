import { lazy, Suspense } from 'react';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';

// Admin code only, in a chunk of its own fetched when the admin opens the tab.
const DeparturesTab = lazy(() => import('./departures-tab').then((m) => ({ default: m.DeparturesTab })));

/** The Departures tab (docs/departures.md), its code loaded on first open. */
export function DeparturesTabLazy() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <DeparturesTab />
    </Suspense>
  );
}
