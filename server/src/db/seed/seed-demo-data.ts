import { slugify } from '@shop/contract/catalog';
import { defaultWarrantyMonths } from '@shop/contract/serials';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import {
  galleryImages,
  parkFees,
  parks,
  productCategories,
  productCategoryTranslations,
  productReviews,
  products,
  productTranslations,
  profiles,
  stockLedger,
  testimonials,
  tourCategories,
  tourCategoryTranslations,
  tourGroupTiers,
  tourParks,
  tourPrices,
  tourReviews,
  tourSeasons,
  tours,
  tourTerms,
  tourTranslations,
  users,
} from '#server/db/schema.ts';
import { GALLERY_IMAGES } from './gallery';
import { IGSUM_CATEGORIES, IGSUM_PRODUCTS } from './igsum-products';
import { LAPTOP_CATEGORIES, LAPTOPS } from './laptops';
import { DEMO_CUSTOMERS, DEMO_REVIEWS, type DemoReview } from './reviews';
import {
  IGSUM_CATEGORIES_SW,
  IGSUM_PRODUCTS_SW,
  LAPTOP_CATEGORIES_SW,
  LAPTOPS_SW,
  TOUR_CATEGORIES_SW,
  TOURS_SW,
} from './swahili';
import { TESTIMONIALS } from './testimonials';
import { seedTourTerms } from './tour-terms';
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
        warrantyMonths: defaultWarrantyMonths('fursa'),
        categoryId: idOf(laptopCategoryRows, category),
      })),
    )
    .returning({ id: products.id, brand: products.brand, name: products.name });
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
    .returning({ id: products.id, brand: products.brand, name: products.name });
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

  await seedReviews(tx, [...laptopRows, ...igsumRows], tourRows);
  await seedTourTerms(tx, tourRows);

  await tx.insert(galleryImages).values([...GALLERY_IMAGES]);
  await tx.insert(testimonials).values([...TESTIMONIALS]);
}

/** No password matches it (it is no argon2 hash): the demo customers cannot sign in. */
export const NO_PASSWORD = '!demo-customer';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo customers, their reviews, and each reviewed item's rating (the mean, 2 decimals) and
 * count computed from those reviews as a customer's review recomputes them (reviews/service.ts),
 * so a count is always the reviews shown (docs/catalogue.md, "Reviews").
 */
async function seedReviews(
  tx: Tx,
  productRows: readonly { id: number; brand: Brand; name: string }[],
  tourRows: readonly { id: number; title: string }[],
) {
  const customers = await tx
    .insert(users)
    .values(
      DEMO_CUSTOMERS.map(({ username, locale }) => ({
        username,
        email: `${username}@example.com`,
        passwordHash: NO_PASSWORD,
        locale,
      })),
    )
    .returning({ id: users.id, username: users.username });
  await tx.insert(profiles).values(
    customers.map((c) => ({
      userId: c.id,
      fullName: DEMO_CUSTOMERS.find((d) => d.username === c.username)!.fullName,
    })),
  );
  const idOf = (username: string) => customers.find((c) => c.username === username)!.id;
  // Written on days spread over the last eight months.
  let n = 0;
  const written = ([by, rating, comment]: DemoReview) => {
    n += 1;
    const createdAt = new Date(Date.now() - (((n * 37) % 240) + 1) * DAY_MS);
    return { userId: idOf(by), rating, comment, createdAt, updatedAt: createdAt };
  };
  const productReviewRows = productRows.flatMap((row) =>
    (DEMO_REVIEWS[row.name] ?? []).map((review) => ({
      brand: row.brand,
      productId: row.id,
      ...written(review),
    })),
  );
  const tourReviewRows = tourRows.flatMap((row) =>
    (DEMO_REVIEWS[row.title] ?? []).map((review) => ({ tourId: row.id, ...written(review) })),
  );
  await tx.insert(productReviews).values(productReviewRows);
  await tx.insert(tourReviews).values(tourReviewRows);
  await tx.execute(sql`
    update products p set rating = s.rating, review_count = s.count
    from (
      select brand, product_id, round(avg(rating), 2) as rating, count(*) as count
      from product_reviews group by brand, product_id
    ) s
    where s.brand = p.brand and s.product_id = p.id`);
  await tx.execute(sql`
    update tours t set rating = s.rating, review_count = s.count
    from (select tour_id, round(avg(rating), 2) as rating, count(*) as count from tour_reviews group by tour_id) s
    where s.tour_id = t.id`);
}

/**
 * Every table the seeding writes rows in: stock_ledger by the products' trigger, the tours' terms
 * by seedTourTerms. The seed test checks that no table the seeding fills is missing.
 */
export const SEEDED_TABLES: readonly PgTable[] = [
  users,
  profiles,
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
  stockLedger,
  productReviews,
  tourCategories,
  tourCategoryTranslations,
  tours,
  tourTranslations,
  tourReviews,
  tourTerms,
  tourSeasons,
  tourPrices,
  tourGroupTiers,
  parks,
  parkFees,
  tourParks,
  galleryImages,
  testimonials,
];

/**
 * A database seeded earlier (the database image's demo copy, docs/first-start.md) made as if
 * seeded now: every timestamp the seeding wrote is moved on by the time since then (the demo
 * customers joined then), so the reviews are again days to months old and every row is as new as
 * a fresh seed's. Dates (tour dates, seasons, fees' validity) are fixed in the seed and stay. Only
 * the seeded tables are written: each table a statement reaches grows PGlite's heap, which never
 * shrinks. The triggers are off meanwhile (a superuser's setting, as PGlite's user is): moving a
 * row in time is no change of the catalogue to bump, notify or count.
 */
export async function moveDemoCatalogueToNow(tx: Tx): Promise<void> {
  const [since] = await tx
    .select({ shift: sql<string>`now() - max(${users.dateJoined})` })
    .from(users)
    .where(eq(users.passwordHash, NO_PASSWORD));
  if (!since?.shift) return;
  await tx.execute(sql`set local session_replication_role = replica`);
  for (const table of SEEDED_TABLES) {
    const times = getTableConfig(table).columns.filter((column) =>
      column.getSQLType().startsWith('timestamp'),
    );
    if (times.length === 0) continue;
    const moved = times.map((column) => {
      const name = sql.identifier(column.name);
      return sql`${name} = ${name} + ${since.shift}::interval`;
    });
    await tx.execute(sql`update ${table} set ${sql.join(moved, sql`, `)}`);
  }
  await tx.execute(sql`set local session_replication_role = origin`);
}
