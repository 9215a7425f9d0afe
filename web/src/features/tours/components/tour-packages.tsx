import type { Tour } from '@shop/contract/tours';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { TOURS_PAGE_SIZE } from '#web/config/constants.ts';
import { useTours } from '#web/features/tours/api/get-tours.ts';
import { useT } from '#web/i18n/use-t.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { TourCard } from './tour-card';

type TourPackagesProps = {
  renderAction: (tour: Tour) => ReactNode;
  /** The id of the section around the list: a new page scrolls back to its top. */
  anchor: string;
};

/**
 * docs/catalogue.md: the featured tours from the database, or every tour when none is featured,
 * a page at a time with the page in the address (`/isml?page=2#tours`, docs/lists.md).
 */
export function TourPackages({ renderAction, anchor }: TourPackagesProps) {
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useTours(page);
  const { t } = useT();

  if (isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label={t('tours.loading')}
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
        <p className="text-muted">{t('tours.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden />
          {t('tours.retry')}
        </Button>
      </div>
    );
  }
  const shown = data.tours;
  if (shown.length === 0 && page === 1) {
    return (
      <p className="rounded-2xl border border-line bg-raised p-6 text-center text-muted">{t('tours.none')}</p>
    );
  }
  return (
    <div className="grid gap-8">
      <ul className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}>
        {shown.map((tour) => (
          <li key={tour.id}>
            <TourCard tour={tour} action={renderAction(tour)} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        // A full last page offers a Next with nothing after it: a capped list has no count.
        <p className="text-center text-muted">{t('tours.noMore')}</p>
      ) : null}
      <Pager
        label={t('tours.pages')}
        page={page}
        pageSize={TOURS_PAGE_SIZE}
        rows={shown.length}
        linked
        anchor={anchor}
        onPage={(next) => {
          setPage(next);
          document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
