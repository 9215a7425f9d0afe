import { COUNT_CAP } from '@shop/contract/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { isPlainClick } from '#web/lib/plain-click.ts';
import { Link, useLocation } from '#web/lib/router/router.tsx';

export type PagerProps = {
  /** Names the navigation for a screen reader ("Order pages"). */
  label: string;
  page: number;
  pageSize: number;
  /**
   * Rows on every page together, when the list counts them; COUNT_CAP + 1 means "more than
   * COUNT_CAP" (docs/lists.md). Without it (a capped array) a full page may have a next one.
   */
  count?: number;
  /** Rows on this page. */
  rows: number;
  onPage: (page: number) => void;
  /**
   * The page is in the address (`?page=`): Previous and Next are links, so a visitor without
   * JavaScript pages too (docs/server-rendering.md); a plain click still turns the page in place.
   */
  linked?: boolean;
  /** The id the links scroll to when they load a new page (without JavaScript). */
  anchor?: string;
  /** Where it sits (`mt-8 justify-center`); spread across its row by default. */
  className?: string;
};

/** Where a list stands: how many pages when they are known, and whether a next one may exist. */
export function pagerState({
  page,
  pageSize,
  count,
  rows,
}: Pick<PagerProps, 'page' | 'pageSize' | 'count' | 'rows'>) {
  const exact = count !== undefined && count <= COUNT_CAP;
  const pages = exact ? Math.max(1, Math.ceil(count / pageSize)) : undefined;
  return { pages, hasNext: pages !== undefined ? page < pages : rows >= pageSize };
}

/**
 * Previous / Next under every paged list of the shop (docs/lists.md); nothing when the list fits
 * on its first page. A count past COUNT_CAP reads "Page 3 of 50+", a list with no count "Page 3".
 */
export function Pager({
  label,
  page,
  pageSize,
  count,
  rows,
  onPage,
  linked = false,
  anchor,
  className = 'justify-between',
}: PagerProps) {
  const { t } = useT();
  const { pages, hasNext } = pagerState({ page, pageSize, count, rows });
  if (page <= 1 && !hasNext) return null;
  const of =
    pages !== undefined
      ? String(pages)
      : count !== undefined
        ? `${Math.max(Math.ceil(COUNT_CAP / pageSize), page)}+`
        : '';
  // A page past the last (an old link) steps back to the last one.
  const previous = pages !== undefined ? Math.min(page - 1, pages) : page - 1;
  const Step = linked ? PageLink : PageButton;
  // The shop's pages are tapped on phones: their steps keep the 44 px target of its buttons.
  const step = { onPage, anchor, size: linked ? ('md' as const) : ('sm' as const) };
  return (
    <nav aria-label={label} className={cn('flex items-center gap-3 text-sm', className)}>
      <Step to={previous} enabled={page > 1} {...step}>
        <ChevronLeft aria-hidden />
        {t('pager.previous')}
      </Step>
      <span className="text-muted" aria-live="polite">
        {of ? t('pager.pageOf', { page, pages: of }) : t('pager.page', { page })}
      </span>
      <Step to={page + 1} enabled={hasNext} {...step}>
        {t('pager.next')}
        <ChevronRight aria-hidden />
      </Step>
    </nav>
  );
}

type StepProps = {
  to: number;
  enabled: boolean;
  onPage: (page: number) => void;
  anchor?: string;
  size: 'sm' | 'md';
  children: ReactNode;
};

/**
 * Stays focusable when there is no page that way (aria-disabled, not disabled): a keyboard user
 * who pressed Next to the last page keeps their place instead of falling back to the document.
 */
function PageButton({ to, enabled, onPage, size, children }: StepProps) {
  return (
    <Button
      variant="outline"
      size={size}
      aria-disabled={!enabled}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => {
        if (enabled) onPage(to);
      }}
    >
      {children}
    </Button>
  );
}

function PageLink({ to, enabled, onPage, anchor, size, children }: StepProps) {
  const { search } = useLocation();
  if (!enabled) {
    return (
      <PageButton to={to} enabled={false} onPage={onPage} size={size}>
        {children}
      </PageButton>
    );
  }
  const params = new URLSearchParams(search);
  if (to > 1) params.set('page', String(to));
  else params.delete('page');
  return (
    <Button asChild variant="outline" size={size}>
      <Link
        to={{ search: params.toString(), hash: anchor ? `#${anchor}` : '' }}
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
