import type { Tour } from '@shop/contract/tours';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useTours } from '#web/features/tours/api/get-tours.ts';
import { TourCard } from './tour-card';

/** docs/catalogue.md: the featured tours from the database, or every tour when none is featured. */
export function TourPackages({ renderAction }: { renderAction: (tour: Tour) => ReactNode }) {
  const { data, isPending, isError, refetch, isFetching } = useTours();

  if (isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label="Loading tour packages"
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-[36rem] animate-pulse rounded-3xl bg-sunken" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-raised p-6 text-center">
        <p className="text-muted">The tour packages could not be loaded.</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  }
  const featured = data.filter((tour) => tour.is_featured);
  const shown = featured.length > 0 ? featured : data;
  if (shown.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-raised p-6 text-center text-muted">
        New tour packages are coming soon. Contact us to plan a tailor-made journey.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {shown.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} action={renderAction(tour)} />
        </li>
      ))}
    </ul>
  );
}
