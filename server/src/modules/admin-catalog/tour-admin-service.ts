import { DEFAULT_TAX_CODE } from '@shop/contract/receipts';
import type { AdminCreateTourBody, AdminTour, AdminUpdateTourBody } from '@shop/contract/tours';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { tourCategories, tours, tourTranslations } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/db-errors.ts';
import { imageColumnsAfterUpdate } from '#server/modules/catalog/image-url.ts';
import { ADMIN_LOCALE, saveTranslation } from '#server/modules/catalog/translations.ts';
import { findAdminTour } from '#server/modules/tours/tour-queries.ts';
import { slugTaken } from './slug-taken';

const CATEGORY_NOT_FOUND = 'Tour category not found.';

export class TourAdminService {
  constructor(private readonly db: Db) {}

  async create(actor: AuditActor, input: AdminCreateTourBody): Promise<AdminTour> {
    return this.db.transaction(async (tx) => {
      await assertCategory(tx, input.category);
      const [row] = await tx
        .insert(tours)
        .values({
          title: input.title,
          // Empty: the trigger makes one from the title (docs/seo.md).
          slug: input.slug ?? '',
          description: input.description,
          price: input.price,
          originalPrice: input.original_price ?? null,
          categoryId: input.category,
          imageUrl: input.image_url ?? null,
          duration: input.duration,
          difficultyLevel: input.difficulty_level,
          maxParticipants: input.max_participants,
          availableDates: input.available_dates ?? [],
          highlights: input.highlights ?? [],
          isFeatured: input.is_featured ?? false,
          isActive: input.is_active ?? true,
          taxCode: input.tax_code ?? DEFAULT_TAX_CODE,
        })
        .returning({ id: tours.id })
        .catch(rethrowWriteError);
      const id = row!.id;
      await saveTourTexts(tx, id, input);
      await recordAudit(tx, actor, 'tour.create', { type: 'tour', id }, { title: input.title });
      return (await findAdminTour(tx, id))!;
    });
  }

  async update(actor: AuditActor, id: number, changes: AdminUpdateTourBody): Promise<AdminTour> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ image: tours.image })
        .from(tours)
        .where(eq(tours.id, id))
        .for('update');
      if (!current) throw AppError.notFound('Tour not found.');
      if (changes.category !== undefined) await assertCategory(tx, changes.category);
      const set: Partial<typeof tours.$inferInsert> = { updatedAt: new Date() };
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.slug !== undefined) set.slug = changes.slug;
      if (changes.description !== undefined) set.description = changes.description;
      if (changes.price !== undefined) set.price = changes.price;
      if (changes.original_price !== undefined) set.originalPrice = changes.original_price;
      if (changes.category !== undefined) set.categoryId = changes.category;
      if (changes.duration !== undefined) set.duration = changes.duration;
      if (changes.difficulty_level !== undefined) set.difficultyLevel = changes.difficulty_level;
      if (changes.max_participants !== undefined) set.maxParticipants = changes.max_participants;
      if (changes.available_dates !== undefined) set.availableDates = changes.available_dates;
      if (changes.highlights !== undefined) set.highlights = changes.highlights;
      if (changes.is_featured !== undefined) set.isFeatured = changes.is_featured;
      if (changes.is_active !== undefined) set.isActive = changes.is_active;
      if (changes.tax_code !== undefined) set.taxCode = changes.tax_code;
      Object.assign(set, imageColumnsAfterUpdate(current.image, null, changes.image_url));
      await tx.update(tours).set(set).where(eq(tours.id, id)).catch(rethrowWriteError);
      await saveTourTexts(tx, id, changes);
      await recordAudit(tx, actor, 'tour.update', { type: 'tour', id }, { fields: Object.keys(changes) });
      return (await findAdminTour(tx, id))!;
    });
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Booked order lines keep their name, price and date (order_items: ON DELETE SET NULL).
      const [row] = await tx.delete(tours).where(eq(tours.id, id)).returning({ title: tours.title });
      if (!row) throw AppError.notFound('Tour not found.');
      await recordAudit(tx, actor, 'tour.delete', { type: 'tour', id }, { title: row.title });
    });
  }
}

/** The Swahili texts the body gave; an empty list of highlights falls back to the English ones. */
function saveTourTexts(tx: Tx, id: number, body: AdminUpdateTourBody) {
  const highlights = body.highlights_sw?.length === 0 ? null : body.highlights_sw;
  return saveTranslation(
    tx,
    tourTranslations,
    { tourId: id, locale: ADMIN_LOCALE },
    { title: body.title_sw, description: body.description_sw, duration: body.duration_sw, highlights },
    'title_sw',
  );
}

async function assertCategory(tx: Tx, categoryId: number) {
  const [category] = await tx
    .select({ id: tourCategories.id })
    .from(tourCategories)
    .where(eq(tourCategories.id, categoryId));
  if (!category) throw AppError.field('category', CATEGORY_NOT_FOUND);
}

function rethrowWriteError(err: unknown): never {
  if (isForeignKeyViolation(err)) throw AppError.field('category', CATEGORY_NOT_FOUND);
  if (isUniqueViolation(err)) throw slugTaken('another tour');
  throw err;
}
