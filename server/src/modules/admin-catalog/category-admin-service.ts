import { slugify } from '@shop/contract/catalog';
import { MAX_CATEGORIES } from '@shop/contract/constants';
import type { AdminTourCategory } from '@shop/contract/tours';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  productCategories,
  productCategoryTranslations,
  products,
  tourCategories,
  tourCategoryTranslations,
  tours,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/db-errors.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import {
  type AdminProductCategory,
  listAdminProductCategories,
} from '#server/modules/catalog/category-queries.ts';
import { ADMIN_LOCALE, saveTranslation } from '#server/modules/catalog/translations.ts';
import { listAdminTourCategories } from '#server/modules/tours/tour-queries.ts';

/** Columns only some categories have. */
type ExtraColumns = { icon?: string; description?: string };

/** The categories one admin page edits: one brand's product categories, or the tour categories. */
export type CategorySet<Dto> = {
  table: typeof productCategories | typeof tourCategories;
  /** This set's rows within the table; slugs are unique within it. */
  scope: SQL | undefined;
  /** What every new row of this set carries. */
  newRow: { brand?: Brand };
  countMembers(tx: Tx, categoryId: number): Promise<number>;
  /** What the category holds, for the message that refuses to delete it. */
  noun: 'product' | 'tour';
  /** The audit log's entity type. */
  entity: string;
  read(tx: Tx, id: number): Promise<Dto | undefined>;
  /** Writes the Swahili texts the body gave (docs/catalogue.md, "Languages"). */
  saveTexts(tx: Tx, id: number, texts: SwahiliTexts): Promise<void>;
};

type SwahiliTexts = { name_sw?: string | null; slug_sw?: string | null; description_sw?: string | null };
export type CategoryInput = { name: string; slug?: string } & ExtraColumns & SwahiliTexts;
export type CategoryChanges = Partial<CategoryInput>;

const DUPLICATE_SLUG = 'A category with this slug already exists.';
const TOO_MANY_CATEGORIES = `A shop holds at most ${MAX_CATEGORIES} categories here: join or delete some first.`;

export function productCategorySet(brand: Brand): CategorySet<AdminProductCategory> {
  return {
    table: productCategories,
    scope: eq(productCategories.brand, brand),
    newRow: { brand },
    async countMembers(tx, id) {
      const [row] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.brand, brand), eq(products.categoryId, id)));
      return row?.n ?? 0;
    },
    noun: 'product',
    entity: BRANDS[brand].categoryEntity,
    read: async (tx, id) => (await listAdminProductCategories(tx, brand, id))[0],
    saveTexts: (tx, id, texts) =>
      saveTranslation(
        tx,
        productCategoryTranslations,
        { brand, categoryId: id, locale: ADMIN_LOCALE },
        { name: texts.name_sw, slug: texts.slug_sw },
        'slug_sw',
      ),
  };
}

export const TOUR_CATEGORIES: CategorySet<AdminTourCategory> = {
  table: tourCategories,
  scope: undefined,
  newRow: {},
  async countMembers(tx, id) {
    const [row] = await tx.select({ n: count() }).from(tours).where(eq(tours.categoryId, id));
    return row?.n ?? 0;
  },
  noun: 'tour',
  entity: 'tour_category',
  read: async (tx, id) => (await listAdminTourCategories(tx, id))[0],
  saveTexts: (tx, id, texts) =>
    saveTranslation(
      tx,
      tourCategoryTranslations,
      { categoryId: id, locale: ADMIN_LOCALE },
      { name: texts.name_sw, slug: texts.slug_sw, description: texts.description_sw },
      'slug_sw',
    ),
};

export class CategoryAdminService {
  constructor(private readonly db: Db) {}

