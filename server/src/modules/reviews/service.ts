import { ERROR_CODES } from '@shop/contract/errors';
import type { Review } from '@shop/contract/reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { productReviews, products, tourReviews, tours } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';

/** A product of one brand, or a tour: tours keep their reviews apart (docs/catalogue.md). */
export type ReviewTarget = Brand | 'tour';

export type ReviewInput = { itemId: number; rating: number; comment: string };

/** Where the reviewed item, its reviews and its rating summary live. */
function targetOf(target: ReviewTarget, itemId: number) {
  if (target === 'tour') {
    return {
      items: tours,
      item: eq(tours.id, itemId),
      reviews: tourReviews,
      reviewsOfItem: eq(tourReviews.tourId, itemId),
      noun: 'Tour',
      field: 'tour',
    };
  }
  return {
    items: products,
    item: isProduct(target, itemId),
    reviews: productReviews,
    reviewsOfItem: and(eq(productReviews.brand, target), eq(productReviews.productId, itemId)),
    noun: 'Product',
    field: 'product',
  };
}

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
    const { items, item: isItem, noun, field } = targetOf(target, input.itemId);
    return this.db.transaction(async (tx) => {
      // Locking the item first queues concurrent reviews of it, so each recount sees the
      // reviews committed before it (on PostgreSQL a later statement takes a fresh snapshot).
      const [item] = await tx.select({ isActive: items.isActive }).from(items).where(isItem).for('update');
      if (!item) throw AppError.notFound(`${noun} not found.`);
      if (!item.isActive)
        throw AppError.refused(
          400,
          ERROR_CODES.validation,
          target === 'tour' ? 'tourGone' : 'productUnavailable',
          {},
          field,
        );

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
  return tx
    .insert(productReviews)
    .values({ brand: target, userId, productId: itemId, rating, comment })
    .onConflictDoUpdate({
      target: [productReviews.userId, productReviews.brand, productReviews.productId],
      set,
    })
    .returning(returnedColumns(productReviews));
}

function returnedColumns(reviews: typeof productReviews | typeof tourReviews) {
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
  const { items, item, reviews, reviewsOfItem } = targetOf(target, itemId);
  const [summary] = await tx
    .select({
      rating: sql<string>`coalesce(round(avg(${reviews.rating}), 2), 0)`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(reviewsOfItem);
  await tx.update(items).set({ rating: summary!.rating, reviewCount: summary!.count }).where(item);
}
