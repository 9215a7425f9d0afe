import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type PagerProps = {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  label: string;
};

/** Previous / Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pageSize, count, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
