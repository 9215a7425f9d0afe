import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { Brand } from '#web/config/brands.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useNotFoundStatus } from '#web/lib/page-status.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { NotFoundRoute } from './routes/not-found';

type ItemScreenProps<T> = {
  brand: Brand;
  query: UseQueryResult<T | null>;
  /** Where the item's list is, for the way back. */
  back: { label: string; href: string };
  children: (item: T) => ReactNode;
};

/**
 * docs/seo.md: the frame of a laptop's, IGSUM product's or tour's own page: the 404 screen (with
 * status 404 from the server) for an unknown or inactive slug, else the item in its brand's page.
 */
export function ItemScreen<T>({ brand, query, back, children }: ItemScreenProps<T>) {
  const markNotFound = useNotFoundStatus();
  const { t } = useT();
  if (query.data === null) {
    markNotFound();
    return <NotFoundRoute />;
  }
  return (
    <PageShell brand={brand}>
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:px-6 sm:py-10">
        <Link to={back.href} className="w-fit text-sm font-medium text-accent-text hover:underline">
          ← {back.label}
        </Link>
        {query.data ? (
          children(query.data)
        ) : query.isError ? (
          <div role="alert" className="grid gap-3 rounded-2xl border border-line bg-raised p-6">
            <h1 className="font-display text-xl font-bold">{t('item.failed')}</h1>
            <p className="text-muted">{t('item.checkConnection')}</p>
            <Button className="w-fit" onClick={() => void query.refetch()}>
              {t('item.retry')}
            </Button>
          </div>
        ) : (
          <div aria-busy className="grid gap-3 md:grid-cols-2">
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="grid content-start gap-3">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        )}
      </div>
    </PageShell>
  );
}
