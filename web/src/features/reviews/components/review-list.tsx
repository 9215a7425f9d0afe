import type { Review } from '@shop/contract/reviews';
import { MessageSquare } from 'lucide-react';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';

export function ReviewList({
  reviews,
  total,
  item = 'laptop',
}: {
  reviews: Review[];
  total: number;
  /** What is reviewed, for the empty list's invitation. */
  item?: 'laptop' | 'tour' | 'product';
}) {
  const { t, locale } = useT();
  if (reviews.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <MessageSquare className="size-4" aria-hidden />
        {t(`reviews.none.${item}`)}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t('reviews.list')} className="grid gap-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-line p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {/* docs/privacy.md: a deleted account's review keeps no name. */}
              <span className="font-semibold">{review.user.username || t('reviews.erased')}</span>
              <time dateTime={review.updated_at} className="text-xs text-muted">
                {formatDate(review.updated_at, locale)}
              </time>
            </div>
            <StarRating rating={review.rating} className="mt-1" />
            {review.comment ? <p className="mt-2 text-sm whitespace-pre-line">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
      {total > reviews.length ? (
        <p className="text-sm text-muted">{t('reviews.newest', { shown: reviews.length, total })}</p>
      ) : null}
    </>
  );
}