  async create<Dto>(actor: AuditActor, kind: CategorySet<Dto>, input: CategoryInput): Promise<Dto> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(kind.table).where(kind.scope);
      if ((held?.n ?? 0) >= MAX_CATEGORIES) throw AppError.conflict(TOO_MANY_CATEGORIES);
      const slug = await availableSlug(tx, kind, input.slug ?? slugify(input.name));
      const [row] = await tx
        .insert(kind.table)
        .values({ name: input.name, slug, ...kind.newRow, ...extraColumns(input) })
        .returning({ id: kind.table.id })
        .catch(rethrowDuplicateSlug);
      const id = row!.id;
      await kind.saveTexts(tx, id, input);
      await recordAudit(tx, actor, 'category.create', { type: kind.entity, id }, { name: input.name, slug });
      return (await kind.read(tx, id))!;
    });
  }

  async update<Dto>(actor: AuditActor, kind: CategorySet<Dto>, id: number, changes: CategoryChanges) {
    return this.db.transaction(async (tx): Promise<Dto> => {
      const t = kind.table;
      const [current] = await tx.select({ id: t.id }).from(t).where(isIn(kind, id)).for('update');
      if (!current) throw AppError.notFound('Category not found.');
      // A blank slug keeps the current one: renaming a category does not move its address.
      const slug = changes.slug === undefined ? undefined : await availableSlug(tx, kind, changes.slug, id);
      const set = {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(slug !== undefined && { slug }),
        ...extraColumns(changes),
      };
      if (Object.keys(set).length > 0) {
        await tx.update(t).set(set).where(isIn(kind, id)).catch(rethrowDuplicateSlug);
      }
      await kind.saveTexts(tx, id, changes);
      const swahili = (['name_sw', 'slug_sw', 'description_sw'] as const).filter(
        (f) => changes[f] !== undefined,
      );
      await recordAudit(
        tx,
        actor,
        'category.update',
        { type: kind.entity, id },
        { fields: [...Object.keys(set), ...swahili] },
      );
      return (await kind.read(tx, id))!;
    });
  }

  async remove<Dto>(actor: AuditActor, kind: CategorySet<Dto>, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const t = kind.table;
      const [current] = await tx.select({ name: t.name }).from(t).where(isIn(kind, id)).for('update');
      if (!current) throw AppError.notFound('Category not found.');
      const members = await kind.countMembers(tx, id);
      if (members > 0) throw inUse(kind, members);
      // A product added to it meanwhile makes the foreign key refuse the delete.
      await tx
        .delete(t)
        .where(isIn(kind, id))
        .catch((err: unknown) => {
          if (isForeignKeyViolation(err)) throw inUse(kind);
          throw err;
        });
      await recordAudit(tx, actor, 'category.delete', { type: kind.entity, id }, { name: current.name });
    });
  }
}

/** Category `id` of this set. */
function isIn<Dto>(kind: CategorySet<Dto>, id: number) {
  return and(kind.scope, eq(kind.table.id, id));
}

function extraColumns(input: ExtraColumns): ExtraColumns {
  return {
    ...(input.icon !== undefined && { icon: input.icon }),
    ...(input.description !== undefined && { description: input.description }),
  };
}

async function availableSlug<Dto>(tx: Tx, kind: CategorySet<Dto>, slug: string, exceptId?: number) {
  if (!slug) {
    throw AppError.field(
      'slug',
      'The name has no letters or digits to make a slug from: please enter a slug.',
    );
  }
  const t = kind.table;
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(kind.scope, eq(t.slug, slug), exceptId === undefined ? undefined : ne(t.id, exceptId)));
  if (taken) throw AppError.field('slug', DUPLICATE_SLUG);
  return slug;
}

/** Two admins creating the same slug at once both pass the check; the unique index settles it. */
function rethrowDuplicateSlug(err: unknown): never {
  if (isUniqueViolation(err)) throw AppError.field('slug', DUPLICATE_SLUG);
  throw err;
}

function inUse<Dto>(kind: CategorySet<Dto>, members?: number): AppError {
  const what = members === undefined ? `${kind.noun}s` : `${members} ${kind.noun}${members === 1 ? '' : 's'}`;
  return AppError.conflict(
    `This category still has ${what}. Move or delete ${members === 1 ? 'it' : 'them'} first.`,
  );
}
