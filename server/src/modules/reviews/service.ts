import type { Review } from '@shop/contract/reviews';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  igsumProductReviews,
  igsumProducts,
  laptopProducts,
  laptopReviews,
  tourReviews,
  tours,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** What is reviewed, and where its reviews and its rating summary live. */
const TARGETS = {
  laptop: { items: laptopProducts, reviews: laptopReviews, key: laptopReviews.productId, noun: 'Product' },
  igsumProduct: {
    items: igsumProducts,
    reviews: igsumProductReviews,
    key: igsumProductReviews.productId,
    noun: 'Product',
  },
  tour: { items: tours, reviews: tourReviews, key: tourReviews.tourId, noun: 'Tour' },
} as const;
export type ReviewTarget = keyof typeof TARGETS;

export type ReviewInput = { itemId: number; rating: number; comment: string };

export class ReviewService {
  constructor(private readonly db: Db) {}

  /**
   * One review per user and item: a repeat replaces the first. The item's rating and
   * review_count are recomputed in the same transaction.
   */
  async save(
    target: ReviewTarget,
    user: { id: number; username: string },
    input: ReviewInput,
  ): Promise<{ review: Review; created: boolean }> {
    const { items, noun } = TARGETS[target];
    return this.db.transaction(async (tx) => {
      // Locking the item first queues concurrent reviews of it, so each recount sees the
      // reviews committed before it (on PostgreSQL a later statement takes a fresh snapshot).
      const [item] = await tx
        .select({ isActive: items.isActive })
        .from(items)
        .where(eq(items.id, input.itemId))
        .for('update');
      if (!item) throw AppError.notFound(`${noun} not found.`);
      if (!item.isActive) {
        const field = target === 'tour' ? 'tour' : 'product';
        throw AppError.field(field, `This ${noun.toLowerCase()} is no longer available.`);
      }

      const [saved] = await upsert(tx, target, user.id, input);
      await recount(tx, target, input.itemId);
      const review = saved!;
      return {
        created: review.created,
        review: {
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          created_at: review.createdAt.toISOString(),
          updated_at: review.updatedAt.toISOString(),
          user: { id: user.id, username: user.username },
        },
      };
    });
  }
}

/** Inserts the review, or replaces the user's earlier one; `created` tells which. */
function upsert(tx: Tx, target: ReviewTarget, userId: number, input: ReviewInput) {
  const { itemId, rating, comment } = input;
  const set = { rating, comment, updatedAt: new Date() };
  if (target === 'tour') {
    return tx
      .insert(tourReviews)
      .values({ userId, tourId: itemId, rating, comment })
      .onConflictDoUpdate({ target: [tourReviews.userId, tourReviews.tourId], set })
      .returning(returnedColumns(tourReviews));
  }
  const reviews = TARGETS[target].reviews;
  return tx
    .insert(reviews)
    .values({ userId, productId: itemId, rating, comment })
    .onConflictDoUpdate({ target: [reviews.userId, reviews.productId], set })
    .returning(returnedColumns(reviews));
}

function returnedColumns(reviews: (typeof TARGETS)[ReviewTarget]['reviews']) {
  return {
    id: reviews.id,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    // xmax is 0 on a freshly inserted row and set on one the conflict branch updated.
    created: sql<boolean>`(${reviews}.xmax = 0)`,
  };
}

/** The average rating (2 decimals) and the number of reviews, from the reviews themselves. */
async function recount(tx: Tx, target: ReviewTarget, itemId: number) {
  const { items, reviews, key } = TARGETS[target];
  const [summary] = await tx
    .select({
      rating: sql<string>`coalesce(round(avg(${reviews.rating}), 2), 0)`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(key, itemId));
  await tx
    .update(items)
    .set({ rating: summary!.rating, reviewCount: summary!.count })
    .where(eq(items.id, itemId));
}
