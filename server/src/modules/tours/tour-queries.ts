import type { Locale } from '@shop/contract/locale';
import type {
  AdminTour,
  AdminTourCategory,
  GalleryImage,
  ListToursQuery,
  Tour,
  TourCategory,
} from '@shop/contract/tours';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  galleryImages,
  orders,
  tourCategories,
  tourCategoryTranslations,
  tours,
  tourTranslations,
} from '#server/db/schema.ts';
import { listWindow } from '#server/lib/list-window.ts';
import { BRANDS, TOUR_BRAND } from '#server/modules/catalog/brands.ts';
import { displayImageUrl } from '#server/modules/catalog/image-url.ts';
import { containsPattern } from '#server/modules/catalog/like-pattern.ts';
import { ADMIN_LOCALE, orEnglish } from '#server/modules/catalog/translations.ts';

const tt = tourTranslations;
const tct = tourCategoryTranslations;

/**
 * Which texts a read shows (docs/catalogue.md, "Languages"): English alone, read without a join;
 * a visitor's language with English where it has none; the admin's English beside the Swahili.
 */
type Texts = { kind: 'english' } | { kind: 'translated' | 'admin'; locale: Locale };

function textsOf(scope: 'public' | 'admin', lang: Locale = 'en'): Texts {
  if (scope === 'admin') return { kind: 'admin', locale: ADMIN_LOCALE };
  return lang === 'en' ? { kind: 'english' } : { kind: 'translated', locale: lang };
}

function tourColumns(texts: Texts) {
  const english = { tour: tours, categoryName: tourCategories.name };
  const joined = {
    tour: tours,
    categoryName:
      texts.kind === 'translated' ? orEnglish<string>(tct.name, tourCategories.name) : tourCategories.name,
    texts: { title: tt.title, description: tt.description, duration: tt.duration, highlights: tt.highlights },
  };
  // An English read selects no translation: its rows come without `texts`.
  return texts.kind === 'english' ? (english as typeof joined) : joined;
}

/** Tours joined to their category, and to both one's texts in the language the read shows. */
function toursRead(db: Db | Tx, texts: Texts) {
  const query = db
    .select(tourColumns(texts))
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .$dynamic();
  if (texts.kind === 'english') return query;
  // The columns are named above, so the joins leave the rows' type as it is.
  return query
    .leftJoin(tt, and(eq(tt.tourId, tours.id), eq(tt.locale, texts.locale)))
    .leftJoin(
      tct,
      and(eq(tct.categoryId, tourCategories.id), eq(tct.locale, texts.locale)),
    ) as unknown as typeof query;
}

type TourTexts = {
  title: string | null;
  description: string | null;
  duration: string | null;
  highlights: string[] | null;
};
type TourRow = { tour: typeof tours.$inferSelect; categoryName: string; texts?: TourTexts | null };

function toTourDto({ tour, categoryName, texts: translated }: TourRow, texts: Texts): AdminTour | Tour {
  const shown = texts.kind === 'translated' ? translated : null;
  const dto: Tour = {
    id: tour.id,
    title: shown?.title ?? tour.title,
    // The page's address keeps the English slug in both languages (docs/seo.md).
    slug: tour.slug,
    description: shown?.description ?? tour.description,
    price: tour.price,
    original_price: tour.originalPrice,
    currency: BRANDS[TOUR_BRAND].currency,
    category: tour.categoryId,
    category_name: categoryName,
    image_url: displayImageUrl(tour.image, tour.imageUrl),
    duration: shown?.duration ?? tour.duration,
    difficulty_level: tour.difficultyLevel,
    max_participants: tour.maxParticipants,
    available_dates: [...tour.availableDates].sort(),
    highlights: shown?.highlights?.length ? shown.highlights : tour.highlights,
    is_featured: tour.isFeatured,
    is_active: tour.isActive,
    rating: Math.round(Number(tour.rating) * 10) / 10,
    review_count: tour.reviewCount,
    created_at: tour.createdAt.toISOString(),
  };
  if (texts.kind !== 'admin') return dto;
  return {
    ...dto,
    title_sw: translated?.title ?? null,
    description_sw: translated?.description ?? null,
    duration_sw: translated?.duration ?? null,
    highlights_sw: translated?.highlights ?? null,
    tax_code: tour.taxCode,
  };
}

