import { DETAIL_REVIEWS_LIMIT } from '@shop/contract/catalog';
import type { Review } from '@shop/contract/reviews';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productReviews, tourReviews, users } from '#server/db/schema.ts';
import type { Brand } from './brands';

type ReviewSource = { brand: Brand; productId: number } | { tourId: number };

/** The newest DETAIL_REVIEWS_LIMIT reviews of a product or a tour, newest first, with their authors. */
export async function newestReviews(db: Db, source: ReviewSource): Promise<Review[]> {
  const r = 'tourId' in source ? tourReviews : productReviews;
  const about =
    'tourId' in source
      ? eq(tourReviews.tourId, source.tourId)
      : and(eq(productReviews.brand, source.brand), eq(productReviews.productId, source.productId));
  const rows = await db
    .select({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      userId: users.id,
      // docs/privacy.md: the review of a deleted account stays, without its name.
      username: sql<string>`case when ${users.erasedAt} is null then ${users.username} else '' end`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(about)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(DETAIL_REVIEWS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: { id: row.userId, username: row.username },
  }));
}
