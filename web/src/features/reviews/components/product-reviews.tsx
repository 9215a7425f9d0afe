import type { Review } from '@shop/contract/reviews';
import { lazy, Suspense } from 'react';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';
import { ReviewList } from './review-list';

// Only a signed-in customer gets the form: a visitor's first visit never loads it, nor the form
// library and zod it brings (docs/server-rendering.md).
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

type ProductReviewsProps = {
  productId: number;
  reviews: Review[];
  total: number;
  /** The signed-in user's id; null for a visitor, who is asked to sign in instead. */
  userId: number | null;
  onSaved: () => void;
};

/** A laptop's reviews and, for a signed-in customer, the form to add or replace theirs. */
export function ProductReviews({ productId, reviews, total, userId, onSaved }: ProductReviewsProps) {
  const previous = userId === null ? undefined : reviews.find((r) => r.user.id === userId);
  const { t } = useT();
  return (
    <section aria-labelledby="laptop-reviews" className="grid gap-4">
      <h3 id="laptop-reviews" className="font-semibold">
        {t('reviews.heading', { count: total })}
      </h3>
      <ReviewList reviews={reviews} total={total} />
      {userId === null ? (
        <p className="text-sm text-muted">
          {/* One link for the whole sentence: Lingui's <Trans> would put its code on every page. */}
          <Link to={paths.auth.href()} className="rounded font-semibold text-accent-text underline">
            {t('reviews.signInToWrite')}
          </Link>
        </p>
      ) : (
        <Suspense fallback={null}>
          {/* Keyed by the earlier review so the form starts from the saved rating after a save. */}
          <ReviewForm
            key={previous?.updated_at ?? 'new'}
            productId={productId}
            previous={previous}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </section>
  );
}