/** A visitor reading another language finds a tour by its texts in either (docs/catalogue.md). */
function textMatches(search: string, texts: Texts): SQL {
  const pattern = containsPattern(search);
  const columns = [
    tours.title,
    tours.description,
    ...(texts.kind === 'translated' ? [tt.title, tt.description] : []),
  ];
  return or(...columns.map((column) => ilike(column, pattern)))!;
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
  const texts = textsOf(scope, query.lang);
  const rows = await toursRead(db, texts)
    .where(
      and(
        scope === 'public' ? eq(tours.isActive, true) : undefined,
        query.category ? eq(tours.categoryId, query.category) : undefined,
        query.difficulty ? eq(tours.difficultyLevel, query.difficulty) : undefined,
        query.min_price ? gte(tours.price, query.min_price) : undefined,
        query.max_price ? lte(tours.price, query.max_price) : undefined,
        query.search ? textMatches(query.search, texts) : undefined,
        query.featured === undefined ? undefined : eq(tours.isFeatured, query.featured),
      ),
    )
    .orderBy(desc(tours.isFeatured), asc(tours.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toTourDto(row, texts));
}

/** A tour as a visitor reads it in `lang`, or as the admin edits it (AdminTour). */
export async function findTour(
  db: Db | Tx,
  id: number,
  scope: 'public' | 'admin',
  lang?: Locale,
): Promise<Tour | undefined> {
  const texts = textsOf(scope, lang);
  const [row] = await toursRead(db, texts).where(
    and(eq(tours.id, id), scope === 'public' ? eq(tours.isActive, true) : undefined),
  );
  return row && toTourDto(row, texts);
}

/** A tour as the admin edits it: its English texts beside its Swahili ones. */
export async function findAdminTour(db: Db | Tx, id: number): Promise<AdminTour | undefined> {
  return (await findTour(db, id, 'admin')) as AdminTour | undefined;
}

/** docs/seo.md: the active tour whose page is at `slug`, in `lang`. */
export async function findTourBySlug(db: Db, slug: string, lang?: Locale): Promise<Tour | undefined> {
  const texts = textsOf('public', lang);
  const [row] = await toursRead(db, texts).where(and(eq(tours.slug, slug), eq(tours.isActive, true)));
  return row && toTourDto(row, texts);
}

/** Every tour, active or not, as the admin edits them. */
export async function listAdminTours(db: Db, query: Partial<ListToursQuery> = {}): Promise<AdminTour[]> {
  return (await listTours(db, 'admin', query)) as AdminTour[];
}

/**
 * Tour categories in id order (docs/catalogue.md numbers them: 1 Adventure, 2 Cultural, ...), in
 * `lang`, English where a text has no translation.
 */
export async function listTourCategories(db: Db, lang: Locale = 'en'): Promise<TourCategory[]> {
  const c = tourCategories;
  if (lang === 'en') {
    return db
      .select({ id: c.id, name: c.name, slug: c.slug, description: c.description })
      .from(c)
      .orderBy(asc(c.id));
  }
  return db
    .select({
      id: c.id,
      name: orEnglish<string>(tct.name, c.name),
      slug: orEnglish<string>(tct.slug, c.slug),
      description: orEnglish<string>(tct.description, c.description),
    })
    .from(c)
    .leftJoin(tct, and(eq(tct.categoryId, c.id), eq(tct.locale, lang)))
    .orderBy(asc(c.id));
}

/** The admin list: every category with its number of tours, active or not, and its Swahili texts. */
export async function listAdminTourCategories(db: Db | Tx, id?: number): Promise<AdminTourCategory[]> {
  const c = tourCategories;
  return db
    .select({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      tour_count: count(tours.id),
      name_sw: tct.name,
      slug_sw: tct.slug,
      description_sw: tct.description,
    })
    .from(c)
    .leftJoin(tct, and(eq(tct.categoryId, c.id), eq(tct.locale, ADMIN_LOCALE)))
    .leftJoin(tours, eq(tours.categoryId, c.id))
    .where(id === undefined ? undefined : eq(c.id, id))
    .groupBy(c.id, tct.categoryId, tct.locale)
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
