import { slugify } from '@shop/contract/catalog';
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  galleryImages,
  productCategories,
  products,
  testimonials,
  tourCategories,
  tours,
} from '#server/db/schema.ts';
import { GALLERY_IMAGES } from './gallery';
import { IGSUM_CATEGORIES, IGSUM_PRODUCTS } from './igsum-products';
import { LAPTOP_CATEGORIES, LAPTOPS } from './laptops';
import { TESTIMONIALS } from './testimonials';
import { TOUR_CATEGORIES, TOURS } from './tours';

/** A category id by name; the data files are typed so an unknown name cannot get this far. */
function idOf(rows: readonly { id: number; name: string }[], name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`Demo data names an unknown category: ${name}`);
  return row.id;
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
  await tx.insert(products).values(
    LAPTOPS.map(({ category, ...laptop }) => ({
      ...laptop,
      brand: 'fursa' as const,
      categoryId: idOf(laptopCategoryRows, category),
    })),
  );

  const igsumCategoryRows = await tx
    .insert(productCategories)
    .values(IGSUM_CATEGORIES.map((name) => ({ brand: 'igsum' as const, name, slug: slugify(name) })))
    .returning({ id: productCategories.id, name: productCategories.name });
  await tx.insert(products).values(
    IGSUM_PRODUCTS.map(({ category, ...product }) => ({
      ...product,
      brand: 'igsum' as const,
      categoryId: idOf(igsumCategoryRows, category),
    })),
  );

  await tx.insert(tourCategories).values([...TOUR_CATEGORIES]);
  // The ids above were given explicitly, so the serial sequence must catch up before the admin adds one.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('tour_categories', 'id'), (select max(id) from tour_categories))`,
  );
  await tx
    .insert(tours)
    .values(TOURS.map(({ category, ...tour }) => ({ ...tour, categoryId: idOf(TOUR_CATEGORIES, category) })));

  await tx.insert(galleryImages).values([...GALLERY_IMAGES]);
  await tx.insert(testimonials).values([...TESTIMONIALS]);
}
