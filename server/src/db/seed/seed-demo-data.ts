import { slugify } from '@shop/contract/catalog';
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  galleryImages,
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
  testimonials,
  tourCategories,
  tourCategoryTranslations,
  tours,
  tourTranslations,
} from '#server/db/schema.ts';
import { GALLERY_IMAGES } from './gallery';
import { IGSUM_CATEGORIES, IGSUM_PRODUCTS } from './igsum-products';
import { LAPTOP_CATEGORIES, LAPTOPS } from './laptops';
import {
  IGSUM_CATEGORIES_SW,
  IGSUM_PRODUCTS_SW,
  LAPTOP_CATEGORIES_SW,
  LAPTOPS_SW,
  TOUR_CATEGORIES_SW,
  TOURS_SW,
} from './swahili';
import { TESTIMONIALS } from './testimonials';
import { TOUR_CATEGORIES, TOURS } from './tours';

/** A category id by name; the data files are typed so an unknown name cannot get this far. */
function idOf(rows: readonly { id: number; name: string }[], name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`Demo data names an unknown category: ${name}`);
  return row.id;
}

/** A Swahili text by English name; the seed test checks that every demo item has one. */
function swahiliOf<T>(texts: Record<string, T>, name: string): T {
  const text = texts[name];
  if (text === undefined) throw new Error(`The demo data has no Swahili for: ${name}`);
  return text;
}

type Brand = 'fursa' | 'igsum';

/** Each seeded category's Swahili name and slug. */
async function translateCategories(
  tx: Tx,
  brand: Brand,
  rows: readonly { id: number; name: string }[],
  names: Record<string, string>,
) {
  await tx.insert(productCategoryTranslations).values(
    rows.map((row) => {
      const name = swahiliOf(names, row.name);
      return { brand, categoryId: row.id, locale: 'sw' as const, name, slug: slugify(name) };
    }),
  );
}

/** Each seeded product's Swahili name (where it has one of its own) and description. */
async function translateProducts(
  tx: Tx,
  brand: Brand,
  rows: readonly { id: number; name: string }[],
  texts: Record<string, { name?: string; description: string }>,
) {
  await tx.insert(productTranslations).values(
    rows.map((row) => {
      const { name, description } = swahiliOf(texts, row.name);
      return {
        brand,
        productId: row.id,
        locale: 'sw' as const,
        name: name ?? null,
        slug: name ? slugify(name) : null,
        description,
      };
    }),
  );
}

/**
 * Loads the demo catalogue a new shop starts with. The caller decides when (once, on an empty
 * database) and passes its transaction, so a failure leaves nothing half-seeded.
 */
export async function seedDemoData(tx: Tx): Promise<void> {
  const laptopCategoryRows = await tx
    .insert(productCategories)
    .values(
      LAPTOP_CATEGORIES.map(({ name, icon }) => ({
        brand: 'fursa' as const,
        name,
        slug: slugify(name),
        icon,
      })),
    )
    .returning({ id: productCategories.id, name: productCategories.name });
  const laptopRows = await tx
    .insert(products)
    .values(
      LAPTOPS.map(({ category, ...laptop }) => ({
        ...laptop,
        brand: 'fursa' as const,
        categoryId: idOf(laptopCategoryRows, category),
      })),
    )
    .returning({ id: products.id, name: products.name });
  await translateCategories(tx, 'fursa', laptopCategoryRows, LAPTOP_CATEGORIES_SW);
  await translateProducts(tx, 'fursa', laptopRows, LAPTOPS_SW);

  const igsumCategoryRows = await tx
    .insert(productCategories)
    .values(IGSUM_CATEGORIES.map((name) => ({ brand: 'igsum' as const, name, slug: slugify(name) })))
    .returning({ id: productCategories.id, name: productCategories.name });
  const igsumRows = await tx
    .insert(products)
    .values(
      IGSUM_PRODUCTS.map(({ category, ...product }) => ({
        ...product,
        brand: 'igsum' as const,
        categoryId: idOf(igsumCategoryRows, category),
      })),
    )
    .returning({ id: products.id, name: products.name });
  await translateCategories(tx, 'igsum', igsumCategoryRows, IGSUM_CATEGORIES_SW);
  await translateProducts(tx, 'igsum', igsumRows, IGSUM_PRODUCTS_SW);

  await tx.insert(tourCategories).values([...TOUR_CATEGORIES]);
  await tx.insert(tourCategoryTranslations).values(
    TOUR_CATEGORIES.map((category) => {
      const name = swahiliOf(TOUR_CATEGORIES_SW, category.name);
      return { categoryId: category.id, locale: 'sw' as const, name, slug: slugify(name) };
    }),
  );
  // The ids above were given explicitly, so the serial sequence must catch up before the admin adds one.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('tour_categories', 'id'), (select max(id) from tour_categories))`,
  );
  const tourRows = await tx
    .insert(tours)
    .values(TOURS.map(({ category, ...tour }) => ({ ...tour, categoryId: idOf(TOUR_CATEGORIES, category) })))
    .returning({ id: tours.id, title: tours.title });
  await tx
    .insert(tourTranslations)
    .values(
      tourRows.map((row) => ({ tourId: row.id, locale: 'sw' as const, ...swahiliOf(TOURS_SW, row.title) })),
    );

  await tx.insert(galleryImages).values([...GALLERY_IMAGES]);
  await tx.insert(testimonials).values([...TESTIMONIALS]);
}
