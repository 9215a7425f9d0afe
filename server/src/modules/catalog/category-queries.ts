import type { IgsumProductCategory, LaptopCategory } from '@shop/contract/catalog';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { igsumProductCategories, igsumProducts, laptopProducts, productCategories } from '../../db/schema';

/** `public` counts the products a visitor sees (active ones); `admin` counts them all. */
export type CountScope = 'public' | 'admin';

export async function listLaptopCategories(
  db: Db | Tx,
  scope: CountScope,
  id?: number,
): Promise<LaptopCategory[]> {
  const c = productCategories;
  const p = laptopProducts;
  return db
    .select({ id: c.id, name: c.name, slug: c.slug, icon: c.icon, product_count: count(p.id) })
    .from(c)
    .leftJoin(p, and(eq(p.categoryId, c.id), scope === 'public' ? eq(p.isActive, true) : undefined))
    .where(id === undefined ? undefined : eq(c.id, id))
    .groupBy(c.id)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

export async function listIgsumCategories(
  db: Db | Tx,
  scope: CountScope,
  id?: number,
): Promise<IgsumProductCategory[]> {
  const c = igsumProductCategories;
  const p = igsumProducts;
  return db
    .select({ id: c.id, name: c.name, slug: c.slug, product_count: count(p.id) })
    .from(c)
    .leftJoin(p, and(eq(p.categoryId, c.id), scope === 'public' ? eq(p.isActive, true) : undefined))
    .where(id === undefined ? undefined : eq(c.id, id))
    .groupBy(c.id)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}
