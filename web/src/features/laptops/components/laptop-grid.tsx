import type { CatalogProductPage } from '@shop/contract/catalog';
import { SearchX } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import type { LaptopActions } from './laptop-actions';
import { LaptopCard, LaptopCardSkeleton } from './laptop-card';

const SKELETON_CARDS = 6;
const EAGER_CARDS = 3;

type LaptopGridProps = {
  heading: string;
  page: CatalogProductPage | undefined;
  /** A newer filter is loading while the old results stay on screen. */
  refreshing: boolean;
  actions: LaptopActions;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function LaptopGrid({ heading, page, refreshing, actions, onPage, onClear }: LaptopGridProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="laptop-grid-title" aria-busy={!page || refreshing} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="laptop-grid-title" className="font-display text-2xl font-bold">
          {heading}
        </h2>
        {page ? (
          <p role="status" className="text-sm text-muted">
            {t('fursa.grid.found', { count: page.count, total: formatCount(page.count) })}
          </p>
        ) : (
          <Skeleton className="h-5 w-28" />
        )}
      </div>

      {page && page.results.length === 0 ? (
        <div className="mt-6 grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-raised p-10 text-center">
          <SearchX className="size-10 text-muted" aria-hidden />
          <p className="font-semibold">{t('fursa.grid.none')}</p>
          <p className="text-sm text-muted">{t('fursa.grid.tryOther')}</p>
          <Button variant="outline" size="sm" onClick={onClear}>
            {t('fursa.filters.clear')}
          </Button>
        </div>
      ) : (
        <ul
          className={cn(
            'mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
            refreshing && 'opacity-60 transition-opacity',
          )}
        >
          {page
            ? page.results.map((product, index) => (
                <li key={product.id} className="flex">
                  <LaptopCard product={product} actions={actions} eager={index < EAGER_CARDS} />
                </li>
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                <li key={i}>
                  <LaptopCardSkeleton />
                </li>
              ))}
        </ul>
      )}

      {page ? (
        <Pager
          label={t('fursa.grid.pages')}
          page={page.page}
          pageSize={page.page_size}
          count={page.count}
          rows={page.results.length}
          onPage={onPage}
          linked
          className="mt-8 justify-center"
        />
      ) : null}
    </section>
  );
}
