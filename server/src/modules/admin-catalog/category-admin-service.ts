import type { IgsumProductCategory, LaptopCategory } from '@shop/contract/catalog';
import type { AdminTourCategory } from '@shop/contract/tours';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  igsumProductCategories,
  igsumProducts,
  laptopProducts,
  productCategories,
  tourCategories,
  tours,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { slugify } from '../../lib/slug';
import { listIgsumCategories, listLaptopCategories } from '../catalog/category-queries';
import { listAdminTourCategories } from '../tours/tour-queries';

/** Columns only some category tables have. */
type ExtraColumns = { icon?: string; description?: string };

/** One of the three category tables, what lives in it, and how the admin list shows it. */
export type CategoryKind<Dto> = {
  table: typeof productCategories | typeof igsumProductCategories | typeof tourCategories;
  countMembers(tx: Tx, categoryId: number): Promise<number>;
  /** What the category holds, for the message that refuses to delete it. */
  noun: 'product' | 'tour';
  entity: 'product_category' | 'igsum_product_category' | 'tour_category';
  read(tx: Tx, id: number): Promise<Dto | undefined>;
};

export type CategoryInput = { name: string; slug?: string } & ExtraColumns;
export type CategoryChanges = Partial<CategoryInput>;

const DUPLICATE_SLUG = 'A category with this slug already exists.';

async function countWhere(
  tx: Tx,
  table: typeof laptopProducts | typeof igsumProducts | typeof tours,
  id: number,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.categoryId, id));
  return row?.n ?? 0;
}

export const LAPTOP_CATEGORIES: CategoryKind<LaptopCategory> = {
  table: productCategories,
  countMembers: (tx, id) => countWhere(tx, laptopProducts, id),
  noun: 'product',
  entity: 'product_category',
  read: async (tx, id) => (await listLaptopCategories(tx, 'admin', id))[0],
};

export const IGSUM_CATEGORIES: CategoryKind<IgsumProductCategory> = {
  table: igsumProductCategories,
  countMembers: (tx, id) => countWhere(tx, igsumProducts, id),
  noun: 'product',
  entity: 'igsum_product_category',
  read: async (tx, id) => (await listIgsumCategories(tx, 'admin', id))[0],
};

export const TOUR_CATEGORIES: CategoryKind<AdminTourCategory> = {
  table: tourCategories,
  countMembers: (tx, id) => countWhere(tx, tours, id),
  noun: 'tour',
  entity: 'tour_category',
  read: async (tx, id) => (await listAdminTourCategories(tx, id))[0],
};

export class CategoryAdminService {
  constructor(private readonly db: Db) {}

  async create<Dto>(actor: AuditActor, kind: CategoryKind<Dto>, input: CategoryInput): Promise<Dto> {
    return this.db.transaction(async (tx) => {
      const slug = await availableSlug(tx, kind, input.slug ?? slugify(input.name));
      const [row] = await tx
        .insert(kind.table)
        .values({ name: input.name, slug, ...extraColumns(input) })
        .returning({ id: kind.table.id })
        .catch(rethrowDuplicateSlug);
      const id = row!.id;
      await recordAudit(tx, actor, 'category.create', { type: kind.entity, id }, { name: input.name, slug });
      return (await kind.read(tx, id))!;
    });
  }

  async update<Dto>(actor: AuditActor, kind: CategoryKind<Dto>, id: number, changes: CategoryChanges) {
    return this.db.transaction(async (tx): Promise<Dto> => {
      const t = kind.table;
      const [current] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
      if (!current) throw AppError.notFound('Category not found.');
      // A blank slug keeps the current one: renaming a category does not move its address.
      const slug = changes.slug === undefined ? undefined : await availableSlug(tx, kind, changes.slug, id);
      const set = {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(slug !== undefined && { slug }),
        ...extraColumns(changes),
      };
      if (Object.keys(set).length > 0) {
        await tx.update(t).set(set).where(eq(t.id, id)).catch(rethrowDuplicateSlug);
      }
      await recordAudit(
        tx,
        actor,
        'category.update',
        { type: kind.entity, id },
        { fields: Object.keys(set) },
      );
      return (await kind.read(tx, id))!;
    });
  }

  async remove<Dto>(actor: AuditActor, kind: CategoryKind<Dto>, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const t = kind.table;
      const [current] = await tx.select({ name: t.name }).from(t).where(eq(t.id, id)).for('update');
      if (!current) throw AppError.notFound('Category not found.');
      const members = await kind.countMembers(tx, id);
      if (members > 0) throw inUse(kind, members);
      // A product added to it meanwhile makes the foreign key refuse the delete.
      await tx
        .delete(t)
        .where(eq(t.id, id))
        .catch((err: unknown) => {
          if (isForeignKeyViolation(err)) throw inUse(kind);
          throw err;
        });
      await recordAudit(tx, actor, 'category.delete', { type: kind.entity, id }, { name: current.name });
    });
  }
}

function extraColumns(input: ExtraColumns): ExtraColumns {
  return {
    ...(input.icon !== undefined && { icon: input.icon }),
    ...(input.description !== undefined && { description: input.description }),
  };
}

async function availableSlug<Dto>(tx: Tx, kind: CategoryKind<Dto>, slug: string, exceptId?: number) {
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
    .where(and(eq(t.slug, slug), exceptId === undefined ? undefined : ne(t.id, exceptId)));
  if (taken) throw AppError.field('slug', DUPLICATE_SLUG);
  return slug;
}

/** Two admins creating the same slug at once both pass the check; the unique index settles it. */
function rethrowDuplicateSlug(err: unknown): never {
  if (isUniqueViolation(err)) throw AppError.field('slug', DUPLICATE_SLUG);
  throw err;
}

function inUse<Dto>(kind: CategoryKind<Dto>, members?: number): AppError {
  const what = members === undefined ? `${kind.noun}s` : `${members} ${kind.noun}${members === 1 ? '' : 's'}`;
  return AppError.conflict(
    `This category still has ${what}. Move or delete ${members === 1 ? 'it' : 'them'} first.`,
  );
}
