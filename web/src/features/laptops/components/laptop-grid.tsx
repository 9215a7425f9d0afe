import type { CatalogProductPage } from '@shop/contract/catalog';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { isPlainClick } from '#web/lib/plain-click.ts';
import { type LaptopActions, LaptopCard, LaptopCardSkeleton } from './laptop-card';

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
  const pages = page ? Math.max(1, Math.ceil(page.count / page.page_size)) : 1;
  return (
    <section aria-labelledby="laptop-grid-title" aria-busy={!page || refreshing} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="laptop-grid-title" className="font-display text-2xl font-bold">
          {heading}
        </h2>
        {page ? (
          <p role="status" className="text-sm text-muted">
            {page.count} {page.count === 1 ? 'laptop' : 'laptops'} found
          </p>
        ) : (
          <Skeleton className="h-5 w-28" />
        )}
      </div>

      {page && page.results.length === 0 ? (
        <div className="mt-6 grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-raised p-10 text-center">
          <SearchX className="size-10 text-muted" aria-hidden />
          <p className="font-semibold">No laptops found</p>
          <p className="text-sm text-muted">Try another search, category or a higher price.</p>
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
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

      {page && pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
          <PageLink to={page.page - 1} pages={pages} onPage={onPage}>
            <ChevronLeft aria-hidden />
            Previous
          </PageLink>
          <span className="text-sm text-muted">
            Page {page.page} of {pages}
          </span>
          <PageLink to={page.page + 1} pages={pages} onPage={onPage}>
            Next
            <ChevronRight aria-hidden />
          </PageLink>
        </nav>
      ) : null}
    </section>
  );
}

/**
 * A real link to the page, so the pages read without JavaScript too (docs/server-rendering.md);
 * in the app it turns the page in place.
 */
function PageLink({
  to,
  pages,
  onPage,
  children,
}: {
  to: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { search } = useLocation();
  if (to < 1 || to > pages) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  const params = new URLSearchParams(search);
  if (to > 1) params.set('page', String(to));
  else params.delete('page');
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={{ search: params.toString() }}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
