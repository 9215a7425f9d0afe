import type {
  AdminIgsumProductCategory,
  AdminLaptopCategory,
  IgsumProductCategory,
  LaptopCategory,
} from '@shop/contract/catalog';
import type { Locale } from '@shop/contract/locale';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { productCategories, productCategoryTranslations, products } from '#server/db/schema.ts';
import { BRANDS, type Brand } from './brands';
import { ADMIN_LOCALE, categoryTranslationOf, orEnglish } from './translations';

/** `public` counts the products a visitor sees (active ones); `admin` counts them all. */
export type CountScope = 'public' | 'admin';

export type ProductCategory = LaptopCategory | IgsumProductCategory;
export type AdminProductCategory = AdminLaptopCategory | AdminIgsumProductCategory;

/**
 * A brand's product categories by name, with how many products each holds: a visitor's in
 * `lang` (English where a text has no translation), the admin's in English beside the Swahili.
 */
export async function listProductCategories(
  db: Db | Tx,
  brand: Brand,
  scope: CountScope,
  {
    id,
    lang = 'en',
    counted,
  }: {
    id?: number;
    lang?: Locale;
    /** The public counts when the visitors' list in memory has them (product-list-copy.ts). */
    counted?: Map<number, number>;
  } = {},
): Promise<ProductCategory[]> {
  const c = productCategories;
  const ct = productCategoryTranslations;
  const p = products;
  const translated = scope === 'public' && lang !== 'en';
  const name = translated ? orEnglish<string>(ct.name, c.name) : c.name;
  // Counted per category before the join, through the (brand, category_id) index: joining every
  // product to its category and grouping the wide rows took 12 ms at 10,000 laptops.
  const counts = db
    .select({ categoryId: p.categoryId, n: count().as('n') })
    .from(p)
    .where(and(eq(p.brand, brand), scope === 'public' ? eq(p.isActive, true) : undefined))
    .groupBy(p.categoryId)
    .as('counts');
  const columns = {
    id: c.id,
    name,
    slug: translated ? orEnglish<string>(ct.slug, c.slug) : c.slug,
    icon: c.icon,
    product_count: counted ? sql<number>`0` : sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
  };
  const where = and(eq(c.brand, brand), id === undefined ? undefined : eq(c.id, id));
  // The admin edits the Swahili beside the English; a visitor reads one language.
  const locale = scope === 'admin' ? ADMIN_LOCALE : translated ? lang : undefined;
  const admin = { ...columns, name_sw: ct.name, slug_sw: ct.slug };
  let query = db
    .select(scope === 'admin' ? admin : (columns as typeof admin))
    .from(c)
    .$dynamic();
  // The columns are named above, so the join leaves the rows' type as it is (nullable texts aside).
  if (locale) query = query.leftJoin(ct, categoryTranslationOf(locale)) as unknown as typeof query;
  if (!counted) query = query.leftJoin(counts, eq(counts.categoryId, c.id));
  const rows = (await query.where(where).orderBy(asc(sql`lower(${name})`), asc(c.id))).map((row) =>
    counted ? { ...row, product_count: counted.get(row.id) ?? 0 } : row,
  );
  return BRANDS[brand].categoryIcons ? rows : rows.map(({ icon: _icon, ...row }) => row);
}

/** The admin's list: every product counted, the Swahili texts beside the English ones. */
export async function listAdminProductCategories(
  db: Db | Tx,
  brand: Brand,
  id?: number,
): Promise<AdminProductCategory[]> {
  return (await listProductCategories(db, brand, 'admin', { id })) as AdminProductCategory[];
}
