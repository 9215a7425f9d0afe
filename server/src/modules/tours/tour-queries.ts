import type {
  AdminTourCategory,
  GalleryImage,
  ListToursQuery,
  Tour,
  TourCategory,
} from '@shop/contract/tours';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, min, or } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { galleryImages, orders, tourCategories, tours } from '#server/db/schema.ts';
import { listWindow } from '#server/lib/list-window.ts';
import { BRANDS, TOUR_BRAND } from '#server/modules/catalog/brands.ts';
import { displayImageUrl } from '#server/modules/catalog/image-url.ts';
import { containsPattern } from '#server/modules/catalog/like-pattern.ts';

const tourColumns = {
  tour: tours,
  categoryName: tourCategories.name,
};

type TourRow = { tour: typeof tours.$inferSelect; categoryName: string };

function toTourDto({ tour, categoryName }: TourRow): Tour {
  return {
    id: tour.id,
    title: tour.title,
    slug: tour.slug,
    description: tour.description,
    price: tour.price,
    original_price: tour.originalPrice,
    currency: BRANDS[TOUR_BRAND].currency,
    category: tour.categoryId,
    category_name: categoryName,
    image_url: displayImageUrl(tour.image, tour.imageUrl),
    duration: tour.duration,
    difficulty_level: tour.difficultyLevel,
    max_participants: tour.maxParticipants,
    available_dates: [...tour.availableDates].sort(),
    highlights: tour.highlights,
    is_featured: tour.isFeatured,
    is_active: tour.isActive,
    rating: Math.round(Number(tour.rating) * 10) / 10,
    review_count: tour.reviewCount,
    created_at: tour.createdAt.toISOString(),
  };
}

/**
 * Tours matching every filter, featured first, then by id, one capped page of them
 * (docs/lists.md). Visitors see active tours only.
 */
export async function listTours(
  db: Db,
  scope: 'public' | 'admin',
  query: Partial<ListToursQuery> = {},
): Promise<Tour[]> {
  const { limit, offset } = listWindow(query);
  const rows = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(
      and(
        scope === 'public' ? eq(tours.isActive, true) : undefined,
        query.category ? eq(tours.categoryId, query.category) : undefined,
        query.difficulty ? eq(tours.difficultyLevel, query.difficulty) : undefined,
        query.min_price ? gte(tours.price, query.min_price) : undefined,
        query.max_price ? lte(tours.price, query.max_price) : undefined,
        query.search
          ? or(
              ilike(tours.title, containsPattern(query.search)),
              ilike(tours.description, containsPattern(query.search)),
            )
          : undefined,
        query.featured === undefined ? undefined : eq(tours.isFeatured, query.featured),
      ),
    )
    .orderBy(desc(tours.isFeatured), asc(tours.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toTourDto);
}

export async function findTour(
  db: Db | Tx,
  id: number,
  scope: 'public' | 'admin',
): Promise<Tour | undefined> {
  const [row] = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(and(eq(tours.id, id), scope === 'public' ? eq(tours.isActive, true) : undefined));
  return row && toTourDto(row);
}

/** docs/seo.md: the active tour whose page is at `slug`. */
export async function findTourBySlug(db: Db, slug: string): Promise<Tour | undefined> {
  const [row] = await db
    .select(tourColumns)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(and(eq(tours.slug, slug), eq(tours.isActive, true)));
  return row && toTourDto(row);
}

/** Tour categories in id order (docs/catalogue.md numbers them: 1 Adventure, 2 Cultural, ...). */
export async function listTourCategories(db: Db): Promise<TourCategory[]> {
  return db
    .select({
      id: tourCategories.id,
      name: tourCategories.name,
      slug: tourCategories.slug,
      description: tourCategories.description,
    })
    .from(tourCategories)
    .orderBy(asc(tourCategories.id));
}

/** The admin list: every category with its number of tours, active or not. */
export async function listAdminTourCategories(db: Db | Tx, id?: number): Promise<AdminTourCategory[]> {
  const c = tourCategories;
  return db
    .select({ id: c.id, name: c.name, slug: c.slug, description: c.description, tour_count: count(tours.id) })
    .from(c)
    .leftJoin(tours, eq(tours.categoryId, c.id))
    .where(id === undefined ? undefined : eq(c.id, id))
    .groupBy(c.id)
    .orderBy(asc(c.id));
}

export async function listGallery(db: Db): Promise<GalleryImage[]> {
  return db
    .select({
      id: galleryImages.id,
      title: galleryImages.title,
      image_url: galleryImages.imageUrl,
      alt: galleryImages.alt,
    })
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
}

/**
 * When the next unpaid booking hold runs out, if any: its seats go back on sale then, with no
 * write to announce it, so a cached seat count must not outlive it.
 */
export async function nextHoldExpiry(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orders.holdExpiresAt) })
    .from(orders)
    .where(
      and(eq(orders.seatsReleased, false), isNotNull(orders.holdExpiresAt), eq(orders.status, 'pending')),
    );
  return row?.at ?? null;
}
