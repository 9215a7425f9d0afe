import { z } from 'zod';
import {
  amountInput,
  BooleanInput,
  CategoryInput,
  CategoryName,
  categorySwahiliInput,
  countInput,
  ImageUrlInput,
  ItemSlugInput,
  optionalAmountInput,
  optionalParam,
  requiredText,
  SlugInput,
  stringListInput,
} from './catalog';
import { CappedListQuery, Currency, Id, Money } from './common';
import { TOUR_DIFFICULTIES } from './constants';
import { TaxCode } from './receipts';
import { Review } from './reviews';
import { LangParam, TranslatedText, translatedText } from './translations';

export { TOUR_DIFFICULTIES };
export const TourDifficulty = z.enum(TOUR_DIFFICULTIES, {
  error: `Choose one of: ${TOUR_DIFFICULTIES.join(', ')}`,
});
export type TourDifficulty = z.infer<typeof TourDifficulty>;

export const MAX_TOUR_PARTICIPANTS = 1000;
export const MAX_TOUR_DATES = 366;

/* -------------------------------------------------------------- responses */

/** A tour (prices in USD). GET /api/igsum/tours/ returns a plain array of these, capped (docs/lists.md). */
export const Tour = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The tour's address, unique: its page is ITEM_PAGES.tour.href(slug) (docs/seo.md). */
  slug: z.string(),
  description: z.string(),
  price: Money,
  original_price: Money.nullable(),
  currency: Currency,
  /** The tour category's id. */
  category: z.number().int(),
  category_name: z.string(),
  image_url: z.string().nullable(),
  /** Free text such as "3 days". */
  duration: z.string(),
  /** One of TOUR_DIFFICULTIES; typed as text so an unexpected stored value still displays. */
  difficulty_level: z.string(),
  /** Seats on each departure date. */
  max_participants: z.number().int(),
  /** Every departure date (YYYY-MM-DD), ascending, past ones included: book only future ones. */
  available_dates: z.array(z.string()),
  highlights: z.array(z.string()),
  is_featured: z.boolean(),
  /** Always true on the public endpoints, which hide inactive tours. */
  is_active: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  created_at: z.string(),
});
export type Tour = z.infer<typeof Tour>;
export const TourList = z.array(Tour);

/** A tour as the admin sees it: with its Swahili texts, null where English shows (docs/catalogue.md). */
export const AdminTour = Tour.extend({
  title_sw: TranslatedText,
  description_sw: TranslatedText,
  duration_sw: TranslatedText,
  highlights_sw: z.array(z.string()).nullable(),
  /** docs/receipts.md: its VAT class on receipts (A standard unless the admin sets another). */
  tax_code: TaxCode,
});
export type AdminTour = z.infer<typeof AdminTour>;
export const AdminTourList = z.array(AdminTour);

/** Seats still free on one departure date (unpaid bookings hold their seats for BOOKING_HOLD_MINUTES). */
export const TourDeparture = z.object({ date: z.string(), seats_left: z.number().int() });
export type TourDeparture = z.infer<typeof TourDeparture>;

/**
 * GET /api/igsum/tours/{id}/: the tour, its newest reviews (DETAIL_REVIEWS_LIMIT), and one
 * departure per bookable date: every available date from today on, ascending.
 */
export const TourDetail = Tour.extend({
  reviews: z.array(Review),
  departures: z.array(TourDeparture),
});
export type TourDetail = z.infer<typeof TourDetail>;

/** GET /api/igsum/categories/. */
export const TourCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type TourCategory = z.infer<typeof TourCategory>;

/** GET /api/admin/tour-categories/: with the number of tours (active or not) in it. */
export const AdminTourCategory = TourCategory.extend({
  tour_count: z.number().int(),
  name_sw: TranslatedText,
  slug_sw: TranslatedText,
  description_sw: TranslatedText,
});
export type AdminTourCategory = z.infer<typeof AdminTourCategory>;

/** GET /api/igsum/gallery/, in display order. */
export const GalleryImage = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  alt: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

/* ---------------------------------------------------------------- queries */

/** GET /api/igsum/tours/: active tours matching every filter given, featured first, then by id. */
export const ListToursQuery = CappedListQuery.extend({
  category: optionalParam(Id),
  difficulty: optionalParam(TourDifficulty),
  min_price: optionalParam(Money),
  max_price: optionalParam(Money),
  /** Case-insensitive substring of the title or the description. */
  search: optionalParam(z.string().trim().max(100, 'Search must be at most 100 characters')),
  featured: optionalParam(z.stringbool()),
  /** The language of the texts; `search` then matches the Swahili title and description too. */
  lang: LangParam,
});
export type ListToursQuery = z.infer<typeof ListToursQuery>;

/* ----------------------------------------------------------- admin bodies */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Departure dates: a JSON array or a comma-separated string (docs/catalogue.md), each YYYY-MM-DD;
 * trimmed, empties dropped, duplicates merged, sorted ascending.
 */
export const TourDatesInput = stringListInput(MAX_TOUR_DATES, 20)
  .superRefine((dates, ctx) => {
    for (const d of dates) {
      if (!isCalendarDate(d))
        ctx.addIssue({ code: 'custom', message: `"${d}" is not a date like 2026-07-15` });
    }
  })
  .transform((dates) => [...new Set(dates)].sort());

/** POST /api/admin/tours/ (JSON). is_featured defaults to false, is_active to true. */
export const AdminCreateTourBody = z.strictObject({
  title: requiredText('Title is required', 200),
  slug: ItemSlugInput,
  description: requiredText('Description is required', 10_000),
  price: amountInput('Price must be a positive number', { positive: true }),
  original_price: optionalAmountInput('Original price must be a positive number with at most two decimals'),
  category: CategoryInput,
  image_url: ImageUrlInput.optional(),
  duration: requiredText('Duration is required', 50),
  difficulty_level: TourDifficulty,
  max_participants: countInput(
    'Max participants must be a whole number of at least 1',
    1,
    MAX_TOUR_PARTICIPANTS,
  ),
  available_dates: TourDatesInput.optional(),
  highlights: stringListInput().optional(),
  is_featured: BooleanInput.optional(),
  is_active: BooleanInput.optional(),
  title_sw: translatedText('Swahili title', 200),
  description_sw: translatedText('Swahili description', 10_000),
  duration_sw: translatedText('Swahili duration', 50),
  /** Null or an empty list: the English highlights show. */
  highlights_sw: z.union([stringListInput(), z.null()]).optional(),
  /** docs/receipts.md: its VAT class on receipts; A (standard, 18%) when not given. */
  tax_code: TaxCode.optional(),
});
export type AdminCreateTourBody = z.infer<typeof AdminCreateTourBody>;
/** PUT /api/admin/tours/{id}/: any subset of the create fields. */
export const AdminUpdateTourBody = AdminCreateTourBody.partial();
export type AdminUpdateTourBody = z.infer<typeof AdminUpdateTourBody>;

/** POST /api/admin/tour-categories/. */
export const AdminCreateTourCategoryBody = z.strictObject({
  name: CategoryName,
  slug: SlugInput,
  description: z.string({ error: 'Description must be text' }).trim().max(2000).optional(),
  ...categorySwahiliInput,
  description_sw: translatedText('Swahili description', 2000),
});
export type AdminCreateTourCategoryBody = z.infer<typeof AdminCreateTourCategoryBody>;
export const AdminUpdateTourCategoryBody = AdminCreateTourCategoryBody.partial();
export type AdminUpdateTourCategoryBody = z.infer<typeof AdminUpdateTourCategoryBody>;
