import type { IgsumProductCategory, LaptopCategory } from '@shop/contract/catalog';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import { BRANDS, type Brand } from './brands';

/** `public` counts the products a visitor sees (active ones); `admin` counts them all. */
export type CountScope = 'public' | 'admin';

export type ProductCategory = LaptopCategory | IgsumProductCategory;

/** A brand's product categories by name, with how many products each holds. */
export async function listProductCategories(
  db: Db | Tx,
  brand: Brand,
  scope: CountScope,
  id?: number,
): Promise<ProductCategory[]> {
  const c = productCategories;
  const p = products;
  const rows = await db
    .select({ id: c.id, name: c.name, slug: c.slug, icon: c.icon, product_count: count(p.id) })
    .from(c)
    .leftJoin(
      p,
      and(
        eq(p.brand, c.brand),
        eq(p.categoryId, c.id),
        scope === 'public' ? eq(p.isActive, true) : undefined,
      ),
    )
    .where(and(eq(c.brand, brand), id === undefined ? undefined : eq(c.id, id)))
    .groupBy(c.brand, c.id)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  return BRANDS[brand].categoryIcons ? rows : rows.map(({ icon: _icon, ...row }) => row);
}
